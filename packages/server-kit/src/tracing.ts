/**
 * Trace correlation across the bff and the api (issue 27 "Correlation and tracing"), on the
 * OpenTelemetry API with W3C trace context (`traceparent` header):
 *
 * - every HTTP request gets a SERVER span: it continues the incoming `traceparent` (from a client,
 *   the reverse proxy or the bff) or starts a new trace;
 * - the request's pino logger carries `trace_id` and `span_id` on every line (Fastify's
 *   `childLoggerFactory`), and lines logged with the process logger while the request's handler
 *   runs get them too ({@link traceLogMixin});
 * - the bff's REST calls to the api send a `traceparent` of a CLIENT span of the same trace
 *   ({@link startClientSpan}), so one trace id is found in both services' logs;
 * - every request has a request id ({@link requestIdOptions}): an incoming `x-request-id` is kept
 *   (when it is a short token), else a new UUID is made; it is logged as `request_id` on every line
 *   of the request, answered in the `x-request-id` response header and sent on with the bff's
 *   calls to the api, so both services log the same `request_id` too.
 *
 * Without `OTEL_EXPORTER_OTLP_ENDPOINT` the spans are made here (tracer provider of the
 * OpenTelemetry SDK, nothing exported) and only correlate log lines. With it, the service's entry
 * file has started the SDK with its instrumentations (telemetry.ts): the request's span is the
 * HTTP instrumentation's server span and the bff's calls are traced (and carry `traceparent`) by
 * the undici instrumentation, so nothing is made twice here; the log fields stay the same.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  context,
  createContextKey,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  trace,
  type Context,
  type ProxyTracerProvider,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  CompositePropagator,
  W3CBaggagePropagator,
  W3CTraceContextPropagator,
} from '@opentelemetry/core';
import { TracerProvider } from '@opentelemetry/sdk-trace';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { symbols, type Logger } from 'pino';
import { LazyOtlpSpanProcessor, otlpConfigured } from './otlp.js';
import { telemetryStarted } from './telemetry.js';

/** Instrumentation scope name of the spans made here. */
const TRACER_NAME = '@serena/server-kit';

let provider: TracerProvider | undefined;

/**
 * Registers the OpenTelemetry tracer provider once per process: AsyncLocalStorage context
 * propagation, the W3C `traceparent`/`baggage` propagators, and the OTLP export when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set (otlp.ts). Later calls do nothing.
 */
