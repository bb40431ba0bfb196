/**
 * Admin account routes (issue 9): search, filter, sort and page; the full application; approve and
 * reject with the applicant's e-mail; block ends every session at once; unblock; credit limit;
 * payments with the ledger's running balance; every change in the audit log.
 */
import { describe, expect, it } from 'vitest';
import { adminBearer, auditOf, outbox } from './admin-helpers.js';
import {
  backends,
  call,
  registration,
  signIn,
  uniqueEmail,
  useAuthApp,
  type AuthTestApp,
} from './auth-app.js';

interface AccountBody {
  id: number;
  email: string;
  status: string;
  creditLimit: number;
  outstanding: number;
  availableCredit: number;
}

async function apply(t: AuthTestApp, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('applicant');
  const res = await call(t.app, 'POST', '/api/auth/user/register', {
    body: registration({ email, ...overrides }),
  });
  expect(res.status).toBe(201);
  return email;
}

/** The id of the account with this e-mail, found through the admin search. */
async function idOf(t: AuthTestApp, token: string, email: string): Promise<number> {
  const res = await call(t.app, 'GET', `/api/admin/accounts?search=${encodeURIComponent(email)}`, {
    token,
  });
  return (res.body.nodes as AccountBody[])[0]!.id;
}

describe.each(backends)('admin accounts on %s', (backend) => {
  const t = useAuthApp(backend);

  it('lists, searches by name, company and e-mail, filters by status, sorts and pages', async () => {
    const { token } = await adminBearer(t);
    const a = await apply(t, { full_name: 'Aoife Byrne', company_name: 'Byrne Interiors' });
    const b = await apply(t, { full_name: 'Conor Daly', company_name: 'Daly Beds' });
    const byCompany = await call(t.app, 'GET', '/api/admin/accounts?search=byrne%20int', {
      token,
    });
    expect(byCompany.status).toBe(200);
    expect((byCompany.body.nodes as AccountBody[]).map((n) => n.email)).toEqual([a]);
    const byEmail = await call(
      t.app,
      'GET',
      `/api/admin/accounts?search=${encodeURIComponent(b.toUpperCase())}`,
      { token },
    );
    expect((byEmail.body.nodes as AccountBody[]).map((n) => n.email)).toEqual([b]);
    const wildcard = await call(t.app, 'GET', '/api/admin/accounts?search=%25', { token });
    expect(wildcard.body.totalCount).toBe(0);

    const pending = await call(
      t.app,
      'GET',
      '/api/admin/accounts?status=pending&sortBy=fullName&sortDirection=asc&pageSize=1',
      { token },
    );
    expect(pending.body.totalCount).toBeGreaterThanOrEqual(2);
    expect(pending.body.pageInfo).toMatchObject({ page: 1, pageSize: 1, hasNextPage: true });
    const names = [];
    for (let page = 1; page <= (pending.body.totalCount as number); page++) {
      const res = await call(
        t.app,
        'GET',
        `/api/admin/accounts?status=pending&sortBy=fullName&sortDirection=asc&pageSize=1&page=${page}`,
        { token },
      );
      names.push(...(res.body.nodes as { fullName: string }[]).map((n) => n.fullName));
    }
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    const bad = await call(t.app, 'GET', '/api/admin/accounts?pageSize=1000', { token });
    expect(bad.status).toBe(400);
  });

  it('approves and rejects with an e-mail to the applicant, refusing wrong states', async () => {
    const { token, email: adminEmail } = await adminBearer(t);
    const email = await apply(t);
    const id = await idOf(t, token, email);
    const detail = await call(t.app, 'GET', `/api/admin/accounts/${id}`, { token });
    expect(detail.body.account).toMatchObject({
      email,
      status: 'pending',
      companyName: 'Walsh Beds',
      officeEircode: 'T12 AB34',
      deliveryCity: 'Cork',
    });

    const approved = await call(t.app, 'POST', `/api/admin/accounts/${id}/approve`, { token });
    expect(approved.status).toBe(200);
    expect((approved.body.account as AccountBody).status).toBe('approved');
    const again = await call(t.app, 'POST', `/api/admin/accounts/${id}/approve`, { token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_STATE');
    // The shop heard of the application (SHOP_EMAIL), once.
    const notices = outbox(t.dataDir).filter(
      (m) =>
        m.includes(`To: ${t.config.shopEmail}`) &&
        m.includes('Subject: New trade account application:') &&
        m.includes(`E-mail: ${email}`),
    );
    expect(notices).toHaveLength(1);
    const mails = outbox(t.dataDir).filter((m) => m.includes(`To: ${email}`));
    expect(mails.some((m) => m.includes('Subject: Your Serena Trade account is approved'))).toBe(
      true,
    );

    const other = await apply(t);
    const otherId = await idOf(t, token, other);
    const rejected = await call(t.app, 'POST', `/api/admin/accounts/${otherId}/reject`, { token });
    expect((rejected.body.account as AccountBody).status).toBe('rejected');
    expect(
      outbox(t.dataDir).some(
        (m) => m.includes(`To: ${other}`) && m.includes('Subject: Your Serena Trade application'),
      ),
    ).toBe(true);
    const audit = await auditOf(t.db.db, 'account', id);
    expect(audit[0]).toMatchObject({ action: 'approve', actor: adminEmail });
    expect(audit[0]!.before).toMatchObject({ status: 'pending' });
    expect(audit[0]!.after).toMatchObject({ status: 'approved' });
    expect(JSON.stringify(audit[0]!.after)).not.toContain('passwordHash');

    const missing = await call(t.app, 'POST', '/api/admin/accounts/999999/approve', { token });
    expect(missing.status).toBe(404);
  });

  it('blocking ends the sessions at once; unblocking lets the customer sign in again', async () => {
    const { token } = await adminBearer(t);
    const email = await apply(t);
    const id = await idOf(t, token, email);
    await call(t.app, 'POST', `/api/admin/accounts/${id}/approve`, { token });
    const session = await signIn(t, email);
    expect((await call(t.app, 'GET', '/api/auth/user/me', { token: session.token })).status).toBe(
      200,
    );
    const blocked = await call(t.app, 'POST', `/api/admin/accounts/${id}/block`, { token });
    expect((blocked.body.account as AccountBody).status).toBe('blocked');
    expect((await call(t.app, 'GET', '/api/auth/user/me', { token: session.token })).status).toBe(
      401,
    );
    const login = await call(t.app, 'POST', '/api/auth/user/login', {
      body: { email, password: 'Str0ng!Pass' },
    });
    expect(login.status).not.toBe(200);
    const unblocked = await call(t.app, 'POST', `/api/admin/accounts/${id}/unblock`, { token });
    expect((unblocked.body.account as AccountBody).status).toBe('approved');
    await signIn(t, email);
    const blockPending = await call(
      t.app,
      'POST',
      `/api/admin/accounts/${(await adminBearer(t)).id}/unblock`,
      { token },
    );
    expect(blockPending.status).toBe(409);
  });

  it('refuses an admin blocking their own account (409), which would lock them out', async () => {
    const admin = await adminBearer(t);
    const own = await call(t.app, 'POST', `/api/admin/accounts/${admin.id}/block`, {
      token: admin.token,
    });
    expect(own.status).toBe(409);
    expect(JSON.stringify(own.body)).toContain('You cannot block your own account');
    expect((await call(t.app, 'GET', '/api/auth/user/me', { token: admin.token })).status).toBe(
      200,
    );
  });

  it('sets the credit limit, records payments and shows the ledger with a running balance', async () => {
    const { token } = await adminBearer(t);
    const email = await apply(t);
    const id = await idOf(t, token, email);
    const bad = await call(t.app, 'PUT', `/api/admin/accounts/${id}/credit-limit`, {
      token,
      body: { credit_limit: '-3' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toEqual(['credit_limit']);
    const set = await call(t.app, 'PUT', `/api/admin/accounts/${id}/credit-limit`, {
      token,
      body: { credit_limit: '1500.50' },
    });
    expect(set.status).toBe(200);
    expect(set.body.account).toMatchObject({ creditLimit: 150050, availableCredit: 150050 });
    const zero = await call(t.app, 'POST', `/api/admin/accounts/${id}/payments`, {
      token,
      body: { amount: '0' },
    });
    expect(zero.status).toBe(400);
    const paid = await call(t.app, 'POST', `/api/admin/accounts/${id}/payments`, {
      token,
      body: { amount: '200', note: 'BOI ref 7781' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.account).toMatchObject({ outstanding: -20000, availableCredit: 150050 });
    expect(paid.body.message).toContain('€200.00');
    const ledger = await call(t.app, 'GET', `/api/admin/accounts/${id}/ledger`, { token });
    expect(ledger.body.entries).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount: 20000,
        balance: -20000,
        note: 'BOI ref 7781',
      }),
    ]);
    const audit = await auditOf(t.db.db, 'account', id);
    expect(audit.map((a) => a.action)).toEqual(['record-payment', 'set-credit-limit']);
    expect(audit[0]!.reason).toBe('BOI ref 7781');
  });
});
