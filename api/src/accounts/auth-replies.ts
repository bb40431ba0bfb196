/**
 * Response DTOs and reply helpers of the account calls (spec §3 User, §8 errors). Split out of
 * accounts/auth-routes.ts (issue 15); re-exported there.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { userDto } from '../schemas/user.js';
import { COMPANY_ROLES } from '../db/schema/accounts.js';
import type { FieldError } from './service.js';
import { tooManyAttemptsMessage } from './auth-deps.js';

/**
 * The signed-in user's own account as login and /me answer it: spec §3 User plus `role`, so the
 * web app can show the admin console's link (issue 9), and `company_role` (issue 24) so it can offer
 * what the role may do. Every admin and company call checks the role again.
 */
export const sessionUserDto = userDto.extend({
  role: z.enum(['customer', 'admin']).describe("'admin' for the shop's staff"),
  company_role: z
    .enum(COMPANY_ROLES)
    .nullable()
    .describe("issue 24: the user's role in their trade company; null for the shop's staff"),
});

/** Every 4xx/5xx body of the account calls. */
export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** A `{ success: true, message }` answer. */
export const messageOk = z.object({ success: z.literal(true), message: z.string() });

/** Replies 400 `{ success:false, message, errors }`; `message` is the first error's. */
export function badRequest(reply: FastifyReply, errors: FieldError[]) {
  return reply
    .code(400)
    .send({ success: false as const, message: errors[0]?.message ?? 'Bad request', errors });
}

/** Replies 429 with Retry-After and the spec's 'Too many attempts' message. */
export function tooManyAttempts(reply: FastifyReply, seconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ success: false as const, message: tooManyAttemptsMessage(seconds) });
}

/** The bearer token of the request (for GET /me), or '' when none. */
export function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? '';
}
