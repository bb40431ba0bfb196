/**
 * What the price files of a catalog ZIP change (issue 25, the dry run's lines) and how they are
 * written (inside the import transaction, after the catalog itself): lists by name are created,
 * switched on or off, or removed (their accounts go back to the trade price); a list whose rules
 * differ gets the file's rules; the volume breaks become the file's when they differ. Importing the
 * same file twice changes nothing the second time.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { priceListRules, priceLists, variations, volumeBreaks } from '../../db/schema/index.js';
import type { ImportChange } from './changes.js';
import { loadCatalog, type StoredCatalog } from './load.js';
import { categoryKey } from './model.js';
import {
  breakKey,
  breakTarget,
  breakText,
  listKey,
  loadPrices,
  ruleKey,
  ruleText,
  type PriceData,
  type PriceRuleRecord,
} from './prices.js';

/** Items of `a` whose key is not among `b`'s. */
function missingFrom<T>(a: T[], b: T[], key: (x: T) => string): T[] {
  const keys = new Set(b.map(key));
  return a.filter((x) => !keys.has(key(x)));
}

/** Every changed price field of `file` against `stored`, as the dry run lists them. Pure. */
export function priceChanges(file: PriceData, stored: PriceData): ImportChange[] {
  const changes: ImportChange[] = [];
  const state = (active: boolean) => (active ? 'active' : 'inactive');
  const storedList = new Map(stored.lists.map((l) => [listKey(l.name), l]));
  const fileList = new Map(file.lists.map((l) => [listKey(l.name), l]));
  for (const l of file.lists) {
    const old = storedList.get(listKey(l.name));
    if (!old || old.active !== l.active) {
      changes.push({
        entity: 'priceList',
        key: l.name,
        field: 'Price list',
        before: old ? state(old.active) : null,
        after: state(l.active),
      });
    }
  }
  for (const l of stored.lists) {
    if (!fileList.has(listKey(l.name))) {
      changes.push({
        entity: 'priceList',
        key: l.name,
        field: 'Price list',
        before: state(l.active),
        after: null,
      });
    }
  }
  for (const r of missingFrom(stored.rules, file.rules, ruleKey)) {
    changes.push({
      entity: 'priceList',
      key: r.list,
      field: 'Rule',
      before: ruleText(r),
      after: null,
    });
  }
  for (const r of missingFrom(file.rules, stored.rules, ruleKey)) {
    changes.push({
      entity: 'priceList',
      key: r.list,
      field: 'Rule',
      before: null,
      after: ruleText(r),
    });
  }
  for (const b of missingFrom(stored.volumeBreaks, file.volumeBreaks, breakKey)) {
    changes.push({
      entity: 'volumeBreak',
      key: breakTarget(b),
      field: 'Tier',
      before: breakText(b),
      after: null,
    });
  }
  for (const b of missingFrom(file.volumeBreaks, stored.volumeBreaks, breakKey)) {
    changes.push({
      entity: 'volumeBreak',
      key: breakTarget(b),
      field: 'Tier',
      before: null,
      after: breakText(b),
    });
  }
  return changes;
}

/** Variation ids of the stored catalog by `sku\0size\0fabric\0colour`. */
async function variationIds(tx: Db, ids: StoredCatalog['ids']): Promise<Map<string, number>> {
  const skuOf = new Map([...ids.product].map(([sku, id]) => [id, sku]));
  const name = (m: Map<string, number>) => new Map([...m].map(([k, id]) => [id, k]));
  const sizeOf = name(ids.size);
  const fabricOf = name(ids.fabric);
  const colorOf = new Map([...ids.color].map(([k, id]) => [id, k.split('\u0000')[1]!]));
  const rows = await tx.select().from(variations);
  return new Map(
    rows.map((v) => [
      [
        skuOf.get(v.productId) ?? '',
        v.sizeId === null ? '' : (sizeOf.get(v.sizeId) ?? ''),
        v.fabricId === null ? '' : (fabricOf.get(v.fabricId) ?? ''),
        v.fabricColorId === null ? '' : (colorOf.get(v.fabricColorId) ?? ''),
      ].join('\u0000'),
      v.id,
    ]),
  );
}

