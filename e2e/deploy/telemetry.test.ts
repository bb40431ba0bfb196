/**
 * Issue 27 "Correlation and tracing", OpenTelemetry auto-instrumentation: the built api and bff
 * (`node api/dist/server.js`, `node bff/dist/server.js`, as `npm start` and the images run them)
 * with `OTEL_EXPORTER_OTLP_ENDPOINT` set to a local OTLP/HTTP receiver this test starts. One
 * GraphQL request to the bff gives one trace holding the bff's HTTP server span, its Fastify and
 * GraphQL spans, the undici client span of its call to the api (parent of the api's server span),
 * and the api's HTTP server and Fastify spans, and — when PostgreSQL answers (TEST_DATABASE_URL,
 * the cluster suite's server), the api running on a fresh migrated database of it — its pg spans,
 * and when Redis answers (TEST_REDIS_URL; a key prefix of its own, deleted after) the bff's ioredis
 * spans. (On the embedded PGlite there is no pg client to instrument.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.js';
import { randomBytes } from 'node:crypto';
import {
  deleteRedisPrefix,
  freshDatabase,
  PG_SERVER,
  REDIS_URL,
  runScript,
  tcpAnswers,
} from '../cluster/topology.js';

const pgPort = Number(new URL(PG_SERVER).port || 5432);
const postgres = await tcpAnswers('127.0.0.1', pgPort);
if (!postgres)
  console.warn(`telemetry test: no PostgreSQL at ${PG_SERVER}, the api runs on PGlite.`);
const redis = await tcpAnswers('127.0.0.1', Number(new URL(REDIS_URL).port || 6379));
if (!redis) console.warn(`telemetry test: no Redis at ${REDIS_URL}, shared state stays in memory.`);
const keyPrefix = `otel-${randomBytes(4).toString('hex')}:`;

/** One span of an OTLP/JSON export request, as far as this test reads it. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: number;
  name: string;
}
/** The parts of an OTLP/JSON export request this test reads. */
interface ExportRequest {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}

/** A received span with its service and instrumentation scope. */
type Seen = OtlpSpan & { service: string; scope: string };

describe('OpenTelemetry auto-instrumentation (built api and bff)', () => {
  let stack: Stack;
  let collector: Server;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const spans: Seen[] = [];

  beforeAll(async () => {
    collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
        for (const rs of body.resourceSpans ?? []) {
          const service =
            rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans) {
            for (const span of ss.spans) spans.push({ ...span, service, scope: ss.scope.name });
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const env: NodeJS.ProcessEnv = {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    };
    if (postgres) {
      database = await freshDatabase('otel');
      const migrated = await runScript('api/dist/db/migrate.js', {
        ...process.env,
        DATABASE_URL: database.url,
      });
      expect(migrated.code, migrated.output).toBe(0);
      env.DATABASE_URL = database.url;
    }
    if (redis) Object.assign(env, { REDIS_URL, REDIS_KEY_PREFIX: keyPrefix });
    stack = await startStack({ env });
  }, 240_000);
  afterAll(async () => {
    await stack?.stop();
    await new Promise((resolve) => collector?.close(resolve));
    await database?.drop();
    if (redis) await deleteRedisPrefix(REDIS_URL, keyPrefix);
  });

  it('exports one trace across graphql, undici, fastify and http of both services', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
      },
      body: JSON.stringify({ query: 'query OtelSizes { sizes { id } }' }),
    });
    expect(response.status).toBe(200);
    const deadline = Date.now() + 20_000;
    const ours = () => spans.filter((s) => s.traceId === traceId);
    const scopes = () => new Set(ours().map((s) => `${s.service} ${s.scope}`));
    const wanted = [
      'bff @opentelemetry/instrumentation-http',
      'bff @opentelemetry/instrumentation-graphql',
      'bff @opentelemetry/instrumentation-undici',
      'bff @fastify/otel',
      'api @opentelemetry/instrumentation-http',
      'api @fastify/otel',
      ...(postgres ? ['api @opentelemetry/instrumentation-pg'] : []),
      ...(redis ? ['bff @opentelemetry/instrumentation-ioredis'] : []),
    ];
    while (Date.now() < deadline && !wanted.every((w) => scopes().has(w))) {
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(
      `\nspans of the trace:\n${ours()
        .map((s) => `  ${s.service} ${s.scope} ${s.kind} ${s.name}`)
        .join('\n')}\n`,
    );
    expect([...scopes()]).toEqual(expect.arrayContaining(wanted));
    // SPAN_KIND_SERVER = 2, SPAN_KIND_CLIENT = 3 (OTLP's enum): the api's server span is a child
    // of the bff's undici client span.
    const client = ours().find((s) => s.scope === '@opentelemetry/instrumentation-undici')!;
    expect(client.kind).toBe(3);
    const apiServer = ours().find(
      (s) => s.service === 'api' && s.scope === '@opentelemetry/instrumentation-http',
    )!;
    expect(apiServer.kind).toBe(2);
    expect(apiServer.parentSpanId).toBe(client.spanId);
  }, 60_000);
});
