/**
 * The wire shape of a quote (issue 25), the same for the customer and the admin: its lines with the
 * customer's price when asked and the shop's price, totals at the line's VAT rate through
 * @serena/domain `customerUnitPrice` (step 0, the quoted price), and the thread. Money in integer
 * euro cents, net unless named gross; dates ISO.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { customerUnitPrice, type VatRateBp } from '@serena/domain';
import type { Db } from '../db/client.js';
import type { Tx } from '../books/ledger.js';
import { users } from '../db/schema/accounts.js';
import { purchaseOrders, specialQuoteFiles } from '../db/schema/orders.js';
import {
  quoteLines,
  quoteMessages,
  quotes,
  type QuoteLineRow,
  type QuoteRow,
} from '../db/schema/quotes.js';

/** States a quote is shown in: the stored ones and 'expired' (priced, validity date passed). */
export const QUOTE_STATES = ['requested', 'priced', 'expired', 'accepted', 'declined'] as const;

const fileDto = z.object({ id: z.string(), fileName: z.string() }).nullable();

/** One line of a quote on the wire. */
export const quoteLineDto = z.object({
  id: z.number().int(),
  lineIndex: z.number().int(),
  productId: z.number().int().nullable().describe('null once the product left the catalog'),
  productName: z.string(),
  description: z.string().describe('size, fabric, colour, storage'),
  sizeId: z.number().int().nullable(),
  fabricId: z.number().int().nullable(),
  fabricColorId: z.number().int().nullable(),
  storageType: z.string(),
  quantity: z.number().int(),
  referenceNumber: z.string(),
  note: z.string().nullable(),
  file: fileDto,
  listUnitPriceCents: z.number().int().describe('net cents: the price when asked'),
  quotedUnitPriceCents: z.number().int().nullable().describe('net cents; null until priced'),
  quotedUnitVatCents: z.number().int().nullable(),
  quotedTotalCents: z.number().int().nullable().describe('gross cents × quantity'),
});

/** One message of a quote's thread. */
export const quoteMessageDto = z.object({
  id: z.number().int(),
  author: z.enum(['customer', 'shop']),
  authorName: z.string().nullable(),
  body: z.string(),
  file: fileDto,
  createdAt: z.string(),
});

/** A quote on the wire. */
export const quoteDto = z.object({
  id: z.number().int(),
  number: z.string().describe("'Q-000042'"),
  state: z.enum(QUOTE_STATES),
  accountId: z.number().int(),
  companyName: z.string(),
  requestedBy: z.string().nullable(),
  note: z.string().nullable(),
  discountBp: z.number().int().nullable(),
  validUntil: z.string().nullable().describe('YYYY-MM-DD, inclusive'),
  createdAt: z.string(),
  pricedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  purchaseOrderNumber: z.string().nullable(),
  vatRateBp: z.number().int(),
  netCents: z.number().int().nullable().describe('Σ quoted net × quantity; null until priced'),
  vatCents: z.number().int().nullable(),
  grossCents: z.number().int().nullable(),
  lines: z.array(quoteLineDto),
  messages: z.array(quoteMessageDto),
});

/** A quote on the wire, inferred from {@link quoteDto}. */
export type QuoteDto = z.infer<typeof quoteDto>;
/** A quote line on the wire. */
export type QuoteLineDto = z.infer<typeof quoteLineDto>;

/** 'Q-000042' for quote 42. */
export function quoteNumber(id: number): string {
  return `Q-${String(id).padStart(6, '0')}`;
}

/** The state a quote shows on `today` (YYYY-MM-DD): a priced one past its date is 'expired'. */
export function quoteState(row: QuoteRow, today: string): (typeof QUOTE_STATES)[number] {
  if (row.status === 'priced' && row.validUntil !== null && row.validUntil < today)
    return 'expired';
  return row.status;
}

/** A line's quoted unit price, VAT and gross total at `vatRateBp` (domain step 0), or nulls. */
export function quotedLine(line: QuoteLineRow, vatRateBp: VatRateBp) {
  if (line.quotedUnitPriceCents === null) return null;
  const unit = customerUnitPrice({
    tradeUnitPrice: line.listUnitPriceCents,
    productId: line.productId ?? 0,
    categoryIds: [],
    variationId: null,
    quantity: line.quantity,
    at: '2000-01-01',
    vatRateBp,
    quotedUnitPrice: line.quotedUnitPriceCents,
  });
  return { ...unit, totalCents: unit.unitGross * line.quantity };
}

