/**
 * Health, readiness and metrics over real HTTP (issue 11): /health and /ready are real answers on
 * both services (never the web app's page), the bff is ready only when the api is, and /metrics
 * (token-guarded on the main port, or on METRICS_PORT) shows the HTTP, GraphQL operation and
 * upstream latency histograms and the login failure counter.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer } from './helpers/app.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const TOKEN = 'metrics-token-0123456789';

/** A free loopback port (listen on 0, read, close). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('health, readiness and metrics', () => {
  let stack: Stack;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    stack = await startStack({
      apiEnv: { METRICS_TOKEN: TOKEN },
      bffEnv: { METRICS_PORT: String(metricsPort) },
    });
  }, 60_000);
  afterAll(async () => stack?.close());

  it('answers /health and /ready with JSON on both services', async () => {
    for (const base of [stack.apiUrl, stack.bffUrl]) {
      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
    }
    const apiReady = await fetch(`${stack.apiUrl}/ready`);
    expect(await apiReady.json()).toEqual({ status: 'ready', database: 'ok', redis: 'disabled' });
    const bffReady = await fetch(`${stack.bffUrl}/ready`);
    expect(bffReady.status).toBe(200);
    expect(await bffReady.json()).toEqual({ status: 'ready', api: 'ok', redis: 'disabled' });
  });

  it('is not ready while the api does not answer, yet alive', async () => {
    const app = await buildTestServer(undefined, { API_URL: 'http://127.0.0.1:1' });
    try {
      expect((await app.inject('/health')).statusCode).toBe(200);
      const ready = await app.inject('/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', api: 'failed', redis: 'disabled' });
    } finally {
      await app.close();
    }
  });

  it('counts GraphQL operations, upstream calls and login failures', async () => {
    const post = (body: object) =>
      fetch(`${stack.bffUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post({ query: 'query MetricsCategories { categories { id } }' });
    await post({
      query:
        'mutation MetricsLogin($e: String!, $p: String!) { login(email: $e, password: $p) { __typename } }',
      variables: { e: 'nobody@example.ie', p: 'Wrong#Pass1' },
    });

    const bffMetrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(bffMetrics).toMatch(
      /graphql_operation_duration_seconds_count\{operation="MetricsCategories",outcome="ok"\} 1/,
    );
    expect(bffMetrics).toMatch(
      /upstream_request_duration_seconds_count\{method="GET",route="\/api\/category\/categories",status="200"\} \d+/,
    );
    expect(bffMetrics).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/graphql",status_code="200"\} 2/,
    );
    // The main port has no /metrics without a token setting: not the web page either.
    expect((await fetch(`${stack.bffUrl}/metrics`)).status).toBe(404);

    expect((await fetch(`${stack.apiUrl}/metrics`)).status).toBe(401);
    const apiMetrics = await (
      await fetch(`${stack.apiUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(apiMetrics).toMatch(/login_failures_total\{reason="credentials"\} 1/);
    expect(apiMetrics).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/category\/categories",status_code="200"\}/,
    );
  });
});
