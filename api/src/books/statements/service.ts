/**
 * The monthly account statement (issue 14): a customer's credit ledger for one Irish calendar
 * month — the opening balance (everything booked before the month), every entry of the month in
 * booking order with its running balance, and the closing balance. All amounts are integer euro
 * cents, signed as they move the balance: a purchase adds its gross total, a reversal (a cancelled
 * order) and a payment subtract theirs. The balance is what the customer owes (negative after an
 * overpayment). No HTTP in here.
 */
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, purchaseOrders } from '../../db/schema/orders.js';
import { creditLedger, type LedgerKind } from '../../db/schema/books.js';
import type { UserRow } from '../../db/schema/accounts.js';
import { DOCUMENT_TIME_ZONE } from '../../mail/format.js';
import { customerParticulars } from '../particulars.js';
import type { CustomerParticulars } from '../../db/schema/books.js';
import { ageBalance, type Ageing } from '@serena/domain';
import { irishDate } from '../dates.js';
import { invoiceStandings } from '../invoices.js';
import { creditNotes, invoices } from '../../db/schema/books.js';
import { outstandingCents, signedAmount } from '../ledger.js';
import { irishMonthOf, monthLabel, nextMonth } from './month.js';

/** One ledger entry of a statement; amounts in signed euro cents. */
export interface StatementEntry {
  /** When it was booked. */
  date: Date;
  kind: LedgerKind;
  /** The order's tracking ID (purchase, reversal) or the payment's reference ('' when none). */
  reference: string;
  /** What it was: purchase order, product × quantity and the customer's reference; or 'Payment'. */
  description: string;
  /** Net of the order line (negative for a reversal); null for payments. */
  netCents: number | null;
  /** VAT of the order line (negative for a reversal); null for payments. */
  vatCents: number | null;
  /** The amount booked: + for a purchase, − for a reversal or a payment. */
  grossCents: number;
  /** What is owed after this entry. */
  balanceCents: number;
}

/** A monthly account statement; amounts in euro cents. */
export interface Statement {
  /** The month, `YYYY-MM` (Irish calendar). */
  month: string;
  /** 'November 2026'. */
  label: string;
  /** The account the statement is for. */
  customer: CustomerParticulars;
  /** The customer's account number (their id), printed on the statement. */
  accountId: number;
  /** Owed at the start of the month (Σ of every entry before it). */
  openingCents: number;
  entries: StatementEntry[];
  /** Σ of the month's purchases, reversals and payments (each ≥ 0). */
  totals: Record<LedgerKind, number>;
  /** openingCents + Σ entries' grossCents. */
  closingCents: number;
  /** What the closing balance is made of by age (issue 22): current, 1–30 … over 90 days overdue. */
  ageing: Ageing;
  /** When the statement was made (the current month's statement runs to this date). */
  issuedAt: Date;
}

/** The start of the Irish month `month` (YYYY-MM) as a timestamptz expression. */
export function irishMonthStart(month: string): SQL {
  return sql`(${`${month}-01`}::date::timestamp at time zone ${DOCUMENT_TIME_ZONE})`;
}

/** The documents a ledger entry belongs to: its purchase order, invoice, credit note. */
interface EntryDocuments {
  poNumber: string | null;
  buyerPoNumber: string | null;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
}

/**
 * A line's description: the documents (invoice or credit note, purchase order, the buyer's PO
 * number), product × quantity and the customer's reference; for payments the bank reference or
 * the reversal's reason.
 */
function describe(
  kind: LedgerKind,
  line: { productName: string; quantity: number; referenceNumber: string } | null,
  docs: EntryDocuments,
  note: string | null,
): string {
  if (kind === 'payment') return 'Payment received';
  if (kind === 'payment_reversal') return `Payment reversed${note ? `: ${note}` : ''}`;
  if (!line) return kind === 'purchase' ? 'Purchase' : 'Cancelled order';
  const what = `${line.productName} × ${line.quantity}`;
  const ref = line.referenceNumber ? ` (ref ${line.referenceNumber})` : '';
  const po = [docs.poNumber, docs.buyerPoNumber ? `your PO ${docs.buyerPoNumber}` : null]
    .filter(Boolean)
    .join(', ');
  if (kind === 'purchase') {
    const head = [docs.invoiceNumber, po].filter(Boolean).join(' · ');
    return `${head ? `${head}: ` : ''}${what}${ref}`;
  }
  const credited = docs.creditNoteNumber
    ? `${docs.creditNoteNumber}${docs.invoiceNumber ? ` credits ${docs.invoiceNumber}` : ''}`
    : 'Cancelled';
  return `${credited}: ${what}${ref}`;
}

