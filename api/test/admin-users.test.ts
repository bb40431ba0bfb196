/**
 * Admin side of trade accounts (spec §4: accounts wait for admin approval, §6 admin; design
 * "Admin CLI" endpoints): authorisation, listing, approve, reject, credit limits, admin creation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTokenMatches, readAdminTokenFile } from '../src/admin/admin-token.js';
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
  let adminToken: string;
  const asAdmin = { 'x-admin-token': '' };
  beforeAll(() => {
    adminToken = t.deps.adminToken!;
    asAdmin['x-admin-token'] = adminToken;
  });

  async function pending(): Promise<{ id: number; email: string }> {
    const email = uniqueEmail('applicant');
    const res = await call(t.app, 'POST', '/api/auth/user/register', {
      body: registration({ email }),
    });
    expect(res.status).toBe(201);
    const list = await call(t.app, 'GET', '/api/admin/users?status=pending', { headers: asAdmin });
    const user = (list.body.users as { id: number; email: string }[]).find(
      (u) => u.email === email,
    );
    return { id: user!.id, email };
  }

  describe('admin credential', () => {
    it('is generated once into DATA_DIR/admin-token outside production', () => {
      expect(adminToken.length).toBeGreaterThanOrEqual(32);
      expect(readAdminTokenFile(t.dataDir)).toBe(adminToken);
      expect(adminTokenMatches(adminToken, adminToken)).toBe(true);
      expect(adminTokenMatches(`${adminToken}x`, adminToken)).toBe(false);
      expect(adminTokenMatches(adminToken, undefined)).toBe(false);
    });

    it('answers 401 without credentials or with a wrong admin token, 403 for a customer', async () => {
      const none = await call(t.app, 'GET', '/api/admin/users');
      expect(none.status).toBe(401);
      const wrong = await call(t.app, 'GET', '/api/admin/users', {
        headers: { 'x-admin-token': 'nope' },
      });
      expect(wrong.status).toBe(401);
      const email = uniqueEmail();
      await approvedAccount(t, registration({ email }));
      const { token } = await signIn(t, email);
      const customer = await call(t.app, 'GET', '/api/admin/users', { token });
      expect(customer.status).toBe(403);
      expect(customer.body).toEqual({ success: false, message: 'Forbidden' });
      const approve = await call(t.app, 'POST', '/api/admin/users/1/approve', { token });
      expect(approve.status).toBe(403);
    });

    it('accepts the bearer token of a signed-in admin', async () => {
      const email = uniqueEmail('admin');
      const created = await call(t.app, 'POST', '/api/admin/users/admins', {
        body: { email, password: 'Adm1n!Pass', full_name: 'Ops Admin' },
        headers: asAdmin,
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe(`Created admin ${email}`);
      expect(created.body.user).toMatchObject({ email, role: 'admin', status: 'approved' });
      const { token } = await signIn(t, email, 'Adm1n!Pass');
      const app = await pending();
      const res = await call(t.app, 'POST', `/api/admin/users/${app.id}/approve`, { token });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`Approved ${app.email}`);
    });
  });

  describe('approval', () => {
    it('approving a pending account lets it sign in', async () => {
      const app = await pending();
      const before = await call(t.app, 'POST', '/api/auth/user/login', {
        body: { email: app.email, password: 'Str0ng!Pass' },
      });
      expect(before.status).toBe(403);
      const res = await call(t.app, 'POST', `/api/admin/users/${app.id}/approve`, {
        headers: asAdmin,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: `Approved ${app.email}`,
        user: { id: app.id, email: app.email, status: 'approved', role: 'customer' },
      });
      await signIn(t, app.email);
    });

    it('rejects by e-mail (any case) and the account cannot sign in', async () => {
      const app = await pending();
      const res = await call(t.app, 'POST', '/api/admin/users/by-email/reject', {
        body: { email: app.email.toUpperCase() },
        headers: asAdmin,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`Rejected ${app.email}`);
      const login = await call(t.app, 'POST', '/api/auth/user/login', {
        body: { email: app.email, password: 'Str0ng!Pass' },
      });
      expect(login.status).toBe(403);
    });

    it('answers 404 for unknown ids and e-mails', async () => {
      const byId = await call(t.app, 'POST', '/api/admin/users/999999/approve', {
        headers: asAdmin,
      });
      expect(byId.status).toBe(404);
      expect(byId.body).toEqual({ success: false, message: 'No account with id 999999' });
      const byEmail = await call(t.app, 'POST', '/api/admin/users/by-email/approve', {
        body: { email: 'x@y.z' },
        headers: asAdmin,
      });
      expect(byEmail.status).toBe(404);
      expect(byEmail.body).toEqual({ success: false, message: 'No account with e-mail x@y.z' });
    });

    it('lists accounts by status with role, status and created_at, never the hash', async () => {
      const app = await pending();
      const list = await call(t.app, 'GET', '/api/admin/users?status=pending', {
        headers: asAdmin,
      });
      expect(list.status).toBe(200);
      const users = list.body.users as { email: string; status: string; created_at: string }[];
      expect(users.every((u) => u.status === 'pending')).toBe(true);
      expect(users.some((u) => u.email === app.email)).toBe(true);
      expect(JSON.stringify(list.body)).not.toMatch(/argon2|password/);
      const bad = await call(t.app, 'GET', '/api/admin/users?status=maybe', { headers: asAdmin });
      expect(bad.status).toBe(400);
    });
  });

  describe('credit limit', () => {
    it('sets the credit limit in euros by id and by e-mail; the user sees "5000.00"', async () => {
      const email = uniqueEmail();
      const id = await approvedAccount(t, registration({ email }));
      const byId = await call(t.app, 'PUT', `/api/admin/users/${id}/credit-limit`, {
        body: { credit_limit: '2500.5' },
        headers: asAdmin,
      });
      expect(byId.status).toBe(200);
      expect(byId.body.message).toBe(`Credit limit of ${email} set to €2,500.50`);
      const byEmail = await call(t.app, 'PUT', '/api/admin/users/by-email/credit-limit', {
        body: { email, credit_limit: 5000 },
        headers: asAdmin,
      });
      expect(byEmail.status).toBe(200);
      const { token } = await signIn(t, email);
      const me = await call(t.app, 'GET', '/api/auth/user/me', { token });
      expect((me.body.user as { credit_limit: string }).credit_limit).toBe('5000.00');
    });

    it.each([['-1'], ['12.345'], ['abc'], [null], ['1e5']])(
      'refuses credit_limit %s',
      async (value) => {
        const email = uniqueEmail();
        const id = await approvedAccount(t, registration({ email }));
        const res = await call(t.app, 'PUT', `/api/admin/users/${id}/credit-limit`, {
          body: { credit_limit: value },
          headers: asAdmin,
        });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([
          {
            field: 'credit_limit',
            message: 'Credit limit must be an amount in euros of 0 or more, e.g. 5000.00',
          },
        ]);
      },
    );
  });

  describe('POST /api/admin/users/admins', () => {
    it('refuses weak passwords and taken e-mails with the §5 messages', async () => {
      const weak = await call(t.app, 'POST', '/api/admin/users/admins', {
        body: { email: uniqueEmail('admin'), password: 'weak', full_name: 'A' },
        headers: asAdmin,
      });
      expect(weak.status).toBe(400);
      expect(weak.body.errors).toEqual([
        {
          field: 'password',
          message:
            'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special character.',
        },
      ]);
      const email = uniqueEmail();
      await approvedAccount(t, registration({ email }));
      const taken = await call(t.app, 'POST', '/api/admin/users/admins', {
        body: { email, password: 'Adm1n!Pass', full_name: 'A' },
        headers: asAdmin,
      });
      expect(taken.status).toBe(400);
      expect(taken.body.errors).toEqual([
        { field: 'email', message: 'Email is already registered' },
      ]);
    });
  });
});
