/**
 * Health, readiness and metrics of the bff (issue 11). `GET /health` answers 200 while the process
 * runs; `GET /ready` answers 200 only when the api's own `/ready` answers 200 (`degraded` when a
 * configured Redis does not answer: caches skipped, limits in memory, issue 27), and 503 once
 * shutdown began — both are real routes, never the web app's fallback.
 * Metrics (lib/metrics.ts) add `graphql_operation_duration_seconds` (by operation name and
 * outcome) and `upstream_request_duration_seconds` / `upstream_errors_total` (REST calls to the
 * api, by method and route pattern).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { LATENCY_BUCKETS, registerMetrics, type MetricsSettings } from '@serena/server-kit';
import {
  readiness,
  redisAnswers,
  registerRedisMetrics,
  type Redis,
  type RedisCheck,
} from '@serena/server-kit';
import type { UpstreamClient } from './upstream/contract.js';
import type { UpstreamCallObserver } from './upstream/transport.js';

/** Distinct operation names kept as labels; later names are counted as `other`. */
const MAX_OPERATION_NAMES = 200;

/** The bff's metrics: the Apollo plugin and the upstream call observer to wire in. */
export interface BffMetrics {
  graphqlPlugin: ApolloServerPlugin;
  observeUpstream: UpstreamCallObserver;
}

/**
 * Registers the metrics endpoint(s) (with the Redis state metrics when `redis` is set) and returns
 * the hooks the GraphQL server and client use.
 */
export function registerBffMetrics(
  app: FastifyInstance,
  settings: MetricsSettings,
  redis: Redis | null = null,
): BffMetrics {
  const { registry } = registerMetrics(app, settings);
  registerRedisMetrics(registry, redis);
  const operations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operation latency by operation name and outcome (seconds)',
    labelNames: ['operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'REST calls to the api by method, route pattern and status (seconds)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'upstream_errors_total',
    help: 'REST calls to the api that failed: kind="network" (no answer) or "http" (status >= 500)',
    labelNames: ['method', 'route', 'kind'] as const,
    registers: [registry],
  });
  const seen = new Set<string>();
  const operationLabel = (name: string | null | undefined): string => {
    const label = name ?? 'anonymous';
    if (seen.has(label)) return label;
    if (seen.size >= MAX_OPERATION_NAMES) return 'other';
    seen.add(label);
    return label;
  };

  return {
    graphqlPlugin: {
      requestDidStart() {
        const started = performance.now();
        return Promise.resolve({
          willSendResponse(context) {
            const outcome = context.errors && context.errors.length > 0 ? 'error' : 'ok';
            operations.observe(
              { operation: operationLabel(context.operationName), outcome },
              (performance.now() - started) / 1000,
            );
            return Promise.resolve();
          },
        });
      },
    },
    observeUpstream({ method, path, status, seconds }) {
      const route = routePattern(path);
      upstream.observe(
        { method, route, status: status === undefined ? 'none' : String(status) },
        seconds,
      );
      if (status === undefined) upstreamErrors.inc({ method, route, kind: 'network' });
      else if (status >= 500) upstreamErrors.inc({ method, route, kind: 'http' });
    },
  };
}

/** A REST path as a low-cardinality label: no query, ids and id lists as `:id`. */
export function routePattern(path: string): string {
  return (path.split('?')[0] ?? '')
    .split('/')
    .map((segment) =>
      /^[\d,]+$/.test(segment) || /^[0-9a-f-]{36}$/i.test(segment) || /^[A-Z0-9]{6,}$/.test(segment)
        ? ':id'
        : segment,
    )
    .join('/');
}

/** Registers GET /health and GET /ready (api `/ready` and Redis). */
export function registerHealth(
  app: FastifyInstance,
  options: { upstream: UpstreamClient; redis: Redis | null },
): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.get('/health', () => Promise.resolve({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const [api, redis] = await Promise.all([
      options.upstream.getAsset('/ready').then(
        (answer) => {
          answer.body.resume();
          return answer.status === 200 ? 'ok' : 'failed';
        },
        () => 'failed',
      ),
      options.redis
        ? redisAnswers(options.redis).then((up): RedisCheck => (up ? 'ok' : 'failed'))
        : Promise.resolve<RedisCheck>('disabled'),
    ]);
    const { code, status } = readiness(closing, api === 'ok', redis);
    return reply.code(code).header('cache-control', 'no-store').send({ status, api, redis });
  });
}
