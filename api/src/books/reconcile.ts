/**
 * The books' reconciliation (issue 22; design "The books"): checks, for every account, that
 *  - the ledger balance equals invoices − credit notes − payments + payment reversals, and each
 *    invoice's (credit note's) ledger entries add up to its gross;
 *  - each invoice and credit note equals the sum of its lines (net, VAT, gross), and each invoice
 *    line's net is unit × quantity (net + VAT = gross is a constraint of the tables);
 *  - each cancelled order is credited exactly once, and no order that is not cancelled is credited;
 *  - no payment is allocated beyond its amount;
 *  - the statement of the current month closes at the ledger's balance.
 * Returns every discrepancy found (empty when the books agree). Read-only; amounts in cents.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { users, type UserRow } from '../db/schema/accounts.js';
import { euro } from '../mail/format.js';
import { outstandingCents } from './ledger.js';
import { irishMonthOf } from './statements/month.js';
import { buildStatement } from './statements/service.js';

/** One discrepancy on the wire (cents). */
export const discrepancyDto = z.object({
  accountId: z.number().int(),
  email: z.string(),
  check: z.string(),
  subject: z.string(),
  expectedCents: z.number().int().nullable(),
  actualCents: z.number().int().nullable(),
  message: z.string(),
});

/**
 * One disagreement in the books (cents), from {@link discrepancyDto}: which check failed, what it
 * concerns, the amounts expected and found, and the line `npm run admin -- reconcile` prints.
 */
export type Discrepancy = z.infer<typeof discrepancyDto>;

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

const n = (v: unknown) => Number(v ?? 0);

/** The money checks as SQL: one row per failing subject with account, subject, expected, actual. */
const MONEY_CHECKS: { check: string; query: SQL }[] = [
  {
    check: 'ledger = documents',
    query: sql`select u.id as account_id, 'account' as subject,
        (select coalesce(sum(gross_cents), 0) from invoices i where i.user_id = u.id)
        - (select coalesce(sum(gross_cents), 0) from credit_notes c where c.user_id = u.id)
        - (select coalesce(sum(amount_cents), 0) from credit_ledger p where p.user_id = u.id and p.kind = 'payment')
        + (select coalesce(sum(amount_cents), 0) from credit_ledger r where r.user_id = u.id and r.kind = 'payment_reversal')
          as expected,
        (select coalesce(sum(case when l.kind in ('purchase', 'payment_reversal') then l.amount_cents else -l.amount_cents end), 0)
          from credit_ledger l where l.user_id = u.id) as actual
      from users u`,
  },
  {
    check: 'invoice charged',
    query: sql`select i.user_id as account_id, i.number as subject, i.gross_cents as expected,
        (select coalesce(sum(amount_cents), 0) from credit_ledger l where l.invoice_id = i.id and l.kind = 'purchase') as actual
      from invoices i`,
  },
  {
    check: 'credit note returned',
    query: sql`select c.user_id as account_id, c.number as subject, c.gross_cents as expected,
        (select coalesce(sum(amount_cents), 0) from credit_ledger l where l.credit_note_id = c.id and l.kind = 'reversal') as actual
      from credit_notes c`,
  },
  ...(['net', 'vat', 'gross'] as const).flatMap((part) => [
    {
      check: `invoice lines (${part})`,
      query: sql`select i.user_id as account_id, i.number as subject,
          ${sql.raw(`i.${part}_cents`)} as expected,
          coalesce(sum(${sql.raw(`il.${part}_cents`)}), 0) as actual
        from invoices i left join invoice_lines il on il.invoice_id = i.id group by i.id`,
    },
    {
      check: `credit note lines (${part})`,
      query: sql`select c.user_id as account_id, c.number as subject,
          ${sql.raw(`c.${part}_cents`)} as expected,
          coalesce(sum(${sql.raw(`cl.${part}_cents`)}), 0) as actual
        from credit_notes c left join credit_note_lines cl on cl.credit_note_id = c.id group by c.id`,
    },
  ]),
  {
    check: 'line arithmetic',
    query: sql`select i.user_id as account_id, i.number || ' line ' || il.tracking_id as subject,
        il.unit_net_cents * il.quantity as expected, il.net_cents as actual
      from invoice_lines il join invoices i on i.id = il.invoice_id`,
  },
  {
    check: 'payment allocated',
    query: sql`select p.user_id as account_id, 'payment ' || p.id as subject, p.amount_cents as expected,
        (select coalesce(sum(a.amount_cents), 0) from payment_allocations a where a.payment_entry_id = p.id) as actual
      from credit_ledger p where p.kind = 'payment'
        and (select coalesce(sum(a.amount_cents), 0) from payment_allocations a where a.payment_entry_id = p.id) > p.amount_cents`,
  },
];

