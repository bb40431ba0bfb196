/**
 * Property-based fuzzing of the api from its own OpenAPI document (issue 13 "Bad input"): for
 * every documented operation, fast-check generates path parameters, query strings and JSON bodies
 * (well-formed and hostile: control characters, very long strings, wrong types), sent anonymously,
 * as a signed-in customer and with the admin credential. Properties: never a 5xx, and every answer whose status the document
 * declares with a JSON schema matches that schema. Bounded: a few runs per operation, fixed seed.
 */
import fc from 'fast-check';
import { Ajv } from 'ajv';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './harness.js';
import { catalogZip, formulaCells } from './catalog-zip-fuzz.js';
import { customer as createCustomer } from './orders-helpers.js';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: { type?: string; enum?: unknown[] };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

/** Runs per operation and token kind; the whole file stays well under a minute. */
const RUNS = 4;
const SEED = 1311;

/** Hostile and ordinary strings: control characters, unicode, long, empty, numeric-looking. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('\u0000', 'a\u0007b', '\u001b[31m', '../../etc/passwd', '%00', '-1', '1e9', ''),
  fc.string({ minLength: 300, maxLength: 400 }),
  fc.integer().map(String),
);
/** Any JSON value, bounded in depth and size, with hostile strings inside. */
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body for an operation: an object with its documented property names, or any JSON. */
function bodyFor(op: Operation): fc.Arbitrary<unknown> {
  const schema = op.requestBody?.content?.['application/json']?.schema as
    { properties?: Record<string, unknown> } | undefined;
  const names = Object.keys(schema?.properties ?? {});
  if (names.length === 0) return json;
  return fc.oneof(
    fc.record(Object.fromEntries(names.map((n) => [n, json])), { requiredKeys: [] }),
    json,
  );
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
}

describe('OpenAPI fuzzing (fast-check)', () => {
  let t: TestApp;
  let doc: OpenApiDoc;
  let customer: string;
  let customerId: number;
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });

  beforeAll(async () => {
    t = await buildTestApp({ seedCatalog: true });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
    ({ token: customer, id: customerId } = await createCustomer(
      t.db.db,
      t.config.jwtSecret,
      500_000,
    ));
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers every generated request without a 5xx, as documented', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const { path, method, op } of operations) {
      const params = op.parameters ?? [];
      const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
      const queryNames = params.filter((p) => p.in === 'query').map((p) => p.name);
      const sample = fc.record({
        path: fc.record(Object.fromEntries(pathNames.map((n) => [n, text]))),
        query: fc.record(Object.fromEntries(queryNames.map((n) => [n, text])), {
          requiredKeys: [],
        }),
        body: bodyFor(op),
        who: fc.constantFrom('visitor', 'customer', 'admin'),
      });
      await fc
        .assert(
          fc.asyncProperty(sample, async (s) => {
            const query = new URLSearchParams(s.query as Record<string, string>).toString();
            const url = fill(path, s.path) + (query ? `?${query}` : '');
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers:
                s.who === 'customer'
                  ? { authorization: `Bearer ${customer}` }
                  : s.who === 'admin'
                    ? { 'x-admin-token': t.deps.adminToken ?? '' }
                    : {},
              ...(method === 'get' || method === 'delete' ? {} : { payload: s.body as object }),
            });
            sent += 1;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const where = `${method.toUpperCase()} ${url} -> ${res.statusCode}`;
            if (res.statusCode >= 500) {
              problems.push(`${where}: ${res.body.slice(0, 200)}`);
              return false;
            }
            const schema =
              op.responses[String(res.statusCode)]?.content?.['application/json']?.schema;
            const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
            if (schema && isJson && !ajv.validate(schema, res.json())) {
              problems.push(`${where}: ${ajv.errorsText()} in ${res.body.slice(0, 200)}`);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(problems).toEqual([]);
    // The generated requests reach the handlers: some succeed, some are refused as bad input.
    console.log(`fuzzed ${operations.length} operations, ${sent} requests:`, statuses);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(10);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(10);
  }, 240_000);

  it('imports generated catalog ZIPs (hostile CSV cells) and serves every CSV without a 5xx or a formula cell', async () => {
    const admin = { 'x-admin-token': t.deps.adminToken ?? '' };
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    await fc
      .assert(
        fc.asyncProperty(catalogZip, fc.boolean(), async (zip, dryRun) => {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/admin/catalog/import${dryRun ? '?dryRun=1' : ''}`,
            headers: { ...admin, 'content-type': 'application/zip' },
            payload: Buffer.from(zip),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) problems.push(`import -> ${res.statusCode}: ${res.body}`);
          return res.statusCode < 500;
        }),
        { numRuns: 40, seed: SEED, endOnFailure: true },
      )
      .catch(() => undefined);
    expect(problems).toEqual([]);
    console.log('catalog imports:', statuses);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(5);

    // Every CSV the api writes, after the imports: no 5xx, no cell a spreadsheet would run.
    const month = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      timeZone: 'Europe/Dublin',
    })
      .format(new Date())
      .slice(0, 7);
    const csvs: [string, Record<string, string>][] = [
      ['/api/admin/orders/export.csv', admin],
      [`/api/order/statements/${month}.csv`, { authorization: `Bearer ${customer}` }],
      [`/api/admin/accounts/${customerId}/statements/${month}.csv`, admin],
    ];
    for (const [url, headers] of csvs) {
      const res = await t.app.inject({ url, headers });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, formulaCells(res.body)]).toEqual([url, []]);
    }
    const exported = await t.app.inject({ url: '/api/admin/catalog/export', headers: admin });
    expect(exported.statusCode).toBe(200);
    for (const [file, bytes] of Object.entries(unzipSync(exported.rawPayload))) {
      if (file.endsWith('.csv')) expect([file, formulaCells(strFromU8(bytes))]).toEqual([file, []]);
    }
  }, 240_000);
});
