/**
 * Price lists and volume breaks in the catalog ZIP (issue 25 "import and export"): they travel as
 * price_lists.csv, price_list_rules.csv and volume_breaks.csv by natural keys; the untouched export
 * re-imports with 0 changes; one edited percentage is listed as exactly that rule, old → new; the
 * import applies it and a second import changes nothing; a ZIP without the price files leaves the
 * prices alone; a rule naming an unknown SKU is refused with its file, line and column. Over the
 * admin routes, on the demo catalog.
 */
import { eq } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../src/catalog/io/import.js';
import { categories } from '../src/db/schema/catalog.js';
import { buildTestApp, type TestApp } from './harness.js';

/** Replaces (or, with null, drops) CSV files of a ZIP. */
function editZip(zip: Uint8Array, edits: Record<string, ((text: string) => string) | null>) {
  const files = unzipSync(zip);
  for (const [file, edit] of Object.entries(edits)) {
    if (edit === null) delete files[file];
    else files[file] = strToU8(edit(strFromU8(files[file]!)));
  }
  return zipSync(files);
}

interface ListAnswer {
  priceLists: { id: number; name: string; rules: { kind: string; percentBp: number | null }[] }[];
}

describe('price lists and volume breaks in the catalog ZIP', () => {
  let t: TestApp;
  let zip: Uint8Array;
  const admin = (method: 'GET' | 'POST', url: string, payload?: object | Buffer) =>
    t.app.inject({
      method,
      url,
      headers: {
        'x-admin-token': t.deps.adminToken!,
        ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/zip' } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  const importZip = async (body: Uint8Array, dryRun: boolean) => {
    const res = await admin(
      'POST',
      `/api/admin/catalog/import${dryRun ? '?dryRun=1' : ''}`,
      Buffer.from(body),
    );
    return { status: res.statusCode, body: res.json<ImportReport & { message: string }>() };
  };
  const exportZip = async () => {
    const res = await admin('GET', '/api/admin/catalog/export');
    expect(res.statusCode).toBe(200);
    return new Uint8Array(res.rawPayload);
  };
  const lists = async () => (await admin('GET', '/api/admin/price-lists')).json<ListAnswer>();

  beforeAll(async () => {
    t = await buildTestApp({ seedCatalog: true });
    const [beds] = await t.db.db
      .select()
      .from(categories)
      .where(eq(categories.categoryName, 'Beds'));
    const created = await admin('POST', '/api/admin/price-lists', { name: 'Hotel chains' });
    expect(created.statusCode).toBe(200);
    const listId = created.json<{ priceList: { id: number } }>().priceList.id;
    const rule = await admin('POST', `/api/admin/price-lists/${listId}/rules`, {
      kind: 'percent',
      categoryId: beds!.id,
      percentBp: 1000,
      validFrom: '2026-01-01',
    });
    expect(rule.statusCode).toBe(200);
    const tier = await admin('POST', '/api/admin/volume-breaks', {
      categoryId: beds!.id,
      minQuantity: 10,
      percentBp: 500,
    });
    expect(tier.statusCode).toBe(200);
    zip = await exportZip();
  }, 120_000);
  afterAll(async () => t?.close());

  it('exports the three price files by natural keys and re-imports them with 0 changes', async () => {
    const files = unzipSync(zip);
    expect(strFromU8(files['price_lists.csv']!)).toBe('price_list,active\nHotel chains,yes\n');
    expect(strFromU8(files['price_list_rules.csv']!).split('\n')[1]).toBe(
      'Hotel chains,percent,Beds,,,,,10,,2026-01-01,',
    );
    expect(strFromU8(files['volume_breaks.csv']!)).toBe(
      'sku,category_name,min_quantity,percent_off\n,Beds,10,5\n',
    );
    const { status, body } = await importZip(zip, true);
    expect(status).toBe(200);
    expect(body.changes).toEqual([]);
    expect(body.changesTotal).toBe(0);
  });

  it('lists one edited percentage as that rule, applies it once, and is idempotent', async () => {
    const edited = editZip(zip, {
      'price_list_rules.csv': (text) => text.replace(',Beds,,,,,10,,', ',Beds,,,,,12.5,,'),
      'volume_breaks.csv': (text) => `${text},Beds,20,8\n`,
    });
    const dry = await importZip(edited, true);
    expect(dry.status).toBe(200);
    expect(dry.body.changes).toEqual([
      {
        entity: 'priceList',
        key: 'Hotel chains',
        field: 'Rule',
        before: '10 % off Beds from 2026-01-01',
        after: null,
      },
      {
        entity: 'priceList',
        key: 'Hotel chains',
        field: 'Rule',
        before: null,
        after: '12.5 % off Beds from 2026-01-01',
      },
      {
        entity: 'volumeBreak',
        key: 'Beds (category)',
        field: 'Tier',
        before: null,
        after: '20 or more, 8 % off',
      },
    ]);
    expect((await lists()).priceLists[0]!.rules[0]!.percentBp).toBe(1000);

    const real = await importZip(edited, false);
    expect(real.status).toBe(200);
    expect(real.body.changesTotal).toBe(3);
    const [list] = (await lists()).priceLists;
    expect(list!.name).toBe('Hotel chains');
    expect(list!.rules).toEqual([expect.objectContaining({ kind: 'percent', percentBp: 1250 })]);
    const again = await importZip(edited, true);
    expect(again.body.changesTotal).toBe(0);
    // The new export carries what was imported: the export → import fixed point still holds.
    expect((await importZip(await exportZip(), true)).body.changesTotal).toBe(0);
  });

  it('a ZIP without the price files leaves the prices as they are', async () => {
    const before = await lists();
    const bare = editZip(zip, {
      'price_lists.csv': null,
      'price_list_rules.csv': null,
      'volume_breaks.csv': null,
    });
    const real = await importZip(bare, false);
    expect(real.status).toBe(200);
    expect(real.body.changes.filter((c) => c.entity === 'priceList')).toEqual([]);
    expect(await lists()).toEqual(before);
  });

  it('refuses unknown SKUs, lists and half the files with the file, line and column', async () => {
    const bad = editZip(zip, {
      'price_list_rules.csv': (text) =>
        `${text}Hotel chains,fixed,,SH-NOPE-1,,,,,450.00,,\nNo such list,percent,,,,,,5,,,\n`,
      'volume_breaks.csv': (text) => `${text}SH-NOPE-2,,10,5\n`,
    });
    const answer = await importZip(bad, true);
    expect(answer.status).toBe(400);
    const text = JSON.stringify(answer.body);
    expect(text).toContain("no product 'SH-NOPE-1' in products.csv");
    expect(text).toContain("no price list 'No such list' in price_lists.csv");
    expect(text).toContain("no product 'SH-NOPE-2' in products.csv");
    const half = await importZip(editZip(zip, { 'volume_breaks.csv': null }), true);
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body)).toContain('volume_breaks.csv');
  });
});