/** Orders credited a number of times other than their state calls for (0 if placed, 1 if cancelled). */
const CREDITED_ONCE = sql`select o.user_id as account_id, o.tracking_id as subject,
    case when o.status = 'cancelled' then 1 else 0 end as expected,
    (select count(*) from credit_note_lines cl join invoice_lines il on il.id = cl.invoice_line_id
      where il.order_id = o.id) as actual
  from orders o`;

/** What a reconciliation found: how many accounts it checked and every discrepancy. */
export interface Reconciliation {
  accountsChecked: number;
  discrepancies: Discrepancy[];
}

/**
 * Checks the books of every account (or of `accountIds`) at `now` and returns the discrepancies,
 * ordered by account.
 * @throws on database errors.
 */
export async function reconcile(
  db: Db,
  now: Date = new Date(),
  accountIds?: readonly number[],
): Promise<Reconciliation> {
  const accounts = new Map<number, UserRow>(
    (await db.select().from(users)).map((u): [number, UserRow] => [u.id, u]),
  );
  const wanted = (id: number) => accounts.has(id) && (!accountIds || accountIds.includes(id));
  const found: Discrepancy[] = [];
  const add = (
    accountId: number,
    check: string,
    subject: string,
    expected: number | null,
    actual: number | null,
    message: string,
  ) =>
    found.push({
      accountId,
      email: accounts.get(accountId)?.email ?? '?',
      check,
      subject,
      expectedCents: expected,
      actualCents: actual,
      message,
    });

  for (const { check, query } of MONEY_CHECKS) {
    for (const r of await rows(db, query)) {
      const [id, expected, actual] = [n(r.account_id), n(r.expected), n(r.actual)];
      if (!wanted(id) || expected === actual) continue;
      add(
        id,
        check,
        String(r.subject),
        expected,
        actual,
        `${check}: ${String(r.subject)} expected ${euro(expected)}, found ${euro(actual)}`,
      );
    }
  }
  for (const r of await rows(db, CREDITED_ONCE)) {
    const [id, expected, actual] = [n(r.account_id), n(r.expected), n(r.actual)];
    if (!wanted(id) || expected === actual) continue;
    add(
      id,
      'credited once',
      String(r.subject),
      null,
      null,
      `credited once: order ${String(r.subject)} is ${expected ? 'cancelled' : 'not cancelled'} but credited ${actual} time(s)`,
    );
  }
  const month = irishMonthOf(now);
  for (const user of accounts.values()) {
    if (!wanted(user.id) || user.role !== 'customer') continue;
    const ledger = await outstandingCents(db, user.id);
    const statement = await buildStatement(db, user, month, now);
    if (statement.closingCents !== ledger) {
      add(
        user.id,
        'statement = ledger',
        month,
        ledger,
        statement.closingCents,
        `statement = ledger: the ${month} statement closes at ${euro(statement.closingCents)}, the ledger says ${euro(ledger)}`,
      );
    }
  }
  return {
    accountsChecked: [...accounts.keys()].filter(wanted).length,
    discrepancies: found.sort((a, b) => a.accountId - b.accountId),
  };
}

/** The lines `npm run admin -- reconcile` prints for `found` (one per discrepancy, or all clear). */
export function reconciliationReport(result: Reconciliation): string[] {
  const found = result.discrepancies;
  if (found.length === 0) {
    return [`The books agree: ${result.accountsChecked} account(s) checked, 0 discrepancies.`];
  }
  return [
    ...found.map((d) => `account ${d.accountId} (${d.email}): ${d.message}`),
    `${found.length} discrepancy(ies) found.`,
  ];
}
