/**
 * Sign-up, sign-in, sign-out and current-user calls (spec §4 auth, §5 sign-up rules, §7 auth calls,
 * §8 errors) on a real database: every §5 rule with its message, argon2id parameters, approval
 * states, JWT claims, session revocation and the growing-delay throttle on a fake clock.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/accounts.js';
import type { Throttle } from '../src/accounts/throttle.js';
import { ARGON2_PARAMS, PASSWORD_RULE_MESSAGE } from '../src/accounts/passwords.js';
import {
  approvedAccount,
  useAuthApp,
  call,
  registration,
  signIn,
  uniqueEmail,
  backends,
} from './auth-app.js';

describe.each(backends)('on %s', (backend) => {
  const t = useAuthApp(backend);

  /** A sign-up form with a fresh e-mail (one database is shared by the tests of this file). */
  const fresh = (overrides: Record<string, unknown> = {}) =>
    registration({ email: uniqueEmail(), ...overrides });
  const rowOf = async (email: string) =>
    (await t.db.db.select().from(users).where(eq(users.email, email)))[0];
  const adminHeaders = () => ({ 'x-admin-token': t.deps.adminToken ?? '' });

  const register = (body: unknown) => call(t.app, 'POST', '/api/auth/user/register', { body });
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', '/api/auth/user/login', { body: { email, password }, headers });
  const errorOf = (body: { errors?: { field: string; message: string }[] }, field: string) =>
    body.errors?.find((e) => e.field === field)?.message;

  describe('POST /api/auth/user/register', () => {
    it('creates a pending account and answers 201 { success, message }', async () => {
      const form = fresh();
      const res = await register(form);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        message: 'Registration successful! You will be able to login after admin account approval',
      });
      const row = await rowOf(form.email as string);
      expect(row?.status).toBe('pending');
      expect(row?.role).toBe('customer');
      expect(row?.creditLimitCents).toBe(0);
    });

    it('stores an argon2id hash with m=19456, t=2, p=1 and never the password', async () => {
      const form = fresh();
      await register(form);
      const row = await rowOf(form.email as string);
      expect(ARGON2_PARAMS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
      expect(row?.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
      expect(row?.passwordHash).not.toContain('Str0ng!Pass');
    });

    it('requires every text field with "{field with spaces} is required"', async () => {
      const res = await register({});
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      // Every field of the sign-up form (auth-app.ts) but the confirmation and the newsletter box.
      const fields = Object.keys(registration()).filter(
        (f) => f !== 'confirm_password' && f !== 'subscribe',
      );
      expect(fields).toHaveLength(13);
      for (const field of fields) {
        expect(errorOf(res.body, field)).toBe(`${field.replace(/_/g, ' ')} is required`);
      }
      expect(errorOf(res.body, 'full_name')).toBe('full name is required');
      expect(errorOf(res.body, 'office_eir_code')).toBe('office eir code is required');
      expect(res.body.message).toBe('full name is required');
    });

    it('treats blank text as missing', async () => {
      const res = await register(fresh({ country: '   ', company_name: '' }));
      expect(res.status).toBe(400);
      expect(errorOf(res.body, 'country')).toBe('country is required');
      expect(errorOf(res.body, 'company_name')).toBe('company name is required');
    });

    it('rejects a phone number with fewer than 10 digits', async () => {
      const short = await register(fresh({ phone_number: '087 123 45' }));
      expect(short.status).toBe(400);
      expect(errorOf(short.body, 'phone_number')).toBe('Please enter a valid phone number');
      const letters = await register(fresh({ phone_number: 'call me 0871234567' }));
      expect(errorOf(letters.body, 'phone_number')).toBe('Please enter a valid phone number');
      const ok = await register(fresh({ phone_number: '0871234567' }));
      expect(ok.status).toBe(201);
    });

    it.each([
      ['short', 'Ab1!xyz'],
      ['no uppercase', 'str0ng!pass'],
      ['no lowercase', 'STR0NG!PASS'],
      ['no digit', 'Strong!Pass'],
      ['no special character', 'Str0ngPass1'],
      ['a space', 'Str0ng! Pass'],
    ])('refuses a password with %s', async (_label, password) => {
      const res = await register(fresh({ password, confirm_password: password }));
      expect(res.status).toBe(400);
      expect(errorOf(res.body, 'password')).toBe(PASSWORD_RULE_MESSAGE);
      expect(PASSWORD_RULE_MESSAGE).toBe(
        'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special character.',
      );
    });

    it('refuses a different confirm_password with "Passwords do not match"', async () => {
      const res = await register(fresh({ confirm_password: 'Other!Pass1' }));
      expect(res.status).toBe(400);
      expect(errorOf(res.body, 'confirm_password')).toBe('Passwords do not match');
    });

    it('checks email and invoice_email formats', async () => {
      const res = await register(fresh({ email: 'jane@shop', invoice_email: 'a b@c.ie' }));
      expect(res.status).toBe(400);
      expect(errorOf(res.body, 'email')).toBe('Invalid email format');
      expect(errorOf(res.body, 'invoice_email')).toBe('Invalid email format');
    });

    it('allows only letters and spaces in the office city', async () => {
      const res = await register(fresh({ office_city: 'Cork 2' }));
      expect(res.status).toBe(400);
      expect(errorOf(res.body, 'office_city')).toBe(
        'City name must contain only letters and spaces',
      );
      expect((await register(fresh({ office_city: 'Dún Laoghaire' }))).status).toBe(201);
    });

    it.each(['Dublin 4', 'Dublin 6W', 'Castletown-Bere', 'Port Laoise', 'Baile Átha Cliath'])(
      'accepts the Irish place %j as the office city',
      async (city) => {
        expect((await register(fresh({ office_city: city }))).status).toBe(201);
      },
    );

    it.each(['Dublin 25', 'Cork 2', '4 Dublin', '-Cork'])(
      'refuses %j as the office city with the spec message',
      async (city) => {
        const res = await register(fresh({ office_city: city }));
        expect(errorOf(res.body, 'office_city')).toBe(
          'City name must contain only letters and spaces',
        );
      },
    );

    it('limits the company name to 17 characters', async () => {
      const res = await register(fresh({ company_name: 'A'.repeat(18) }));
      expect(res.status).toBe(400);
      expect(errorOf(res.body, 'company_name')).toBe('Company name must be at most 17 characters');
      expect((await register(fresh({ company_name: 'A'.repeat(17) }))).status).toBe(201);
    });

    it('answers a duplicate e-mail (any case) with a field error, not a 500', async () => {
      const form = fresh();
      expect((await register(form)).status).toBe(201);
      const res = await register({ ...form, email: (form.email as string).toUpperCase() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Email is already registered',
        errors: [{ field: 'email', message: 'Email is already registered' }],
      });
    });

    it('answers a non-object body with 400, not 500', async () => {
      const res = await call(t.app, 'POST', '/api/auth/user/register', {
        body: '"nonsense"',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });
  });

  describe('POST /api/auth/user/login', () => {
    it('refuses a pending account with 403 and no token', async () => {
      const form = fresh();
      await register(form);
      const res = await login(form.email as string, 'Str0ng!Pass');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        message: 'Your account is awaiting admin approval.',
      });
    });

    it('refuses a rejected account with 403 and no token', async () => {
      const form = fresh();
      await register(form);
      const rejected = await call(t.app, 'POST', '/api/admin/users/by-email/reject', {
        body: { email: form.email },
        headers: adminHeaders(),
      });
      expect(rejected.status).toBe(200);
      const res = await login(form.email as string, 'Str0ng!Pass');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        message: 'Your trade account application was not approved.',
      });
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const form = fresh();
      await approvedAccount(t, form);
      const wrong = await login(form.email as string, 'Wr0ng!Pass');
      const unknown = await login(uniqueEmail('nobody'), 'Str0ng!Pass');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('requires email and password', async () => {
      const res = await call(t.app, 'POST', '/api/auth/user/login', { body: {} });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'email', message: 'email is required' },
        { field: 'password', message: 'password is required' },
      ]);
    });

    it('signs an approved account in: { success, token, user } with an 8-hour HS256 JWT', async () => {
      const form = fresh();
      const email = form.email as string;
      const id = await approvedAccount(t, form);
      const res = await login(email.toUpperCase(), 'Str0ng!Pass');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.user).toEqual({
        id,
        full_name: 'Jane Walsh',
        email,
        invoice_email: 'accounts@shop.ie',
        phone_number: '+353 87 123 4567',
        country: 'Ireland',
        office_address: '1 Main Street',
        office_city: 'Cork',
        office_eir_code: 'T12 AB34',
        delivery_address: '2 Quay Road',
        delivery_city: 'Cork',
        delivery_eir_code: 'T12 CD56',
        company_name: 'Walsh Beds',
        credit_limit: '0.00',
        subscribe: false,
        vat_number: null,
        role: 'customer',
        company_role: 'COMPANY_ADMIN',
      });
      const token = res.body.token as string;
      const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as {
        alg: string;
      };
      expect(header.alg).toBe('HS256');
      const claims = decodeJwt(token);
      expect(claims.sub).toBe(String(id));
      expect(claims.role).toBe('customer');
      expect(typeof claims.sid).toBe('string');
      const eightHours = 8 * 60 * 60;
      expect(Math.abs(claims.exp! - Math.floor(t.clock.now() / 1000) - eightHours)).toBeLessThan(2);
      const session = await t.db.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(claims.sid)));
      expect(Math.floor(session[0]!.expiresAt.getTime() / 1000)).toBe(claims.exp);
      expect(JSON.stringify(res.body)).not.toContain('argon2');
    });
  });

  describe('current user, sign-out', () => {
    it('GET loggedin -> { success, data: user } and GET me -> { user, token }', async () => {
      const form = fresh();
      const id = await approvedAccount(t, form);
      const { token } = await signIn(t, form.email as string);
      const loggedIn = await call(t.app, 'GET', '/api/auth/user/loggedin', { token });
      expect(loggedIn.status).toBe(200);
      expect(loggedIn.body.success).toBe(true);
      expect((loggedIn.body.data as { id: number }).id).toBe(id);
      const me = await call(t.app, 'GET', '/api/auth/user/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.token).toBe(token);
      expect((me.body.user as { email: string }).email).toBe(form.email);
      expect((me.body.user as { role: string }).role).toBe('customer');
      expect(Object.keys(me.body).sort()).toEqual(['token', 'user']);
    });

    it('answers 401 without a token or with a forged one', async () => {
      const form = fresh();
      await approvedAccount(t, form);
      const { token } = await signIn(t, form.email as string);
      const forged = `${token.slice(0, -4)}AAAA`;
      for (const tk of [undefined, forged, 'not-a-jwt']) {
        const me = await call(t.app, 'GET', '/api/auth/user/me', { token: tk });
        expect(me.status).toBe(401);
        expect(me.body).toEqual({ success: false, message: 'Unauthorized' });
        expect((await call(t.app, 'GET', '/api/auth/user/loggedin', { token: tk })).status).toBe(
          401,
        );
      }
    });

    it('a token is dead after sign-out; other sessions stay alive', async () => {
      const form = fresh();
      await approvedAccount(t, form);
      const first = await signIn(t, form.email as string);
      const second = await signIn(t, form.email as string);
      const out = await call(t.app, 'POST', '/api/auth/user/logout', { token: first.token });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true, message: 'Logged out successfully' });
      expect((await call(t.app, 'GET', '/api/auth/user/me', { token: first.token })).status).toBe(
        401,
      );
      const again = await call(t.app, 'POST', '/api/auth/user/logout', { token: first.token });
      expect(again.status).toBe(401);
      expect((await call(t.app, 'GET', '/api/auth/user/me', { token: second.token })).status).toBe(
        200,
      );
    });

    it('a token is dead once its session has expired', async () => {
      const form = fresh();
      await approvedAccount(t, form);
      const { token } = await signIn(t, form.email as string);
      const sid = String(decodeJwt(token).sid);
      await t.db.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, sid));
      expect((await call(t.app, 'GET', '/api/auth/user/me', { token })).status).toBe(401);
    });

    // Only a pending application can be rejected (issue 9); an approved account is shut out by
    // blocking it, which ends its sessions at once.
    it('a token is dead once its account is blocked', async () => {
      const form = fresh();
      const id = await approvedAccount(t, form);
      const { token } = await signIn(t, form.email as string);
      const blocked = await call(t.app, 'POST', `/api/admin/accounts/${id}/block`, {
        body: {},
        headers: adminHeaders(),
      });
      expect(blocked.status).toBe(200);
      expect((await call(t.app, 'GET', '/api/auth/user/me', { token })).status).toBe(401);
    });
  });

  describe('sign-in throttle (growing delays, fake clock)', () => {
    const tooMany = (s: number) => `Too many attempts. Please try again in ${s} seconds.`;

    it('locks an account after 5 failures for 1 s, then 2 s, and lets a good password in after the delay', async () => {
      const form = fresh();
      const email = form.email as string;
      await approvedAccount(t, form);
      for (let i = 0; i < 5; i++) {
        expect((await login(email, 'Wr0ng!Pass')).status).toBe(401);
      }
      // The 6th failure is beyond the free allowance: it is answered, then the account locks 1 s.
      expect((await login(email, 'Wr0ng!Pass')).status).toBe(401);
      const locked = await login(email, 'Str0ng!Pass');
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ success: false, message: tooMany(1) });
      expect(locked.headers['retry-after']).toBe('1');

      t.clock.advance(1000);
      expect((await login(email, 'Wr0ng!Pass')).status).toBe(401);
      const longer = await login(email, 'Str0ng!Pass');
      expect(longer.status).toBe(429);
      expect(longer.body.message).toBe(tooMany(2));
      expect(longer.headers['retry-after']).toBe('2');

      t.clock.advance(2000);
      const good = await login(email, 'Str0ng!Pass');
      expect(good.status).toBe(200);
      expect((t.deps.throttles.loginAccount as Throttle).failures(`email:${email}`)).toBe(0);
    });

    it('counts unknown e-mails and upper-case variants against the same account key', async () => {
      const ghost = uniqueEmail('ghost');
      for (let i = 0; i < 6; i++) await login(i % 2 ? ghost.toUpperCase() : ghost, 'x');
      const res = await login(ghost, 'x');
      expect(res.status).toBe(429);
    });

    it('past the account-wide ceiling delays a sign-in by at most 3 s and never refuses it', async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 140; i++)
        await t.deps.throttles.loginAccountCeiling.fail([`email:${email}`]);
      const res = await login(email, 'Str0ng!Pass');
      expect(res.status).toBe(401);
      expect(t.delays.at(-1)).toBe(3000);
    });

    it('throttles a client address across accounts (X-Forwarded-For from the bff on loopback)', async () => {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < 21; i++) {
        expect((await login(uniqueEmail(), 'Wr0ng!Pass', from('203.0.113.9'))).status).toBe(401);
      }
      const res = await login(uniqueEmail(), 'Wr0ng!Pass', from('203.0.113.9'));
      expect(res.status).toBe(429);
      expect((await login(uniqueEmail(), 'Wr0ng!Pass', from('198.51.100.7'))).status).toBe(401);
    });
  });
});
