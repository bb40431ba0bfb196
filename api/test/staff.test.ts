/**
 * Staff roles (issue 26) on the real api: an OWNER invites a WAREHOUSE member by e-mail (the
 * link in the outbox), who accepts it with the companies' accept route, signs in, reads
 * /api/admin/me (role and permissions), moves orders in bulk (one audit entry per order, a result
 * per order), prints packing slips (one PDF) and exports the selection, finds an order by the
 * buyer's PO number in the global search (no customer hits: no `accounts.view`), and is refused
 * the rest. An owner changes a role (the member's access follows at once), cannot remove
 * themselves, and a removed member is signed out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBearer, auditOf, outbox } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';

describe.each(backends)('staff roles on %s', (backend) => {
  let t: CatalogTestApp;
  let owner: { id: number; token: string };
  let seq = 0;
  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    owner = await adminBearer(t);
  }, 180_000);
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  async function placeOrders(n: number, buyerPo: string): Promise<number[]> {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 100_000_000);
    const bed = await cashelVelvet(t.db.db);
    const res = await call('POST', '/api/order/product', buyer.token, {
      idempotency_key: `staff-${++seq}`,
      buyer_po_number: buyerPo,
      shipping: { firstName: 'Aoife', address: '1 Quay St', city: 'Galway', country: 'Ireland' },
      items: Array.from({ length: n }, (_, i) => ({
        ...bed,
        sizeId: 14,
        storageType: 'Cloud Storage',
        price: '1296.42',
        quantity: 1,
        referenceNumber: `R-${seq}-${i}`,
      })),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ orders: { id: number }[] }>().orders.map((o) => o.id);
  }

  async function inviteAndAccept(
    email: string,
    role: string,
  ): Promise<{ id: number; token: string }> {
    const invited = await call('POST', '/api/admin/staff/invitations', owner.token, {
      email,
      full_name: 'Wendy Warehouse',
      role,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = outbox(t.dataDir).find((m) => m.includes(`To: ${email}`));
    expect(mail).toContain('admin console');
    const token = /accept-invitation\?token=3D([\w%-]+)|accept-invitation\?token=([\w%-]+)/.exec(
      mail!.replace(/=\r?\n/g, ''),
    );
    const plain = decodeURIComponent((token![1] ?? token![2])!);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/accept-invitation',
      payload: { token: plain, password: 'Ware#House2026', confirm_password: 'Ware#House2026' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/accept-invitation',
      payload: { token: plain, password: 'Ware#House2026' },
    });
    expect(reused.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email, password: 'Ware#House2026' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const body = login.json<{ token: string; user: { id: number } }>();
    return { id: body.user.id, token: body.token };
  }

  it('a WAREHOUSE member moves orders in bulk, prints, exports, searches, and is refused the rest', async () => {
    const ids = await placeOrders(10, 'BUYER-PO-7781');
    const wendy = await inviteAndAccept(`wendy-${backend}@serenatrade.ie`, 'WAREHOUSE');
    const me = await call('GET', '/api/admin/me', wendy.token);
    expect(me.json()).toMatchObject({
      admin: {
        staffRole: 'WAREHOUSE',
        permissions: ['search', 'orders.view', 'orders.status', 'orders.print'],
      },
    });
    const moved = await call('POST', '/api/admin/orders/bulk/delivery-status', wendy.token, {
      ids: [...ids, 999_999],
      deliveryStatus: 'out for delivery',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = moved.json<{
      moved: number;
      results: { id: number; ok: boolean; message: string }[];
    }>();
    expect(answer.moved).toBe(10);
    expect(answer.results.filter((r) => !r.ok)).toEqual([
      expect.objectContaining({ id: 999_999, message: 'No order with id 999999' }),
    ]);
    for (const id of ids) {
      const entries = await auditOf(t.db.db, 'order', id);
      expect(entries.map((e) => [e.action, e.actor])).toEqual([
        ['delivery-status', `wendy-${backend}@serenatrade.ie`],
      ]);
    }
    // The order's own history (its page) is open to WAREHOUSE; the whole audit log is not.
    const history = await call(
      'GET',
      `/api/admin/audit-log?entity=order&entityId=${ids[0]}`,
      wendy.token,
    );
    expect(history.statusCode).toBe(200);
    const slips = await call(
      'GET',
      `/api/admin/orders/packing-slips.pdf?ids=${ids.join(',')}`,
      wendy.token,
    );
    expect(slips.statusCode).toBe(200);
    expect(slips.headers['content-type']).toBe('application/pdf');
    expect(slips.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(slips.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(10);
    const csv = await call(
      'GET',
      `/api/admin/orders/export.csv?ids=${ids.slice(0, 4).join(',')}`,
      wendy.token,
    );
    expect(csv.headers['x-row-count']).toBe('4');
    const slipsOfFilter = await call(
      'GET',
      '/api/admin/orders/packing-slips.pdf?search=BUYER-PO-7781',
      wendy.token,
    );
    expect(slipsOfFilter.headers['x-row-count']).toBe('10');
    const found = await call('GET', '/api/admin/search?q=buyer-po-7781', wendy.token);
    expect(found.statusCode).toBe(200);
    const hits = found.json<{ orders: { id: number }[]; customers: unknown[] }>();
    expect(hits.orders).toHaveLength(8);
    expect(hits.orders.every((o) => ids.includes(o.id))).toBe(true);
    expect(hits.customers).toEqual([]);
    for (const [method, url] of [
      ['GET', '/api/admin/accounts'],
      ['GET', '/api/admin/dashboard'],
      ['PUT', `/api/admin/accounts/${owner.id}/credit-limit`],
      ['POST', `/api/admin/orders/${ids[0]}/cancel`],
      ['GET', '/api/admin/staff'],
      ['GET', '/api/admin/audit-log'],
    ] as const) {
      expect(
        (await call(method, url, wendy.token, method === 'GET' ? undefined : {})).statusCode,
        url,
      ).toBe(403);
    }
  });

  it('refuses an empty bulk selection and a bad status per order, writing nothing', async () => {
    const [id] = await placeOrders(1, 'PO-EMPTY');
    const empty = await call('POST', '/api/admin/orders/bulk/delivery-status', owner.token, {
      ids: [],
      deliveryStatus: 'out for delivery',
    });
    expect(empty.statusCode).toBe(400);
    const bad = await call('POST', '/api/admin/orders/bulk/delivery-status', owner.token, {
      ids: [id],
      deliveryStatus: 'teleported',
    });
    expect(bad.json()).toMatchObject({ moved: 0, results: [{ id, ok: false }] });
    expect(await auditOf(t.db.db, 'order', id!)).toEqual([]);
  });

  it('changes roles and removes members, but never oneself', async () => {
    const list = await call('GET', '/api/admin/staff', owner.token);
    const owners = list
      .json<{ staff: { id: number; role: string }[] }>()
      .staff.filter((s) => s.role === 'OWNER');
    expect(owners.map((s) => s.id)).toContain(owner.id);
    const sam = await inviteAndAccept(`sam-${backend}@serenatrade.ie`, 'SALES');
    expect((await call('GET', '/api/admin/accounts', sam.token)).statusCode).toBe(200);
    const promoted = await call('PUT', `/api/admin/staff/${sam.id}/role`, owner.token, {
      role: 'CONTENT',
    });
    expect(promoted.json()).toMatchObject({ member: { role: 'CONTENT' } });
    expect((await call('GET', '/api/admin/accounts', sam.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/news-items', sam.token)).statusCode).toBe(200);
    const [audit] = await auditOf(t.db.db, 'account', sam.id);
    expect(audit).toMatchObject({ action: 'staff_role' });
    expect((await call('DELETE', `/api/admin/staff/${owner.id}`, owner.token)).statusCode).toBe(
      400,
    );
    const badRole = await call('PUT', `/api/admin/staff/${sam.id}/role`, owner.token, {
      role: 'KING',
    });
    expect(badRole.statusCode).toBe(400);
    const removed = await call('DELETE', `/api/admin/staff/${sam.id}`, owner.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', '/api/admin/news-items', sam.token)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/staff/${sam.id}`, owner.token)).statusCode).toBe(404);
  });
  it('keeps the last OWNER: never demoted, removed or blocked (issue 26)', async () => {
    const lastOwner = 'At least one owner must remain';
    const others = (await call('GET', '/api/admin/staff', owner.token))
      .json<{ staff: { id: number; role: string }[] }>()
      .staff.filter((m) => m.role === 'OWNER' && m.id !== owner.id);
    for (const other of others) {
      const res = await call('PUT', `/api/admin/staff/${other.id}/role`, owner.token, {
        role: 'CONTENT',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const demoted = await call('PUT', `/api/admin/staff/${owner.id}/role`, owner.token, {
      role: 'SALES',
    });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.body).toContain(lastOwner);
    expect((await call('DELETE', `/api/admin/staff/${owner.id}`, owner.token)).statusCode).toBe(
      400,
    );
    const olive = await inviteAndAccept(`olive-${backend}@serenatrade.ie`, 'OWNER');
    // Two owners: one of them may become SALES, who manages accounts but cannot block the last owner.
    const toSales = await call('PUT', `/api/admin/staff/${olive.id}/role`, owner.token, {
      role: 'SALES',
    });
    expect(toSales.json()).toMatchObject({ member: { role: 'SALES' } });
    const blocked = await call('POST', `/api/admin/accounts/${owner.id}/block`, olive.token, {});
    expect(blocked.statusCode).toBe(400);
    expect(blocked.body).toContain(lastOwner);
    const me = await call('GET', '/api/admin/me', owner.token);
    expect(me.statusCode).toBe(200);
    const staff = (await call('GET', '/api/admin/staff', owner.token)).json<{
      staff: { id: number; role: string }[];
    }>().staff;
    expect(staff.find((m) => m.id === owner.id)?.role).toBe('OWNER');
    expect(await auditOf(t.db.db, 'account', owner.id)).toEqual([]);
  });
});
