/**
 * Issue 13: a hung api must not hang the bff. A real TCP server that accepts connections and never
 * answers stands in for the api; the bff's real undici client gives up after its configured
 * headers timeout, and what the client sees carries no internal reason (error codes such as
 * ECONNREFUSED, stack traces, addresses or URLs).
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { testConfig } from './helpers/app.js';

let hung: Server;
let hungUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  hung = createServer((socket) => {
    sockets.push(socket); // accept, read, never answer
  });
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  hungUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => hung.close(resolve));
});

/** Nothing internal: undici/Node error codes, stacks, loopback addresses, URLs. */
const INTERNAL = /ECONN|UND_ERR|ETIMEDOUT|EPIPE|stack|127\.0\.0\.1|localhost|https?:\/\//i;

async function ask(app: FastifyInstance, query: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query }),
  });
  return {
    text: res.body,
    code: res.json<{ errors?: { extensions?: { code?: string } }[] }>().errors?.[0]?.extensions
      ?.code,
  };
}

describe('upstream timeouts', () => {
  it('default to a few seconds (connect 2 s, headers and body 5 s)', () => {
    expect(loadConfig({}).upstreamTimeouts).toEqual({
      connectTimeoutMs: 2000,
      headersTimeoutMs: 5000,
      bodyTimeoutMs: 5000,
    });
    expect(loadConfig({ UPSTREAM_TIMEOUT_MS: '800' }).upstreamTimeouts.headersTimeoutMs).toBe(800);
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
  });

  it('a hung api answers UPSTREAM_UNAVAILABLE within the timeout, with nothing internal', async () => {
    const app = await buildServer({
      config: testConfig({ API_URL: hungUrl, UPSTREAM_TIMEOUT_MS: '500' }),
    });
    try {
      const started = Date.now();
      const answer = await ask(app, '{ sizes { id } categories { id } }');
      expect(Date.now() - started).toBeLessThan(3000);
      expect(answer.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(answer.text).toContain('The service is temporarily unavailable. Please try again.');
      expect(answer.text).not.toMatch(INTERNAL);
    } finally {
      await app.close();
    }
  }, 10_000);

  it('a refused connection does not tell the client ECONNREFUSED', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const app = await buildServer({ config: testConfig({ API_URL: `http://127.0.0.1:${port}` }) });
    try {
      const answer = await ask(app, '{ sizes { id } }');
      expect(answer.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(answer.text).not.toMatch(INTERNAL);
    } finally {
      await app.close();
    }
  });

  it('the catalog export may take minutes to start; other downloads keep the short wait', async () => {
    // An api that answers every file only after 2.5 s (the export drawing its pictures); the
    // short wait is 300 ms (undici checks its timers about once a second).
    const slow = createHttpServer((req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/zip' });
        res.end(`zip of ${req.url}`);
      }, 2500);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    const app = await buildServer({
      config: testConfig({ API_URL: `http://127.0.0.1:${port}`, UPSTREAM_TIMEOUT_MS: '300' }),
    });
    try {
      const get = (url: string) => app.inject({ url, cookies: { authToken: 'an.admin.token' } });
      const exported = await get('/documents/admin/catalog.zip');
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toBe('zip of /api/admin/catalog/export');
      const statement = await get('/documents/statements/2026-10.pdf');
      expect(statement.statusCode).toBe(502);
    } finally {
      await app.close();
      await new Promise((resolve) => slow.close(resolve));
    }
  }, 10_000);
});