/**
 * Builds the statement of `user` for `month` (a checked `YYYY-MM`, see month.ts) at time `now`.
 * @throws on database errors.
 */
export async function buildStatement(
  db: Db,
  user: UserRow,
  month: string,
  now: Date = new Date(),
): Promise<Statement> {
  const openingCents = await outstandingCents(db, user.id, irishMonthStart(month));
  const rows = await db
    .select({
      entry: creditLedger,
      line: {
        trackingId: orders.trackingId,
        productName: orders.productName,
        quantity: orders.quantity,
        referenceNumber: orders.referenceNumber,
        unitPriceCents: orders.unitPriceCents,
        unitVatCents: orders.unitVatCents,
      },
      docs: {
        poNumber: purchaseOrders.number,
        buyerPoNumber: purchaseOrders.buyerPoNumber,
        invoiceNumber: invoices.number,
        creditNoteNumber: creditNotes.number,
      },
    })
    .from(creditLedger)
    .leftJoin(orders, eq(orders.id, creditLedger.orderId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, orders.purchaseOrderId))
    .leftJoin(invoices, eq(invoices.purchaseOrderId, purchaseOrders.id))
    .leftJoin(creditNotes, eq(creditNotes.id, creditLedger.creditNoteId))
    .where(
      and(
        eq(creditLedger.userId, user.id),
        gte(creditLedger.createdAt, irishMonthStart(month)),
        lt(creditLedger.createdAt, irishMonthStart(nextMonth(month))),
      ),
    )
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));

  const totals: Record<LedgerKind, number> = {
    purchase: 0,
    reversal: 0,
    payment: 0,
    payment_reversal: 0,
  };
  let balance = openingCents;
  const entries = rows.map(({ entry, line, docs }): StatementEntry => {
    const gross = signedAmount(entry.kind, entry.amountCents);
    balance += gross;
    totals[entry.kind] += entry.amountCents;
    const sign = Math.sign(gross);
    const net = line ? line.unitPriceCents * line.quantity : null;
    const vat = line ? line.unitVatCents * line.quantity : null;
    // Net and VAT only when they make up the amount booked (they always do for orders placed here).
    const split = net !== null && vat !== null && net + vat === entry.amountCents;
    return {
      date: entry.createdAt,
      kind: entry.kind,
      reference: line?.trackingId ?? (entry.kind === 'payment' ? (entry.note ?? '') : ''),
      description: describe(entry.kind, line, docs, entry.note),
      netCents: split ? sign * net + 0 : null,
      vatCents: split ? sign * vat + 0 : null,
      grossCents: gross,
      balanceCents: balance,
    };
  });
  // Ageing at the statement's date: the end of the month, or now for the current month.
  const asOf = month === irishMonthOf(now) ? now : statementEnd(month);
  const open = (await invoiceStandings(db, user.id, undefined, asOf)).filter(
    (i) => i.openCents > 0,
  );
  return {
    month,
    label: monthLabel(month),
    customer: customerParticulars(user),
    accountId: user.id,
    openingCents,
    entries,
    totals,
    closingCents: balance,
    ageing: ageBalance(open, balance, irishDate(asOf)),
    issuedAt: now,
  };
}

/** The last instant of the Irish month `month` (just before the next month starts in Dublin). */
function statementEnd(month: string): Date {
  const next = nextMonth(month);
  // Dublin is UTC+0 or UTC+1: the next month starts at 00:00 or 23:00 UTC the day before.
  const utc = Date.parse(`${next}-01T00:00:00Z`);
  const offset = irishDate(new Date(utc - 3_600_000)) === `${next}-01` ? 3_600_000 : 0;
  return new Date(utc - offset - 1);
}
