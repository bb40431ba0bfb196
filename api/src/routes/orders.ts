/**
 * Order calls of spec §7 (plus the credit and special-instructions upload calls the design adds):
 * POST /api/order/product (checkout, JSON or multipart), GET /api/auth/user/orders/{userId},
 * GET /api/auth/user/track-orders/{trackingId}, PUT /api/order/order-cancelled/{orderId},
 * POST /api/order/product-reorder/{orderId}, POST /api/order/special-quote-files and
 * GET /api/auth/user/credit/{userId}. Rules live in services/orders.ts and services/ledger.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { newOrdersMail, sendNotice } from '../services/admin/mails.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  ORDER_STORAGE_TYPES,
  specialQuoteFiles,
  type OrderRow,
  type OrderStorageType,
} from '../db/schema/orders.js';
import { formatCents } from '../lib/money.js';
import type { Viewer } from '../lib/viewer.js';
import { intText } from '../schemas/common.js';
import { errorResponse } from '../schemas/dto.js';
import type { FileStorage, StoredFile } from '../services/file-storage.js';
import { sanitizeFileName } from '../services/files.js';
import { creditPosition, type CreditPosition } from '../services/ledger.js';
import type { Mailer } from '../services/mail.js';
import { confirmByMail } from '../purchase-orders/confirmation.js';
import {
  cancelOrder,
  findByTrackingId,
  findOwnByReference,
  isCancellable,
  listOrders,
  ORDER_MESSAGES,
  OrderError,
  ordersByKey,
  placeOrders,
  reorder,
  type OrderLineRequest,
  type ShippingAddress,
} from '../services/orders.js';
import {
  MAX_SPECIAL_QUOTE_BYTES,
  SPECIAL_QUOTE_AREA,
  SPECIAL_QUOTE_TYPE_MESSAGE,
  checkSpecialQuoteFile,
  saveSpecialQuoteFile,
  type SpecialQuoteKind,
} from '../services/special-quote-files.js';
import { normalizeTrackingId } from '../services/tracking-id.js';
import { findUserById, parseEuroAmount } from '../services/users.js';

/** Options of {@link orderRoutes}. */
export interface OrderRoutesOptions {
  db: Db;
  /** Where special-instructions files go (area `special-quotes`; FILE_STORAGE). */
  storage: FileStorage;
  /** Sends the order confirmation e-mail after commit. */
  mailer: Mailer;
  /** The storefront's address, for links in e-mails (PUBLIC_URL). */
  publicUrl?: string;
  /** Where the shop hears of new orders (SHOP_EMAIL, issue 9); no notice when absent. */
  shopEmail?: string;
  /** Tracking look-ups per client address per minute (default 30) against enumeration. */
  trackRateLimitPerMinute?: number;
}

/** Spec §3 Order (list) as the api sends it; euro amounts are decimal strings. */
export const orderDto = z.object({
  id: z.number().int(),
  trackingId: z.string(),
  orderDate: z.string().describe('ISO 8601'),
  status: z.enum(['placed', 'cancelled']),
  deliveryStatus: z.string(),
  cancelled: z.boolean(),
  isCancelled: z
    .boolean()
    .describe(
      "spec §3/§4 semantics: TRUE when the order CAN be cancelled (same value as 'cancellable')",
    ),
  cancellable: z.boolean().describe('true when not cancelled and awaiting dispatch'),
  productId: z.number().int().nullable(),
  product_name: z.string(),
  product_image: z.string(),
  sizeId: z.number().int().nullable(),
  size: z.string().nullable().describe('size label'),
  fabricId: z.number().int().nullable(),
  fabric_name: z.string().nullable(),
  fabricColorId: z.number().int().nullable(),
  fabric_color_name: z.string().nullable(),
  storageType: z.enum(ORDER_STORAGE_TYPES),
  quantity: z.number().int(),
  unit_price: z.string().describe('net unit price, euros'),
  vat: z.string().describe('VAT per unit, euros'),
  total_price: z.string().describe('(unit price + VAT) × quantity, euros'),
  referenceNumber: z.string(),
  special_quote: z.string().describe("text, or 'None'"),
  special_quote_file: z.object({ id: z.string(), fileName: z.string() }).nullable(),
  categories: z.array(z.string()),
  shipping_address: z.string(),
});

