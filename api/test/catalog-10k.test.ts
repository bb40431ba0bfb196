/**
 * Issue 10: one bad row among 10,000 products rejects the whole import, names the row, and
 * writes nothing (the file is validated before the transaction; the timing and memory of a full
 * 10,000-product import are measured by `npm run bench:catalog`, not here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, variations } from '../src/db/schema/index.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importCatalogZip } from '../src/catalog/io/import.js';
import { ImageStore } from '../src/catalog/images/store.js';
import { CatalogImportError } from '../src/catalog/io/model.js';
import { generateCatalogZip, productLine } from '../bench/catalog-generator.js';
import { openTestDb, type TestDb } from './harness.js';

describe('a 10,000-product file with one bad row', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  });
  afterAll(async () => t?.close());

  it('is rejected as a whole, naming the row', async () => {
    const bad = 7_321;
    const zip = await generateCatalogZip({ products: 10_000, badProduct: bad });
    const error = await importCatalogZip(t.handle.db, zip, {
      dryRun: false,
      store: new ImageStore(path.join(tmpdir(), 'serena-10k-images')),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogImportError);
    expect((error as CatalogImportError).problems).toEqual([
      {
        file: 'products.csv',
        line: productLine(bad),
        column: 'price_euro',
        message: "must be a price in euros like 499.00, not '12,50'",
      },
    ]);
    expect(await t.handle.db.$count(products)).toBe(0);
    expect(await t.handle.db.$count(variations)).toBe(0);
  });
});
