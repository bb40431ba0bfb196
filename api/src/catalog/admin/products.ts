/**
 * Admin product writes (issue 10): create and update a product (SKU unique, description
 * sanitised on the server, net price in cents, stock -1/0/n, status, storage types, categories,
 * sizes, fabrics) and replace its variation matrix (spec §3: a variation is for a size alone, a
 * fabric and colour alone, or all three). Every write is audited and announced (write.ts).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  categories,
  fabricColors,
  fabrics,
  productCategories,
  productFabrics,
  products,
  productSizes,
  sizes,
  variations,
} from '../../db/schema/index.js';
import { sanitizeDescription } from '../../lib/sanitize-html.js';
import type { AdminActor } from '../../admin/audit.js';
import { AdminError } from '../../admin/errors.js';
import type { Tx } from '../../books/ledger.js';
import { catalogWrite } from './write.js';

/** The editable fields of a product (cents; ids of existing categories, sizes, fabrics). */
export interface ProductInput {
  sku: string;
  name: string;
  descriptionHtml: string;
  priceCents: number;
  stock: number;
  status: 'available' | 'unavailable';
  storageTypes: ('Non Ottoman' | 'Ottoman' | 'Cloud Storage')[];
  categoryIds: number[];
  sizeIds: number[];
  fabricIds: number[];
}

/** One cell of a variation matrix: null ids mean "not depending on that choice"; cents. */
export interface VariationInput {
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
  priceCents: number;
}

/** A product as the admin editor sees it. */
export type AdminProduct = ProductInput & { id: number };

/** @throws AdminError 400 INVALID naming `field` when any of `ids` is not in `table`. */
async function assertIds(
  tx: Tx,
  table: typeof categories | typeof sizes | typeof fabrics,
  ids: number[],
  field: string,
): Promise<void> {
  if (new Set(ids).size !== ids.length) {
    throw new AdminError(400, 'INVALID', `${field} lists an id twice`, field);
  }
  if (ids.length === 0) return;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) {
    throw new AdminError(400, 'INVALID', `${field}: no such id ${missing.join(', ')}`, field);
  }
}

/** Reads a product with its links. @throws AdminError 404. */
export async function adminProduct(tx: Tx | Db, id: number): Promise<AdminProduct> {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  if (!row) throw new AdminError(404, 'NOT_FOUND', `No product with id ${id}`);
  const [cats, szs, fabs] = await Promise.all([
    tx.select().from(productCategories).where(eq(productCategories.productId, id)),
    tx.select().from(productSizes).where(eq(productSizes.productId, id)),
    tx.select().from(productFabrics).where(eq(productFabrics.productId, id)),
  ]);
  return {
    id,
    sku: row.sku,
    name: row.name,
    descriptionHtml: row.descriptionHtml,
    priceCents: row.priceCents,
    stock: row.stock,
    status: row.status === 'unavailable' ? 'unavailable' : 'available',
    storageTypes: row.storageTypes as ProductInput['storageTypes'],
    categoryIds: cats.map((c) => c.categoryId).sort((a, b) => a - b),
    sizeIds: szs.map((s) => s.sizeId).sort((a, b) => a - b),
    fabricIds: fabs.map((f) => f.fabricId).sort((a, b) => a - b),
  };
}

/** Writes the row and links of a product (id null: create). Returns the product id. */
async function saveProduct(tx: Tx, id: number | null, input: ProductInput): Promise<number> {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      id === null
        ? eq(products.sku, input.sku)
        : and(eq(products.sku, input.sku), ne(products.id, id)),
    );
  if (taken) throw new AdminError(409, 'DUPLICATE', `SKU '${input.sku}' is already used`, 'sku');
  await assertIds(tx, categories, input.categoryIds, 'categoryIds');
  await assertIds(tx, sizes, input.sizeIds, 'sizeIds');
  await assertIds(tx, fabrics, input.fabricIds, 'fabricIds');
  const values = {
    sku: input.sku,
    name: input.name,
    descriptionHtml: sanitizeDescription(input.descriptionHtml),
    priceCents: input.priceCents,
    stock: input.stock,
    status: input.status,
    storageTypes: [...new Set(input.storageTypes)],
  };
  let productId = id;
  if (productId === null) {
    const [row] = await tx.insert(products).values(values).returning({ id: products.id });
    productId = row!.id;
  } else {
    await tx.update(products).set(values).where(eq(products.id, productId));
  }
  const pid = productId;
  await tx.delete(productCategories).where(eq(productCategories.productId, pid));
  await tx.delete(productSizes).where(eq(productSizes.productId, pid));
  await tx.delete(productFabrics).where(eq(productFabrics.productId, pid));
  if (input.categoryIds.length > 0) {
    await tx
      .insert(productCategories)
      .values(input.categoryIds.map((categoryId) => ({ productId: pid, categoryId })));
  }
  if (input.sizeIds.length > 0) {
    await tx
      .insert(productSizes)
      .values(input.sizeIds.map((sizeId) => ({ productId: pid, sizeId })));
  }
  if (input.fabricIds.length > 0) {
    await tx
      .insert(productFabrics)
      .values(input.fabricIds.map((fabricId) => ({ productId: pid, fabricId })));
  }
  return pid;
}