/**
 * Writes `file`'s prices over the stored ones. Runs inside the import transaction after the
 * catalog's writes (which may have taken rules of rewritten variations with them), so it reads
 * the prices and the catalog's ids as they are then.
 */
export async function applyPrices(tx: Db, file: PriceData): Promise<void> {
  const [stored, { ids }] = await Promise.all([loadPrices(tx), loadCatalog(tx)]);
  const storedByKey = new Map(stored.lists.map((l) => [listKey(l.name), l]));
  const listRows = await tx.select({ id: priceLists.id, name: priceLists.name }).from(priceLists);
  const listId = new Map(listRows.map((l) => [listKey(l.name), l.id]));
  const keep = new Set(file.lists.map((l) => listKey(l.name)));
  const gone = listRows.filter((l) => !keep.has(listKey(l.name))).map((l) => l.id);
  if (gone.length > 0) await tx.delete(priceLists).where(inArray(priceLists.id, gone));
  for (const l of file.lists) {
    const old = storedByKey.get(listKey(l.name));
    if (!old) {
      const [row] = await tx.insert(priceLists).values(l).returning({ id: priceLists.id });
      listId.set(listKey(l.name), row!.id);
    } else if (old.active !== l.active || old.name !== l.name) {
      await tx
        .update(priceLists)
        .set(l)
        .where(eq(sql`lower(${priceLists.name})`, listKey(l.name)));
    }
  }
  const vids = await variationIds(tx, ids);
  const rulesOf = (data: PriceData, key: string) =>
    data.rules.filter((r) => listKey(r.list) === key);
  for (const l of file.lists) {
    const key = listKey(l.name);
    const want = rulesOf(file, key);
    const have = rulesOf(stored, key);
    const same = want.length === have.length && missingFrom(want, have, ruleKey).length === 0;
    if (same) continue;
    const id = listId.get(key)!;
    await tx.delete(priceListRules).where(eq(priceListRules.priceListId, id));
    if (want.length > 0) {
      await tx.insert(priceListRules).values(want.map((r) => ruleRow(r, id, ids, vids)));
    }
  }
  const breaksSame =
    file.volumeBreaks.length === stored.volumeBreaks.length &&
    missingFrom(file.volumeBreaks, stored.volumeBreaks, breakKey).length === 0;
  if (!breaksSame) {
    await tx.delete(volumeBreaks);
    if (file.volumeBreaks.length > 0) {
      await tx.insert(volumeBreaks).values(
        file.volumeBreaks.map((b) => ({
          productId: b.sku === null ? null : ids.product.get(b.sku)!,
          categoryId: b.category === null ? null : ids.category.get(categoryKey(b.category))!,
          minQuantity: b.minQuantity,
          percentBp: b.percentBp,
        })),
      );
    }
  }
}

/** The database row of a rule of list `priceListId`. */
function ruleRow(
  r: PriceRuleRecord,
  priceListId: number,
  ids: StoredCatalog['ids'],
  vids: Map<string, number>,
) {
  const variation =
    r.size || r.fabric || r.color
      ? vids.get([r.sku ?? '', r.size ?? '', r.fabric ?? '', r.color ?? ''].join('\u0000'))
      : undefined;
  return {
    priceListId,
    kind: r.kind,
    categoryId: r.category === null ? null : ids.category.get(categoryKey(r.category))!,
    percentBp: r.percentBp,
    productId: r.sku === null ? null : ids.product.get(r.sku)!,
    variationId: variation ?? null,
    priceCents: r.priceCents,
    validFrom: r.validFrom,
    validTo: r.validTo,
  };
}
