/**
 * The console's global search (issue 26): one text across orders (tracking ID, reference, the
 * shop's and the buyer's PO number, product), customers (name, e-mail) and trade companies
 * (company name); each group only for a staff role allowed to read it (orders: `orders.view`,
 * customers and companies: `accounts.view`), at most {@link SEARCH_LIMIT} hits per group.
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { staffMay, type StaffRole } from '@serena/domain';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { matchingOrders } from '../admin/orders.js';
import { likePattern } from '../admin/accounts.js';

/** The most hits per group. */
export const SEARCH_LIMIT = 8;

/** An order hit: where to go and what to show. */
export interface OrderHit {
  id: number;
  trackingId: string;
  referenceNumber: string;
  purchaseOrderNumber: string | null;
  buyerPoNumber: string | null;
  customerName: string;
  companyName: string;
  deliveryStatus: string;
}

/** A customer (person) hit; `accountId` is their company's account. */
export interface CustomerHit {
  id: number;
  accountId: number;
  fullName: string;
  email: string;
  companyName: string;
}

/** A trade company hit (its account). */
export interface CompanyHit {
  accountId: number;
  companyName: string;
  fullName: string;
  status: string;
}

/** The three groups; a group the role may not read is empty. */
export interface SearchHits {
  orders: OrderHit[];
  customers: CustomerHit[];
  companies: CompanyHit[];
}

/** Searches `text` (trimmed, 1 to 200 characters) for `role`. */
export async function globalSearch(db: Db, role: StaffRole, text: string): Promise<SearchHits> {
  const q = text.trim();
  const none: SearchHits = { orders: [], customers: [], companies: [] };
  if (q === '') return none;
  const [orders, people] = await Promise.all([
    staffMay(role, 'orders.view') ? orderHits(db, q) : [],
    staffMay(role, 'accounts.view') ? personHits(db, q) : none,
  ]);
  return { ...none, ...people, orders };
}

async function orderHits(db: Db, q: string): Promise<OrderHit[]> {
  const rows = await matchingOrders(
    db,
    { search: q, sortBy: 'orderDate', sortDirection: 'desc' },
    { limit: SEARCH_LIMIT, offset: 0 },
  );
  return rows.map((o) => ({
    id: o.id,
    trackingId: o.trackingId,
    referenceNumber: o.referenceNumber,
    purchaseOrderNumber: o.purchaseOrderNumber,
    buyerPoNumber: o.buyerPoNumber,
    customerName: o.customer.fullName,
    companyName: o.customer.companyName,
    deliveryStatus: o.deliveryStatus,
  }));
}

async function personHits(db: Db, q: string): Promise<Pick<SearchHits, 'customers' | 'companies'>> {
  const pattern = likePattern(q);
  const customers = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'customer'),
        or(ilike(users.fullName, pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(SEARCH_LIMIT);
  const companies = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'customer'),
        sql`${users.companyId} = ${users.id}`,
        ilike(users.companyName, pattern),
      ),
    )
    .orderBy(asc(users.companyName), asc(users.id))
    .limit(SEARCH_LIMIT);
  return {
    customers: customers.map((u) => ({
      id: u.id,
      accountId: u.companyId ?? u.id,
      fullName: u.fullName,
      email: u.email,
      companyName: u.companyName,
    })),
    companies: companies.map((u) => ({
      accountId: u.id,
      companyName: u.companyName,
      fullName: u.fullName,
      status: u.status,
    })),
  };
}
