/**
 * Entry point of the bff (`node bff/dist/server.js`): starts OpenTelemetry first when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set (server-kit's telemetry.ts: the instrumentations must be in
 * place before Fastify, undici, ioredis and GraphQL load), then the bff itself (start.ts).
 */
import { startTelemetry } from '@serena/server-kit/telemetry';

await startTelemetry('bff');
await import('./start.js');
