/**
 * Request parsing of the order calls: the checkout body (JSON or multipart with
 * special-instructions files), its order lines and shipping address (spec §7). Every problem is an
 * OrderError 400 naming its field. Split out of orders/routes.ts (issue 15).
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ORDER_STORAGE_TYPES, type OrderStorageType } from '../db/schema/orders.js';
import type { FileStorage, StoredFile } from '../files/file-storage.js';
import { sanitizeFileName } from '../files/service.js';
import {
  ORDER_MESSAGES,
  OrderError,
  type OrderLineRequest,
  type ShippingAddress,
} from './service.js';
import {
  MAX_SPECIAL_QUOTE_BYTES,
  SPECIAL_QUOTE_AREA,
  SPECIAL_QUOTE_TYPE_MESSAGE,
  checkSpecialQuoteFile,
} from './special-quote-files.js';
import { parseEuroAmount } from '../accounts/service.js';

/** Longest reference number, special-quote text and shipping line accepted (characters). */
export const MAX_REFERENCE = 100;
const MAX_TEXT = 2000;
const MAX_ADDRESS = 500;
const MAX_LINES = 100;

function bad(field: string, message: string): never {
  throw new OrderError(400, message, field);
}

/** A positive integer id from a number or digit string; null/undefined/'' -> null. */
export function optionalId(value: unknown, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text.trim())) {
    bad(field, `${field} must be a positive integer`);
  }
  const n = Number(text.trim());
  if (n < 1 || n > 2_147_483_647) bad(field, `${field} must be a positive integer`);
  return n;
}

/** Optional text of at most `max` characters. @throws OrderError 400 naming `field`. */
export function optionalText(value: unknown, field: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') bad(field, `${field} must be text`);
  if (value.length > max) bad(field, `${field} must be at most ${max} characters`);
  return value;
}

function euroCents(value: unknown, field: string, required: boolean): number | null {
  if (value === null || value === undefined || value === '') {
    if (required) bad(field, `${field} is required`);
    return null;
  }
  const cents = parseEuroAmount(value);
  if (cents === null) bad(field, `${field} must be a euro amount such as 499.00`);
  return cents;
}

/**
 * Parses the spec §7 `items` array into order lines (quantity and reference are checked by the
 * service with the spec's messages). `price` is required unless `priceRequired` is false (a quote
 * request: the shop sets the price). @throws OrderError 400 naming `items.{i}.{field}`.
 */
export function parseItems(raw: unknown, priceRequired = true): OrderLineRequest[] {
  if (raw === undefined || raw === null) bad('items', ORDER_MESSAGES.emptyCart);
  if (!Array.isArray(raw)) bad('items', 'items must be an array');
  if (raw.length === 0) bad('items', ORDER_MESSAGES.emptyCart);
  if (raw.length > MAX_LINES) bad('items', `At most ${MAX_LINES} lines per order`);
  return raw.map((item: unknown, i): OrderLineRequest => {
    const f = `items.${i}`;
    if (typeof item !== 'object' || item === null) bad(f, `${f} must be an object`);
    const it = item as Record<string, unknown>;
    const productId = optionalId(it.productId, `${f}.productId`);
    if (productId === null) bad(`${f}.productId`, `${f}.productId is required`);
    const storage = it.storageType ?? 'Non Ottoman';
    if (
      typeof storage !== 'string' ||
      !(ORDER_STORAGE_TYPES as readonly string[]).includes(storage)
    ) {
      bad(`${f}.storageType`, `${f}.storageType must be one of ${ORDER_STORAGE_TYPES.join(', ')}`);
    }
    const quantity = typeof it.quantity === 'string' ? Number(it.quantity) : it.quantity;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > 99
    ) {
      bad(`${f}.quantity`, ORDER_MESSAGES.quantityRange);
    }
    const reference = optionalText(it.referenceNumber, `${f}.referenceNumber`, MAX_REFERENCE);
    if (!reference?.trim()) bad(`${f}.referenceNumber`, ORDER_MESSAGES.referenceRequired);
    const quote = (it.special_quote ?? {}) as Record<string, unknown>;
    if (typeof quote !== 'object')
      bad(`${f}.special_quote`, `${f}.special_quote must be an object`);
    const fileId = optionalText(quote.fileId, `${f}.special_quote.fileId`, 100);
    return {
      productId,
      sizeId: optionalId(it.sizeId, `${f}.sizeId`),
      fabricId: optionalId(it.fabricId, `${f}.fabricId`),
      fabricColorId: optionalId(it.fabricColorId, `${f}.fabricColorId`),
      storageType: storage as OrderStorageType,
      quantity,
      referenceNumber: reference,
      clientGrossCents: euroCents(it.price, `${f}.price`, priceRequired),
      clientVatCents: euroCents(it.vat, `${f}.vat`, false),
      specialQuoteText: optionalText(quote.text, `${f}.special_quote.text`, MAX_TEXT),
      specialQuoteFileId: fileId?.trim() ? fileId.trim() : null,
    };
  });
}

