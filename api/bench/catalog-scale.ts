/**
 * `npm run bench:catalog-scale` (issue 12, "Catalog at scale"): the api's product listing, search
 * (name, SKU, category), filter, category page, menus and the filter panel's category counts at 60
 * and at 10,000 products on PostgreSQL, side by side. Two throw-away databases next to
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, named BENCH_DB_PREFIX +
 * random) are migrated, filled by the catalog importer with a generated catalog
 * (bench/catalog-generator.ts), vacuumed and analysed (as autovacuum would after a bulk load) and
 * served by two apis at once on 127.0.0.1:BENCH_API_PORT and BENCH_API_PORT + 1 (default 4400);
 * both are dropped at the end.
 *
 * Trustworthy on a shared, busy machine: requests are made one at a time over keep-alive HTTP as a
 * visitor; after WARMUP requests to each api, the measured requests to the two sizes alternate in
 * batches of BATCH (one request: 60, 10k, 10k, 60, …), so a burst of load from elsewhere hits both
 * sides alike; BENCH_REQUESTS (default 400) per size and scenario; the whole measurement is
 * repeated BENCH_RUNS times (default 3) and every run is printed. Each request asks for a page that
 * is full (8 products) at both sizes, so the two sides differ only in catalog size, not in answer
 * size. Target: p95 at 10,000 ≤ 1.5× p95 at 60 (the ratio) in every run for listing, search and
 * filter (the issue's criteria); the other scenarios are watched, printed the same way. Exits 2
 * without PostgreSQL, 1 when a criterion's ratio is over in any run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/client.js';
import { importCatalogZip } from '../src/catalog/io/import.js';
import { ImageStore } from '../src/catalog/images/store.js';
import { SIZES as SIZES_DATA } from '../src/db/seed/data.js';
import { generateCatalogZip } from './catalog-generator.js';

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_API_PORT ?? 4400);
const prefix = process.env.BENCH_DB_PREFIX ?? 'serena_scale_';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP = 40;
const BATCH = 1;
const SIZES = [60, 10_000] as const;
const TARGET = 1.5;

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

/** Category ids by name and the ids of the generator's sizes (in SIZES order) of one database. */
interface CatalogIds {
  category: (name: string) => number;
  size: (index: number) => number;
}

/** Reads the {@link CatalogIds} of the database at `url`. */
async function catalogIds(url: string): Promise<CatalogIds> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const cats = await client.query<{ id: number; name: string }>(
      'select id, category_name as name from categories',
    );
    const sizes = await client.query<{ id: number; label: string }>('select id, label from sizes');
    const byName = new Map(cats.rows.map((r) => [r.name, r.id]));
    const byLabel = new Map(sizes.rows.map((r) => [r.label, r.id]));
    return {
      category: (name) => byName.get(name) ?? Number.NaN,
      size: (index) => byLabel.get(SIZES_DATA[index]!.label) ?? Number.NaN,
    };
  } finally {
    await client.end();
  }
}

/** One measured request: method, path and JSON body (POST) of the api. */
type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };
/**
 * A scenario: the i-th request, given the ids of the database it goes to. `watch` marks one outside
 * the issue's criteria (listing, search, filter): its ratio is printed against the target but does
 * not fail the bench.
 */
type Scenario = { name: string; calls: (i: number, ids: CatalogIds) => Call; watch?: true };

/**
 * The measured requests. Every one answers a full page of 8 at 60 products as at 10,000 (the
 * generator puts 9 products in each category, every product in size 2, beds in every size), so
 * only the catalog's size differs between the two sides.
 */
