/**
 * Account information and password change (spec §2 account screens, §5 update-password rules,
 * §6 a user reaches only their own account, §7 update calls, §8 messages).
 */
import { describe, expect, it } from 'vitest';
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

  /** An approved, signed-in account: its id, e-mail and token. */
  async function account(): Promise<{ id: number; email: string; token: string }> {
    const email = uniqueEmail();
    const id = await approvedAccount(t, registration({ email }));
    const { token } = await signIn(t, email);
    return { id, email, token };
  }

  const update = (id: number, token: string | undefined, body: unknown) =>
    call(t.app, 'PUT', `/api/auth/user/update/${id}`, { token, body });
  const changePassword = (id: number, token: string | undefined, body: unknown) =>
    call(t.app, 'PUT', `/api/auth/user/update_password/${id}`, { token, body });

  describe('PUT /api/auth/user/update/{userId}', () => {
    it('updates profile fields and answers { success, data: user, message }', async () => {
      const me = await account();
      const res = await update(me.id, me.token, {
        full_name: 'Jane Walsh-Byrne',
        office_city: 'Galway',
        company_name: 'Walsh Beds Ltd',
      });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe('User Updated Successfully');
      expect(res.body.data).toMatchObject({
        id: me.id,
        full_name: 'Jane Walsh-Byrne',
        office_city: 'Galway',
        company_name: 'Walsh Beds Ltd',
        email: me.email,
        credit_limit: '0.00',
      });
      const loggedIn = await call(t.app, 'GET', '/api/auth/user/loggedin', { token: me.token });
      expect((loggedIn.body.data as { full_name: string }).full_name).toBe('Jane Walsh-Byrne');
    });

    it('subscribes and unsubscribes the newsletter', async () => {
      const me = await account();
      const on = await update(me.id, me.token, { subscribe: true });
      expect((on.body.data as { subscribe: boolean }).subscribe).toBe(true);
      const off = await update(me.id, me.token, { subscribe: false });
      expect((off.body.data as { subscribe: boolean }).subscribe).toBe(false);
      const bad = await update(me.id, me.token, { subscribe: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([
        { field: 'subscribe', message: 'subscribe must be true or false' },
      ]);
    });

    it('refuses changes to email, invoice_email, credit_limit, role and status per field', async () => {
      const me = await account();
      const res = await update(me.id, me.token, {
        email: 'new@shop.ie',
        invoice_email: 'new-accounts@shop.ie',
        credit_limit: '99999.00',
        role: 'admin',
        status: 'approved',
        full_name: 'Still Valid',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'email', message: 'Field cannot be changed' },
        { field: 'invoice_email', message: 'Field cannot be changed' },
        { field: 'credit_limit', message: 'Field cannot be changed' },
        { field: 'role', message: 'Field cannot be changed' },
      ]);
      const after = await call(t.app, 'GET', '/api/auth/user/loggedin', { token: me.token });
      expect((after.body.data as { full_name: string }).full_name).toBe('Jane Walsh');
    });

    it('ignores read-only fields sent back unchanged (the account form shows them)', async () => {
      const me = await account();
      const res = await update(me.id, me.token, {
        email: me.email,
        invoice_email: 'accounts@shop.ie',
        credit_limit: '0.00',
        country: 'Northern Ireland',
      });
      expect(res.status).toBe(200);
      expect((res.body.data as { country: string }).country).toBe('Northern Ireland');
    });

    it('applies the sign-up rules to changed fields', async () => {
      const me = await account();
      const res = await update(me.id, me.token, {
        full_name: ' ',
        phone_number: '12345',
        office_city: 'Cork 2',
        company_name: 'X'.repeat(18),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'full_name', message: 'full name is required' },
        { field: 'phone_number', message: 'Please enter a valid phone number' },
        { field: 'office_city', message: 'City name must contain only letters and spaces' },
        { field: 'company_name', message: 'Company name must be at most 17 characters' },
      ]);
    });

    it('answers 401 without a session and 403 for another account (admins included)', async () => {
      const me = await account();
      const other = await account();
      expect((await update(me.id, undefined, { full_name: 'X' })).status).toBe(401);
      const res = await update(other.id, me.token, { full_name: 'Hijacked' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'Forbidden' });
      const otherView = await call(t.app, 'GET', '/api/auth/user/loggedin', { token: other.token });
      expect((otherView.body.data as { full_name: string }).full_name).toBe('Jane Walsh');

      const adminEmail = uniqueEmail('admin');
      const created = await call(t.app, 'POST', '/api/admin/users/admins', {
        body: { email: adminEmail, password: 'Adm1n!Pass', full_name: 'Ops Admin' },
        headers: { 'x-admin-token': t.deps.adminToken ?? '' },
      });
      expect(created.status).toBe(201);
      const admin = await signIn(t, adminEmail, 'Adm1n!Pass');
      expect((await update(me.id, admin.token, { full_name: 'By Admin' })).status).toBe(403);
      const pw = await changePassword(me.id, admin.token, {
        curr_password: 'x',
        new_password: 'N3w!Passw0rd',
      });
      expect(pw.status).toBe(403);
    });

    it('answers 400 for a non-numeric user id', async () => {
      const me = await account();
      const res = await call(t.app, 'PUT', '/api/auth/user/update/abc', {
        token: me.token,
        body: {},
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });
  });

  describe('PUT /api/auth/user/update_password/{userId}', () => {
    it('changes the password; every session (the current one included) is dead afterwards', async () => {
      const me = await account();
      const second = await signIn(t, me.email);
      const res = await changePassword(me.id, me.token, {
        curr_password: 'Str0ng!Pass',
        new_password: 'N3w!Passw0rd',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Password updated successfully' });
      expect((await call(t.app, 'GET', '/api/auth/user/me', { token: me.token })).status).toBe(401);
      expect((await call(t.app, 'GET', '/api/auth/user/me', { token: second.token })).status).toBe(
        401,
      );
      const oldLogin = await call(t.app, 'POST', '/api/auth/user/login', {
        body: { email: me.email, password: 'Str0ng!Pass' },
      });
      expect(oldLogin.status).toBe(401);
      await signIn(t, me.email, 'N3w!Passw0rd');
    });

    it("answers 'Current password is incorrect' for a wrong current password", async () => {
      const me = await account();
      const res = await changePassword(me.id, me.token, {
        curr_password: 'Wr0ng!Pass',
        new_password: 'N3w!Passw0rd',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Current password is incorrect',
        errors: [{ field: 'curr_password', message: 'Current password is incorrect' }],
      });
      expect((await call(t.app, 'GET', '/api/auth/user/me', { token: me.token })).status).toBe(200);
    });

    it.each([
      ['Sh0rt!', 'Password must be at least 8 characters long'],
      ['NOLOWER1!', 'Password must contain at least one lowercase letter'],
      ['noupper1!', 'Password must contain at least one uppercase letter'],
      ['NoNumber!', 'Password must contain at least one number'],
      ['NoSpecial1', 'Password must contain at least one special character'],
    ])('refuses new password %s with the §5 message', async (next, message) => {
      const me = await account();
      const res = await changePassword(me.id, me.token, {
        curr_password: 'Str0ng!Pass',
        new_password: next,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'new_password', message }]);
    });

    it('refuses a different confirm_password', async () => {
      const me = await account();
      const res = await changePassword(me.id, me.token, {
        curr_password: 'Str0ng!Pass',
        new_password: 'N3w!Passw0rd',
        confirm_password: 'N3w!Passw0rX',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'confirm_password', message: 'New password and confirm password do not match' },
      ]);
    });

    it('requires both passwords', async () => {
      const me = await account();
      const res = await changePassword(me.id, me.token, {});
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'curr_password', message: 'curr password is required' },
        { field: 'new_password', message: 'new password is required' },
      ]);
    });

    it('throttles repeated wrong current passwords like sign-in', async () => {
      const me = await account();
      for (let i = 0; i < 6; i++) {
        const res = await changePassword(me.id, me.token, {
          curr_password: 'Wr0ng!Pass',
          new_password: 'N3w!Passw0rd',
        });
        expect(res.status).toBe(400);
      }
      const locked = await changePassword(me.id, me.token, {
        curr_password: 'Str0ng!Pass',
        new_password: 'N3w!Passw0rd',
      });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe('Too many attempts. Please try again in 1 seconds.');
      t.clock.advance(1000);
      const ok = await changePassword(me.id, me.token, {
        curr_password: 'Str0ng!Pass',
        new_password: 'N3w!Passw0rd',
      });
      expect(ok.status).toBe(200);
    });
  });
});
