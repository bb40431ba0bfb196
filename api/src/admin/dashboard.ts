/**
 * The admin dashboard (issue 9): pending applications, orders awaiting dispatch, unread contact
 * messages and callback requests, and this week's orders with net and gross sales (cents). The
 * week starts on Monday 00:00 Irish time; cancelled orders are not counted. Issue 22: the overdue
 * total (Σ open amounts of invoices past their due date, as of today's Irish day) and how many
 * accounts owe it. Issue 25: how many quote requests await a price.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { irishDate } from '../books/dates.js';
import { overdueTotals } from '../books/overdue.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { callbackRequests, contactMessages } from '../db/schema/forms.js';
import { orders } from '../db/schema/orders.js';
import { FIRST_DELIVERY_STATUS } from '../orders/service.js';
import { SHOP_TIME_ZONE } from './orders.js';
import { quotesAwaitingPrice } from '../quotes/admin-service.js';

/** The dashboard's figures on the wire (money in cents): the route's answer schema. */
export const dashboardDto = z.object({
  pendingApplications: z.number().int(),
  ordersAwaitingDispatch: z.number().int(),
  unreadContactMessages: z.number().int(),
  unreadCallbackRequests: z.number().int(),
  ordersThisWeek: z.number().int(),
  netSalesThisWeek: z.number().int(),
  grossSalesThisWeek: z.number().int(),
  weekStartsAt: z.string(),
  overdueTotal: z.number().int().describe('cents: open amounts past their due date'),
  overdueAccounts: z.number().int().describe('accounts owing an overdue amount'),
  quotesAwaitingPrice: z
    .number()
    .int()
    .describe('quote requests the shop has not priced (issue 25)'),
});

/** The dashboard's figures (money in cents), inferred from {@link dashboardDto}. */
export type DashboardDto = z.infer<typeof dashboardDto>;

/** Computes the dashboard at `now`. */
export async function dashboard(db: Db, now: Date): Promise<DashboardDto> {
  const weekStart = sql`(date_trunc('week', (${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})) at time zone ${SHOP_TIME_ZONE})`;
  const [pending] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'pending'), eq(users.role, 'customer')));
  const [awaiting] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.status, 'placed'), eq(orders.deliveryStatus, FIRST_DELIVERY_STATUS)));
  const [contacts] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  const [callbacks] = await db
    .select({ n: count() })
    .from(callbackRequests)
    .where(isNull(callbackRequests.readAt));
  const [week] = await db
    .select({
      n: count(),
      net: sql<string>`coalesce(sum(${orders.unitPriceCents} * ${orders.quantity}), 0)`,
      gross: sql<string>`coalesce(sum(${orders.totalCents}), 0)`,
      start: sql<Date | string>`${weekStart}`,
    })
    .from(orders)
    .where(and(eq(orders.status, 'placed'), sql`${orders.createdAt} >= ${weekStart}`));
  const start = week?.start ?? now;
  const overdue = await overdueTotals(db, irishDate(now));
  return {
    pendingApplications: pending?.n ?? 0,
    ordersAwaitingDispatch: awaiting?.n ?? 0,
    unreadContactMessages: contacts?.n ?? 0,
    unreadCallbackRequests: callbacks?.n ?? 0,
    ordersThisWeek: week?.n ?? 0,
    netSalesThisWeek: Number(week?.net ?? 0),
    grossSalesThisWeek: Number(week?.gross ?? 0),
    weekStartsAt: new Date(start).toISOString(),
    overdueTotal: overdue.overdueCents,
    overdueAccounts: overdue.overdueAccounts,
    quotesAwaitingPrice: await quotesAwaitingPrice(db),
  };
}
