/**
 * Entry point of the api (`node api/dist/server.js`): starts OpenTelemetry first when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set (server-kit's telemetry.ts: the instrumentations must be in
 * place before pg, ioredis, Fastify and GraphQL load), then the api itself (start.ts).
 */
import { startTelemetry } from '@serena/server-kit/telemetry';

await startTelemetry('api');
await import('./start.js');
