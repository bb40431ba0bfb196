/**
 * Export of the spans of tracing.ts over OTLP/HTTP (issue 27 "Correlation and tracing"), only when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set; the exporter
 * then reads the standard OTEL_* settings (endpoint, headers, timeout; `OTEL_SERVICE_NAME` names
 * the service). Off, nothing is loaded: the exporter module is imported on first use, so start-up
 * costs nothing without an endpoint. Spans that end before the exporter has loaded (the first few
 * milliseconds) are not exported.
 */
import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace';

/** True when the environment names an OTLP endpoint for traces. */
export function otlpConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * A batch span processor whose OTLP/HTTP exporter is imported in the background; until then spans
 * are dropped. `forceFlush` and `shutdown` wait for the import.
 */
export class LazyOtlpSpanProcessor implements SpanProcessor {
  private inner: SpanProcessor | undefined;
  private readonly loading: Promise<void>;

  constructor() {
    this.loading = import('@opentelemetry/exporter-trace-otlp-http').then(
      ({ OTLPTraceExporter }) => {
        this.inner = new BatchSpanProcessor({ exporter: new OTLPTraceExporter() });
      },
    );
  }

  onStart(span: Span, parentContext: Context): void {
    this.inner?.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    this.inner?.onEnd(span);
  }

  async forceFlush(): Promise<void> {
    await this.loading;
    await this.inner?.forceFlush();
  }

  async shutdown(): Promise<void> {
    await this.loading;
    await this.inner?.shutdown();
  }
}