/** Spec §3 Order (tracked). `total_price` is null without a valid bearer of the owner. */
export const trackedOrderDto = z.object({
  referenceNumber: z.string(),
  orderDate: z.string(),
  shipping_address: z.string().describe('full for the owner; town and country otherwise'),
  product_image: z.string(),
  product_name: z.string(),
  fabric_name: z.string().nullable(),
  fabric_color_name: z.string().nullable(),
  quantity: z.number().int(),
  total_price: z.string().nullable(),
  trackingId: z.string(),
  deliveryStatus: z.string(),
});

/** The credit position as decimal euro strings. */
const creditDto = z.object({
  credit_limit: z.string(),
  available_credit: z.string(),
  outstanding: z.string().describe('purchases − reversals − payments; negative after overpaying'),
});

/** Turns a credit position (cents) into its decimal-euro DTO. */
export function toCreditDto(p: CreditPosition): z.infer<typeof creditDto> {
  return {
    credit_limit: formatCents(p.limitCents),
    available_credit: formatCents(p.availableCents),
    outstanding: formatCents(p.outstandingCents),
  };
}

type FileNames = ReadonlyMap<string, string>;

/** Maps an orders row to the spec §3 Order (list) DTO. */
export function toOrderDto(
  row: OrderRow,
  fileNames: FileNames = new Map(),
): z.infer<typeof orderDto> {
  const cancellable = isCancellable(row);
  const fileId = row.specialQuoteFileId;
  return {
    id: row.id,
    trackingId: row.trackingId,
    orderDate: row.createdAt.toISOString(),
    status: row.status,
    deliveryStatus: row.deliveryStatus,
    cancelled: row.status === 'cancelled',
    isCancelled: cancellable,
    cancellable,
    productId: row.productId,
    product_name: row.productName,
    product_image: row.productImage,
    sizeId: row.sizeId,
    size: row.sizeLabel,
    fabricId: row.fabricId,
    fabric_name: row.fabricName,
    fabricColorId: row.fabricColorId,
    fabric_color_name: row.fabricColorName,
    storageType: row.storageType,
    quantity: row.quantity,
    unit_price: formatCents(row.unitPriceCents),
    vat: formatCents(row.unitVatCents),
    total_price: formatCents(row.totalCents),
    referenceNumber: row.referenceNumber,
    special_quote: row.specialQuoteText ?? 'None',
    special_quote_file: fileId ? { id: fileId, fileName: fileNames.get(fileId) ?? 'file' } : null,
    categories: row.categories,
    shipping_address: row.shippingAddress,
  };
}

/** The shipping address a non-owner may see: town and country only (spec §2 Track; design). */
export function publicShippingAddress(row: OrderRow): string {
  const parts = [row.shippingCity, row.shippingCountry].filter((p): p is string => !!p?.trim());
  if (parts.length > 0) return parts.join(', ');
  const last = row.shippingAddress.split(',').pop()?.trim();
  return last ?? '';
}

/** Maps an orders row to the spec §3 Order (tracked) DTO for an owner or anyone else. */
export function toTrackedDto(row: OrderRow, owner: boolean): z.infer<typeof trackedOrderDto> {
  return {
    referenceNumber: row.referenceNumber,
    orderDate: row.createdAt.toISOString(),
    shipping_address: owner ? row.shippingAddress : publicShippingAddress(row),
    product_image: row.productImage,
    product_name: row.productName,
    fabric_name: row.fabricName,
    fabric_color_name: row.fabricColorName,
    quantity: row.quantity,
    total_price: owner ? formatCents(row.totalCents) : null,
    trackingId: row.trackingId,
    deliveryStatus: row.deliveryStatus,
  };
}

/* ------------------------------------------------------------ body parsing */

/** Longest reference number, special-quote text and shipping line accepted (characters). */
const MAX_REFERENCE = 100;
const MAX_TEXT = 2000;
const MAX_ADDRESS = 500;
const MAX_LINES = 100;

function bad(field: string, message: string): never {
  throw new OrderError(400, message, field);
}

/** A positive integer id from a number or digit string; null/undefined/'' -> null. */
function optionalId(value: unknown, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text.trim())) {
    bad(field, `${field} must be a positive integer`);
  }
  const n = Number(text.trim());
  if (n < 1 || n > 2_147_483_647) bad(field, `${field} must be a positive integer`);
  return n;
}

