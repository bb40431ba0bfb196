/**
 * The shop's quote inbox (issue 25): list and read quotes, price one (a net price per line, or a
 * discount on the whole through @serena/domain `discountedUnitPrice`, a validity date and a
 * message) and write in its thread; how many quotes await a price (the dashboard). Every write goes
 * through {@link audited} (entity 'quote'). Refusals are {@link AdminError}s: 400 bad input (a price
 * that is not euros, a line missing a price, a validity date in the past), 404 unknown quote or
 * line, 409 a quote already accepted or declined.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { discountedUnitPrice } from '@serena/domain';
import type { Db } from '../db/client.js';
import { irishDate } from '../books/dates.js';
import type { BooksSettings } from '../books/settings.js';
import { quoteLines, quoteMessages, quotes } from '../db/schema/quotes.js';
import { audited, type AdminActor } from '../admin/audit.js';
import { AdminError } from '../admin/errors.js';
import { parseEuroAmount } from '../accounts/user-validation.js';
import type { QUOTE_STATES } from './dto.js';
import { findQuote, quoteDtos, type QuoteDto } from './dto.js';
import { QUOTE_MESSAGES } from './messages.js';
import { ORDER_MESSAGES } from '../orders/order-messages.js';
import { findOwnedFile } from '../orders/special-quote-files.js';

/** The shop's answer to a quote: prices per line (euros, net) and/or a discount, date, message. */
export interface PriceQuoteInput {
  /** Net unit prices in euros ('499.00'), by quote line id; lines left out take the discount. */
  lines: { id: number; unitPrice: string | number }[];
  /** A discount on the whole quote in basis points, for the lines without their own price. */
  discountBp?: number | null;
  /** Last day the quote can be accepted, YYYY-MM-DD (Irish calendar), today or later. */
  validUntil: string;
  /** The shop's message to the customer (in the e-mail, the PDF and the thread). */
  message: string;
}

/** A state filter of the inbox: one of the shown states. */
export type QuoteStateFilter = (typeof QUOTE_STATES)[number];

/** The SQL condition of a shown state on `today`. */
function stateCondition(state: QuoteStateFilter, today: string): SQL | undefined {
  if (state === 'expired') return and(eq(quotes.status, 'priced'), lt(quotes.validUntil, today));
  if (state === 'priced') return and(eq(quotes.status, 'priced'), gte(quotes.validUntil, today));
  return eq(quotes.status, state);
}

/** The inbox: quotes (optionally in one state), newest first, at most `limit`. */
export async function listQuotes(
  db: Db,
  books: BooksSettings,
  filter: { state?: QuoteStateFilter; limit?: number },
): Promise<QuoteDto[]> {
  const today = irishDate(new Date());
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(filter.state ? stateCondition(filter.state, today) : undefined)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(filter.limit ?? 200);
  const dtos = await quoteDtos(
    db,
    rows.map((r) => r.id),
    today,
    books.vatRateBp,
  );
  return dtos;
}

/** How many quotes await a price (status requested): the dashboard's figure. */
export async function quotesAwaitingPrice(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quotes).where(eq(quotes.status, 'requested'));
  return row?.n ?? 0;
}

/** Checks a YYYY-MM-DD date is real and not before `today`. @throws AdminError 400 */
function checkValidUntil(value: string, today: string): void {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    throw new AdminError(400, 'INVALID', 'validUntil must be a date YYYY-MM-DD.', 'validUntil');
  if (value < today)
    throw new AdminError(400, 'INVALID', QUOTE_MESSAGES.validUntilPast, 'validUntil');
}

/**
 * Prices quote `id`: every line gets its own net price (euros) or, when left out, the line's price
 * when asked less `discountBp`; sets the validity date, adds the message to the thread and marks it
 * priced, in one audited transaction. A priced or expired quote may be priced again.
 * @returns the quote and its requester (for the e-mail).
 * @throws AdminError 400 (bad price or date, a line without a price), 404, 409 (closed).
 */
