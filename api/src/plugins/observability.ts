/**
 * Health, readiness and metrics of the api (issue 11). `GET /health` answers 200 while the process
 * runs (liveness); `GET /ready` answers 200 only when the database answers (`degraded` when a
 * configured Redis does not: the api then counts in memory, issue 27), and 503 once shutdown began
 * (so a proxy or orchestrator stops sending requests). Metrics
 * (lib/metrics.ts) add the business counters `orders_placed_total` (orders created by checkouts
 * and reorders) and `login_failures_total` (wrong e-mail or password; `reason="throttled"` for
 * refusals while locked out).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import type { Db } from '../db/client.js';
import { registerMetrics, type AppMetrics, type MetricsSettings } from '@serena/server-kit';
import { readiness, redisAnswers, registerRedisMetrics, type Redis } from '@serena/server-kit';

/** What the checks need. */
export interface ObservabilityOptions {
  db: Db;
  redis: Redis | null;
  metrics: MetricsSettings;
}

/** Routes whose 201 answers carry `orders: [...]` (checkout) or one order (reorder). */
const ORDER_ROUTES = new Set(['/api/order/product', '/api/order/product-reorder/:orderId']);
const LOGIN_ROUTE = '/api/auth/user/login';

/** One readiness check: 'ok', 'failed' or 'disabled' (Redis not configured). */
type Check = 'ok' | 'failed' | 'disabled';

/** Registers /health, /ready and the metrics; returns the metrics handle. */
export function registerObservability(
  app: FastifyInstance,
  options: ObservabilityOptions,
): AppMetrics {
  const metrics = registerMetrics(app, options.metrics);
  registerRedisMetrics(metrics.registry, options.redis);
  const ordersPlaced = new Counter({
    name: 'orders_placed_total',
    help: 'Orders created by checkouts and reorders',
    registers: [metrics.registry],
  });
  const loginFailures = new Counter({
    name: 'login_failures_total',
    help: 'Refused sign-ins: reason="credentials" (wrong e-mail or password) or "throttled"',
    labelNames: ['reason'] as const,
    registers: [metrics.registry],
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    if (reply.statusCode === 201 && route && ORDER_ROUTES.has(route)) {
      ordersPlaced.inc(countOrders(payload));
    } else if (route === LOGIN_ROUTE && (reply.statusCode === 401 || reply.statusCode === 429)) {
      loginFailures.inc({ reason: reply.statusCode === 401 ? 'credentials' : 'throttled' });
    }
    done(null, payload);
  });

  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  app.get('/health', { schema: { hide: true } }, () => Promise.resolve({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const [database, redis] = await Promise.all([
      options.db.execute(sql`select 1`).then(
        (): Check => 'ok',
        (): Check => 'failed',
      ),
      options.redis
        ? redisAnswers(options.redis).then((up): Check => (up ? 'ok' : 'failed'))
        : Promise.resolve<Check>('disabled'),
    ]);
    const { code, status } = readiness(closing, database === 'ok', redis);
    return reply.code(code).send({ status, database, redis });
  });
  return metrics;
}

/** The number of orders in a checkout/reorder answer (`orders` array, else 1). */
function countOrders(payload: unknown): number {
  if (typeof payload !== 'string') return 1;
  try {
    const body = JSON.parse(payload) as { orders?: unknown };
    return Array.isArray(body.orders) ? body.orders.length : 1;
  } catch {
    return 1;
  }
}
