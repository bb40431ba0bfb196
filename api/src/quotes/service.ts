/**
 * The customer's side of negotiated quotes (issue 25): turn a cart into a quote request, read the
 * company's quotes, reply in the thread and decline. Lines are parsed and priced exactly as a
 * checkout's (orders-body.ts `parseItems`, orders `priceOrderLine` with the company's price list and
 * tiers), so a quote asks only for what can be ordered, and the price when asked is recorded. Every
 * step is audited (entity 'quote') in the transaction of its write. A company reaches only its own
 * quotes: another's answers 404. No HTTP in here: failures are QuoteError / OrderError.
 */
import { and, desc, eq } from 'drizzle-orm';
import { pricingFromWire } from '@serena/domain';
import type { Db } from '../db/client.js';
import type { Tx } from '../books/ledger.js';
import { irishDate } from '../books/dates.js';
import type { BooksSettings } from '../books/settings.js';
import { quoteLines, quoteMessages, quotes, type QuoteRow } from '../db/schema/quotes.js';
import { recordAudit, type AdminActor } from '../admin/audit.js';
import { customerPricing } from '../pricing/customer.js';
import { findOwnedFile } from '../orders/special-quote-files.js';
import {
  loadCatalogProduct,
  ORDER_MESSAGES,
  OrderError,
  priceOrderLine,
  type CatalogProduct,
  type OrderLineRequest,
} from '../orders/service.js';
import { findQuote, quoteDtos, quoteState, type QuoteDto } from './dto.js';
import { QUOTE_MESSAGES, QuoteError } from './messages.js';

/** Who acts on a quote: the company account, the user and their label for the audit log. */
export interface QuoteActor {
  /** The company account the quote belongs to. */
  accountId: number;
  /** The signed-in user. */
  userId: number;
  /** The user's e-mail (the audit log's actor). */
  label: string;
}

/** Longest note or message (characters). */
export const MAX_QUOTE_TEXT = 4000;

/** The audit actor of a customer's step. */
export const auditActor = (a: QuoteActor): AdminActor => ({ userId: a.userId, label: a.label });

/** 'Size, Fabric, Colour, Storage' of a line from the catalog's names ('' when none). */
function describeLine(product: CatalogProduct, line: OrderLineRequest): string {
  const fabric = line.fabricId === null ? undefined : product.fabrics.get(line.fabricId);
  return [
    line.sizeId === null ? null : product.sizes.get(line.sizeId),
    fabric?.name,
    line.fabricColorId === null ? null : fabric?.colors.get(line.fabricColorId),
    line.storageType === 'Non Ottoman' ? null : line.storageType,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Turns a cart into a quote request: every line is checked and priced as at checkout (client prices
 * are ignored), each line's file must be the company's; one quote row, its lines and an audit row
 * are written in one transaction.
 * @returns the new quote's id.
 * @throws OrderError 400/409 as a checkout's lines (reference, quantity, choices, unavailable,
 *   foreign file).
 */
export async function requestQuote(
  db: Db,
  actor: QuoteActor,
  input: { lines: OrderLineRequest[]; note: string | null },
  books: BooksSettings,
): Promise<number> {
  if (input.lines.length === 0) throw new OrderError(400, ORDER_MESSAGES.emptyCart, 'items');
  const today = irishDate(new Date());
  const ids = input.lines.map((l) => l.productId);
  const pricing = pricingFromWire(await customerPricing(db, actor.accountId, today, ids));
  const rows: Omit<typeof quoteLines.$inferInsert, 'quoteId'>[] = [];
  for (const [i, line] of input.lines.entries()) {
    const field = `items.${i}`;
    const product = await loadCatalogProduct(db, line.productId);
    if (!product) throw new OrderError(400, ORDER_MESSAGES.productNotFound, `${field}.productId`);
    const free = { ...line, clientGrossCents: null, clientVatCents: null };
    const priced = priceOrderLine(product, free, field, books.vatRateBp, pricing);
    if (line.specialQuoteFileId !== null) {
      if (!(await findOwnedFile(db, actor.accountId, line.specialQuoteFileId)))
        throw new OrderError(400, ORDER_MESSAGES.fileNotFound, `${field}.special_quote.fileId`);
    }
    rows.push({
      lineIndex: i,
      productId: product.id,
      productName: product.name,
      description: describeLine(product, line),
      sizeId: line.sizeId,
      fabricId: line.fabricId,
      fabricColorId: line.fabricColorId,
      storageType: line.storageType,
      quantity: line.quantity,
      referenceNumber: line.referenceNumber.trim(),
      note: line.specialQuoteText?.trim() || null,
      fileId: line.specialQuoteFileId,
      listUnitPriceCents: priced.unitPriceCents,
    });
  }
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({ userId: actor.accountId, requestedByUserId: actor.userId, note: input.note })
      .returning();
    const id = quote!.id;
    await tx.insert(quoteLines).values(rows.map((r) => ({ ...r, quoteId: id })));
    await recordAudit(
      tx,
      auditActor(actor),
      { entity: 'quote', entityId: id, action: 'request' },
      { before: null, after: { ...quote, lines: rows } },
    );
    return id;
  });
}

