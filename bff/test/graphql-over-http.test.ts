/**
 * GraphQL over HTTP conformance of the bff's real `/graphql` (quality gate): graphql-http's
 * `serverAudits`, one test per audit, against the bff listening on an ephemeral loopback port.
 * Every MUST audit passes. The SHOULD and MAY audits the bff fails on purpose are pinned in
 * `TOLERATED` (explained in the README, "GraphQL over HTTP"): any other failure is a regression,
 * and a tolerated audit that starts passing must be taken off the list.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Lexer, Source, TokenKind } from 'graphql';
import { serverAudits, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARMOR_LIMITS } from '../src/graphql.js';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream } from './helpers/fake-upstream.js';

/** Audits the bff fails by design, by audit id, with the reason (kept in step with the README). */
const TOLERATED: Readonly<Record<string, string>> = {
  // Apollo's CSRF prevention: a GET needs a preflight header or a non-simple content type.
  '5A70': 'GET without Apollo-Require-Preflight is refused by CSRF prevention (400)',
  D6D5: 'GET without Apollo-Require-Preflight is refused by CSRF prevention (400)',
  '6A70': 'GET without Apollo-Require-Preflight is refused by CSRF prevention (400)',
  // Apollo Server answers request errors with 400 whatever the Accept header says.
  '572B': 'Apollo answers a parse failure with 400, also for application/json',
  FDE2: 'Apollo answers a validation failure with 400, also for application/json',
  '7B9B': 'Apollo answers a variable or validation failure with 400, also for application/json',
};

let app: FastifyInstance | undefined;
let url = '';

const audits = serverAudits({ url: () => url });

beforeAll(async () => {
  app = await buildTestServer(createFakeUpstream(3));
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await app?.close();
});

/** POSTs a query as application/json to the bff. */
function postJson(query: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
}

/** Lexical tokens of a document as graphql-js counts them for `maxTokens` (EOF excluded). */
function tokenCount(query: string): number {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** A products query filtered by category 1 repeated until the document has `tokens` tokens. */
function listingWithTokens(tokens: number): string {
  const shape = (ids: string) =>
    `{ products(limit: 1, filter: { categoryIds: [${ids}] }) { pageInfo { totalProducts } } }`;
  const fixed = tokenCount(shape(''));
  return shape(Array.from({ length: tokens - fixed }, () => '1').join(' '));
}

/** The audit's outcome as a line for an assertion message. */
async function describeResult(result: AuditResult): Promise<string> {
  if (result.status === 'ok') return 'ok';
  const body = await result.response.text().catch(() => '');
  return `${result.status}: ${result.reason} (HTTP ${result.response.status}) ${body.slice(0, 300)}`;
}

describe('graphql-http server audits', () => {
  it('runs the full audit list and tolerates no MUST audit', () => {
    expect(audits.length).toBeGreaterThanOrEqual(60);
    const byId = new Map(audits.map((audit) => [audit.id, audit.name]));
    for (const id of Object.keys(TOLERATED)) {
      expect(byId.has(id), `tolerated audit ${id} no longer exists`).toBe(true);
      expect(byId.get(id)).not.toMatch(/^MUST /);
    }
    expect(audits.filter((audit) => audit.name.startsWith('MUST ')).length).toBeGreaterThan(10);
  });

  for (const audit of audits) {
    const tolerated = TOLERATED[audit.id];
    it(`${audit.id} ${audit.name}${tolerated ? ' (tolerated)' : ''}`, async () => {
      const result = await audit.fn();
      const outcome = await describeResult(result);
      if (tolerated) {
        expect(
          result.status,
          `${audit.id} passes now: remove it from TOLERATED and from the README`,
        ).not.toBe('ok');
        expect(result.status).toBe(audit.name.startsWith('SHOULD ') ? 'warn' : 'notice');
      } else {
        expect(outcome).toBe('ok');
      }
    });
  }
});

describe('the reasons behind the tolerated audits', () => {
  it('a GET query with the Apollo-Require-Preflight header answers 200', async () => {
    const res = await fetch(`${url}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('a GET query without a preflight header is refused as a possible CSRF (400)', async () => {
    const res = await fetch(`${url}?query=${encodeURIComponent('{ __typename }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Cross-Site Request Forgery/);
  });

  it('a syntax error answers 400 GRAPHQL_PARSE_FAILED, never 500', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    const body = (await res.json()) as { data?: unknown; errors: { extensions: unknown }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]?.extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });

  it(`a document of ${ARMOR_LIMITS.maxTokens} tokens runs, one more answers 400 GRAPHQL_PARSE_FAILED`, async () => {
    const atLimit = listingWithTokens(ARMOR_LIMITS.maxTokens);
    expect(tokenCount(atLimit)).toBe(ARMOR_LIMITS.maxTokens);
    const ok = await postJson(atLimit);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { products: { pageInfo: { totalProducts: 2 } } } });

    const over = await postJson(listingWithTokens(ARMOR_LIMITS.maxTokens + 1));
    expect(over.status).toBe(400);
    const body = (await over.json()) as { errors: { message: string; extensions: unknown }[] };
    expect(body.errors[0]?.message).toMatch(/more tha[nt] 2000 tokens/);
    expect(body.errors[0]?.extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });
});
