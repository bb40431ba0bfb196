/**
 * Long descriptions through a catalog import (issue 27: the import keeps descriptions on disk and
 * compares them by md5, memory not growing with their size): a description that differs only
 * after its first 300 characters is still a change, the report shows the previews (300
 * characters and '…'), and the import writes the whole description back.
 */
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { DESCRIPTION_PREVIEW } from '../src/catalog/io/model.js';
import { buildTestApp, type TestApp } from './harness.js';

describe('catalog import of long descriptions', () => {
  let t: TestApp;
  const admin = () => ({ 'x-admin-token': t.deps.adminToken! });
  const long = (mark: string) =>
    `<p>${'Oak and linen. '.repeat(600)}${mark}${'Made to order. '.repeat(600)}</p>`;

  beforeAll(async () => {
    t = await buildTestApp({ seedCatalog: true });
    await t.db.db.delete(products).where(gt(products.id, 3));
  }, 120_000);
  afterAll(async () => t?.close());

  const importZip = (zip: Buffer, dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/catalog/import${dryRun ? '?dryRun=1' : ''}`,
      headers: { ...admin(), 'content-type': 'application/zip' },
      payload: zip,
    });

  it('finds a change past the preview, reports previews and writes the whole text', async () => {
    const exported = long('First version.');
    await t.db.db.update(products).set({ descriptionHtml: exported }).where(eq(products.id, 1));
    const res = await t.app.inject({ url: '/api/admin/catalog/export', headers: admin() });
    expect(res.statusCode).toBe(200);
    const zip = res.rawPayload;
    const edited = long('Second version.');
    await t.db.db.update(products).set({ descriptionHtml: edited }).where(eq(products.id, 1));
    const [first] = await t.db.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.id, 1));

    const dry = await importZip(zip, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json<{
      changed: { products: number };
      changes: { key: string; field: string; before: string; after: string }[];
    }>();
    expect(report.changed.products).toBe(1);
    const change = report.changes.find((c) => c.key === first!.sku && c.field === 'Description');
    expect(change).toBeDefined();
    expect(change!.before).toBe(`${edited.slice(0, DESCRIPTION_PREVIEW)}…`);
    expect(change!.after).toBe(`${exported.slice(0, DESCRIPTION_PREVIEW)}…`);

    const done = await importZip(zip, false);
    expect(done.statusCode, done.body).toBe(200);
    const [stored] = await t.db.db
      .select({ html: products.descriptionHtml })
      .from(products)
      .where(eq(products.id, 1));
    expect(stored!.html).toBe(exported);
    const again = await importZip(zip, true);
    expect(again.json<{ changed: { products: number } }>().changed.products).toBe(0);
  }, 120_000);
});