/** Parses `shipping_address` (one line) and the optional structured `shipping` object. */
export function parseShipping(line: unknown, parts: unknown): ShippingAddress {
  const text = optionalText(line, 'shipping_address', MAX_ADDRESS) ?? '';
  const p = (parts ?? {}) as Record<string, unknown>;
  if (typeof p !== 'object') bad('shipping', 'shipping must be an object');
  const part = (key: string) =>
    optionalText(p[key], `shipping.${key}`, MAX_ADDRESS)?.trim() || null;
  const shipping = {
    name: part('firstName'),
    street: part('address'),
    city: part('city'),
    country: part('country'),
  };
  const joined =
    text.trim() || [shipping.street, shipping.city, shipping.country].filter(Boolean).join(', ');
  return { line: joined, ...shipping };
}

/** A checkout body as read from JSON or multipart. */
export interface CheckoutBody {
  userId?: unknown;
  idempotency_key?: unknown;
  shipping_address?: unknown;
  shipping?: unknown;
  items?: unknown;
  /** The buyer's own purchase order number (issue 22), up to 35 characters. */
  buyer_po_number?: unknown;
  /** A saved address of the company (issue 24), instead of `shipping_address`. */
  address_id?: unknown;
  /** Issue 24: a whole typed address to save to the company's book with the order. */
  save_address?: unknown;
}

/** A file sent with a multipart checkout, accepted and stored. */
export interface CheckoutFile extends StoredFile {
  name: string;
  kind: 'pdf' | 'doc' | 'docx';
}

/** Parses a JSON text field of a multipart body. */
function jsonField(value: string, field: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return bad(field, `${field} must be valid JSON`);
  }
}

/**
 * Reads a multipart checkout (spec §7: userId, shipping_address, items as JSON, and
 * special_quote_files): text fields and files (each checked PDF/Word by name and content).
 * @throws OrderError 400 for bad JSON or a refused file (stored files are removed).
 */
export async function readMultipartCheckout(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<{ body: CheckoutBody; files: CheckoutFile[] }> {
  const body: Record<string, unknown> = {};
  const files: CheckoutFile[] = [];
  const parts: AsyncIterableIterator<Multipart> = request.parts({
    limits: { files: 20, fileSize: MAX_SPECIAL_QUOTE_BYTES, fields: 10, fieldSize: 1 << 20 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const stored = await storage.save(SPECIAL_QUOTE_AREA, part.file);
        const name = sanitizeFileName(part.filename);
        const kind = part.file.truncated
          ? null
          : await checkSpecialQuoteFile(storage, stored, name);
        if (!kind) {
          await storage.remove(stored);
          bad('special_quote_files', SPECIAL_QUOTE_TYPE_MESSAGE);
        }
        files.push({ ...stored, name, kind });
      } else if (typeof part.value === 'string') {
        body[part.fieldname] =
          part.fieldname === 'items' ||
          part.fieldname === 'shipping' ||
          part.fieldname === 'save_address'
            ? jsonField(part.value, part.fieldname)
            : part.value;
      }
    }
  } catch (error) {
    await Promise.all(files.map((f) => storage.remove(f)));
    if (error instanceof OrderError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) {
      bad('special_quote_files', (error as Error).message);
    }
    throw error;
  }
  return { body, files };
}