export async function priceQuote(
  db: Db,
  actor: AdminActor,
  id: number,
  input: PriceQuoteInput,
): Promise<{ requesterId: number | null }> {
  const today = irishDate(new Date());
  checkValidUntil(input.validUntil, today);
  const message = input.message.trim();
  return audited(db, actor, { entity: 'quote', entityId: id, action: 'price' }, async (tx) => {
    const row = await findQuote(tx, id);
    if (!row) throw new AdminError(404, 'NOT_FOUND', QUOTE_MESSAGES.notFound);
    if (row.status === 'accepted' || row.status === 'declined')
      throw new AdminError(409, 'INVALID_STATE', QUOTE_MESSAGES.closed);
    const lines = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, id));
    input.lines.forEach((given, i) => {
      if (!lines.some((l) => l.id === given.id))
        throw new AdminError(404, 'NOT_FOUND', QUOTE_MESSAGES.unknownLine, `lines.${i}.id`);
    });
    const prices = lines.map((line) => {
      const at = input.lines.findIndex((l) => l.id === line.id);
      if (at >= 0) {
        const cents = parseEuroAmount(input.lines[at]!.unitPrice);
        if (cents === null)
          throw new AdminError(
            400,
            'INVALID',
            'The price must be euros such as 499.00.',
            `lines.${at}.unitPrice`,
          );
        return { line, cents };
      }
      if (input.discountBp === null || input.discountBp === undefined)
        throw new AdminError(400, 'INVALID', QUOTE_MESSAGES.priceRequired, 'lines');
      return { line, cents: discountedUnitPrice(line.listUnitPriceCents, input.discountBp) };
    });
    for (const p of prices) {
      await tx
        .update(quoteLines)
        .set({ quotedUnitPriceCents: p.cents })
        .where(eq(quoteLines.id, p.line.id));
    }
    const [after] = await tx
      .update(quotes)
      .set({
        status: 'priced',
        discountBp: input.discountBp ?? null,
        validUntil: input.validUntil,
        pricedAt: new Date(),
      })
      .where(eq(quotes.id, id))
      .returning();
    if (message) {
      await tx
        .insert(quoteMessages)
        .values({ quoteId: id, author: 'shop', authorUserId: actor.userId, body: message });
    }
    return {
      before: { ...row, lines },
      after: { ...after, prices: prices.map((p) => ({ id: p.line.id, cents: p.cents })) },
      result: { requesterId: row.requestedByUserId },
    };
  });
}

/**
 * Adds the shop's message to quote `id`'s thread, with an optional file (`fileId`, uploaded by this
 * admin with POST /api/order/special-quote-files), audited.
 * @throws AdminError 400 (empty, or a file that is not this admin's upload), 404, 409 (closed).
 */
export async function shopReply(
  db: Db,
  actor: AdminActor,
  id: number,
  body: string,
  fileId: string | null = null,
): Promise<void> {
  const text = body.trim();
  if (!text) throw new AdminError(400, 'INVALID', QUOTE_MESSAGES.messageRequired, 'body');
  const owner = actor.userId;
  if (fileId && (owner === null || !(await findOwnedFile(db, owner, fileId))))
    throw new AdminError(400, 'INVALID', ORDER_MESSAGES.fileNotFound, 'fileId');
  await audited(
    db,
    actor,
    { entity: 'quote', entityId: id, action: 'shop_message' },
    async (tx) => {
      const row = await findQuote(tx, id);
      if (!row) throw new AdminError(404, 'NOT_FOUND', QUOTE_MESSAGES.notFound);
      if (row.status === 'accepted' || row.status === 'declined')
        throw new AdminError(409, 'INVALID_STATE', QUOTE_MESSAGES.closed);
      const [message] = await tx
        .insert(quoteMessages)
        .values({ quoteId: id, author: 'shop', authorUserId: actor.userId, body: text, fileId })
        .returning();
      return { before: null, after: message, result: undefined };
    },
  );
}
