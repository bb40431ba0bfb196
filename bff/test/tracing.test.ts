/**
 * Issue 27 "Correlation and tracing": one GraphQL request through a real bff and a real api leaves
 * the same W3C trace id and the same request id in both services' log lines; an incoming
 * `traceparent` is continued and an incoming `x-request-id` kept (a malformed one replaced).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@serena/server-kit';
import { startStack, type Stack } from './helpers/real-stack.js';

/** One parsed pino JSON line. */
interface LogLine {
  name?: string;
  msg?: string;
  trace_id?: string;
  span_id?: string;
  request_id?: string;
  req?: { url?: string };
}

/** A pino destination collecting JSON lines. */
function captureLines(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString('utf8').split('\n')) {
        if (text.trim() === '') continue;
        // One trace_id per line: the request logger's binding and the mixin never both add it.
        expect(text.split('"trace_id"').length).toBeLessThanOrEqual(2);
        lines.push(JSON.parse(text) as LogLine);
      }
      callback();
    },
  });
  return { stream, lines };
}

const TRACE_ID = /^[0-9a-f]{32}$/;
const SPAN_ID = /^[0-9a-f]{16}$/;

describe('trace id across bff and api', () => {
  let stack: Stack;
  const api = captureLines();
  const bff = captureLines();

  beforeAll(async () => {
    stack = await startStack({
      dirPrefix: 'serena-bff-tracing-',
      apiLogger: createLogger({
        level: 'info',
        name: 'api',
        nodeEnv: 'test',
        destination: api.stream,
      }),
      bffLogger: createLogger({
        level: 'info',
        name: 'bff',
        nodeEnv: 'test',
        destination: bff.stream,
      }),
    });
  }, 60_000);
  afterAll(() => stack?.close());

  /** Posts one GraphQL query; returns the JSON answer and the answered `x-request-id`. */
  async function graphql(query: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { data?: unknown; errors?: unknown };
    return Object.assign(answer, { requestId: response.headers.get('x-request-id') });
  }

  /** The `request_id`s of the lines of `lines` about `url` (incoming and completed). */
  const requestIds = (lines: LogLine[], url: string) =>
    new Set(
      lines
        .filter((line) => line.msg === 'incoming request' && line.req?.url === url)
        .map((line) => line.request_id),
    );

  it('logs the bff request and its api call under one new trace id', async () => {
    const bffBefore = bff.lines.length;
    const answer = await graphql('query TraceSizes { sizes { id label } }');
    expect(answer.errors).toBeUndefined();

    const bffLines = bff.lines.slice(bffBefore).filter((line) => line.trace_id !== undefined);
    const incoming = bffLines.find(
      (line) => line.msg === 'incoming request' && line.req?.url === '/graphql',
    );
    expect(incoming?.trace_id).toMatch(TRACE_ID);
    expect(incoming?.span_id).toMatch(SPAN_ID);
    const traceId = incoming!.trace_id!;
    // Every line of that bff request (incoming, completed) has the same ids.
    const sameRequest = bffLines.filter((line) => line.span_id === incoming!.span_id);
    expect(sameRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );

    const apiLines = api.lines.filter((line) => line.trace_id === traceId);
    expect(apiLines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    expect(apiLines.find((line) => line.req?.url === '/api/product/sizes')).toBeDefined();
    // The api's span is its own (a child of the bff's call), in the same trace.
    for (const line of apiLines) {
      expect(line.span_id).toMatch(SPAN_ID);
      expect(line.span_id).not.toBe(incoming!.span_id);
    }
  });

  it("continues a client's traceparent in both services", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const answer = await graphql('query TraceCategories { categories { id name } }', {
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
    });
    expect(answer.errors).toBeUndefined();
    expect(
      bff.lines.some((line) => line.trace_id === traceId && line.req?.url === '/graphql'),
    ).toBe(true);
    expect(
      api.lines.some(
        (line) => line.trace_id === traceId && line.req?.url === '/api/category/categories',
      ),
    ).toBe(true);
  });

  it('logs one request id in the bff and the api for the same GraphQL request', async () => {
    const bffBefore = bff.lines.length;
    const apiBefore = api.lines.length;
    const answer = await graphql('query RequestIdSizes { sizes { id label } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const id = answer.requestId!;
    const bffLines = bff.lines.slice(bffBefore).filter((line) => line.request_id === id);
    expect(bffLines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    const apiLines = api.lines.slice(apiBefore).filter((line) => line.request_id === id);
    expect(apiLines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    expect(apiLines.find((line) => line.req?.url === '/api/product/sizes')).toBeDefined();
    // The same request's trace id on the same lines of both services.
    const traceIds = new Set([...bffLines, ...apiLines].map((line) => line.trace_id));
    expect(traceIds.size).toBe(1);
  });

  it("keeps a client's x-request-id and replaces a malformed one", async () => {
    const kept = await graphql('query RequestIdKept { categories { id } }', {
      'x-request-id': 'lb-7f3a:42',
    });
    expect(kept.requestId).toBe('lb-7f3a:42');
    expect(bff.lines.some((line) => line.request_id === 'lb-7f3a:42')).toBe(true);
    expect(
      api.lines.some(
        (line) => line.request_id === 'lb-7f3a:42' && line.req?.url === '/api/category/categories',
      ),
    ).toBe(true);

    const bffBefore = bff.lines.length;
    const forged = 'x" msg="forged line';
    const replaced = await graphql('query RequestIdReplaced { sizes { id } }', {
      'x-request-id': forged,
    });
    expect(replaced.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIds(bff.lines.slice(bffBefore), '/graphql')).toEqual(
      new Set([replaced.requestId]),
    );
    expect(bff.lines.some((line) => line.request_id === forged)).toBe(false);
  });

  it('starts a different trace for each request', () => {
    const traces = new Set(
      bff.lines
        .filter((line) => line.msg === 'incoming request' && line.req?.url === '/graphql')
        .map((line) => line.trace_id),
    );
    expect(traces.size).toBe(5);
  });
});
