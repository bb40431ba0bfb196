/**
 * Accepting a quote (issue 25): the priced, unexpired quote becomes a checkout through the normal
 * path, orders/service.ts `placeOrders` — one purchase order, credit checked then under the account
 * lock, the invoice issued with VAT at the line's rate — at the quoted prices. The prices come from
 * the quote rows only (OrderLineRequest.quotedUnitPriceCents, which no client body can set), so
 * they cannot be forged. The checkout key is `quote:<id>`, so accepting twice places nothing twice;
 * the quote is marked accepted and audited inside the placing transaction, after re-checking that
 * it is still priced, unexpired and priced as read (a concurrent re-price or decline rolls back).
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Tx } from '../books/ledger.js';
import { irishDate } from '../books/dates.js';
import type { BooksSettings } from '../books/settings.js';
import type { OrderStorageType } from '../db/schema/orders.js';
import { quoteLines, quotes, type QuoteLineRow } from '../db/schema/quotes.js';
import { recordAudit } from '../admin/audit.js';
import {
  ORDER_MESSAGES,
  placeOrders,
  type ApprovalGate,
  type OnPlaced,
  type OrderLineRequest,
  type PlaceOrdersResult,
  type ShippingAddress,
} from '../orders/service.js';
import { QUOTE_MESSAGES, QuoteError } from './messages.js';
import { approvalNeeds } from '../companies/approvals.js';
import { auditActor, ownQuote, type QuoteActor } from './service.js';
import { quoteState } from './dto.js';

/** What the customer gives when accepting: where to deliver and their own PO number. */
export interface AcceptQuoteInput {
  shipping: ShippingAddress;
  buyerPoNumber: string | null;
}

/** The checkout key of quote `id`: one acceptance, one purchase order. */
export const quoteCheckoutKey = (id: number): string => `quote:${id}`;

/**
 * A quote line as an order line at its quoted price (no client price: the api's own).
 * @throws QuoteError 409 when the product left the catalog.
 */
function orderLine(line: QuoteLineRow): OrderLineRequest {
  if (line.productId === null) throw new QuoteError(409, ORDER_MESSAGES.productUnavailable);
  return {
    productId: line.productId,
    sizeId: line.sizeId,
    fabricId: line.fabricId,
    fabricColorId: line.fabricColorId,
    storageType: line.storageType as OrderStorageType,
    quantity: line.quantity,
    referenceNumber: line.referenceNumber,
    clientGrossCents: null,
    clientVatCents: null,
    specialQuoteText: line.note,
    specialQuoteFileId: line.fileId,
    quotedUnitPriceCents: line.quotedUnitPriceCents,
  };
}

async function linesOf(db: Db | Tx, id: number): Promise<QuoteLineRow[]> {
  return db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, id))
    .orderBy(asc(quoteLines.lineIndex));
}

/**
 * The approval gate of a quote acceptance (issue 24): an accepted quote is an order at once, so a
 * user whose spending limits or company rule would hold it for approval may not accept it; a
 * company admin or a user within their limits does.
 * @throws QuoteError 409 inside the checkout's transaction when the quote's total needs approval.
 */
function overLimitRefusal(actor: QuoteActor): ApprovalGate {
  return {
    byKey: () => Promise.resolve(undefined),
    hold: async (tx, checkout) => {
      const needs = await approvalNeeds(
        tx,
        actor.accountId,
        actor.userId,
        checkout.totalCents,
        new Date(),
      );
      if (needs.reasons.length > 0) throw new QuoteError(409, QUOTE_MESSAGES.overLimit);
      return null;
    },
  };
}

/**
 * Accepts the company's quote `id`: places its orders at the quoted prices and marks it accepted,
 * in one transaction. A repeated acceptance answers the orders already placed (`replayed`).
 * @throws QuoteError 404 (not the company's), 409 (not priced yet, expired, declined, changed
 *   meanwhile, over the accepting user's spending limits); OrderError 402 (insufficient credit), 409 (product unavailable) as a checkout.
 */
export async function acceptQuote(
  db: Db,
  actor: QuoteActor,
  id: number,
  input: AcceptQuoteInput,
  books: BooksSettings,
  onPlaced?: OnPlaced,
): Promise<PlaceOrdersResult> {
  const row = await ownQuote(db, actor.accountId, id);
  const today = irishDate(new Date());
  const state = quoteState(row, today);
  const base = {
    userId: actor.accountId,
    placedByUserId: actor.userId,
    idempotencyKey: quoteCheckoutKey(id),
    shipping: input.shipping,
    buyerPoNumber: input.buyerPoNumber,
  };
  if (state === 'accepted') return placeOrders(db, { ...base, lines: [] }, books);
  if (state === 'declined') throw new QuoteError(409, QUOTE_MESSAGES.closed);
  if (state === 'requested') throw new QuoteError(409, QUOTE_MESSAGES.notPriced);
  if (state === 'expired') throw new QuoteError(409, QUOTE_MESSAGES.expired);
  const lines = await linesOf(db, id);
  return placeOrders(
    db,
    {
      ...base,
      lines: lines.map(orderLine),
      approval: overLimitRefusal(actor),
      within: async (tx, placed) => {
        const [after] = await tx
          .update(quotes)
          .set({
            status: 'accepted',
            decidedAt: new Date(),
            purchaseOrderId: placed[0]?.purchaseOrderId ?? null,
          })
          .where(and(eq(quotes.id, id), eq(quotes.status, 'priced'), gte(quotes.validUntil, today)))
          .returning();
        const now = await linesOf(tx, id);
        const same = now.every((l, i) => l.quotedUnitPriceCents === lines[i]?.quotedUnitPriceCents);
        if (!after || !same || now.length !== lines.length)
          throw new QuoteError(409, QUOTE_MESSAGES.closed);
        await recordAudit(
          tx,
          auditActor(actor),
          { entity: 'quote', entityId: id, action: 'accept' },
          { before: row, after: { ...after, orderIds: placed.map((o) => o.id) } },
        );
      },
    },
    books,
    onPlaced,
  );
}
