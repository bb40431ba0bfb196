/**
 * `npm run bench:catalog [-- N]` (issue 10): writes an N-product catalog ZIP (default 10,000) to
 * DATA_DIR-independent /tmp, imports it into an empty database — a throw-away PostgreSQL database
 * next to BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) when it
 * answers, else an in-memory PGlite — and prints the import time and the peak memory of this
 * process (RSS and heap, sampled every 20 ms), then the same for a dry run, a second (no-op)
 * import, and a file with one bad row, which must write nothing and name the row.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb, type DbHandle } from '../src/db/client.js';
import { products } from '../src/db/schema/index.js';
import { importCatalogZip } from '../src/catalog/io/import.js';
import { ImageStore } from '../src/catalog/images/store.js';

/** Pictures drawn while comparing (the generated catalog has none of the demo's). */
const store = new ImageStore(path.join(tmpdir(), 'serena-catalog-bench-images'));
import { CatalogImportError, formatProblem } from '../src/catalog/io/model.js';
import { generateCatalogZip, productLine } from './catalog-generator.js';

const count = Number(process.argv[2] ?? 10_000);
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
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

/** Runs `work` while sampling memory; returns its result, the time and the peaks in MB. */
async function measure<T>(work: () => Promise<T>) {
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      ms: Math.round(performance.now() - started),
      rssMb: mb(rss),
      heapMb: mb(heap),
    };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const gen = await measure(() => generateCatalogZip({ products: count }));
  const file = path.join(tmpdir(), `serena-catalog-${count}.zip`);
  writeFileSync(file, gen.result);
  console.log(
    `generated ${count} products: ${file} (${gen.result.byteLength} bytes) in ${gen.ms} ms`,
  );

  const dbName = `serena_bench_${randomBytes(5).toString('hex')}`;
  let handle: DbHandle;
  if (await admin(`create database ${dbName}`)) {
    const url = new URL(server);
    url.pathname = `/${dbName}`;
    handle = await openDb({ kind: 'postgres', url: url.toString() }, { onPoolError: () => {} });
    console.log(`database: PostgreSQL ${dbName} (dropped afterwards)`);
  } else {
    handle = await openDb({ kind: 'pglite' });
    console.log('database: in-memory PGlite (PostgreSQL did not answer)');
  }
  try {
    await handle.migrate();
    const db = handle.db;
    global.gc?.();
    const base = process.memoryUsage();
    console.log(
      `before import: rss ${Math.round(base.rss / 1048576)} MB, heap ${Math.round(base.heapUsed / 1048576)} MB`,
    );
    const dry = await measure(() => importCatalogZip(db, gen.result, { dryRun: true, store }));
    console.log(
      `dry run:        ${dry.ms} ms, peak rss ${dry.rssMb} MB, peak heap ${dry.heapMb} MB`,
    );
    const first = await measure(() => importCatalogZip(db, gen.result, { dryRun: false, store }));
    console.log(
      `import:         ${first.ms} ms, peak rss ${first.rssMb} MB, peak heap ${first.heapMb} MB, created ${first.result.created.products} products`,
    );
    const again = await measure(() => importCatalogZip(db, gen.result, { dryRun: false, store }));
    const changes =
      again.result.created.products + again.result.changed.products + again.result.removed.products;
    console.log(
      `import again:   ${again.ms} ms, peak rss ${again.rssMb} MB, ${changes} product changes (idempotent: ${changes === 0})`,
    );

    const badIndex = Math.floor(count * 0.75);
    const bad = await generateCatalogZip({ products: count, badProduct: badIndex });
    const before = await db.$count(products);
    const rejected = await measure(async () => {
      try {
        await importCatalogZip(db, bad, { dryRun: false, store });
        return 'imported (wrong: the bad row was accepted)';
      } catch (err) {
        if (!(err instanceof CatalogImportError)) throw err;
        return err.problems.map(formatProblem).join(' | ');
      }
    });
    const after = await db.$count(products);
    console.log(
      `one bad row:    ${rejected.ms} ms, expected products.csv line ${productLine(badIndex)}: ${rejected.result}`,
    );
    console.log(
      `                products before ${before}, after ${after} (nothing written: ${before === after})`,
    );
  } finally {
    await handle.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  }
}

await main();