const scenarios: Scenario[] = [
  {
    name: 'listing (pages 1-5, by id / name)',
    calls: (i) => ({
      method: 'GET',
      path: `/api/product/products-listing?page=${1 + (i % 5)}&limit=8${i % 2 ? '&sort=name' : ''}`,
    }),
  },
  {
    // 9 / 1,429, 10 / 10, 9 / 1,429 and 60 / 999 matches at 60 / 10,000 products.
    name: 'search (name, SKU, category)',
    calls: (i) => ({
      method: 'POST',
      path: '/api/product/search',
      body: { search: ['Sofas', 'GEN-0004', 'headboards', 'GEN-000'][i % 4], page: 1, limit: 8 },
    }),
  },
  {
    // 9 / 1,429 (Beds in size 1), 27 / 4,286 (three categories in size 2, pages 1-3) and every
    // product (size 2, pages 1-3).
    name: 'filter (category + size)',
    calls: (i, ids) => {
      const page = 1 + (Math.floor(i / 3) % 3);
      const body = [
        { categories: [ids.category('Beds')], sizes: [ids.size(0)], page: 1 },
        {
          categories: ['Beds', 'Sofas', 'Mattresses'].map((c) => ids.category(c)),
          sizes: [ids.size(1)],
          page,
        },
        { sizes: [ids.size(1)], page },
      ][i % 3];
      return { method: 'POST', path: '/api/product/products/filter', body: { ...body, limit: 8 } };
    },
  },
  {
    name: 'category page (page 1)',
    watch: true,
    calls: (i) => ({
      method: 'GET',
      path: `/api/category/${encodeURIComponent(['beds', 'sofas', 'kids beds', 'clearance'][i % 4]!)}/products?page=1&limit=8`,
    }),
  },
  {
    name: 'menus (24 per category, 3 categories)',
    watch: true,
    calls: () => ({
      method: 'POST',
      path: '/api/category/menus-categories-products',
      body: { category_names: ['Beds', 'Sofas', 'Headboards'] },
    }),
  },
  {
    // Each count is an index-only count of that category's rows in product_categories: it grows
    // with the catalog by design (about 0.4 ms more at 10,000 products). The storefront reads it
    // through the bff's shared cache of public data, not per page view.
    name: 'categories with counts (filter panel)',
    watch: true,
    calls: () => ({ method: 'GET', path: '/api/category/categories' }),
  },
];

