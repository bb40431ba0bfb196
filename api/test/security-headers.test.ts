/**
 * Issue 13 "Headers": helmet's headers on every api answer (JSON, errors, 404s, health), a CSP
 * that lets nothing run or frame it, and HSTS only over HTTPS from a trusted proxy.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './harness.js';

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['content-security-policy']).toBe(
    "default-src 'none';frame-ancestors 'none';base-uri 'none'",
  );
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('api security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  }, 60_000);
  afterAll(async () => t.close());

  it('sets them on JSON, error, 404 and health answers, without HSTS over HTTP', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/category/categories' }),
      t.app.inject({ method: 'POST', url: '/api/auth/user/login', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      t.app.inject({ method: 'GET', url: '/health' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 404, 200]);
    for (const res of answers) {
      expectSecurityHeaders(res);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expectSecurityHeaders(res);
  });
});