/** The quotes of `ids` on the wire, in the order of `ids`. */
export async function quoteDtos(
  db: Db | Tx,
  ids: number[],
  today: string,
  vatRateBp: VatRateBp,
): Promise<QuoteDto[]> {
  if (!ids.length) return [];
  const [rows, lines, messages] = await Promise.all([
    db.select().from(quotes).where(inArray(quotes.id, ids)),
    db
      .select()
      .from(quoteLines)
      .where(inArray(quoteLines.quoteId, ids))
      .orderBy(asc(quoteLines.lineIndex)),
    db
      .select()
      .from(quoteMessages)
      .where(inArray(quoteMessages.quoteId, ids))
      .orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id)),
  ]);
  const fileIds = [...lines, ...messages].map((x) => x.fileId).filter((x): x is string => !!x);
  const userIds = [
    ...rows.flatMap((r) => [r.userId, r.requestedByUserId]),
    ...messages.map((m) => m.authorUserId),
  ].filter((x): x is number => x !== null);
  const poIds = rows.map((r) => r.purchaseOrderId).filter((x): x is number => x !== null);
  const [files, people, pos] = await Promise.all([
    fileIds.length
      ? db.select().from(specialQuoteFiles).where(inArray(specialQuoteFiles.id, fileIds))
      : [],
    db
      .select({ id: users.id, fullName: users.fullName, companyName: users.companyName })
      .from(users)
      .where(inArray(users.id, userIds.length ? userIds : [0])),
    poIds.length
      ? db
          .select({ id: purchaseOrders.id, number: purchaseOrders.number })
          .from(purchaseOrders)
          .where(inArray(purchaseOrders.id, poIds))
      : [],
  ]);
  const file = (id: string | null) => {
    const f = id ? files.find((x) => x.id === id) : undefined;
    return f ? { id: f.id, fileName: f.fileName } : null;
  };
  const person = (id: number | null) => people.find((p) => p.id === id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = lines.filter((l) => l.quoteId === id).map((l) => lineDto(l, vatRateBp, file));
    const priced = own.every((l) => l.quotedUnitPriceCents !== null) && own.length > 0;
    const net = own.reduce((s, l) => s + (l.quotedUnitPriceCents ?? 0) * l.quantity, 0);
    const gross = own.reduce((s, l) => s + (l.quotedTotalCents ?? 0), 0);
    return [
      {
        id,
        number: quoteNumber(id),
        state: quoteState(row, today),
        accountId: row.userId,
        companyName: person(row.userId)?.companyName ?? '',
        requestedBy: person(row.requestedByUserId)?.fullName ?? null,
        note: row.note,
        discountBp: row.discountBp,
        validUntil: row.validUntil,
        createdAt: row.createdAt.toISOString(),
        pricedAt: row.pricedAt?.toISOString() ?? null,
        decidedAt: row.decidedAt?.toISOString() ?? null,
        purchaseOrderNumber: pos.find((p) => p.id === row.purchaseOrderId)?.number ?? null,
        vatRateBp,
        netCents: priced ? net : null,
        vatCents: priced ? gross - net : null,
        grossCents: priced ? gross : null,
        lines: own,
        messages: messages
          .filter((m) => m.quoteId === id)
          .map((m) => ({
            id: m.id,
            author: m.author,
            authorName:
              m.author === 'shop' ? 'Serena Trade' : (person(m.authorUserId)?.fullName ?? null),
            body: m.body,
            file: file(m.fileId),
            createdAt: m.createdAt.toISOString(),
          })),
      },
    ];
  });
}

function lineDto(
  l: QuoteLineRow,
  vatRateBp: VatRateBp,
  file: (id: string | null) => { id: string; fileName: string } | null,
): QuoteLineDto {
  const q = quotedLine(l, vatRateBp);
  return {
    id: l.id,
    lineIndex: l.lineIndex,
    productId: l.productId,
    productName: l.productName,
    description: l.description,
    sizeId: l.sizeId,
    fabricId: l.fabricId,
    fabricColorId: l.fabricColorId,
    storageType: l.storageType,
    quantity: l.quantity,
    referenceNumber: l.referenceNumber,
    note: l.note,
    file: file(l.fileId),
    listUnitPriceCents: l.listUnitPriceCents,
    quotedUnitPriceCents: l.quotedUnitPriceCents,
    quotedUnitVatCents: q?.unitVat ?? null,
    quotedTotalCents: q?.totalCents ?? null,
  };
}

/** One quote row by id, or undefined. */
export async function findQuote(db: Db | Tx, id: number): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return row;
}

const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The content type of a quote's file (.pdf, .doc, .docx) by its name; octet-stream otherwise. */
export function quoteFileType(fileName: string): string {
  const kind = fileName.split('.').pop()?.toLowerCase() ?? '';
  return FILE_TYPES[kind] ?? 'application/octet-stream';
}
