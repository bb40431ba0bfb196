/**
 * Admin category writes (issue 10): create, rename, delete only when empty, and the storage
 * prices of a category (spec §9: ottoman price per size, cloud storage base). Every write is
 * audited and announced (write.ts). Prices are integer euro cents here.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  categories,
  cloudStorageBase,
  ottomanPrices,
  productCategories,
  sizes,
} from '../../db/schema/index.js';
import type { AdminActor } from '../../admin/audit.js';
import { AdminError } from '../../admin/errors.js';
import type { Tx } from '../../books/ledger.js';
import { catalogWrite } from './write.js';

/** A category as the admin sees it. */
export interface AdminCategory {
  id: number;
  name: string;
}

/** Storage prices of a category: ottoman cents per size id, cloud base cents (or null). */
export interface StoragePricesInput {
  ottoman: { sizeId: number; priceCents: number }[];
  cloudBaseCents: number | null;
}

/** The category row; @throws AdminError 404 when there is none. */
async function categoryOr404(tx: Tx | Db, id: number): Promise<AdminCategory> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new AdminError(404, 'NOT_FOUND', `No category with id ${id}`);
  return { id: row.id, name: row.categoryName };
}

/** @throws AdminError 409 DUPLICATE when another category has `name` (case-insensitive). */
async function assertNameFree(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.categoryName}) = lower(${name})`);
  if (row && row.id !== exceptId) {
    throw new AdminError(409, 'DUPLICATE', `A category named '${name}' already exists`, 'name');
  }
}

/** Creates a category. @throws AdminError 409 when the name is taken. */
export function createCategory(db: Db, actor: AdminActor, name: string): Promise<AdminCategory> {
  return catalogWrite(
    db,
    actor,
    (c: AdminCategory) => ({ entity: 'category', entityId: c.id, action: 'create' }),
    async (tx) => {
      await assertNameFree(tx, name);
      const [row] = await tx.insert(categories).values({ categoryName: name }).returning();
      const created = { id: row!.id, name: row!.categoryName };
      return { before: null, after: created, result: created };
    },
  );
}

/** Renames a category. @throws AdminError 404 / 409. */
export function renameCategory(
  db: Db,
  actor: AdminActor,
  id: number,
  name: string,
): Promise<AdminCategory> {
  return catalogWrite(
    db,
    actor,
    { entity: 'category', entityId: id, action: 'rename' },
    async (tx) => {
      const before = await categoryOr404(tx, id);
      await assertNameFree(tx, name, id);
      await tx.update(categories).set({ categoryName: name }).where(eq(categories.id, id));
      const after = { id, name };
      return { before, after, result: after };
    },
  );
}

/** Deletes an empty category. @throws AdminError 404, or 409 INVALID_STATE when it has products. */
export function deleteCategory(db: Db, actor: AdminActor, id: number): Promise<void> {
  return catalogWrite(
    db,
    actor,
    { entity: 'category', entityId: id, action: 'delete' },
    async (tx) => {
      const before = await categoryOr404(tx, id);
      const products = await tx.$count(productCategories, eq(productCategories.categoryId, id));
      if (products > 0) {
        throw new AdminError(
          409,
          'INVALID_STATE',
          `The category '${before.name}' still has ${products} products; move or delete them first`,
        );
      }
      await tx.delete(categories).where(eq(categories.id, id));
      return { before, after: null, result: undefined };
    },
  );
}

/**
 * Replaces the storage prices of a category (spec §9). Size ids must exist and appear once.
 * @throws AdminError 404 (category) or 400 INVALID (sizes).
 */
export function setStoragePrices(
  db: Db,
  actor: AdminActor,
  categoryId: number,
  input: StoragePricesInput,
): Promise<StoragePricesInput> {
  return catalogWrite(
    db,
    actor,
    { entity: 'category', entityId: categoryId, action: 'storage-prices' },
    async (tx) => {
      await categoryOr404(tx, categoryId);
      const known = new Set((await tx.select({ id: sizes.id }).from(sizes)).map((s) => s.id));
      const seen = new Set<number>();
      for (const o of input.ottoman) {
        if (!known.has(o.sizeId))
          throw new AdminError(400, 'INVALID', `No size with id ${o.sizeId}`, 'ottoman');
        if (seen.has(o.sizeId))
          throw new AdminError(400, 'INVALID', `Size ${o.sizeId} appears twice`, 'ottoman');
        seen.add(o.sizeId);
      }
      const before = await storagePrices(tx, categoryId);
      await tx.delete(ottomanPrices).where(eq(ottomanPrices.categoryId, categoryId));
      if (input.ottoman.length > 0) {
        await tx.insert(ottomanPrices).values(input.ottoman.map((o) => ({ categoryId, ...o })));
      }
      await tx.delete(cloudStorageBase).where(eq(cloudStorageBase.categoryId, categoryId));
      if (input.cloudBaseCents !== null) {
        await tx.insert(cloudStorageBase).values({ categoryId, priceCents: input.cloudBaseCents });
      }
      const after = await storagePrices(tx, categoryId);
      return { before, after, result: after };
    },
  );
}

/** The storage prices of a category, ottoman prices by size id. */
export async function storagePrices(tx: Tx | Db, categoryId: number): Promise<StoragePricesInput> {
  const [ottoman, cloud] = await Promise.all([
    tx
      .select({ sizeId: ottomanPrices.sizeId, priceCents: ottomanPrices.priceCents })
      .from(ottomanPrices)
      .where(eq(ottomanPrices.categoryId, categoryId))
      .orderBy(ottomanPrices.sizeId),
    tx.select().from(cloudStorageBase).where(eq(cloudStorageBase.categoryId, categoryId)),
  ]);
  return { ottoman, cloudBaseCents: cloud[0]?.priceCents ?? null };
}
