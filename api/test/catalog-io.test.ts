/**
 * Catalog ZIP import/export over the admin routes (issue 10): export from a seeded shop, dry run
 * and import into an empty one, same catalog and pictures; importing again changes nothing; a bad
 * row rejects the whole file with file, line, column and reason; admin only. The demo catalog
 * is trimmed to 10 products here so the drawn pictures render quickly (the full 62 are covered by
 * the production done-when test in bff/test).
 */
import { eq, gt } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productImages, products } from '../src/db/schema/index.js';
import { catalogVersion } from '../src/catalog/catalog-events.js';
import { loadCatalog } from '../src/catalog/io/load.js';
import type { CatalogData } from '../src/catalog/io/model.js';
import { backends, buildTestApp, type TestApp } from './harness.js';

/** The catalog without its picture URLs (they name stored pictures after an import). */
function withoutUrls(data: CatalogData) {
  return {
    ...data,
    colors: data.colors.map((c) => ({ ...c, image: null })),
    products: data.products.map((p) => ({ ...p, image: null })),
    productImages: data.productImages.map((i) => ({ ...i, image: '' })),
  };
}

/** Replaces one CSV file of a ZIP with `edit(text)`. */
function editZip(zip: Uint8Array, file: string, edit: (text: string) => string): Uint8Array {
  const files = unzipSync(zip);
  files[file] = strToU8(edit(strFromU8(files[file]!)));
  return zipSync(files);
}

