/**
 * Account information and password change of the signed-in user (spec §2 account screens, §5
 * update-password rules, §6: a user reaches only their own account, §7 update calls).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../db/schema/accounts.js';
import { documentedBody, handlerValidatedBody } from '../openapi/documented-body.js';
import { requireOwn, requireUser } from '../plugins/guards.js';
import { withCompanyCredit } from './company-credit.js';
import { intText } from '../schemas/common.js';
import { userDto } from '../schemas/user.js';
import { updatePasswordBody, updateUserBody } from '../schemas/request-bodies.js';
import {
  MESSAGES,
  changePassword,
  toUserDto,
  updateUser,
  validateProfileUpdate,
} from './service.js';
import {
  badRequest,
  failure,
  messageOk,
  tooManyAttempts,
  type AccountsRouteOptions,
} from './auth-routes.js';

/** Spec §8 success messages of the update calls. */
export const USER_MESSAGES = {
  updated: 'User Updated Successfully',
  passwordUpdated: 'Password updated successfully',
} as const;

const userIdParams = z.object({ userId: intText('userId') });

/** Registers PUT /api/auth/user/update/{userId} and PUT /api/auth/user/update_password/{userId}. */
export function userRoutes(
  app: FastifyInstance,
  opts: AccountsRouteOptions,
  done: (err?: Error) => void,
): void {
  const { db, deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's own row (admins too may only reach their own id). @throws 401 / 403 errors */
  async function ownAccount(request: FastifyRequest, userId: number): Promise<UserRow> {
    const user = await requireUser(db, request);
    requireOwn(user.id, userId);
    return user;
  }

  r.put(
    '/api/auth/user/update/:userId',
    {
      schema: {
        summary: 'Update profile fields and/or the newsletter flag (spec §7)',
        description:
          'email, invoice_email, credit_limit, role and status cannot be changed: sending a different value answers 400 "Field cannot be changed" for that field (an unchanged value is ignored).',
        tags: ['users'],
        params: userIdParams,
        body: documentedBody(updateUserBody, z.looseObject({}).nullish()),
        response: {
          200: z.object({ success: z.literal(true), data: userDto, message: z.string() }),
          400: failure,
          401: failure,
          403: failure,
        },
      },
    },
    async (request, reply) => {
      const user = await ownAccount(request, request.params.userId);
      const changes = validateProfileUpdate(request.body, user);
      if (!changes.ok) return badRequest(reply, changes.errors);
      const updated = (await updateUser(db, user.id, changes.value)) ?? user;
      return reply.send({
        success: true as const,
        data: toUserDto(await withCompanyCredit(db, updated)),
        message: USER_MESSAGES.updated,
      });
    },
  );

  r.put(
    '/api/auth/user/update_password/:userId',
    {
      schema: {
        summary: 'Change the password (spec §5 rules); revokes every session, the current included',
        tags: ['users'],
        params: userIdParams,
        body: handlerValidatedBody(updatePasswordBody),
        response: { 200: messageOk, 400: failure, 401: failure, 403: failure, 429: failure },
      },
    },
    async (request, reply) => {
      const user = await ownAccount(request, request.params.userId);
      // Wrong current passwords count against the same per-account throttle as sign-in.
      const accountKey = [`email:${user.email}`];
      const wait = await deps.throttles.loginAccount.retryAfterSeconds(accountKey);
      if (wait > 0) return tooManyAttempts(reply, wait);
      const result = await changePassword(db, user, request.body, new Date(deps.clock()));
      if (!result.ok) {
        if (result.errors.some((e) => e.message === MESSAGES.wrongCurrentPassword)) {
          await deps.throttles.loginAccount.fail(accountKey);
        }
        return badRequest(reply, result.errors);
      }
      await deps.throttles.loginAccount.reset(accountKey);
      request.log.info({ userId: user.id }, 'password changed; sessions revoked');
      await deps.sessionEnded({ userId: user.id, sessionId: null });
      return reply.send({ success: true as const, message: USER_MESSAGES.passwordUpdated });
    },
  );
  done();
}
