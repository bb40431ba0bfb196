/**
 * Sign-up, sign-in, sign-out, current user and password reset (spec §4 auth, §5 sign-up rules,
 * §7 auth calls, §8 errors). Attempts are throttled here, in the api, so every way a client
 * reaches these calls (the bff's batched or aliased GraphQL logins included) is counted.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handlerValidatedBody } from '../openapi/documented-body.js';
import { ForbiddenError, UnauthorizedError } from '../plugins/errors.js';
import { requireUser, requireViewer } from '../plugins/guards.js';
import { userDto } from '../schemas/user.js';
import {
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '../schemas/request-bodies.js';
import { newApplicationMail } from '../admin/mails.js';
import { passwordResetMail } from './account-mails.js';
import { verifyDummyPassword, verifyPassword } from './passwords.js';
import { revokeSession } from './sessions.js';
import { withCompanyCredit } from './company-credit.js';
import { signedIn, signedInDto } from './sign-in/answer.js';
import { ceilingDelay, countCeilingFailure } from './sign-in/ceiling.js';
import { deviceTokenUser } from './sign-in/device-tokens.js';
import {
  createUser,
  findUserByEmail,
  issueResetToken,
  normalizeEmail,
  requiredMessage,
  resetPasswordWithToken,
  toUserDto,
  validateRegistration,
  type FieldError,
} from './service.js';
import {
  AUTH_MESSAGES,
  clientAddress,
  refusedSignInMessage,
  type AccountsRouteOptions,
} from './auth-deps.js';
import {
  badRequest,
  bearerToken,
  failure,
  messageOk,
  sessionUserDto,
  tooManyAttempts,
} from './auth-replies.js';

export * from './auth-deps.js';
export * from './auth-replies.js';

/** Registers the spec §7 auth calls under /api/auth/user. */
export function authRoutes(
  app: FastifyInstance,
  opts: AccountsRouteOptions,
  done: (err?: Error) => void,
): void {
  const { db, config, deps, mail } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date(deps.clock());
  const t = deps.throttles;

  r.post(
    '/api/auth/user/register',
    {
      schema: {
        summary: 'Apply for a trade account (spec §5 sign-up rules); the account starts pending',
        tags: ['auth'],
        body: handlerValidatedBody(registerBody),
        response: { 201: messageOk, 400: failure },
      },
    },
    async (request, reply) => {
      const form = validateRegistration(request.body);
      if (!form.ok) return badRequest(reply, form.errors);
      // Issue 9: the shop hears of every application (SHOP_EMAIL), the mail queued with the row.
      const created = await db.transaction(async (tx) => {
        const made = await createUser(tx, form.value);
        if (made.ok) {
          const notice = await newApplicationMail(made.value, config.shopEmail, config.publicUrl);
          await mail.enqueue(notice, tx);
        }
        return made;
      });
      if (!created.ok) return badRequest(reply, created.errors);
      request.log.info({ userId: created.value.id }, 'trade account application received');
      await mail.afterCommit();
      return reply.code(201).send({ success: true as const, message: AUTH_MESSAGES.registered });
    },
  );

  r.post(
    '/api/auth/user/login',
    {
      schema: {
        summary: 'Sign in; returns an 8-hour bearer token (HS256 JWT: sub, role, sid)',
        description:
          'Failures count per (account, client address; IPv6 by /64), per address, and per account ' +
          'from every address (100 free). Past the account-wide ceiling a sign-in is delayed (up ' +
          "to 3 s), never refused, unless it carries the account's `deviceToken` from an earlier " +
          'sign-in (a browser that signed in before); the customer is mailed once per window.',
        security: [],
        tags: ['auth'],
        body: handlerValidatedBody(loginBody),
        response: {
          200: signedInDto,
          400: failure,
          401: failure,
          403: failure,
          429: failure,
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const missing: FieldError[] = [];
      if (!email) missing.push({ field: 'email', message: requiredMessage('email') });
      if (!password) missing.push({ field: 'password', message: requiredMessage('password') });
      if (missing.length > 0) return badRequest(reply, missing);

      const address = clientAddress(request);
      const accountKey = [`email:${email}|addr:${address}`];
      const addressKey = [`addr:${address}`];
      const wait = Math.max(
        await t.loginAccount.retryAfterSeconds(accountKey),
        await t.loginAddress.retryAfterSeconds(addressKey),
      );
      if (wait > 0) return tooManyAttempts(reply, wait);

      const user = await findUserByEmail(db, email);
      const knownDevice =
        user !== undefined && deviceTokenUser(config.jwtSecret, body.deviceToken) === user.id;
      if (!knownDevice) await ceilingDelay(t.loginAccountCeiling, email, deps.delay);
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyDummyPassword(password);
      if (!user || !ok) {
        await t.loginAccount.fail(accountKey);
        await t.loginAddress.fail(addressKey);
        if (!knownDevice) {
          await countCeilingFailure({
            ceiling: t.loginAccountCeiling,
            email,
            user: user ?? null,
            mailer: deps.mailer,
            publicUrl: config.publicUrl,
            log: request.log,
          });
        }
        throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
      }
      // The account-wide ceiling is not reset: it counts the attack, not this browser.
      await t.loginAccount.reset(accountKey);
      if (user.status !== 'approved') throw new ForbiddenError(refusedSignInMessage(user.status));
      return reply.send(await signedIn(db, config.jwtSecret, user, now()));
    },
  );

  r.post(
    '/api/auth/user/logout',
    {
      schema: {
        summary: 'Sign out: revokes the current session; its token gets 401 afterwards',
        tags: ['auth'],
        response: { 200: messageOk, 401: failure },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await revokeSession(db, viewer.sessionId, now());
      await deps.sessionEnded({ userId: viewer.userId, sessionId: viewer.sessionId });
      return reply.send({ success: true as const, message: AUTH_MESSAGES.loggedOut });
    },
  );

  r.get(
    '/api/auth/user/loggedin',
    {
      schema: {
        summary: 'The signed-in user (spec §7)',
        tags: ['auth'],
        response: { 200: z.object({ success: z.literal(true), data: userDto }), 401: failure },
      },
    },
    async (request, reply) => {
      const user = await withCompanyCredit(db, await requireUser(db, request));
      return reply.send({ success: true as const, data: toUserDto(user) });
    },
  );

  r.get(
    '/api/auth/user/me',
    {
      schema: {
        summary: 'The signed-in user and the bearer token in use (spec §7)',
        tags: ['auth'],
        response: { 200: z.object({ user: sessionUserDto, token: z.string() }), 401: failure },
      },
    },
    async (request, reply) => {
      const user = await withCompanyCredit(db, await requireUser(db, request));
      return reply.send({
        user: { ...toUserDto(user), role: user.role, company_role: user.companyRole ?? null },
        token: bearerToken(request),
      });
    },
  );

  r.post(
    '/api/auth/user/forgot-password',
    {
      schema: {
        summary: 'E-mail a single-use reset link valid 1 hour; 404 for an unknown e-mail',
        tags: ['auth'],
        body: handlerValidatedBody(forgotPasswordBody),
        response: { 200: messageOk, 400: failure, 404: failure, 429: failure },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
      if (!email) return badRequest(reply, [{ field: 'email', message: requiredMessage('email') }]);
      const emailKey = [`email:${email}`];
      const addressKey = [`addr:${clientAddress(request)}`];
      const wait = Math.max(
        await t.forgotEmail.retryAfterSeconds(emailKey),
        await t.forgotAddress.retryAfterSeconds(addressKey),
      );
      if (wait > 0) return tooManyAttempts(reply, wait);
      await t.forgotAddress.fail(addressKey);
      const user = await findUserByEmail(db, email);
      if (!user) {
        return reply
          .code(404)
          .send({ success: false as const, message: AUTH_MESSAGES.unknownEmail });
      }
      await t.forgotEmail.fail(emailKey);
      // The token and its mail commit together (issue 27): a mail server that is down delays the
      // mail (the outbox retries it), never fails the request nor loses the link.
      const jobId = await db.transaction(async (tx) => {
        const { token } = await issueResetToken(tx, user.id, now());
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        return mail.enqueue(await passwordResetMail(user.email, user.fullName, link), tx);
      });
      await mail.afterCommit();
      // Never the link: it signs in as the customer for an hour. The mail (or .eml file) holds it.
      request.log.info({ to: user.email, jobId }, 'password reset e-mail queued');
      return reply.send({ success: true as const, message: AUTH_MESSAGES.resetSent });
    },
  );

  r.post(
    '/api/auth/user/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset token; revokes every session of the user',
        tags: ['auth'],
        body: handlerValidatedBody(resetPasswordBody),
        response: { 200: messageOk, 400: failure, 429: failure },
      },
    },
    async (request, reply) => {
      const addressKey = [`addr:${clientAddress(request)}`];
      const wait = await t.resetAddress.retryAfterSeconds(addressKey);
      if (wait > 0) return tooManyAttempts(reply, wait);
      const result = await resetPasswordWithToken(db, request.body, now());
      if (!result.ok) {
        if (result.errors.some((e) => e.field === 'token')) await t.resetAddress.fail(addressKey);
        return badRequest(reply, result.errors);
      }
      request.log.info({ userId: result.value }, 'password reset; sessions revoked');
      await deps.sessionEnded({ userId: result.value, sessionId: null });
      return reply.send({ success: true as const, message: AUTH_MESSAGES.resetDone });
    },
  );
  done();
}
