/**
 * What the admin order detail adds from the books (issue 22): the purchase order the order is a
 * line of, the other lines of that purchase order (its siblings), the invoice number and the credit
 * notes issued for this line. Amounts in integer euro cents.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '../db/schema/books.js';
import { orders } from '../db/schema/orders.js';
import type { Tx } from '../books/ledger.js';
import type { AdminOrderDetailDto } from './order-dto.js';
import { getAdminOrder } from './orders.js';

/** Another line of the same purchase order, in short (cents). */
export type SiblingOrderDto = AdminOrderDetailDto['siblings'][number];

/** A credit note issued for an order line (cents). */
export type OrderCreditNoteDto = AdminOrderDetailDto['creditNotes'][number];

/** One order by id with what the books say about it, or undefined. */
export async function getAdminOrderDetail(
  db: Db | Tx,
  id: number,
): Promise<AdminOrderDetailDto | undefined> {
  const order = await getAdminOrder(db, id);
  if (!order) return undefined;
  const [row] = await db
    .select({ purchaseOrderId: orders.purchaseOrderId })
    .from(orders)
    .where(eq(orders.id, id));
  const poId = row?.purchaseOrderId ?? null;
  const siblings =
    poId === null
      ? []
      : await db
          .select()
          .from(orders)
          .where(and(eq(orders.purchaseOrderId, poId), ne(orders.id, id)))
          .orderBy(asc(orders.lineIndex), asc(orders.id));
  const [invoice] =
    poId === null
      ? []
      : await db
          .select({ number: invoices.number })
          .from(invoices)
          .where(eq(invoices.purchaseOrderId, poId));
  const notes = await db
    .selectDistinct({
      id: creditNotes.id,
      number: creditNotes.number,
      issueDate: creditNotes.issueDate,
      gross: creditNoteLines.grossCents,
      reason: creditNotes.reason,
    })
    .from(creditNoteLines)
    .innerJoin(invoiceLines, eq(invoiceLines.id, creditNoteLines.invoiceLineId))
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .where(eq(invoiceLines.orderId, id))
    .orderBy(asc(creditNotes.id));
  return {
    ...order,
    invoiceNumber: invoice?.number ?? null,
    creditNotes: notes.map(({ number, issueDate, gross, reason }) => ({
      number,
      issueDate,
      gross,
      reason,
    })),
    siblings: siblings.map((o) => ({
      id: o.id,
      trackingId: o.trackingId,
      productName: o.productName,
      quantity: o.quantity,
      gross: o.totalCents,
      deliveryStatus: o.deliveryStatus,
      cancelled: o.status === 'cancelled',
    })),
  };
}
