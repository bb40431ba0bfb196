/**
 * Entry point of `npm run worker` (`node api/dist/jobs/worker.js`): starts OpenTelemetry first when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set (server-kit's telemetry.ts), then the job worker
 * (worker-start.ts).
 */
import { startTelemetry } from '@serena/server-kit/telemetry';

await startTelemetry('worker');
await import('./worker-start.js');
