/**
 * Companies and company users (issue 24) end to end through buildApp: every customer is the
 * COMPANY_ADMIN of their own company; the company admin invites by e-mail (outbox link, single
 * use, 7 days, the sign-up password rule), and accepting signs in; role and limit changes,
 * suspension (sessions end at once), reinstatement and removal, each audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.js';
import { INVALID_INVITATION_MESSAGE } from '../src/companies/invitations.js';
import { AUTH_MESSAGES } from '../src/accounts/auth-deps.js';
import { buildTestApp, type TestApp } from './harness.js';
import { customer } from './orders-helpers.js';
import { invitationToken, lastMailTo, member, MEMBER_PASSWORD, send } from './companies-helpers.js';

describe('company users', () => {
  let t: TestApp;
  let admin: { id: number; email: string; token: string };

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://trade.serena.test' } });
    admin = await customer(t.db.db, t.config.jwtSecret, 500_000);
  });
  afterAll(async () => t?.close());

  const signIn = (email: string, password = MEMBER_PASSWORD) =>
    send(t, 'POST', '/api/auth/user/login', undefined, { email, password });

  it('makes every customer the COMPANY_ADMIN and account holder of their own company', async () => {
    const res = await send(t, 'GET', '/api/company/users', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      expect.objectContaining({
        id: admin.id,
        email: admin.email,
        role: 'COMPANY_ADMIN',
        status: 'approved',
        account_holder: true,
        order_limit_cents: null,
        month_limit_cents: null,
      }),
    ]);
  });

  it('invites by e-mail: the outbox link works once and signs the new user in', async () => {
    const email = 'Niamh.Buyer@Example.ie';
    const invited = await send(t, 'POST', '/api/company/users', admin.token, {
      email,
      full_name: 'Niamh Buyer',
      role: 'BUYER',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.user).toMatchObject({
      email: 'niamh.buyer@example.ie',
      role: 'BUYER',
      status: 'invited',
      account_holder: false,
    });
    const mail = lastMailTo(t, 'niamh.buyer@example.ie');
    expect(mail).toContain('You are invited to Serena Trade');
    expect(mail).toContain('https://trade.serena.test/accept-invitation?token=');
    expect(mail).toContain('expires in 7 days');
    const token = invitationToken(t, 'niamh.buyer@example.ie');
    // Not able to sign in before accepting (no password of theirs yet).
    expect((await signIn('niamh.buyer@example.ie')).status).toBe(401);

    const weak = await send(t, 'POST', '/api/auth/user/accept-invitation', undefined, {
      token,
      password: 'weak',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.[0]?.field).toBe('password');
    const accepted = await send(t, 'POST', '/api/auth/user/accept-invitation', undefined, {
      token,
      password: MEMBER_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    // The company's credit limit (credit belongs to the company), not the member's own €0.
    expect(accepted.body.user).toMatchObject({
      email: 'niamh.buyer@example.ie',
      role: 'customer',
      credit_limit: '5000.00',
      company_name: 'Buyer Ltd',
    });
    const memberToken = accepted.body.token as string;
    const me = await send(t, 'GET', '/api/auth/user/loggedin', memberToken);
    expect(me).toMatchObject({ status: 200, body: { data: { credit_limit: '5000.00' } } });
    const memberId = (accepted.body.user as { id: number }).id;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/update/${memberId}`,
      headers: { authorization: `Bearer ${memberToken}` },
      payload: { full_name: 'Niamh Ní Bhriain' },
    });
    expect(renamed.json()).toMatchObject({
      data: { full_name: 'Niamh Ní Bhriain', credit_limit: '5000.00' },
    });
    const again = await send(t, 'POST', '/api/auth/user/accept-invitation', undefined, {
      token,
      password: MEMBER_PASSWORD,
    });
    expect(again).toMatchObject({ status: 400, body: { message: INVALID_INVITATION_MESSAGE } });
    expect((await signIn('niamh.buyer@example.ie')).status).toBe(200);
    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.action, 'company_user_invite')));
    expect(audit.some((a) => a.actorUserId === admin.id && a.actor === admin.email)).toBe(true);
  });

  it('refuses an invitation link after 7 days, an unknown token and a missing one', async () => {
    const email = 'late-approver@example.ie';
    await send(t, 'POST', '/api/company/users', admin.token, {
      email,
      full_name: 'Late Approver',
      role: 'APPROVER',
    });
    const token = invitationToken(t, email);
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    for (const body of [{ token }, { token: 'nope' }, {}]) {
      const res = await send(t, 'POST', '/api/auth/user/accept-invitation', undefined, {
        ...body,
        password: MEMBER_PASSWORD,
      });
      expect(res).toMatchObject({ status: 400, body: { message: INVALID_INVITATION_MESSAGE } });
    }
  });

  it('re-invites a user who has not accepted: the old link stops, the new one works', async () => {
    const email = 'again-buyer@example.ie';
    const invited = await send(t, 'POST', '/api/company/users', admin.token, {
      email,
      full_name: 'Again Buyer',
      role: 'BUYER',
    });
    const id = (invited.body.user as { id: number }).id;
    const first = invitationToken(t, email);
    const again = await send(t, 'POST', `/api/company/users/${id}/reinvite`, admin.token);
    expect(again).toMatchObject({ status: 200, body: { message: 'Invitation sent again' } });
    const second = invitationToken(t, email);
    expect(second).not.toBe(first);
    const old = await send(t, 'POST', '/api/auth/user/accept-invitation', undefined, {
      token: first,
      password: MEMBER_PASSWORD,
    });
    expect(old.status).toBe(400);
    const ok = await send(t, 'POST', '/api/auth/user/accept-invitation', undefined, {
      token: second,
      password: MEMBER_PASSWORD,
    });
    expect(ok.status).toBe(200);
    const accepted = await send(t, 'POST', `/api/company/users/${id}/reinvite`, admin.token);
    expect(accepted.status).toBe(400);
    const stranger = await customer(t.db.db, t.config.jwtSecret, 0);
    expect(
      (await send(t, 'POST', `/api/company/users/${id}/reinvite`, stranger.token)).status,
    ).toBe(404);
  });

  it('answers 400 with the field for a bad invitation, never 500', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', full_name: 'X', role: 'BUYER' }, 'Invalid email format'],
      [{ email: 'ok@example.ie', full_name: '  ', role: 'BUYER' }, 'Full name is required'],
      [{ email: 'ok@example.ie', full_name: 'X', role: 'OWNER' }, 'role must be one of'],
      [{ email: admin.email, full_name: 'X', role: 'BUYER' }, 'Email is already registered'],
      [['not', 'an object'], ''],
    ];
    for (const [body, message] of cases) {
      const res = await send(t, 'POST', '/api/company/users', admin.token, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('changes role and spending limits (gross cents), and refuses bad values with 400', async () => {
    const buyer = await member(t, admin.token, 'BUYER');
    const url = `/api/company/users/${buyer.id}`;
    const ok = await send(t, 'PATCH', url, admin.token, {
      order_limit_cents: 100_000,
      month_limit_cents: 500_000,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ order_limit_cents: 100_000, month_limit_cents: 500_000 });
    const role = await send(t, 'PATCH', url, admin.token, { role: 'APPROVER' });
    expect(role.body.user).toMatchObject({ role: 'APPROVER', order_limit_cents: 100_000 });
    const cleared = await send(t, 'PATCH', url, admin.token, { month_limit_cents: null });
    expect(cleared.body.user).toMatchObject({ month_limit_cents: null });
    for (const bad of [
      {},
      { order_limit_cents: -1 },
      { order_limit_cents: 1.5 },
      { order_limit_cents: '100' },
      { role: 'boss' },
    ]) {
      expect((await send(t, 'PATCH', url, admin.token, bad)).status).toBe(400);
    }
    expect(
      (await send(t, 'PATCH', '/api/company/users/abc', admin.token, { role: 'BUYER' })).status,
    ).toBe(400);
    const got = await send(t, 'GET', url, admin.token);
    expect(got.body.user).toMatchObject({ role: 'APPROVER', month_limit_cents: null });
  });

  it('never changes its own role or access, nor the account holder’s', async () => {
    const second = await member(t, admin.token, 'COMPANY_ADMIN', 'Second Admin');
    const own = await send(t, 'PATCH', `/api/company/users/${admin.id}`, admin.token, {
      role: 'BUYER',
    });
    expect(own).toMatchObject({
      status: 400,
      body: { message: 'You cannot change your own role or access.' },
    });
    const holder = await send(t, 'POST', `/api/company/users/${admin.id}/suspend`, second.token);
    expect(holder.status).toBe(400);
    const holderRole = await send(t, 'PATCH', `/api/company/users/${admin.id}`, second.token, {
      role: 'BUYER',
    });
    expect(holderRole.status).toBe(400);
    // Limits of oneself may change.
    const limits = await send(t, 'PATCH', `/api/company/users/${second.id}`, second.token, {
      order_limit_cents: 5000,
    });
    expect(limits.status).toBe(200);
  });

  it('suspends (sessions end at once), reinstates and removes a user, each audited', async () => {
    const buyer = await member(t, admin.token, 'BUYER', 'Sean Suspended');
    expect((await send(t, 'GET', '/api/auth/user/loggedin', buyer.token)).status).toBe(200);
    const suspended = await send(t, 'POST', `/api/company/users/${buyer.id}/suspend`, admin.token);
    expect(suspended).toMatchObject({ status: 200, body: { user: { status: 'suspended' } } });
    expect((await send(t, 'GET', '/api/auth/user/loggedin', buyer.token)).status).toBe(401);
    const refused = await signIn(buyer.email);
    expect(refused).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.suspended } });
    expect(
      (await send(t, 'POST', `/api/company/users/${buyer.id}/suspend`, admin.token)).status,
    ).toBe(400);

    const back = await send(t, 'POST', `/api/company/users/${buyer.id}/reinstate`, admin.token);
    expect(back).toMatchObject({ status: 200, body: { user: { status: 'approved' } } });
    const again = await signIn(buyer.email);
    expect(again.status).toBe(200);

    const removed = await send(t, 'DELETE', `/api/company/users/${buyer.id}`, admin.token);
    expect(removed).toMatchObject({ status: 200, body: { user: { status: 'removed' } } });
    expect(
      (await send(t, 'GET', '/api/auth/user/loggedin', again.body.token as string)).status,
    ).toBe(401);
    const list = await send(t, 'GET', '/api/company/users', admin.token);
    expect((list.body.users as { id: number }[]).some((u) => u.id === buyer.id)).toBe(false);
    expect((await send(t, 'GET', `/api/company/users/${buyer.id}`, admin.token)).status).toBe(404);
    const actions = (
      await t.db.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(buyer.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'company_user_invite',
        'company_user_suspend',
        'company_user_reinstate',
        'company_user_remove',
      ]),
    );
  });
});