/** Creates a product. @throws AdminError 409 (SKU taken) or 400 (unknown ids). */
export function createProduct(
  db: Db,
  actor: AdminActor,
  input: ProductInput,
): Promise<AdminProduct> {
  return catalogWrite(
    db,
    actor,
    (p: AdminProduct) => ({ entity: 'product', entityId: p.id, action: 'create' }),
    async (tx) => {
      const id = await saveProduct(tx, null, input);
      const after = await adminProduct(tx, id);
      return { before: null, after, result: after };
    },
  );
}

/** Updates a product (all fields). @throws AdminError 404, 409 or 400. */
export function updateProduct(
  db: Db,
  actor: AdminActor,
  id: number,
  input: ProductInput,
): Promise<AdminProduct> {
  return catalogWrite(
    db,
    actor,
    { entity: 'product', entityId: id, action: 'update' },
    async (tx) => {
      const before = await adminProduct(tx, id);
      await saveProduct(tx, id, input);
      const after = await adminProduct(tx, id);
      return { before, after, result: after };
    },
  );
}

/**
 * Replaces the variation matrix of a product. Each cell is for a size of the product alone, a
 * fabric of the product with one of its colours, or all three; a combination appears once.
 * @throws AdminError 404 (product) or 400 INVALID naming the cell (`variations[i]`).
 */
export function setVariations(
  db: Db,
  actor: AdminActor,
  productId: number,
  cells: VariationInput[],
): Promise<VariationInput[]> {
  return catalogWrite(
    db,
    actor,
    { entity: 'product', entityId: productId, action: 'variations' },
    async (tx) => {
      const product = await adminProduct(tx, productId);
      const colors = product.fabricIds.length
        ? await tx
            .select()
            .from(fabricColors)
            .where(inArray(fabricColors.fabricId, product.fabricIds))
        : [];
      const seen = new Set<string>();
      cells.forEach((c, i) => {
        const field = `variations[${i}]`;
        const bad = (message: string) =>
          new AdminError(400, 'INVALID', `${field}: ${message}`, field);
        if ((c.fabricId === null) !== (c.fabricColorId === null)) {
          throw bad('a fabric and a colour go together');
        }
        if (c.sizeId === null && c.fabricId === null) {
          throw bad('a variation is for a size, a fabric and colour, or all three');
        }
        if (c.sizeId !== null && !product.sizeIds.includes(c.sizeId)) {
          throw bad(`size ${c.sizeId} is not one of the product's sizes`);
        }
        if (c.fabricId !== null && !product.fabricIds.includes(c.fabricId)) {
          throw bad(`fabric ${c.fabricId} is not one of the product's fabrics`);
        }
        if (
          c.fabricColorId !== null &&
          !colors.some((k) => k.id === c.fabricColorId && k.fabricId === c.fabricId)
        ) {
          throw bad(`colour ${c.fabricColorId} is not a colour of fabric ${c.fabricId}`);
        }
        const key = `${c.sizeId}:${c.fabricId}:${c.fabricColorId}`;
        if (seen.has(key)) throw bad('this combination appears twice');
        seen.add(key);
      });
      const read = () =>
        tx
          .select({
            sizeId: variations.sizeId,
            fabricId: variations.fabricId,
            fabricColorId: variations.fabricColorId,
            priceCents: variations.priceCents,
          })
          .from(variations)
          .where(eq(variations.productId, productId))
          .orderBy(variations.id);
      const before = await read();
      await tx.delete(variations).where(eq(variations.productId, productId));
      if (cells.length > 0) {
        await tx.insert(variations).values(cells.map((c) => ({ productId, ...c })));
      }
      const after = await read();
      return { before, after, result: after };
    },
  );
}