function optionalText(value: unknown, field: string, max: number): string | null {
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
 * service with the spec's messages). @throws OrderError 400 naming `items.{i}.{field}`.
 */
export function parseItems(raw: unknown): OrderLineRequest[] {
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
      clientGrossCents: euroCents(it.price, `${f}.price`, true),
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
interface CheckoutBody {
  userId?: unknown;
  idempotency_key?: unknown;
  shipping_address?: unknown;
  shipping?: unknown;
  items?: unknown;
}

/** A file sent with a multipart checkout, accepted and stored. */
interface CheckoutFile extends StoredFile {
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
async function readMultipartCheckout(
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
          part.fieldname === 'items' || part.fieldname === 'shipping'
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

/* ------------------------------------------------------------------ routes */

const failures = {
  400: errorResponse,
  401: errorResponse,
  402: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  429: errorResponse,
  500: errorResponse,
} as const;

/** Replies the failure of an OrderError with the api's error body. */
function replyError(reply: FastifyReply, error: OrderError) {
  const body =
    error.statusCode === 400 && error.field
      ? {
          success: false as const,
          message: error.message,
          errors: [{ field: error.field, message: error.message }],
        }
      : { success: false as const, message: error.message };
  return reply.code(error.statusCode).send(body);
}

/** The signed-in viewer, or a 401 reply (returns undefined). */
function signedIn(request: FastifyRequest, reply: FastifyReply): Viewer | undefined {
  if (request.viewer) return request.viewer;
  void reply.code(401).send({ success: false as const, message: 'Unauthorized' });
  return undefined;
}

/** File names of the special-instructions files the rows reference. */
async function fileNamesOf(db: Db, rows: OrderRow[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(rows.map((r) => r.specialQuoteFileId).filter((id): id is string => !!id)),
  ];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: specialQuoteFiles.id, name: specialQuoteFiles.fileName })
    .from(specialQuoteFiles)
    .where(inArray(specialQuoteFiles.id, ids));
  return new Map(found.map((f) => [f.id, f.name]));
}

/** The rows as spec §3 Order (list) DTOs, with the names of their special-instructions files. */
async function orderDtos(db: Db, rows: OrderRow[]): Promise<z.infer<typeof orderDto>[]> {
  const names = await fileNamesOf(db, rows);
  return rows.map((r) => toOrderDto(r, names));
}

/** Records an accepted upload of `userId` as a special-instructions file; returns the row. */
function saveUpload(
  db: Db,
  userId: number,
  file: StoredFile & { name: string },
  kind: SpecialQuoteKind,
) {
  return saveSpecialQuoteFile(db, {
    id: file.id,
    userId,
    fileName: file.name,
    kind,
    size: file.size,
  });
}

/** Answers 403 with the spec's forbidden message. */
function forbid(reply: FastifyReply) {
  return reply.code(403).send({ success: false as const, message: ORDER_MESSAGES.forbidden });
}

/** True when a body names a user id (optional in spec §7) that is not the viewer's. */
function namesOtherUser(userId: unknown, viewer: Viewer): boolean {
  return userId !== undefined && userId !== '' && Number(userId) !== viewer.userId;
}

/** Runs `work`; an OrderError it throws is answered with the api's error body (others rethrown). */
async function answerOrderErrors<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderError) return replyError(reply, error);
    throw error;
  }
}

