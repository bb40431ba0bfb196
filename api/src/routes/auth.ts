/**
 * Sign-up, sign-in, sign-out, current user and password reset (spec §4 auth, §5 sign-up rules,
 * §7 auth calls, §8 errors). Attempts are throttled here, in the api, so every way a client
 * reaches these calls (the bff's batched or aliased GraphQL logins included) is counted.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/accounts.js';
import { signBearer } from '../plugins/auth.js';
import { resolveAdminToken } from '../services/admin-token.js';
import { passwordResetMail } from '../documents/account-mails.js';
import { createMailer, type Mailer } from '../services/mail.js';
import { verifyDummyPassword, verifyPassword } from '../services/passwords.js';
import { openSession, revokeSession } from '../services/sessions.js';
import { Throttle, type Clock } from '../services/throttle.js';
import {
  createUser,
  findUserByEmail,
  findUserById,
  issueResetToken,
  normalizeEmail,
  requiredMessage,
  resetPasswordWithToken,
  toUserDto,
  validateRegistration,
  type FieldError,
} from '../services/users.js';

/** Spec §4/§8 messages of the auth calls. */
export const AUTH_MESSAGES = {
  registered: 'Registration successful! You will be able to login after admin account approval',
  invalidCredentials: 'Invalid email or password',
  pending: 'Your account is awaiting admin approval.',
  rejected: 'Your trade account application was not approved.',
  unknownEmail: 'This email does not exist.',
  resetSent: 'A password reset link has been sent to your email.',
  resetDone: 'Your password has been successfully reset',
  loggedOut: 'Logged out successfully',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
} as const;

