/**
 * `npm run bench:catalog-scale` (issue 12, "Catalog at scale"): the api's product listing, search
 * (name, SKU, category) and filter at 60 and at 10,000 products on PostgreSQL, side by side. For
 * each size a throw-away database next to BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) is migrated, filled by the catalog importer with a
 * generated catalog (bench/catalog-generator.ts), vacuumed and analysed (as autovacuum would after
 * a bulk load), served by the api on 127.0.0.1:BENCH_API_PORT (default 4400) and then dropped.
 * Requests are made one at a time over keep-alive HTTP as a visitor; p50/p95 in milliseconds.
 * Target: p95 at 10,000 ≤ 1.5× p95 at 60 (printed as the ratio). Exits 2 without PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/client.js';
import { importCatalogZip } from '../src/services/catalog-io/import.js';
import { generateCatalogZip } from './catalog-generator.js';

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_API_PORT ?? 4400);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 30;
const SIZES = [60, 10_000];

/** Runs one statement on the server; false when it does not answer. */
async function admin(statement: string, url = server): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(statement);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The id of the Beds category and the first size, read from the database at `url`. */
async function firstRow(url: string): Promise<{ beds: number; size: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ beds: number; size: number }>(
      `select (select id from categories where category_name = 'Beds') as beds, (select min(id) from sizes) as size`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/** One measured request: method, path and JSON body (POST) of the api. */
type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };
type Scenario = { name: string; calls: (i: number) => Call };

const scenarios = (bedsId: number, sizeId: number): Scenario[] => [
  {
    name: 'listing (pages 1-5, by id / name)',
    calls: (i) => ({
      method: 'GET',
      path: `/api/product/products-listing?page=${1 + (i % 5)}&limit=8${i % 2 ? '&sort=name' : ''}`,
    }),
  },
  {
    name: 'search (name, SKU, category)',
    calls: (i) => ({
      method: 'POST',
      path: '/api/product/search',
      body: {
        search: ['Sofas 4', 'GEN-00042', 'headboards', 'Kids Beds 5'][i % 4],
        page: 1,
        limit: 8,
      },
    }),
  },
  {
    name: 'filter (category + size)',
    calls: (i) => ({
      method: 'POST',
      path: '/api/product/products/filter',
      body: { categories: [bedsId], sizes: [sizeId], page: 1 + (i % 3), limit: 8 },
    }),
  },
];

/** p-th percentile (0-100) of sorted numbers. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function request(base: string, call: Call): Promise<number> {
  const started = performance.now();
  const res = await fetch(base + call.path, {
    method: call.method,
    ...(call.body
      ? { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }
      : {}),
  });
  const body = (await res.json()) as { products?: unknown[] };
  if (res.status !== 200 || !Array.isArray(body.products)) {
    throw new Error(`${call.method} ${call.path}: ${res.status} ${JSON.stringify(body)}`);
  }
  return performance.now() - started;
}

/** Measures every scenario at `count` products; returns p50/p95 (ms) by scenario name. */
async function measureAt(count: number) {
  const dbName = `serena_scale_${randomBytes(5).toString('hex')}`;
  if (!(await admin(`create database ${dbName}`))) throw new Error('create database failed');
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-scale-'));
  const handle = await openDb({ kind: 'postgres', url: url.toString() }, { onPoolError: () => {} });
  try {
    await handle.migrate();
    const started = performance.now();
    const zip = await generateCatalogZip({ products: count });
    await importCatalogZip(handle.db, zip, { dryRun: false });
    await admin('vacuum analyze', url.toString());
    console.log(
      `${count} products imported into ${dbName} in ${Math.round(performance.now() - started)} ms`,
    );
    const { beds, size } = await firstRow(url.toString());
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'warn',
    });
    const app = await buildApp({ config, db: handle, redis: null });
    await app.listen({ host: '127.0.0.1', port });
    const base = `http://127.0.0.1:${port}`;
    const out = new Map<string, { p50: number; p95: number }>();
    try {
      for (const s of scenarios(beds, size)) {
        for (let i = 0; i < WARMUP; i++) await request(base, s.calls(i));
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i++) times.push(await request(base, s.calls(i)));
        times.sort((a, b) => a - b);
        out.set(s.name, { p50: percentile(times, 50), p95: percentile(times, 95) });
      }
    } finally {
      await app.close();
    }
    return out;
  } finally {
    await handle.close();
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!(await admin('select 1'))) {
    console.error(`PostgreSQL does not answer at ${server}: the catalog scale bench needs it.`);
    process.exit(2);
  }
  const results = [];
  for (const n of SIZES) results.push(await measureAt(n));
  const [small, large] = results as [
    Map<string, { p50: number; p95: number }>,
    Map<string, { p50: number; p95: number }>,
  ];
  const f = (n: number) => n.toFixed(2).padStart(8);
  console.log(
    `\n${'scenario'.padEnd(36)} ${'p50@60'.padStart(8)} ${'p50@10k'.padStart(8)} ${'p95@60'.padStart(8)} ${'p95@10k'.padStart(8)}  ratio p95 (target ≤ 1.50)`,
  );
  let ok = true;
  for (const [name, a] of small) {
    const b = large.get(name)!;
    const ratio = b.p95 / a.p95;
    ok &&= ratio <= 1.5;
    console.log(
      `${name.padEnd(36)} ${f(a.p50)} ${f(b.p50)} ${f(a.p95)} ${f(b.p95)}  ${ratio.toFixed(2)}× ${ratio <= 1.5 ? 'ok' : 'OVER'}`,
    );
  }
  console.log(
    `\n${REQUESTS} requests per scenario, one at a time, after ${WARMUP} warm-up requests.`,
  );
  if (!ok) process.exitCode = 1;
}

await main();