/** p-th percentile (0-100) of sorted numbers. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times one request (ms). @throws unless it answers 200 with a JSON body. */
async function request(base: string, call: Call): Promise<number> {
  const started = performance.now();
  const res = await fetch(base + call.path, {
    method: call.method,
    ...(call.body
      ? { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }
      : {}),
  });
  const body = (await res.json()) as {
    products?: unknown[];
    categories?: unknown[];
    data?: unknown;
  };
  const answered = Array.isArray(body.products)
    ? body.products.length === 8
    : !!(body.categories ?? body.data);
  if (res.status !== 200 || !answered) {
    throw new Error(
      `${call.method} ${call.path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  return performance.now() - started;
}

/** A catalog of `count` products in its own database, served by an api on `apiPort`. */
interface Side {
  count: number;
  base: string;
  ids: CatalogIds;
  close(): Promise<void>;
}

/** Creates, fills and serves the catalog of `count` products (see the file comment). */
async function startSide(count: number, apiPort: number): Promise<Side> {
  const dbName = `${prefix}${randomBytes(5).toString('hex')}`;
  if (!(await admin(`create database ${dbName}`))) throw new Error('create database failed');
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-scale-'));
  const handle = await openDb({ kind: 'postgres', url: url.toString() }, { onPoolError: () => {} });
  const drop = async () => {
    await handle.close();
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await handle.migrate();
    const started = performance.now();
    const zip = await generateCatalogZip({ products: count });
    await importCatalogZip(handle.db, zip, {
      dryRun: false,
      store: new ImageStore(path.join(dataDir, 'images')),
    });
    await admin('vacuum analyze', url.toString());
    console.log(
      `${count} products imported into ${dbName} in ${Math.round(performance.now() - started)} ms`,
    );
    const ids = await catalogIds(url.toString());
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'warn',
    });
    const app = await buildApp({ config, db: handle, redis: null });
    await app.listen({ host: '127.0.0.1', port: apiPort });
    return {
      count,
      base: `http://127.0.0.1:${apiPort}`,
      ids,
      close: async () => {
        await app.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

type Quantiles = { p50: number; p95: number };

/**
 * One run of `scenario` against both sides: warm-up, then REQUESTS measured requests per side in
 * alternating batches of BATCH (see the file comment). Returns p50/p95 (ms) per side.
 */
async function measure(
  scenario: Scenario,
  small: Side,
  large: Side,
): Promise<[Quantiles, Quantiles]> {
  const sides = [small, large] as const;
  for (const side of sides) {
    for (let i = 0; i < WARMUP; i++) await request(side.base, scenario.calls(i, side.ids));
  }
  const times: [number[], number[]] = [[], []];
  for (let batch = 0; times[0].length < REQUESTS; batch++) {
    const order = batch % 2 === 0 ? [0, 1] : [1, 0];
    for (const s of order) {
      const side = sides[s]!;
      const start = times[s]!.length;
      for (let i = start; i < Math.min(start + BATCH, REQUESTS); i++) {
        times[s]!.push(await request(side.base, scenario.calls(i, side.ids)));
      }
    }
  }
  return times.map((t) => {
    const sorted = [...t].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  }) as [Quantiles, Quantiles];
}

/** The verdict `text` (`ok`, `OVER`) of a scenario, marked `(watch)` for a watched one. */
function verdict(s: Scenario, text: string): string {
  return s.watch ? `${text} (watch)` : text;
}

async function main(): Promise<void> {
  if (!(await admin('select 1'))) {
    console.error(`PostgreSQL does not answer at ${server}: the catalog scale bench needs it.`);
    process.exit(2);
  }
  const small = await startSide(SIZES[0], port);
  let large: Side | undefined;
  const ratios = new Map<string, number[]>(scenarios.map((s) => [s.name, []]));
  try {
    large = await startSide(SIZES[1], port + 1);
    const f = (n: number) => n.toFixed(2).padStart(8);
    for (let run = 1; run <= RUNS; run++) {
      console.log(
        `\nrun ${run} of ${RUNS}\n${'scenario'.padEnd(40)} ${'p50@60'.padStart(8)} ${'p50@10k'.padStart(8)} ${'p95@60'.padStart(8)} ${'p95@10k'.padStart(8)}  ratio p95 (target ≤ ${TARGET.toFixed(2)})`,
      );
      for (const s of scenarios) {
        const [a, b] = await measure(s, small, large);
        const ratio = b.p95 / a.p95;
        ratios.get(s.name)!.push(ratio);
        console.log(
          `${s.name.padEnd(40)} ${f(a.p50)} ${f(b.p50)} ${f(a.p95)} ${f(b.p95)}  ${ratio.toFixed(2)}× ${verdict(s, ratio <= TARGET ? 'ok' : 'OVER')}`,
        );
      }
    }
  } finally {
    await large?.close();
    await small.close();
  }
  console.log(
    `\nratio p95 10k ÷ 60 in each of ${RUNS} runs (target ≤ ${TARGET.toFixed(2)} in every run)`,
  );
  let ok = true;
  for (const s of scenarios) {
    const list = ratios.get(s.name)!;
    const over = list.filter((r) => r > TARGET).length;
    if (!s.watch) ok &&= over === 0;
    console.log(
      `${s.name.padEnd(40)} ${list.map((r) => `${r.toFixed(2)}×`).join('  ')}  ${verdict(s, over ? `OVER in ${over}` : 'ok')}`,
    );
  }
  console.log("(watch: outside the issue's criteria, printed but not failing the bench)");
  console.log(
    `\n${REQUESTS} requests per size, scenario and run, one at a time, the two sizes alternating in batches of ${BATCH}, after ${WARMUP} warm-up requests to each.`,
  );
  if (!ok) process.exitCode = 1;
}

await main();
