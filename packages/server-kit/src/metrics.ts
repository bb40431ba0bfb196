/**
 * Prometheus metrics with prom-client (issue 11). Each app has its own registry (default process
 * metrics plus `http_request_duration_seconds` by method, route pattern and status code), served
 * as `GET /metrics` either on a separate port (`METRICS_PORT`, never exposed through the proxy) or
 * on the main port behind a bearer token (`METRICS_TOKEN`); with neither set there is no endpoint.
 *
 * Shared by the api and the bff (@serena/server-kit, issue 15).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Where and how metrics are served. */
export interface MetricsSettings {
  /** Serve `/metrics` on this port of `host` (0 = ephemeral); undefined = no metrics port. */
  port?: number;
  /** Interface of the metrics port. */
  host: string;
  /** When set, `/metrics` on the main port answers to `Authorization: Bearer <token>`. */
  token?: string;
}

/** The registry of one app and the address of its metrics port, once listening. */
export interface AppMetrics {
  registry: Registry;
  /** `http://host:port/metrics` of the metrics port (after `app.ready()`), or undefined. */
  url(): string | undefined;
}

/** Latency buckets in seconds, from 5 ms to 10 s. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Adds the metrics of `app`: default process metrics, the HTTP latency histogram (route pattern,
 * e.g. `/api/product/:id`, or `unmatched`), and the `/metrics` endpoint(s) of `settings`. The
 * metrics port opens when the app is ready and closes with it.
 */
export function registerMetrics(app: FastifyInstance, settings: MetricsSettings): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code (seconds)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      http.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });

  // A real route either way, so that /metrics is never answered by a web app fallback.
  const expected = settings.token ? `Bearer ${settings.token}` : undefined;
  // `hide` (read by @fastify/swagger where a service documents its routes) keeps /metrics out of
  // the api's OpenAPI document; Fastify itself ignores it.
  const schema = { hide: true } as FastifySchema;
  app.get('/metrics', { schema }, async (request, reply) => {
    if (!expected) return reply.code(404).type('text/plain').send('Not found');
    if (request.headers.authorization !== expected) {
      return reply.code(401).type('text/plain').send('Unauthorized');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  let server: Server | undefined;
  if (settings.port !== undefined) {
    const port = settings.port;
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed'),
      );
    });
    const metricsServer = server;
    app.addHook(
      'onReady',
      () =>
        new Promise<void>((resolve, reject) => {
          metricsServer.once('error', reject);
          metricsServer.listen(port, settings.host, () => resolve());
        }),
    );
    app.addHook(
      'onClose',
      () =>
        new Promise<void>((resolve) => {
          if (!metricsServer.listening) return resolve();
          metricsServer.close(() => resolve());
          metricsServer.closeAllConnections();
        }),
    );
  }

  return {
    registry,
    url() {
      const address = server?.address() as AddressInfo | null | undefined;
      return address ? `http://${settings.host}:${address.port}/metrics` : undefined;
    },
  };
}
