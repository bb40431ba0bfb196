/**
 * Credit notes (issue 22; design "The books"): cancelling an order (a line of a purchase order), by
 * the customer or the admin, issues a credit note in the cancellation's transaction. It has its own
 * gap-free number ('CN-2026-000001'), names the invoice it credits, repeats the credited lines at
 * their original VAT rate and carries the reason. An invoice line is credited at most once (a unique
 * index). Amounts in integer euro cents.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/accounts.js';
import {
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoices,
  type CreditNoteLineRow,
  type CreditNoteRow,
  type InvoiceRow,
  type SellerParticulars,
} from '../db/schema/books.js';
import { purchaseOrders, type OrderRow } from '../db/schema/orders.js';
import type { DbOrTx, Tx } from './ledger.js';
import { irishDate, irishYear } from './dates.js';
import { takeNumber } from './numbers.js';
import { customerParticulars } from './particulars.js';

/** A credit note with its lines and the number of the invoice it credits. */
export interface CreditNoteWithLines {
  creditNote: CreditNoteRow;
  lines: CreditNoteLineRow[];
  invoiceNumber: string;
  /** The shop's number of the purchase order the credited invoice belongs to ('PO-000042'). */
  purchaseOrderNumber: string;
}

/** Who cancelled: the customer or the shop's staff. */
export type CancelledBy = CreditNoteRow['cancelledBy'];

/** The reason printed when the cancelling party gave none. */
export function defaultCancelReason(by: CancelledBy): string {
  return by === 'customer' ? 'Cancelled by the customer' : 'Cancelled by Serena Home';
}

/**
 * Issues the credit note for cancelled orders of one invoice (inside the cancellation's transaction).
 * @throws Error when an order has no invoice line, or the lines belong to different invoices; on
 *   database errors (e.g. a line credited twice violates the unique index): the cancellation rolls
 *   back.
 */
export async function issueCreditNote(
  tx: Tx,
  args: {
    orders: readonly OrderRow[];
    user: UserRow;
    reason: string;
    cancelledBy: CancelledBy;
    seller: SellerParticulars;
    now: Date;
  },
): Promise<CreditNoteWithLines> {
  const ids = args.orders.map((o) => o.id);
  const credited = await tx
    .select({ line: invoiceLines, invoice: invoices })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(inArray(invoiceLines.orderId, ids))
    .orderBy(asc(invoiceLines.lineIndex));
  const invoice: InvoiceRow | undefined = credited[0]?.invoice;
  if (!invoice || credited.length !== ids.length) {
    throw new Error(`orders ${ids.join(', ')} have no invoice lines to credit`);
  }
  if (credited.some((c) => c.invoice.id !== invoice.id)) {
    throw new Error('a credit note credits lines of one invoice');
  }
  const lines = credited.map(({ line }) => line);
  const sum = (key: 'netCents' | 'vatCents' | 'grossCents') =>
    lines.reduce((total, l) => total + l[key], 0);
  const [creditNote] = await tx
    .insert(creditNotes)
    .values({
      number: await takeNumber(tx, 'CN', irishYear(args.now)),
      userId: invoice.userId,
      invoiceId: invoice.id,
      issuedAt: args.now,
      issueDate: irishDate(args.now),
      reason: args.reason.trim() || defaultCancelReason(args.cancelledBy),
      cancelledBy: args.cancelledBy,
      netCents: sum('netCents'),
      vatCents: sum('vatCents'),
      grossCents: sum('grossCents'),
      buyerPoNumber: invoice.buyerPoNumber,
      seller: args.seller,
      customer: customerParticulars(args.user),
    })
    .returning();
  const noteLines = await tx
    .insert(creditNoteLines)
    .values(
      lines.map((l) => ({
        creditNoteId: creditNote!.id,
        invoiceLineId: l.id,
        description: l.description,
        trackingId: l.trackingId,
        quantity: l.quantity,
        unitNetCents: l.unitNetCents,
        vatRateBp: l.vatRateBp,
        netCents: l.netCents,
        vatCents: l.vatCents,
        grossCents: l.grossCents,
      })),
    )
    .returning();
  const [po] = await tx
    .select({ number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, invoice.purchaseOrderId));
  return {
    creditNote: creditNote!,
    lines: noteLines,
    invoiceNumber: invoice.number,
    purchaseOrderNumber: po?.number ?? '',
  };
}

/** Loads credit notes with their lines and invoice numbers. */
async function withLines(db: DbOrTx, notes: CreditNoteRow[]): Promise<CreditNoteWithLines[]> {
  if (notes.length === 0) return [];
  const lines = await db
    .select()
    .from(creditNoteLines)
    .where(
      inArray(
        creditNoteLines.creditNoteId,
        notes.map((n) => n.id),
      ),
    )
    .orderBy(asc(creditNoteLines.id));
  const numbers = await db
    .select({ id: invoices.id, number: invoices.number, poNumber: purchaseOrders.number })
    .from(invoices)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, invoices.purchaseOrderId))
    .where(
      inArray(
        invoices.id,
        notes.map((n) => n.invoiceId),
      ),
    );
  return notes.map((creditNote) => {
    const invoice = numbers.find((n) => n.id === creditNote.invoiceId);
    return {
      creditNote,
      lines: lines.filter((l) => l.creditNoteId === creditNote.id),
      invoiceNumber: invoice?.number ?? '',
      purchaseOrderNumber: invoice?.poNumber ?? '',
    };
  });
}

/** The credit notes of some invoices, newest first. */
export async function creditNotesOfInvoices(
  db: DbOrTx,
  invoiceIds: readonly number[],
): Promise<CreditNoteWithLines[]> {
  if (invoiceIds.length === 0) return [];
  const notes = await db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, [...invoiceIds]))
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id));
  return withLines(db, notes);
}

/** One credit note of the user by number; null when there is none (or it is another's). */
export async function findCreditNote(
  db: Db,
  userId: number,
  number: string,
): Promise<CreditNoteWithLines | null> {
  const notes = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.userId, userId), eq(creditNotes.number, number)));
  const [found] = await withLines(db, notes);
  return found ?? null;
}

/** The credit note that credited an order, or null. */
export async function creditNoteOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<CreditNoteWithLines | null> {
  const [row] = await db
    .select({ note: creditNotes })
    .from(creditNoteLines)
    .innerJoin(invoiceLines, eq(invoiceLines.id, creditNoteLines.invoiceLineId))
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .where(eq(invoiceLines.orderId, orderId));
  if (!row) return null;
  const [found] = await withLines(db, [row.note]);
  return found ?? null;
}
