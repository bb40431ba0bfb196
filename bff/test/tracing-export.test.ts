/**
 * Issue 27 "Correlation and tracing": with `OTEL_EXPORTER_OTLP_ENDPOINT` set, the spans of one
 * GraphQL request (the bff's server span, its call to the api, the api's server span) are exported
 * over OTLP/HTTP in one trace. The collector is a local HTTP server this test starts; the bff and
 * the api run in this process (one tracer provider), as in tracing.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushTracing } from '@serena/server-kit';
import { startStack, type Stack } from './helpers/real-stack.js';

/** The parts of an OTLP/JSON export request this test reads. */
interface ExportRequest {
  resourceSpans: {
    scopeSpans: { spans: { traceId: string; spanId: string; kind: number; name: string }[] }[];
  }[];
}

describe('OTLP export of the spans', () => {
  let stack: Stack;
  let collector: Server;
  const received: ExportRequest[] = [];
  const paths: string[] = [];

  beforeAll(async () => {
    collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        paths.push(req.url ?? '');
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    // Read once, when the first app registers the tracer provider of this process.
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${port}`;
    stack = await startStack({ dirPrefix: 'serena-bff-otlp-' });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await new Promise((resolve) => collector.close(resolve));
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  });

  it('exports the bff and api spans of one GraphQL request in one trace', async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const response = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${traceId}-b7ad6b7169203331-01`,
      },
      body: JSON.stringify({ query: 'query OtlpSizes { sizes { id } }' }),
    });
    expect(response.status).toBe(200);
    await flushTracing();

    expect(paths.every((path) => path === '/v1/traces')).toBe(true);
    const spans = received
      .flatMap((r) => r.resourceSpans)
      .flatMap((r) => r.scopeSpans)
      .flatMap((s) => s.spans)
      .filter((span) => span.traceId === traceId);
    // SPAN_KIND_SERVER = 2, SPAN_KIND_CLIENT = 3 (OTLP's enum).
    expect(spans.filter((span) => span.kind === 2).map((span) => span.name)).toEqual(
      expect.arrayContaining(['POST /graphql', 'GET /api/product/sizes']),
    );
    expect(spans.some((span) => span.kind === 3)).toBe(true);
  });
});
