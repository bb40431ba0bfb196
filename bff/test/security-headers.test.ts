/**
 * Issue 13 "Headers": helmet's headers on every bff answer (the web app's HTML, assets, GraphQL,
 * health, 404s), a CSP the built app runs under, HSTS only over HTTPS (directly or through a
 * trusted proxy's X-Forwarded-Proto), and no source maps in production.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream } from './helpers/fake-upstream.js';

let dist: string;
let app: FastifyInstance | undefined;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'serena-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Checks helmet's headers; `sandbox`: the development GET /graphql policy (Apollo Sandbox). */
function expectSecurityHeaders(res: LightMyRequestResponse, sandbox = false) {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  if (!sandbox) expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('bff security headers', () => {
  it('sets them on the page, assets, GraphQL, health and 404 answers', async () => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist });
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/' }),
      app.inject({ method: 'GET', url: '/products/12' }),
      app.inject({ method: 'GET', url: '/assets/index-abc123.js' }),
      app.inject({ method: 'GET', url: '/missing.css' }),
      app.inject({ method: 'GET', url: '/health' }),
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ __typename }' },
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 200, 200]);
    answers.forEach((res, i) => {
      expectSecurityHeaders(res, i === answers.length - 1);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });

  it('keeps the strict policy on /graphql in production (no Sandbox page there)', async () => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist, NODE_ENV: 'production' });
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ __typename }' },
    });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });

  it('adds HSTS over HTTPS through a trusted proxy only', async () => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist, TRUST_PROXY: '1' });
    const https = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await app.inject({ method: 'GET', url: '/' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await app.close();
    // Without TRUST_PROXY a client cannot claim HTTPS with the header.
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist });
    const claimed = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('does not serve source maps in production, and the 404 carries the headers', async () => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist, NODE_ENV: 'production' });
    const map = await app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expectSecurityHeaders(map);
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(
      200,
    );
  });
});
