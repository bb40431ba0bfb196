/**
 * Order calls of spec §7 (plus the credit and special-instructions upload calls the design adds):
 * POST /api/order/product (checkout, JSON or multipart), GET /api/auth/user/orders/{userId},
 * GET /api/auth/user/track-orders/{trackingId}, PUT /api/order/order-cancelled/{orderId},
 * POST /api/order/product-reorder/{orderId}, POST /api/order/special-quote-files and
 * GET /api/auth/user/credit/{userId}. Rules live in orders/service.ts and books/ledger.ts.
 *
 * Response DTOs live in orders-dto.ts, request parsing in orders-body.ts, reply helpers in
 * orders-replies.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { documentedBody, handlerValidatedBody } from '../openapi/documented-body.js';
import { ForbiddenError } from '../plugins/errors.js';
import { requireOwn, requireUser, requireViewer } from '../plugins/guards.js';
import { refuseOrderingRoles } from '../companies/guard.js';
import { checkoutShipping } from '../companies/checkout-address.js';
import { intText } from '../schemas/common.js';
import { checkoutBody, reorderBody } from '../schemas/request-bodies.js';
import type { FileStorage, StoredFile } from '../files/file-storage.js';
import { sanitizeFileName } from '../files/service.js';
import { creditPosition } from '../books/ledger.js';
import type { MailOutbox } from '../mail/outbox.js';
import { queueOrderMails } from './order-outbox.js';
import { approvalDto, toApprovalDto } from '../companies/approval-dto.js';
import { queueAwaitingMails } from '../companies/approval-mails.js';
import { APPROVAL_MESSAGES, approvalGate } from '../companies/approvals.js';
import type { ApprovalNotices } from '../companies/approval-events.js';
import {
  addressToSave,
  saveCheckoutAddress,
  shippingToSave,
} from '../companies/checkout-save-address.js';
import type { OrderApprovalRow } from '../db/schema/approvals.js';
import {
  cancelOrder,
  findByTrackingId,
  findOwnByReference,
  listOrders,
  ORDER_MESSAGES,
  ordersByKey,
  placeOrders,
  reorder,
} from './service.js';
import {
  MAX_SPECIAL_QUOTE_BYTES,
  SPECIAL_QUOTE_AREA,
  SPECIAL_QUOTE_TYPE_MESSAGE,
  checkSpecialQuoteFile,
} from './special-quote-files.js';
import { normalizeTrackingId } from './tracking-id.js';
import {
  MAX_REFERENCE,
  optionalText,
  parseItems,
  readMultipartCheckout,
  type CheckoutBody,
  type CheckoutFile,
} from './orders-body.js';
import { answerOrderErrors, failures, namesOtherUser, saveUpload } from './orders-replies.js';
import {
  creditDto,
  orderDto,
  orderDtos,
  toCreditDto,
  toTrackedDto,
  trackedOrderDto,
} from './orders-dto.js';

export { orderDto, toCreditDto, toOrderDto, toTrackedDto } from './orders-dto.js';

/** Options of {@link orderRoutes}. */
export interface OrderRoutesOptions {
  db: Db;
  /** Where special-instructions files go (area `special-quotes`; FILE_STORAGE). */
  storage: FileStorage;
  /** The mail outbox: a checkout's mails are queued in its transaction (issue 27). */
  mail: MailOutbox;
  /** Issue 24: live notices to approvers of a checkout held for approval (none when absent). */
  approvalNotices?: ApprovalNotices;
  /** The storefront's address, for links in e-mails (PUBLIC_URL). */
  publicUrl?: string;
  /** Where the shop hears of new orders (SHOP_EMAIL, issue 9); no notice when absent. */
  shopEmail?: string;
  /** Tracking look-ups per client address per minute (default 30) against enumeration. */
  trackRateLimitPerMinute?: number;
}
export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = (app, options) => {
  const { db, storage, mail } = options;
  const publicUrl = options.publicUrl ?? 'http://localhost:4000';
  const orderMails = { mail, publicUrl, seller: app.books.seller, shopEmail: options.shopEmail };
  const userIdParams = z.object({ userId: intText('userId') });
  const orderIdParams = z.object({ orderId: intText('orderId') });

  const placedResponse = z.object({
    success: z.literal(true),
    message: z.string(),
    replayed: z.boolean(),
    orders: z.array(orderDto),
    approval: approvalDto
      .optional()
      .describe('issue 24: the approval request a checkout over the limits waits in (202)'),
  });
  /** Issue 24: the gate holding a company user's checkout over their limits for approval. */
  const gateOf = (viewer: { accountId: number; userId: number }) =>
    approvalGate(viewer.accountId, viewer.userId, (tx, approval, placer) =>
      queueAwaitingMails({ mail, publicUrl }, tx, approval, placer),
    );
  /** The wire form of a checkout held for approval (names as the approval list shows them). */
  const heldDto = (row: OrderApprovalRow, placedBy: string) =>
    toApprovalDto({ row, placedBy, decidedBy: null }, null);

  app.post(
    '/api/order/product',
    {
      // Issue 24: a company role that may not order (ACCOUNTS) is refused here, at the api.
      preHandler: refuseOrderingRoles,
      schema: {
        tags: ['orders'],
        summary: 'Place the cart: one order per line, re-priced and credit-checked (spec §5, §7)',
        description:
          'JSON { idempotency_key, buyer_po_number? (the buyer’s own PO number, ≤ 35 characters), ' +
          'shipping_address, shipping?: {firstName,address,city,country}, address_id? (a saved ' +
          'address of the company, issue 24: its snapshot replaces shipping_address), save_address? (issue ' +
          '24: a whole address, validated like the address book, Eircode included; COMPANY_ADMIN only, ' +
          'else 403; the order is delivered to it and it is saved to the book once placed or held), ' +
          'items: [{ productId, sizeId, fabricId, fabricColorId, price (unit incl. VAT, euros), vat, ' +
          'quantity, referenceNumber, storageType, special_quote: { text, fileId } }] } or the same as ' +
          'multipart (items as JSON, files in special_quote_files, matched to special_quote.fileName). ' +
          'A repeated idempotency key returns the orders already placed (200, replayed: true).',
        consumes: ['application/json', 'multipart/form-data'],
        body: documentedBody(checkoutBody, z.unknown()),
        response: {
          200: placedResponse,
          201: placedResponse,
          202: placedResponse,
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return answerOrderErrors(reply, async () => {
        let body: CheckoutBody;
        let files: CheckoutFile[] = [];
        if (request.isMultipart()) {
          ({ body, files } = await readMultipartCheckout(request, storage));
        } else {
          body = request.body ?? {};
        }
        if (namesOtherUser(body.userId, viewer)) throw new ForbiddenError();
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
            await saveUpload(db, viewer.accountId, file, file.kind);
            line.specialQuoteFileId = file.id;
          }
        }
        await Promise.all(unmatched.map((f) => storage.remove(f)));
        const buyerPoNumber = optionalText(body.buyer_po_number, 'buyer_po_number', 200);
        // Issue 24: an address typed at checkout to save to the book (COMPANY_ADMIN, validated).
        const toSave = addressToSave(body, viewer.companyRole);
        const result = await placeOrders(
          db,
          {
            userId: viewer.accountId,
            placedByUserId: viewer.userId,
            idempotencyKey: key || `checkout:${randomUUID()}`,
            shipping: toSave
              ? shippingToSave(toSave)
              : await checkoutShipping(db, viewer.accountId, body),
            lines,
            buyerPoNumber,
            approval: gateOf(viewer),
          },
          app.books,
          (tx, placed) => queueOrderMails(orderMails, tx, viewer.accountId, placed),
        );
        await mail.afterCommit();
        if (toSave && !result.replayed) {
          const user = await requireUser(db, request);
          const audit = { userId: user.id, label: user.email };
          await saveCheckoutAddress(db, { accountId: viewer.accountId, audit }, toSave);
        }
        const held = result.approval;
        const placer = held ? (await requireUser(db, request)).fullName : null;
        if (held && placer !== null && !result.replayed) {
          await options.approvalNotices?.awaiting(held, placer);
        }
        return await reply.code(result.replayed ? 200 : held ? 202 : 201).send({
          success: true as const,
          message: held ? APPROVAL_MESSAGES.awaiting : ORDER_MESSAGES.placed,
          replayed: result.replayed,
          orders: await orderDtos(db, result.orders),
          ...(held && placer !== null ? { approval: heldDto(held, placer) } : {}),
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
    async (request) => {
      const viewer = requireViewer(request);
      requireOwn(viewer.userId, request.params.userId);
      const key = request.query.idempotencyKey;
      const rows = key
        ? await ordersByKey(db, viewer.accountId, key)
        : await listOrders(db, viewer.accountId);
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
      if (!row && viewer && value !== '')
        row = await findOwnByReference(db, viewer.accountId, value);
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
      const viewer = requireViewer(request);
      return answerOrderErrors(reply, async () => {
        const cancelled = await cancelOrder(db, request.params.orderId, viewer.accountId, {
          books: app.books,
          cancelledBy: 'customer',
          onCancelled: (tx, cancelled) => app.orderEvents.queueCancelledMail(tx, cancelled),
        });
        await app.orderEvents.cancelled(cancelled);
        const [order] = await orderDtos(db, [cancelled.order]);
        return { success: true as const, message: ORDER_MESSAGES.cancelled, order: order! };
      });
    },
  );

  app.post(
    '/api/order/product-reorder/:orderId',
    {
      // Issue 24: a company role that may not order (ACCOUNTS) is refused here, at the api.
      preHandler: refuseOrderingRoles,
      schema: {
        tags: ['orders'],
        summary: "Order an own order's configuration again at today's price (spec §5 reorder)",
        params: orderIdParams,
        body: handlerValidatedBody(reorderBody),
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), order: orderDto }),
          202: z.object({
            success: z.literal(true),
            message: z.string(),
            approval: approvalDto.describe('issue 24: the reorder waits for approval'),
          }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const body = request.body ?? {};
      return answerOrderErrors(reply, async () => {
        if (namesOtherUser(body.userId, viewer)) throw new ForbiddenError();
        const raw = typeof body.quantity === 'string' ? Number(body.quantity) : body.quantity;
        const quantity = typeof raw === 'number' && Number.isFinite(raw) ? raw : 0;
        const reference = optionalText(body.referenceNumber, 'referenceNumber', MAX_REFERENCE);
        const key = optionalText(body.idempotency_key, 'idempotency_key', 100);
        const result = await reorder(
          db,
          app.books,
          request.params.orderId,
          { accountId: viewer.accountId, placedByUserId: viewer.userId },
          quantity,
          reference,
          key?.trim() || null,
          (tx, placed) => queueOrderMails(orderMails, tx, viewer.accountId, placed),
          gateOf(viewer),
        );
        await mail.afterCommit();
        if (result.approval) {
          const placer = await requireUser(db, request);
          return await reply.code(202).send({
            success: true as const,
            message: APPROVAL_MESSAGES.awaiting,
            approval: heldDto(result.approval, placer.fullName),
          });
        }
        const [order] = await orderDtos(db, [result.orders[0]!]);
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
      const viewer = requireViewer(request);
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
      const row = await saveUpload(db, viewer.accountId, stored, kind);
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
      const viewer = requireViewer(request);
      requireOwn(viewer.userId, request.params.userId);
      const position = await creditPosition(db, viewer.accountId);
      if (!position)
        return reply.code(404).send({ success: false as const, message: 'User not found' });
      return { success: true as const, ...toCreditDto(position) };
    },
  );
  return Promise.resolve();
};
