/**
 * OpenTelemetry auto-instrumentation (issue 27 "Correlation and tracing"): `@opentelemetry/sdk-node`
 * with the HTTP, Fastify (`@fastify/otel`), undici, pg, ioredis and GraphQL instrumentations,
 * exporting spans over OTLP/HTTP — only when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set. Off, nothing of it is loaded (this module imports
 * only `node:module`), so it costs nothing.
 *
 * The instrumentations must be in place before the modules they patch load: a service's entry
 * file (`dist/server.js`, `dist/jobs/worker.js`) awaits {@link startTelemetry} and only then
 * imports the service (its `main` module), so `node dist/server.js`, `npm start` and the images'
 * commands stay as they are. pg, ioredis and GraphQL are imported from ES modules, so the
 * import-in-the-middle loader hook is registered for them (and only them); Fastify and undici are
 * instrumented through their diagnostics channels, HTTP through `require`.
 *
 * With telemetry on, tracing.ts uses the instrumentations' spans (the HTTP server span of each
 * request, undici's client span and `traceparent` of the bff's calls) instead of its own.
 */
import { register } from 'node:module';

/** The modules imported from ES modules that the loader hook wraps for the instrumentations. */
const HOOKED_MODULES = ['pg', 'pg-pool', 'ioredis', 'graphql'];

/** Ends the SDK: sends the spans not yet exported. */
let sdkShutdown: (() => Promise<void>) | undefined;

/** True when the environment names an OTLP endpoint for traces. */
export function telemetryConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** True once {@link startTelemetry} started the SDK in this process. */
export function telemetryStarted(): boolean {
  return sdkShutdown !== undefined;
}

/**
 * Starts the OpenTelemetry SDK with the instrumentations when an OTLP endpoint is configured
 * (`OTEL_SERVICE_NAME` or `serviceName` names the service); does nothing otherwise. Call once,
 * first thing, before importing the service. @returns true when telemetry runs.
 */
export async function startTelemetry(serviceName: string): Promise<boolean> {
  if (sdkShutdown) return true;
  if (!telemetryConfigured()) return false;
  register('import-in-the-middle/hook.mjs', import.meta.url, {
    data: { include: HOOKED_MODULES },
  });
  // Spans as OTLP/HTTP JSON (like otlp.ts); metrics stay with Prometheus, logs with pino.
  process.env.OTEL_EXPORTER_OTLP_PROTOCOL ??= 'http/json';
  process.env.OTEL_TRACES_EXPORTER ??= 'otlp';
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const [sdkNode, http, undici, pg, ioredis, graphql, fastify] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-graphql'),
    import('@fastify/otel'),
  ]);
  const sdk = new sdkNode.NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceName,
    instrumentations: [
      new http.HttpInstrumentation(),
      new fastify.FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new undici.UndiciInstrumentation(),
      new pg.PgInstrumentation(),
      new ioredis.IORedisInstrumentation(),
      new graphql.GraphQLInstrumentation({ mergeItems: true }),
    ],
  });
  sdk.start();
  sdkShutdown = () => sdk.shutdown();
  return true;
}

/** Sends the spans not yet exported and stops the SDK (a no-op when telemetry is off). */
export async function stopTelemetry(): Promise<void> {
  const shutdown = sdkShutdown;
  sdkShutdown = undefined;
  await shutdown?.();
}
