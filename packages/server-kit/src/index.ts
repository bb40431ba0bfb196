/**
 * @serena/server-kit: the service plumbing the api and the bff share, defined once (issue 15):
 * the pino logger, the Prometheus metrics endpoint, the Redis client and keys, the trust-proxy
 * setting and the graceful close of keep-alive connections. No shop rules here (those are @serena/domain's).
 */
export * from './approval-events.js';
export * from './csv.js';
export * from './graceful-close.js';
export * from './logger.js';
export * from './metrics.js';
export * from './order-events.js';
export * from './otlp.js';
export * from './redis.js';
export * from './session-events.js';
export * from './tracing.js';
export * from './trust-proxy.js';