/** Registers the order routes; route rate limits need @fastify/rate-limit on the app (app.ts). */
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = (app, options) => {
  const { db, storage, mailer } = options;
  const publicUrl = options.publicUrl ?? 'http://localhost:4000';
  /** Mails SHOP_EMAIL about new orders (issue 9); a failure is logged, the orders stay. */
  const tellShop = async (userId: number, rows: OrderRow[], log: FastifyBaseLogger) => {
    const customer = options.shopEmail ? await findUserById(db, userId) : undefined;
    if (!options.shopEmail || !customer) return;
    await sendNotice(mailer, newOrdersMail(customer, rows, options.shopEmail, publicUrl), log);
  };
  const userIdParams = z.object({ userId: intText('userId') });
  const orderIdParams = z.object({ orderId: intText('orderId') });

  /** Answers 403 unless the path's user id is the viewer's own. */
  const own = (viewer: Viewer, userId: number, reply: FastifyReply) => {
    if (viewer.userId === userId) return true;
    void forbid(reply);
    return false;
  };

  const placedResponse = z.object({
    success: z.literal(true),
    message: z.string(),
    replayed: z.boolean(),
    orders: z.array(orderDto),
  });

  app.post(
    '/api/order/product',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place the cart: one order per line, re-priced and credit-checked (spec §5, §7)',
        description:
          'JSON { idempotency_key, shipping_address, shipping?: {firstName,address,city,country}, ' +
          'items: [{ productId, sizeId, fabricId, fabricColorId, price (unit incl. VAT, euros), vat, ' +
          'quantity, referenceNumber, storageType, special_quote: { text, fileId } }] } or the same as ' +
          'multipart (items as JSON, files in special_quote_files, matched to special_quote.fileName). ' +
          'A repeated idempotency key returns the orders already placed (200, replayed: true).',
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          200: placedResponse,
          201: placedResponse,
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request, reply);
      if (!viewer) return reply;
      return answerOrderErrors(reply, async () => {
        let body: CheckoutBody;
        let files: CheckoutFile[] = [];
        if (request.isMultipart()) {
          ({ body, files } = await readMultipartCheckout(request, storage));
        } else {
          body = request.body ?? {};
        }
        if (namesOtherUser(body.userId, viewer)) return await forbid(reply);
        const header = request.headers['idempotency-key'];
        const key = optionalText(body.idempotency_key ?? header, 'idempotency_key', 200)?.trim();
        const lines = parseItems(body.items);
        const unmatched = [...files];
        for (const [i, line] of lines.entries()) {
          const quote = (body.items as Record<string, unknown>[])[i]?.special_quote as
            Record<string, unknown> | undefined;
          const name =
            typeof quote?.fileName === 'string' ? sanitizeFileName(quote.fileName) : null;
          const at = name ? unmatched.findIndex((f) => f.name === name) : -1;
          if (at >= 0 && line.specialQuoteFileId === null) {
            const file = unmatched.splice(at, 1)[0]!;
            await saveUpload(db, viewer.userId, file, file.kind);
            line.specialQuoteFileId = file.id;
          }
        }
        await Promise.all(unmatched.map((f) => storage.remove(f)));
        const result = await placeOrders(db, {
          userId: viewer.userId,
          idempotencyKey: key || `checkout:${randomUUID()}`,
          shipping: parseShipping(body.shipping_address, body.shipping),
          lines,
        });
        if (!result.replayed) {
          await confirmByMail(
            { db, mailer, publicUrl, log: request.log },
            viewer.userId,
            result.orders,
          );
          await tellShop(viewer.userId, result.orders, request.log);
        }
        return await reply.code(result.replayed ? 200 : 201).send({
          success: true as const,
          message: ORDER_MESSAGES.placed,
          replayed: result.replayed,
          orders: await orderDtos(db, result.orders),
        });
      });
    },
  );

  app.get(
    '/api/auth/user/orders/:userId',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's own orders, newest first (spec §2 My Orders, §7)",
        params: userIdParams,
        querystring: z.object({
          idempotencyKey: z
            .string()
            .max(200)
            .optional()
            .describe('only the orders placed under this checkout key'),
        }),
        response: {
          200: z.object({ success: z.literal(true), orders: z.array(orderDto) }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request, reply);
      if (!viewer || !own(viewer, request.params.userId, reply)) return reply;
      const key = request.query.idempotencyKey;
      const rows = key
        ? await ordersByKey(db, viewer.userId, key)
        : await listOrders(db, viewer.userId);
      return { success: true as const, orders: await orderDtos(db, rows) };
    },
  );

  app.get(
    '/api/auth/user/track-orders/:trackingId',
    {
      config: {
        rateLimit: { max: options.trackRateLimitPerMinute ?? 30, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['orders'],
        summary: 'Track an order by tracking ID (anyone) or reference number (own orders only)',
        description:
          'total_price is null and shipping_address only town and country unless the bearer owns the order. ' +
          'Throttled per client address.',
        params: z.object({ trackingId: z.string().min(1).max(200) }),
        response: {
          200: z.object({ success: z.literal(true), order: trackedOrderDto }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const value = request.params.trackingId.trim();
      const viewer = request.viewer;
      const trackingId = normalizeTrackingId(value);
      let row = trackingId ? await findByTrackingId(db, trackingId) : undefined;
      if (!row && viewer && value !== '') row = await findOwnByReference(db, viewer.userId, value);
      if (!row)
        return reply.code(404).send({ success: false as const, message: ORDER_MESSAGES.notFound });
      return { success: true as const, order: toTrackedDto(row, viewer?.userId === row.userId) };
    },
  );

  app.put(
    '/api/order/order-cancelled/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel an own order awaiting dispatch; its credit is returned (spec §4, §7)',
        params: orderIdParams,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), order: orderDto }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request, reply);
      if (!viewer) return reply;
      return answerOrderErrors(reply, async () => {
        const row = await cancelOrder(db, request.params.orderId, viewer.userId);
        await app.orderEvents.cancelled(row);
        const [order] = await orderDtos(db, [row]);
        return { success: true as const, message: ORDER_MESSAGES.cancelled, order: order! };
      });
    },
  );

  app.post(
    '/api/order/product-reorder/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: "Order an own order's configuration again at today's price (spec §5 reorder)",
        params: orderIdParams,
        body: z
          .looseObject({
            userId: z.unknown().optional().describe("the viewer's id (optional)"),
            quantity: z.unknown().optional().describe('1 to 99'),
            referenceNumber: z.unknown().optional().describe("optional; default the original's"),
            idempotency_key: z
              .unknown()
              .optional()
              .describe(
                'optional; one per reorder dialog: a repeat returns the order already placed',
              ),
          })
          .nullish(),
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), order: orderDto }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request, reply);
      if (!viewer) return reply;
      const body = request.body ?? {};
      return answerOrderErrors(reply, async () => {
        if (namesOtherUser(body.userId, viewer)) return await forbid(reply);
        const raw = typeof body.quantity === 'string' ? Number(body.quantity) : body.quantity;
        const quantity = typeof raw === 'number' && Number.isFinite(raw) ? raw : 0;
        const reference = optionalText(body.referenceNumber, 'referenceNumber', MAX_REFERENCE);
        const key = optionalText(body.idempotency_key, 'idempotency_key', 100);
        const row = await reorder(
          db,
          request.params.orderId,
          viewer.userId,
          quantity,
          reference,
          key?.trim() || null,
        );
        await confirmByMail({ db, mailer, publicUrl, log: request.log }, viewer.userId, [row]);
        await tellShop(viewer.userId, [row], request.log);
        const [order] = await orderDtos(db, [row]);
        return await reply.code(201).send({
          success: true as const,
          message: ORDER_MESSAGES.reordered,
          order: order!,
        });
      });
    },
  );

  app.post(
    '/api/order/special-quote-files',
    {
      schema: {
        tags: ['orders'],
        summary: 'Upload one special-instructions file (.pdf, .doc, .docx; checked by content)',
        description: `multipart/form-data with one file (any field name), at most ${MAX_SPECIAL_QUOTE_BYTES / (1024 * 1024)} MB.`,
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({
            success: z.literal(true),
            file: z.object({ id: z.string(), fileName: z.string() }),
          }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request, reply);
      if (!viewer) return reply;
      const refuse = (status: 400 | 413, message: string) =>
        reply
          .code(status)
          .send({ success: false as const, message, errors: [{ field: 'file', message }] });
      if (!request.isMultipart()) return refuse(400, SPECIAL_QUOTE_TYPE_MESSAGE);
      let stored: (StoredFile & { name: string }) | undefined;
      try {
        const parts: AsyncIterableIterator<Multipart> = request.parts({
          limits: { files: 1, fileSize: MAX_SPECIAL_QUOTE_BYTES, fields: 5, fieldSize: 1024 },
        });
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          const file = await storage.save(SPECIAL_QUOTE_AREA, part.file);
          stored = { ...file, name: sanitizeFileName(part.filename) };
          if (part.file.truncated) {
            await storage.remove(stored);
            stored = undefined;
            return await refuse(413, 'The file is too large (at most 10 MB).');
          }
        }
      } catch (error) {
        if (stored) await storage.remove(stored);
        const code = (error as { code?: unknown }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          return refuse(413, 'The file is too large (at most 10 MB).');
        if (code === 'FST_FILES_LIMIT') return refuse(400, 'Only one file can be uploaded.');
        throw error;
      }
      if (!stored) return refuse(400, 'Please choose a file.');
      const kind = await checkSpecialQuoteFile(storage, stored, stored.name);
      if (!kind) {
        await storage.remove(stored);
        return refuse(400, SPECIAL_QUOTE_TYPE_MESSAGE);
      }
      const row = await saveUpload(db, viewer.userId, stored, kind);
      return reply
        .code(201)
        .send({ success: true as const, file: { id: row.id, fileName: row.fileName } });
    },
  );

  app.get(
    '/api/auth/user/credit/:userId',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's credit limit, available credit and outstanding (euros)",
        params: userIdParams,
        response: { 200: creditDto.extend({ success: z.literal(true) }), ...failures },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request, reply);
      if (!viewer || !own(viewer, request.params.userId, reply)) return reply;
      const position = await creditPosition(db, viewer.userId);
      if (!position)
        return reply.code(404).send({ success: false as const, message: 'User not found' });
      return { success: true as const, ...toCreditDto(position) };
    },
  );
  return Promise.resolve();
};
