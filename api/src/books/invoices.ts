/**
 * Invoices (issue 22; design "The books"): one per purchase order, issued inside the checkout's
 * transaction with the next gap-free number, the seller's and the customer's particulars, the ship-to
 * address, the payment terms and due date, and one line per order with the VAT rate charged. Nothing
 * here ever updates an invoice: what is paid or credited is derived from payment allocations and
 * credit notes. Amounts in integer euro cents.
 */
import { addDays, invoiceOpenCents, invoiceState, type InvoiceState } from '@serena/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/accounts.js';
import {
  invoiceLines,
  invoices,
  type InvoiceLineRow,
  type InvoiceRow,
  type SellerParticulars,
} from '../db/schema/books.js';
import type { OrderRow, PurchaseOrderRow } from '../db/schema/orders.js';
import type { DbOrTx, Tx } from './ledger.js';
import { irishDate, irishYear } from './dates.js';
import { takeNumber } from './numbers.js';
import { customerParticulars, lineDescription, shipToText } from './particulars.js';

/** An invoice with its lines in line order. */
export interface InvoiceWithLines {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
}

/**
 * Issues the invoice of a purchase order just placed (inside the checkout's transaction) and returns
 * it with its lines. The order rows must all belong to `po`.
 * @throws on database errors (the checkout rolls back, and the invoice number is not used).
 */
export async function issueInvoice(
  tx: Tx,
  args: {
    po: PurchaseOrderRow;
    orders: readonly OrderRow[];
    user: UserRow;
    seller: SellerParticulars;
    now: Date;
  },
): Promise<InvoiceWithLines> {
  const { po, user, now } = args;
  const sorted = [...args.orders].sort((a, b) => a.lineIndex - b.lineIndex);
  const rows = sorted.map((o) => ({
    orderId: o.id,
    lineIndex: o.lineIndex,
    description: lineDescription(o),
    trackingId: o.trackingId,
    referenceNumber: o.referenceNumber,
    quantity: o.quantity,
    unitNetCents: o.unitPriceCents,
    vatRateBp: o.vatRateBp,
    netCents: o.unitPriceCents * o.quantity,
    vatCents: o.unitVatCents * o.quantity,
    grossCents: o.totalCents,
  }));
  const sum = (key: 'netCents' | 'vatCents' | 'grossCents') =>
    rows.reduce((total, r) => total + r[key], 0);
  const issueDate = irishDate(now);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: await takeNumber(tx, 'INV', irishYear(now)),
      userId: user.id,
      purchaseOrderId: po.id,
      issuedAt: now,
      issueDate,
      supplyDate: issueDate,
      dueDate: addDays(issueDate, user.paymentTermsDays),
      paymentTermsDays: user.paymentTermsDays,
      netCents: sum('netCents'),
      vatCents: sum('vatCents'),
      grossCents: sum('grossCents'),
      buyerPoNumber: po.buyerPoNumber,
      seller: args.seller,
      customer: customerParticulars(user),
      shipTo: shipToText(po, user),
    })
    .returning();
  const lines = await tx
    .insert(invoiceLines)
    .values(rows.map((r) => ({ ...r, invoiceId: invoice!.id })))
    .returning();
  return { invoice: invoice!, lines };
}

/** The invoices of some purchase orders with their lines, keyed by purchase order id. */
export async function invoicesOfPurchaseOrders(
  db: DbOrTx,
  purchaseOrderIds: readonly number[],
): Promise<Map<number, InvoiceWithLines>> {
  if (purchaseOrderIds.length === 0) return new Map();
  const found = await db
    .select()
    .from(invoices)
    .where(inArray(invoices.purchaseOrderId, [...purchaseOrderIds]));
  const lines = found.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            found.map((i) => i.id),
          ),
        )
        .orderBy(asc(invoiceLines.lineIndex))
    : [];
  return new Map(
    found.map((invoice) => [
      invoice.purchaseOrderId,
      { invoice, lines: lines.filter((l) => l.invoiceId === invoice.id) },
    ]),
  );
}

/** Where one invoice stands: its gross, credited, paid and open amounts (cents) and state. */
export interface InvoiceStanding {
  invoiceId: number;
  number: string;
  issueDate: string;
  dueDate: string;
  grossCents: number;
  creditedCents: number;
  paidCents: number;
  openCents: number;
  state: InvoiceState;
}

/**
 * The standing of every invoice of the user (or only `invoiceIds`), oldest due first: what credit
 * notes took off and what payments (not reversed) settled. With `asOf`, as it stood then: only
 * invoices, credit notes, allocations and reversals made up to that instant count.
 */
export async function invoiceStandings(
  db: DbOrTx,
  userId: number,
  invoiceIds?: readonly number[],
  asOf?: Date,
): Promise<InvoiceStanding[]> {
  const at = asOf ? sql`${asOf.toISOString()}::timestamptz` : sql`'infinity'::timestamptz`;
  const rows = await db
    .select({
      invoiceId: invoices.id,
      number: invoices.number,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      grossCents: invoices.grossCents,
      // Correlated sub-selects name the outer table explicitly: Drizzle leaves selected columns
      // unqualified, and an unqualified "id" would bind to the sub-select's own table.
      creditedCents: sql<string>`coalesce((select sum(cn.gross_cents) from credit_notes cn
        where cn.invoice_id = "invoices"."id" and cn.issued_at <= ${at}), 0)`,
      paidCents: sql<string>`coalesce((select sum(pa.amount_cents) from payment_allocations pa
        where pa.invoice_id = "invoices"."id" and pa.created_at <= ${at}
          and not exists (select 1 from credit_ledger r
            where r.reverses_entry_id = pa.payment_entry_id and r.created_at <= ${at})), 0)`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, userId),
        invoiceIds ? inArray(invoices.id, [...invoiceIds]) : undefined,
        asOf ? lte(invoices.issuedAt, asOf) : undefined,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  return rows.map((r) => {
    const amounts = {
      grossCents: r.grossCents,
      creditedCents: Number(r.creditedCents),
      paidCents: Number(r.paidCents),
    };
    return {
      ...r,
      ...amounts,
      openCents: invoiceOpenCents(amounts),
      state: invoiceState(amounts),
    };
  });
}

/** One invoice of the user by number with its lines; null when there is none (or another's). */
export async function findInvoice(
  db: Db,
  userId: number,
  number: string,
): Promise<InvoiceWithLines | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.number, number)));
  if (!invoice) return null;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.lineIndex));
  return { invoice, lines };
}
