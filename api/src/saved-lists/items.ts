/**
 * The items a saved list takes (issue 24 "Saved lists"): a product and its bed configuration by
 * id, checked against the catalog and named from it, so a line can still be named once its
 * product or variation is no longer sold.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  fabricColors,
  fabrics,
  productFabrics,
  products,
  productSizes,
  sizes,
  type SavedListStorage,
} from '../db/schema/index.js';
import { BadRequestError } from '../plugins/errors.js';

/** One item to save: product and options by id, storage, quantity 1..99. */
export interface SavedItemInput {
  productId: number;
  sizeId?: number | null;
  fabricId?: number | null;
  fabricColorId?: number | null;
  storage?: SavedListStorage;
  quantity: number;
}

/** A checked item with the catalog's names, ready to store as a line. */
export interface NamedItem {
  productId: number;
  productName: string;
  sku: string;
  sizeId: number | null;
  sizeLabel: string | null;
  fabricId: number | null;
  fabricName: string | null;
  fabricColorId: number | null;
  fabricColorName: string | null;
  storage: SavedListStorage;
  quantity: number;
}

/** The size label when `sizeId` is one of the product's sizes; null otherwise. */
async function sizeLabelOf(db: Db, productId: number, sizeId: number): Promise<string | null> {
  const [row] = await db
    .select({ label: sizes.label })
    .from(productSizes)
    .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
    .where(and(eq(productSizes.productId, productId), eq(productSizes.sizeId, sizeId)));
  return row?.label ?? null;
}

/** The fabric name when `fabricId` is one of the product's fabrics; null otherwise. */
async function fabricNameOf(db: Db, productId: number, fabricId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: fabrics.fabricName })
    .from(productFabrics)
    .innerJoin(fabrics, eq(fabrics.id, productFabrics.fabricId))
    .where(and(eq(productFabrics.productId, productId), eq(productFabrics.fabricId, fabricId)));
  return row?.name ?? null;
}

/** The colour name when `colorId` is a colour of `fabricId`; null otherwise. */
async function colorNameOf(db: Db, fabricId: number, colorId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: fabricColors.colorName })
    .from(fabricColors)
    .where(and(eq(fabricColors.id, colorId), eq(fabricColors.fabricId, fabricId)));
  return row?.name ?? null;
}

/**
 * Checks one item against the catalog and names it.
 * @throws BadRequestError (400, field `items.{index}.…`) for an unknown or unsold product, or a
 *   size, fabric or colour the product does not offer.
 */
export async function nameItem(db: Db, item: SavedItemInput, index: number): Promise<NamedItem> {
  const field = (name: string) => `items.${index}.${name}`;
  const [product] = await db
    .select({ name: products.name, sku: products.sku, status: products.status })
    .from(products)
    .where(eq(products.id, item.productId));
  if (!product) throw new BadRequestError(field('productId'), 'Product not found.');
  if (product.status === 'unavailable') {
    throw new BadRequestError(field('productId'), `${product.name} is no longer sold.`);
  }
  const named: NamedItem = {
    productId: item.productId,
    productName: product.name,
    sku: product.sku,
    sizeId: item.sizeId ?? null,
    sizeLabel: null,
    fabricId: item.fabricId ?? null,
    fabricName: null,
    fabricColorId: item.fabricColorId ?? null,
    fabricColorName: null,
    storage: item.storage ?? 'NONE',
    quantity: item.quantity,
  };
  if (named.sizeId !== null) {
    named.sizeLabel = await sizeLabelOf(db, named.productId, named.sizeId);
    if (named.sizeLabel === null) {
      throw new BadRequestError(field('sizeId'), `${product.name} does not come in that size.`);
    }
  }
  if (named.fabricId !== null) {
    named.fabricName = await fabricNameOf(db, named.productId, named.fabricId);
    if (named.fabricName === null) {
      throw new BadRequestError(field('fabricId'), `${product.name} does not come in that fabric.`);
    }
  }
  if (named.fabricColorId !== null) {
    named.fabricColorName =
      named.fabricId === null ? null : await colorNameOf(db, named.fabricId, named.fabricColorId);
    if (named.fabricColorName === null) {
      throw new BadRequestError(field('fabricColorId'), 'That colour is not one of the fabric’s.');
    }
  }
  return named;
}

/** What tells two lines apart: the product and its configuration by id. */
export type Configuration = Pick<
  NamedItem,
  'productId' | 'sizeId' | 'fabricId' | 'fabricColorId' | 'storage'
>;

/** True when two lines hold the same product in the same configuration (their quantities add up). */
export function sameConfiguration(a: Configuration, b: Configuration): boolean {
  return (
    a.productId === b.productId &&
    a.sizeId === b.sizeId &&
    a.fabricId === b.fabricId &&
    a.fabricColorId === b.fabricColorId &&
    a.storage === b.storage
  );
}
