/**
 * Overdue amounts in SQL (issue 22, admin side): an invoice's open amount (gross − credit notes −
 * payments not reversed, never below 0, as `invoiceStandings` and @serena/domain `invoiceOpenCents`)
 * summed over the invoices due before a day. Amounts in integer euro cents; days 'YYYY-MM-DD'.
 */
import { sql, type SQL } from 'drizzle-orm';
import { invoices } from '../db/schema/books.js';
import type { DbOrTx } from './ledger.js';

/** SQL of the open amount (cents) of the invoice row aliased `alias`. */
export function invoiceOpenSql(alias: string): SQL {
  const i = sql.raw(alias);
  return sql`greatest(0, ${i}.gross_cents
    - coalesce((select sum(cn.gross_cents) from credit_notes cn where cn.invoice_id = ${i}.id), 0)
    - coalesce((select sum(pa.amount_cents) from payment_allocations pa
        where pa.invoice_id = ${i}.id and not exists (select 1 from credit_ledger r
          where r.reverses_entry_id = pa.payment_entry_id)), 0))`;
}

/**
 * SQL of what the user `userId` (an SQL expression, e.g. `"users"."id"`) owes on invoices due
 * before `asOf` (cents): the account's overdue amount.
 */
export function overdueCentsSql(userId: SQL, asOf: string): SQL<string> {
  return sql<string>`coalesce((select sum(${invoiceOpenSql('oi')}) from invoices oi
    where oi.user_id = ${userId} and oi.due_date < ${asOf}::date), 0)`;
}

/** Σ of every open amount past its due date at `asOf` over all accounts, and how many accounts (cents). */
export async function overdueTotals(
  db: DbOrTx,
  asOf: string,
): Promise<{ overdueCents: number; overdueAccounts: number }> {
  const open = invoiceOpenSql('"invoices"');
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${open}), 0)`,
      accounts: sql<string>`count(distinct "invoices"."user_id") filter (where ${open} > 0)`,
    })
    .from(invoices)
    .where(sql`"invoices"."due_date" < ${asOf}::date`);
  return { overdueCents: Number(row?.total ?? 0), overdueAccounts: Number(row?.accounts ?? 0) };
}
