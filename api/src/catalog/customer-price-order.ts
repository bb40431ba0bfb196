/**
 * The listing's price sorts for a customer with a price list (issue 25 "Price lists"; spec §3
 * sort options): the whole matching catalogue ordered by the price the customer is shown — the
 * base price with their list applied by @serena/domain `sortByCustomerPrice` (the one pricing
 * function, `customerUnitPrice`, at one unit) — then paged. Without a list (or a list with no rule
 * valid today) the caller keeps the trade-price ORDER BY, which is then the same order.
 */
import { asc, inArray } from 'drizzle-orm';
import { pricingFromWire, sortByCustomerPrice, type PriceSortDirection } from '@serena/domain';
import { irishDate } from '../books/dates.js';
import type { Db } from '../db/client.js';
import { productCategories, products } from '../db/schema/index.js';
import type { PageRequest } from '../lib/pagination.js';
import type { Viewer } from '../lib/viewer.js';
import { customerPricing } from '../pricing/customer.js';
import type { ProductMatch } from './product-matches.js';

type ProductRow = typeof products.$inferSelect;

/** One page of products in the customer's price order, with the number of matching products. */
export interface CustomerPricePage {
  rows: ProductRow[];
  total: number;
}

/**
 * The page `req` of the products of `match` (all when undefined) ordered by `viewer`'s company's
 * listed price, `direction` 'asc' or 'desc', ties by id; null when the company has no active price
 * list with a rule valid today (the trade-price SQL order is then exact). Reads every matching
 * product's id, base price and categories: three statements whatever the page.
 */
export async function customerPricePage(
  db: Db,
  match: ProductMatch | undefined,
  req: PageRequest,
  viewer: Viewer,
  direction: PriceSortDirection,
  now: Date = new Date(),
): Promise<CustomerPricePage | null> {
  const wire = await customerPricing(db, viewer.accountId, irishDate(now));
  if (!wire.priceList || wire.priceList.rules.length === 0) return null;
  const candidates = await db
    .select({ id: products.id, priceCents: products.priceCents })
    .from(products)
    .where(match?.where);
  if (candidates.length === 0) return { rows: [], total: 0 };
  const links = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .orderBy(asc(productCategories.productId));
  const categoriesOf = new Map<number, number[]>();
  for (const link of links) {
    const list = categoriesOf.get(link.productId);
    if (list) list.push(link.categoryId);
    else categoriesOf.set(link.productId, [link.categoryId]);
  }
  const ordered = sortByCustomerPrice(
    candidates.map((c) => ({
      id: c.id,
      tradeUnitPrice: c.priceCents,
      categoryIds: categoriesOf.get(c.id) ?? [],
    })),
    pricingFromWire(wire),
    direction,
  );
  const pageIds = ordered.slice(req.offset, req.offset + req.limit);
  if (pageIds.length === 0) return { rows: [], total: ordered.length };
  const rows = await db.select().from(products).where(inArray(products.id, pageIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: pageIds.map((id) => byId.get(id)).filter((row): row is ProductRow => Boolean(row)),
    total: ordered.length,
  };
}
