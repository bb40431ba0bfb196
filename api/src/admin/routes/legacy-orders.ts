/**
 * Admin side of orders and credit (design "Admin CLI": `advance <trackingId>`, `payment <email>
 * <euros>`): POST /api/admin/orders/{trackingId}/advance moves an order to its next delivery status;
 * POST /api/admin/users/payment books a payment that restores credit. Allowed for a signed-in admin
 * or with the admin credential in `X-Admin-Token`, like the other admin routes. Both are thin aliases
 * onto the audited console services (issue 9), so each write has its audit row.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../schemas/dto.js';
import { recordAccountPayment } from '../account-books.js';
import { AdminError } from '../errors.js';
import { ADMIN_ORDER_MESSAGES, advanceOrder } from '../order-advance.js';
import { creditPosition } from '../../books/ledger.js';
import { ORDER_MESSAGES } from '../../orders/order-messages.js';
import { normalizeTrackingId } from '../../orders/tracking-id.js';
import { ADMIN_MESSAGES, findUserByEmail, parseEuroAmount } from '../../accounts/service.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { actorOf } from './guard.js';
import { toCreditDto } from '../../orders/orders-dto.js';

const failures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** Registers the admin order and payment routes (call inside the admin scope). */
export function adminOrderRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Answers an {@link AdminError} as `{ success: false, message }` with its status. */
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof AdminError)) throw error;
    return reply.code(error.statusCode).send({ success: false as const, message: error.message });
  };

  r.post(
    '/api/admin/orders/:trackingId/advance',
    {
      schema: {
        tags: ['admin'],
        summary: "Move an order to its next delivery status (409 at 'order delivered')",
        params: z.object({ trackingId: z.string().min(1).max(100) }),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            order: z.object({ trackingId: z.string(), deliveryStatus: z.string() }),
          }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const trackingId = normalizeTrackingId(request.params.trackingId);
      try {
        if (!trackingId) throw new AdminError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
        const { row, from } = await advanceOrder(db, actorOf(request), trackingId, (from) =>
          app.orderEvents.statusMail(from),
        );
        await app.orderEvents.statusChanged(row, from);
        return {
          success: true as const,
          message: ADMIN_ORDER_MESSAGES.advanced(row.trackingId, row.deliveryStatus),
          order: { trackingId: row.trackingId, deliveryStatus: row.deliveryStatus },
        };
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  r.post(
    '/api/admin/users/payment',
    {
      schema: {
        tags: ['admin'],
        summary: "Record a customer's payment (euros); it restores available credit",
        body: z.looseObject({
          email: z.unknown().optional().describe('account e-mail'),
          amount: z.unknown().optional().describe('euros above 0, decimal string or number'),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            credit: z.object({
              credit_limit: z.string(),
              available_credit: z.string(),
              outstanding: z.string(),
            }),
          }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { email, amount } = request.body as { email?: unknown; amount?: unknown };
      const cents = parseEuroAmount(amount);
      const errors = [];
      if (typeof email !== 'string' || email.trim() === '') {
        errors.push({ field: 'email', message: 'email is required' });
      }
      if (cents === null || cents <= 0) {
        errors.push({ field: 'amount', message: ADMIN_ORDER_MESSAGES.invalidAmount });
      }
      if (errors.length > 0) {
        return reply
          .code(400)
          .send({ success: false as const, message: errors[0]!.message, errors });
      }
      const user = await findUserByEmail(db, email as string);
      if (!user) {
        return reply.code(404).send({
          success: false as const,
          message: ADMIN_MESSAGES.noEmail((email as string).trim()),
        });
      }
      try {
        await recordAccountPayment(db, actorOf(request), user.id, cents!, null);
      } catch (error) {
        return refuse(reply, error);
      }
      const position = await creditPosition(db, user.id);
      if (!position) {
        return reply
          .code(404)
          .send({ success: false as const, message: ADMIN_MESSAGES.noId(user.id) });
      }
      const credit = toCreditDto(position);
      return {
        success: true as const,
        message: ADMIN_ORDER_MESSAGES.payment(user.email, cents!, position.availableCents),
        credit,
      };
    },
  );
}
