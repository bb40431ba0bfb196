/**
 * Export → import is a fixed point on the whole demo catalog (issue 26): the shop's own export,
 * imported back untouched, changes nothing (its drawn pictures are recognised by their bytes);
 * one edited price is reported as exactly that SKU and field, old → new, in euros; the CLI lines
 * print it the same way. Over the admin routes, so the wire schema carries the list too.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportLines } from '../src/cli/catalog.js';
import type { ImportReport } from '../src/catalog/io/import.js';
import { euro } from '../src/mail/format.js';
import { buildTestApp, type TestApp } from './harness.js';

/** A CSV price ("179.00") as staff read it ("€179.00"). */
const shown = (text: string) => euro(Math.round(Number(text) * 100));

/** Replaces one CSV file of a ZIP with `edit(text)`. */
function editZip(zip: Uint8Array, file: string, edit: (text: string) => string): Uint8Array {
  const files = unzipSync(zip);
  files[file] = strToU8(edit(strFromU8(files[file]!)));
  return zipSync(files);
}

describe('catalog export → import round trip (demo catalog)', () => {
  let t: TestApp;
  let zip: Uint8Array;
  const dryRun = async (body: Uint8Array) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/import?dryRun=1',
      headers: { 'x-admin-token': t.deps.adminToken!, 'content-type': 'application/zip' },
      payload: Buffer.from(body),
    });
    expect(res.statusCode).toBe(200);
    return res.json<ImportReport & { message: string }>();
  };

  beforeAll(async () => {
    t = await buildTestApp({ seedCatalog: true });
    const res = await t.app.inject({
      url: '/api/admin/catalog/export',
      headers: { 'x-admin-token': t.deps.adminToken! },
    });
    expect(res.statusCode).toBe(200);
    zip = new Uint8Array(res.rawPayload);
  }, 120_000);
  afterAll(async () => t?.close());

  it('an untouched export re-imports with 0 changes and no new pictures', async () => {
    const report = await dryRun(zip);
    expect(report.products).toBe(62);
    for (const outcome of ['created', 'changed', 'removed'] as const) {
      expect(Object.values(report[outcome]).every((n) => n === 0)).toBe(true);
    }
    expect(report.changes).toEqual([]);
    expect(report.changesTotal).toBe(0);
    expect(report.picturesAdded).toBe(0);
    expect(report.message).toBe(
      'Dry run, nothing written: products 0 created, 0 changed, 0 removed.',
    );
  });

  it('one changed price is reported as exactly that SKU and field, in euros', async () => {
    const products = strFromU8(unzipSync(zip)['products.csv']!).split('\n');
    const line = products.findIndex((l) => l.startsWith('SH-MAT-003,'));
    const cells = products[line]!.split(',');
    const priceColumn = products[0]!.split(',').indexOf('price_euro');
    // The description may hold commas; the price is counted from the end of the row.
    const fromEnd = products[0]!.split(',').length - priceColumn;
    const before = cells[cells.length - fromEnd]!;
    const edited = editZip(zip, 'products.csv', (text) => {
      const rows = text.split('\n');
      const row = rows[line]!.split(',');
      row[row.length - fromEnd] = '1234.50';
      rows[line] = row.join(',');
      return rows.join('\n');
    });
    const report = await dryRun(edited);
    expect(report.changed.products).toBe(1);
    expect(report.skus.changed).toEqual(['SH-MAT-003']);
    expect(report.changes).toEqual([
      {
        entity: 'product',
        key: 'SH-MAT-003',
        field: 'Price',
        before: shown(before),
        after: '€1,234.50',
      },
    ]);
    expect(reportLines(report)).toContain(`  SH-MAT-003 · Price: ${shown(before)} → €1,234.50`);
  });

  it('a changed variation price names the variation', async () => {
    const edited = editZip(zip, 'variations.csv', (text) => {
      const rows = text.split('\n');
      const index = rows.findIndex((l) => l.startsWith('SH-BED-001,'));
      const row = rows[index]!.split(',');
      row[row.length - 1] = '999.99';
      rows[index] = row.join(',');
      return rows.join('\n');
    });
    const report = await dryRun(edited);
    expect(report.changesTotal).toBe(1);
    expect(report.changes[0]).toMatchObject({
      entity: 'product',
      key: 'SH-BED-001',
      after: '€999.99',
    });
    expect(report.changes[0]!.field).toMatch(/^Variation /);
  });
});