/** The company's quotes, newest first. */
export async function listOwnQuotes(
  db: Db,
  accountId: number,
  books: BooksSettings,
): Promise<QuoteDto[]> {
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.userId, accountId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  const today = irishDate(new Date());
  return quoteDtos(
    db,
    rows.map((r) => r.id),
    today,
    books.vatRateBp,
  );
}

/** The company's quote `id`. @throws QuoteError 404 when absent or another company's. */
export async function ownQuote(db: Db | Tx, accountId: number, id: number): Promise<QuoteRow> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.userId, accountId)))
    .limit(1);
  if (!row) throw new QuoteError(404, QUOTE_MESSAGES.notFound);
  return row;
}

/** One quote on the wire (for its owner or the shop), as of today. */
export async function quoteById(db: Db | Tx, id: number, books: BooksSettings): Promise<QuoteDto> {
  const [dto] = await quoteDtos(db, [id], irishDate(new Date()), books.vatRateBp);
  if (!dto) throw new QuoteError(404, QUOTE_MESSAGES.notFound);
  return dto;
}

/** Refuses a step on a quote that is accepted or declined (409). */
export function assertOpen(row: QuoteRow): void {
  if (row.status === 'accepted' || row.status === 'declined')
    throw new QuoteError(409, QUOTE_MESSAGES.closed);
}

/**
 * Adds the customer's message (with an optional file of the company) to the quote's thread, audited.
 * @throws QuoteError 404 (not the company's), 409 (closed), 400 (empty message, foreign file).
 */
export async function replyToQuote(
  db: Db,
  actor: QuoteActor,
  id: number,
  input: { body: string; fileId: string | null },
): Promise<void> {
  const body = input.body.trim();
  if (!body) throw new QuoteError(400, QUOTE_MESSAGES.messageRequired, 'body');
  if (input.fileId && !(await findOwnedFile(db, actor.accountId, input.fileId)))
    throw new QuoteError(400, ORDER_MESSAGES.fileNotFound, 'fileId');
  await db.transaction(async (tx) => {
    const row = await ownQuote(tx, actor.accountId, id);
    assertOpen(row);
    const [message] = await tx
      .insert(quoteMessages)
      .values({
        quoteId: id,
        author: 'customer',
        authorUserId: actor.userId,
        body,
        fileId: input.fileId,
      })
      .returning();
    await recordAudit(
      tx,
      auditActor(actor),
      { entity: 'quote', entityId: id, action: 'customer_message' },
      { before: null, after: message },
    );
  });
}

/**
 * Declines the company's quote (requested, priced or expired), with an optional reason added to the
 * thread; audited. @throws QuoteError 404, 409 (already accepted or declined).
 */
export async function declineQuote(
  db: Db,
  actor: QuoteActor,
  id: number,
  reason: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownQuote(tx, actor.accountId, id);
    assertOpen(row);
    const [after] = await tx
      .update(quotes)
      .set({ status: 'declined', decidedAt: new Date() })
      .where(eq(quotes.id, id))
      .returning();
    if (reason?.trim()) {
      await tx.insert(quoteMessages).values({
        quoteId: id,
        author: 'customer',
        authorUserId: actor.userId,
        body: reason.trim(),
      });
    }
    await recordAudit(
      tx,
      auditActor(actor),
      { entity: 'quote', entityId: id, action: 'decline', reason },
      { before: row, after },
    );
  });
}

/** The quote's state today (for callers holding a row). */
export function stateToday(row: QuoteRow): ReturnType<typeof quoteState> {
  return quoteState(row, irishDate(new Date()));
}

export { findQuote };
