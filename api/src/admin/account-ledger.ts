/**
 * An account's credit ledger as the admin sees it (issue 9; issue 22 payment reversals): every
 * entry oldest first with the running balance, which payments were reversed. Integer cents.
 */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { orders } from '../db/schema/orders.js';
import { creditLedger, LEDGER_KINDS } from '../db/schema/books.js';
import { signedAmount } from '../books/ledger.js';

/** One ledger entry on the admin wire (cents). */
export const ledgerEntryDto = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number().int().describe('cents, positive'),
  balance: z.number().int().describe('outstanding after this entry, cents'),
  orderTrackingId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  reversesEntryId: z.number().int().nullable().describe('the payment a payment_reversal reverses'),
  reversed: z.boolean().describe('true for a payment a later entry reversed'),
});

/** One credit ledger entry with the outstanding balance after it (cents). */
export type LedgerEntryDto = z.infer<typeof ledgerEntryDto>;

/**
 * Returns the account's credit ledger oldest first, each entry with the outstanding balance after
 * it (purchases add, reversals and payments subtract); undefined for an unknown account.
 */
export async function accountLedger(db: Db, id: number): Promise<LedgerEntryDto[] | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) return undefined;
  const rows = await db
    .select({ entry: creditLedger, trackingId: orders.trackingId })
    .from(creditLedger)
    .leftJoin(orders, eq(orders.id, creditLedger.orderId))
    .where(eq(creditLedger.userId, id))
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
  let balance = 0;
  const reversed = new Set(rows.map((r) => r.entry.reversesEntryId).filter((e) => e !== null));
  return rows.map(({ entry, trackingId }) => {
    balance += signedAmount(entry.kind, entry.amountCents);
    return {
      id: entry.id,
      kind: entry.kind,
      amount: entry.amountCents,
      balance,
      orderTrackingId: trackingId,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
      reversesEntryId: entry.reversesEntryId,
      reversed: reversed.has(entry.id),
    };
  });
}