describe.each(backends)('catalog import/export (%s)', (backend) => {
  let source: TestApp;
  let target: TestApp;
  let zip: Uint8Array;
  const admin = (t: TestApp) => ({ 'x-admin-token': t.deps.adminToken! });
  const importZip = (t: TestApp, body: Uint8Array, dryRun = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/catalog/import${dryRun ? '?dryRun=1' : ''}`,
      headers: { ...admin(t), 'content-type': 'application/zip' },
      payload: Buffer.from(body),
    });

  beforeAll(async () => {
    [source, target] = await Promise.all([
      buildTestApp({ backend, seedCatalog: true }),
      buildTestApp({ backend }),
    ]);
    await source.db.db.delete(products).where(gt(products.id, 10));
    // One picture with its own alt text (with a comma and quotes, as CSV must carry them).
    await source.db.db
      .update(productImages)
      .set({ altText: 'Bed 1, "Navy" velvet' })
      .where(eq(productImages.productId, 1));
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
  });

  it('is for admins only', async () => {
    const res = await source.app.inject({ method: 'GET', url: '/api/admin/catalog/export' });
    expect(res.statusCode).toBe(401);
    const imp = await target.app.inject({ method: 'POST', url: '/api/admin/catalog/import' });
    expect(imp.statusCode).toBe(401);
  });

  it('exports the catalog as CSV files and pictures', async () => {
    const res = await source.app.inject({
      method: 'GET',
      url: '/api/admin/catalog/export',
      headers: admin(source),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    zip = res.rawPayload;
    const files = unzipSync(zip);
    expect(strFromU8(files['products.csv']!).split('\n')[0]).toBe(
      'sku,name,description_html,price_euro,stock,status,storage_types,main_image,created_at',
    );
    expect(Object.keys(files).filter((f) => f.startsWith('images/')).length).toBeGreaterThan(20);
    // The same catalog exports to the same bytes.
    const again = await source.app.inject({
      method: 'GET',
      url: '/api/admin/catalog/export',
      headers: admin(source),
    });
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it('dry run reports what would be created and writes nothing', async () => {
    const res = await importZip(target, zip, true);
    expect(res.statusCode).toBe(200);
    const report = res.json<Record<string, Record<string, number> | boolean>>();
    expect(report.dryRun).toBe(true);
    expect(report.created).toMatchObject({ categories: 7, products: 10, fabrics: 4 });
    expect(await target.db.db.$count(products)).toBe(0);
  });

  it('imports into an empty database: the same catalog and the same pictures', async () => {
    const versionBefore = await catalogVersion(target.db.db);
    const res = await importZip(target, zip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, created: { products: 10 } });
    const [a, b] = await Promise.all([loadCatalog(source.db.db), loadCatalog(target.db.db)]);
    expect(withoutUrls(b.data)).toEqual(withoutUrls(a.data));
    expect(b.data.productImages.filter((i) => i.alt).map((i) => i.alt)).toContain(
      'Bed 1, "Navy" velvet',
    );
    // Every picture shows the same bytes as in the source shop.
    for (const [i, image] of a.data.productImages.slice(0, 8).entries()) {
      const [from, to] = await Promise.all([
        source.app.inject({ url: image.image }),
        target.app.inject({ url: b.data.productImages[i]!.image }),
      ]);
      expect(to.statusCode).toBe(200);
      expect(Buffer.compare(to.rawPayload, from.rawPayload)).toBe(0);
    }
    expect(await catalogVersion(target.db.db)).toBe(versionBefore + 1);
    const audit = await target.db.db.select().from(auditLog);
    expect(audit.map((r) => [r.entity, r.action, r.actor])).toEqual([
      ['catalog', 'import', 'admin token'],
    ]);
  });

  it('is idempotent: the same file again changes nothing', async () => {
    const res = await importZip(target, zip);
    expect(res.json()).toMatchObject({
      created: { products: 0, categories: 0, fabricColors: 0 },
      changed: { products: 0, categories: 0, fabricColors: 0, storagePrices: 0 },
      removed: { products: 0, categories: 0 },
      picturesAdded: 0,
    });
  });

  it('reports changes and removals, and a bad row rejects the whole file', async () => {
    // Drop SH-BED-002 from every file and rename SH-BED-001: one removed, one changed.
    let changed = editZip(zip, 'products.csv', (text) =>
      text.replace('SH-BED-001,', 'SH-BED-001,Renamed '),
    );
    for (const file of [
      'products.csv',
      'product_categories.csv',
      'product_sizes.csv',
      'product_fabrics.csv',
      'product_images.csv',
      'variations.csv',
    ]) {
      changed = editZip(changed, file, (text) =>
        text
          .split('\n')
          .filter((line) => !line.startsWith('SH-BED-002,'))
          .join('\n'),
      );
    }
    const dry = await importZip(target, changed, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      changed: { products: 1 },
      removed: { products: 1 },
      skus: { changed: ['SH-BED-001'], removed: ['SH-BED-002'] },
    });
    // A link to a SKU that is not in products.csv is a problem too.
    const dangling = editZip(
      changed,
      'product_sizes.csv',
      (text) => `${text}SH-NOPE-001,3ft Single\n`,
    );
    const refused = await importZip(target, dangling, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ problems: unknown[] }>().problems).toEqual([
      {
        file: 'product_sizes.csv',
        line: expect.any(Number) as number,
        column: 'sku',
        message: "no product with SKU 'SH-NOPE-001' in products.csv",
      },
    ]);

    const bad = editZip(zip, 'products.csv', (text) =>
      text.replace(/^(SH-BED-003,[^\n]*?),(\d+\.\d\d),/m, '$1,12.345,'),
    );
    const before = await loadCatalog(target.db.db);
    const res = await importZip(target, bad);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; problems: unknown[] }>();
    expect(body.problems).toEqual([
      {
        file: 'products.csv',
        line: 4,
        column: 'price_euro',
        message: "must be a price in euros like 499.00, not '12.345'",
      },
    ]);
    expect(body.message).toContain('products.csv, line 4, column price_euro');
    expect((await loadCatalog(target.db.db)).data).toEqual(before.data);
  });

  it('refuses a control character in any cell, naming file, line and column (dry run and import)', async () => {
    const bad = editZip(zip, 'products.csv', (text) =>
      text.replace('SH-BED-003,', 'SH-BED-003,Bad\u0000'),
    );
    const linked = editZip(bad, 'product_sizes.csv', (text) =>
      text.replace('SH-BED-002,', 'SH-BED-002,\u0007'),
    );
    const before = await loadCatalog(target.db.db);
    for (const dryRun of [true, false]) {
      const res = await importZip(target, linked, dryRun);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; problems: unknown[] }>();
      expect(body.problems).toEqual([
        {
          file: 'products.csv',
          line: 4,
          column: 'name',
          message: 'must not contain control characters',
        },
        {
          file: 'product_sizes.csv',
          line: expect.any(Number) as number,
          column: 'size',
          message: 'must not contain control characters',
        },
      ]);
      expect(body.message).toContain('products.csv, line 4, column name');
    }
    expect((await loadCatalog(target.db.db)).data).toEqual(before.data);
  });

  it('carries formula-like names through export and import unchanged (issue 23)', async () => {
    const names = ['=1+1', "'=quoted", '-12.50', '@SUM(A1)', '+x', "''@two"];
    for (const [i, name] of names.entries()) {
      await source.db.db
        .update(products)
        .set({ name })
        .where(eq(products.id, i + 1));
    }
    const res = await source.app.inject({
      method: 'GET',
      url: '/api/admin/catalog/export',
      headers: admin(source),
    });
    const csv = strFromU8(unzipSync(res.rawPayload)['products.csv']!);
    expect(csv).toContain(",'=1+1,");
    expect(csv).toContain(",'-12.50,");
    const imported = await importZip(target, res.rawPayload);
    expect(imported.statusCode).toBe(200);
    const [a, b] = await Promise.all([loadCatalog(source.db.db), loadCatalog(target.db.db)]);
    expect(b.data.products.map((p) => p.name)).toEqual(a.data.products.map((p) => p.name));
    expect(b.data.products.map((p) => p.name)).toEqual(expect.arrayContaining(names));
  });
});