/** Returns the spec's 429 message: 'Too many attempts. Please try again in N seconds.' */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${seconds} seconds.`;
}

/** The throttles of the account calls (in memory, per api process). */
export interface AccountThrottles {
  /**
   * Sign-in failures per (e-mail, client address): 5 free, then 1 s, 2 s, 4 s … up to 15 min;
   * reset on success. Someone else's failures never lock the customer's own address out.
   */
  loginAccount: Throttle;
  /**
   * Sign-in failures per e-mail from every address: the ceiling against a spread attack, 100
   * free, then 1 s doubling up to 15 min; reset on success (OWASP authentication cheat sheet).
   */
  loginAccountCeiling: Throttle;
  /** Sign-in failures per client address: 20 free, then 1 s doubling up to 15 min. */
  loginAddress: Throttle;
  /** Reset e-mails per address: 3 free, then 1 min doubling up to 1 h. */
  forgotEmail: Throttle;
  /** Forgot-password requests per client address: 10 free, then 1 s doubling up to 15 min. */
  forgotAddress: Throttle;
  /** Failed reset-password submissions per client address: 10 free, then 1 s doubling. */
  resetAddress: Throttle;
}

/** What the account routes need besides the database: time, throttles, mail, admin credential. */
export interface AccountsDeps {
  clock: Clock;
  throttles: AccountThrottles;
  mailer: Mailer;
  /** The ADMIN_TOKEN credential (or the generated DATA_DIR/admin-token); undefined = none. */
  adminToken: string | undefined;
}

/** Options of the account route plugins. */
export interface AccountsRouteOptions {
  db: Db;
  config: Config;
  deps: AccountsDeps;
}

/**
 * Builds the account dependencies from the config: throttles on `clock` (default Date.now), the
 * mailer (SMTP_URL or the DATA_DIR/mail outbox) and the admin credential (generated into
 * DATA_DIR/admin-token outside production when ADMIN_TOKEN is unset).
 */
export function createAccountsDeps(
  config: Config,
  overrides: Partial<AccountsDeps> = {},
): AccountsDeps {
  const clock = overrides.clock ?? Date.now;
  const minute = 60_000;
  return {
    clock,
    throttles: overrides.throttles ?? {
      loginAccount: new Throttle({ freeAttempts: 5 }, clock),
      loginAccountCeiling: new Throttle({ freeAttempts: 100 }, clock),
      loginAddress: new Throttle({ freeAttempts: 20 }, clock),
      forgotEmail: new Throttle(
        { freeAttempts: 3, baseDelayMs: minute, maxDelayMs: 60 * minute },
        clock,
      ),
      forgotAddress: new Throttle({ freeAttempts: 10 }, clock),
      resetAddress: new Throttle({ freeAttempts: 10 }, clock),
    },
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
      }),
    adminToken:
      'adminToken' in overrides
        ? overrides.adminToken
        : resolveAdminToken({
            explicit: config.adminToken,
            dataDir: config.dataDir,
            production: config.nodeEnv === 'production',
          }),
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client's address for throttling: the last X-Forwarded-For entry when the request comes from
 * loopback (the bff, which forwards the browser's address), else the socket address.
 */
export function clientAddress(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? request.ip;
  const forwarded = request.headers['x-forwarded-for'];
  if (LOOPBACK.has(peer) && typeof forwarded === 'string' && forwarded.trim() !== '') {
    const last = forwarded.split(',').pop()?.trim();
    if (last) return last;
  }
  return peer;
}

/** Spec §3 User as sent by the api (snake_case; credit_limit a decimal euro string). */
export const userDto = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  invoice_email: z.string(),
  phone_number: z.string(),
  country: z.string(),
  office_address: z.string(),
  office_city: z.string(),
  office_eir_code: z.string(),
  delivery_address: z.string(),
  delivery_city: z.string(),
  delivery_eir_code: z.string(),
  company_name: z.string(),
  credit_limit: z.string().describe('decimal euros, e.g. "5000.00"'),
  subscribe: z.boolean(),
});

/**
 * The signed-in user's own account as login and /me answer it: spec §3 User plus `role`, so the
 * web app can show the admin console's link (issue 9). Every admin call checks the role again.
 */
const sessionUserDto = userDto.extend({
  role: z.enum(['customer', 'admin']).describe("'admin' for the shop's staff"),
});

/** Every 4xx/5xx body of the account calls. */
export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** A `{ success: true, message }` answer. */
export const messageOk = z.object({ success: z.literal(true), message: z.string() });

/** A body whose fields the handler validates itself (to give every §5 message at once). */
const looseBody = (fields: Record<string, string>) =>
  z
    .looseObject(
      Object.fromEntries(
        Object.entries(fields).map(([k, d]) => [k, z.unknown().optional().describe(d)]),
      ),
    )
    .nullish();

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

/** Replies 401 'Unauthorized'. */
export function unauthorized(reply: FastifyReply) {
  return reply.code(401).send({ success: false as const, message: AUTH_MESSAGES.unauthorized });
}

/** The signed-in user of a request (live session checked by the auth plugin), or undefined. */
export async function currentUser(db: Db, request: FastifyRequest): Promise<UserRow | undefined> {
  if (!request.viewer) return undefined;
  return findUserById(db, request.viewer.userId);
}

/** The bearer token of the request (for GET /me), or '' when none. */
function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? '';
}

/** Registers the spec §7 auth calls under /api/auth/user. */
export function authRoutes(
  app: FastifyInstance,
  opts: AccountsRouteOptions,
  done: (err?: Error) => void,
): void {
  const { db, config, deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => new Date(deps.clock());
  const t = deps.throttles;

  r.post(
    '/api/auth/user/register',
    {
      schema: {
        summary: 'Apply for a trade account (spec §5 sign-up rules); the account starts pending',
        tags: ['auth'],
        body: looseBody({
          full_name: 'required',
          email: 'required, unique (case-insensitive)',
          invoice_email: 'required',
          phone_number: 'required, 10 to 15 digits',
          country: 'required',
          office_address: 'required',
          office_city: 'required, letters and spaces only',
          office_eir_code: 'required',
          delivery_address: 'required',
          delivery_city: 'required',
          delivery_eir_code: 'required',
          company_name: 'required, at most 17 characters',
          password: 'required, 8+ chars with upper, lower, digit, special, no spaces',
          confirm_password: 'optional; must equal password',
          subscribe: 'optional boolean',
        }),
        response: { 201: messageOk, 400: failure },
      },
    },
    async (request, reply) => {
      const form = validateRegistration(request.body);
      if (!form.ok) return badRequest(reply, form.errors);
      const created = await createUser(db, form.value);
      if (!created.ok) return badRequest(reply, created.errors);
      request.log.info({ userId: created.value.id }, 'trade account application received');
      return reply.code(201).send({ success: true as const, message: AUTH_MESSAGES.registered });
    },
  );

  r.post(
    '/api/auth/user/login',
    {
      schema: {
        summary: 'Sign in; returns an 8-hour bearer token (HS256 JWT: sub, role, sid)',
        tags: ['auth'],
        body: looseBody({ email: 'required', password: 'required' }),
        response: {
          200: z.object({ success: z.literal(true), token: z.string(), user: sessionUserDto }),
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
      const ceilingKey = [`email:${email}`];
      const addressKey = [`addr:${address}`];
      const wait = Math.max(
        t.loginAccount.retryAfterSeconds(accountKey),
        t.loginAccountCeiling.retryAfterSeconds(ceilingKey),
        t.loginAddress.retryAfterSeconds(addressKey),
      );
      if (wait > 0) return tooManyAttempts(reply, wait);

      const user = await findUserByEmail(db, email);
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyDummyPassword(password);
      if (!user || !ok) {
        t.loginAccount.fail(accountKey);
        t.loginAccountCeiling.fail(ceilingKey);
        t.loginAddress.fail(addressKey);
        return reply
          .code(401)
          .send({ success: false as const, message: AUTH_MESSAGES.invalidCredentials });
      }
      t.loginAccount.reset(accountKey);
      t.loginAccountCeiling.reset(ceilingKey);
      if (user.status !== 'approved') {
        const message = user.status === 'pending' ? AUTH_MESSAGES.pending : AUTH_MESSAGES.rejected;
        return reply.code(403).send({ success: false as const, message });
      }
      const session = await openSession(db, user.id, now());
      const token = await signBearer(
        { userId: user.id, role: user.role, sessionId: session.id },
        config.jwtSecret,
        Math.floor(session.expiresAt.getTime() / 1000),
      );
      return reply.send({
        success: true as const,
        token,
        user: { ...toUserDto(user), role: user.role },
      });
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
      if (!request.viewer) return unauthorized(reply);
      await revokeSession(db, request.viewer.sessionId, now());
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
      const user = await currentUser(db, request);
      if (!user) return unauthorized(reply);
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
      const user = await currentUser(db, request);
      if (!user) return unauthorized(reply);
      return reply.send({
        user: { ...toUserDto(user), role: user.role },
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
        body: looseBody({ email: 'required' }),
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
        t.forgotEmail.retryAfterSeconds(emailKey),
        t.forgotAddress.retryAfterSeconds(addressKey),
      );
      if (wait > 0) return tooManyAttempts(reply, wait);
      t.forgotAddress.fail(addressKey);
      const user = await findUserByEmail(db, email);
      if (!user) {
        return reply
          .code(404)
          .send({ success: false as const, message: AUTH_MESSAGES.unknownEmail });
      }
      t.forgotEmail.fail(emailKey);
      const { token } = await issueResetToken(db, user.id, now());
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const receipt = await deps.mailer.send(
        await passwordResetMail(user.email, user.fullName, link),
      );
      if (receipt.kind === 'file') {
        // Never the link: it signs in as the customer for an hour. The file holds it.
        request.log.info(
          { to: user.email, file: receipt.file },
          'password reset e-mail written to the outbox; the link is in the file',
        );
      }
      return reply.send({ success: true as const, message: AUTH_MESSAGES.resetSent });
    },
  );

  r.post(
    '/api/auth/user/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset token; revokes every session of the user',
        tags: ['auth'],
        body: looseBody({ token: 'required', password: 'required, spec §5 password rule' }),
        response: { 200: messageOk, 400: failure, 429: failure },
      },
    },
    async (request, reply) => {
      const addressKey = [`addr:${clientAddress(request)}`];
      const wait = t.resetAddress.retryAfterSeconds(addressKey);
      if (wait > 0) return tooManyAttempts(reply, wait);
      const result = await resetPasswordWithToken(db, request.body, now());
      if (!result.ok) {
        if (result.errors.some((e) => e.field === 'token')) t.resetAddress.fail(addressKey);
        return badRequest(reply, result.errors);
      }
      request.log.info({ userId: result.value }, 'password reset; sessions revoked');
      return reply.send({ success: true as const, message: AUTH_MESSAGES.resetDone });
    },
  );
  done();
}