export function setupTracing(): void {
  if (provider || telemetryStarted()) return;
  provider = new TracerProvider({
    spanProcessors: otlpConfigured() ? [new LazyOtlpSpanProcessor()] : [],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({
      propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
    }),
  );
  trace.setGlobalTracerProvider(provider);
}

/** Sends the spans not yet exported (a no-op without OTLP export); resolves when done. */
export async function flushTracing(): Promise<void> {
  if (telemetryStarted()) {
    const global = trace.getTracerProvider() as ProxyTracerProvider;
    await (global.getDelegate() as { forceFlush?: () => Promise<void> }).forceFlush?.();
    return;
  }
  await provider?.forceFlush();
}

/** The header carrying a request id between client, proxy, bff and api. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming request id kept as is: 1–128 letters, digits and `._:@-` (nothing to forge log lines with). */
const KEPT_REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** Where a request's id sits in the OpenTelemetry context its handler runs in. */
const REQUEST_ID_KEY = createContextKey('serena.request_id');

/** The request id of a raw request: its `x-request-id` when acceptable, else a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && KEPT_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Fastify options of the request id (spread into both services' options): ids from
 * {@link requestIdOf}, logged as `request_id`.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  // Fastify 5.7+ takes the log label from its LogController (the top-level option is deprecated).
  logController: new LogController({ requestIdLogLabel: 'request_id' }),
  genReqId: requestIdOf,
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'logController' | 'genReqId'>;

/** The id of the request whose handler is running, or undefined outside a request. */
export function currentRequestId(): string | undefined {
  const id = context.active().getValue(REQUEST_ID_KEY);
  return typeof id === 'string' ? id : undefined;
}

/** A request's server span, the context it is active in, and whether it was made here. */
interface RequestSpan {
  span: Span;
  ctx: Context;
  own: boolean;
}

/** The request's server span by raw request. */
const requestSpans = new WeakMap<IncomingMessage, RequestSpan>();

/**
 * The SERVER span of an incoming request: the HTTP instrumentation's (telemetry on), else one
 * started here (once), child of its `traceparent` if any.
 */
function requestSpan(raw: IncomingMessage): RequestSpan {
  const known = requestSpans.get(raw);
  if (known) return known;
  const instrumented = telemetryStarted() ? trace.getActiveSpan() : undefined;
  if (instrumented) {
    const entry = { span: instrumented, ctx: context.active(), own: false };
    requestSpans.set(raw, entry);
    return entry;
  }
  setupTracing();
  const parent = propagation.extract(ROOT_CONTEXT, raw.headers);
  const span = trace
    .getTracer(TRACER_NAME)
    .startSpan(`${raw.method ?? 'GET'}`, { kind: SpanKind.SERVER }, parent);
  const entry = { span, ctx: trace.setSpan(parent, span), own: true };
  requestSpans.set(raw, entry);
  return entry;
}

/** The W3C ids of a span as log fields: `trace_id` (32 hex) and `span_id` (16 hex). */
export function traceFields(span: Span): { trace_id: string; span_id: string } {
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * Fastify `childLoggerFactory`: the request's logger with `trace_id` and `span_id` bound, so the
 * "incoming request" and "request completed" lines and every `request.log` line carry them.
 */
export const traceChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> =
  function (logger, bindings, options, raw) {
    const { span } = requestSpan(raw);
    return logger.child({ ...bindings, ...traceFields(span) }, options);
  };

/**
 * Runs each request's handler (and the preHandler hooks after this one) inside its span's context,
 * so {@link startClientSpan} and {@link traceLogMixin} see it, and ends the span with the response.
 * Register before the routes; pair with {@link traceChildLoggerFactory} in the Fastify options.
 */
export function registerTracing(app: FastifyInstance): void {
  setupTracing();
  // The last requests' spans leave before the process does.
  app.addHook('onClose', () => flushTracing());
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const entry = requestSpan(request.raw);
    // Instrumented, the handler keeps its context (the Fastify instrumentation's spans).
    const ctx = entry.own ? entry.ctx : context.active();
    context.with(ctx.setValue(REQUEST_ID_KEY, request.id), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const entry = requestSpans.get(request.raw);
    if (entry?.own) {
      entry.span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
      entry.span.setAttribute('http.response.status_code', reply.statusCode);
      entry.span.end();
    }
    done();
  });
}

/** One outgoing call's span: the headers to send (`traceparent`) and `end` to call when done. */
export interface ClientSpan {
  /** W3C trace context headers of the call, e.g. `{ traceparent: '00-…-…-01' }`. */
  headers: Record<string, string>;
  /** Ends the span; `status` is the HTTP status, undefined when no answer came. */
  end(status?: number): void;
}

/**
 * Starts a CLIENT span for an outgoing HTTP call, child of the active request's span (or a new
 * trace outside a request), and returns the headers that carry it (and the request id) to the
 * other service.
 */
export function startClientSpan(name: string): ClientSpan {
  const requestId = currentRequestId();
  if (telemetryStarted()) {
    // The undici instrumentation makes the CLIENT span and sends its `traceparent`.
    return { headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {}, end: () => undefined };
  }
  setupTracing();
  const span = trace
    .getTracer(TRACER_NAME)
    .startSpan(name, { kind: SpanKind.CLIENT }, context.active());
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), headers);
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  return {
    headers,
    end(status) {
      if (status !== undefined) span.setAttribute('http.response.status_code', status);
      span.end();
    },
  };
}

/**
 * pino `mixin`: `request_id`, `trace_id` and `span_id` of the active request on lines logged with the
 * process logger inside a request; nothing when the line's logger already binds them or no span
 * is active.
 */
export function traceLogMixin(_merge: object, _level: number, logger: Logger): object {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const chindings = (logger as unknown as Record<symbol, string | undefined>)[symbols.chindingsSym];
  if (chindings?.includes('"trace_id"')) return {};
  const requestId = currentRequestId();
  return requestId ? { request_id: requestId, ...traceFields(span) } : traceFields(span);
}
