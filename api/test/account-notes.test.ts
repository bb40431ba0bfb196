/**
 * Issue 26 on the real app: staff-only account notes (listed newest first, dated, by author;
 * SALES and OWNER add, WAREHOUSE and ACCOUNTS may not; audited; never on a customer route), the
 * reason sent to a rejected applicant (queued in the decision's transaction, kept in the audit
 * log), and removing a delivery status no order uses (one in use: 409 IN_USE; CONTENT refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/accounts/service.js';
import { adminBearer, auditOf, outbox, staffBearer } from './admin-helpers.js';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';

interface Note {
  id: number;
  accountId: number;
  author: string;
  body: string;
  createdAt: string;
}
interface Status {
  id: number;
  name: string;
  position: number;
}

describe('account notes, rejection reasons and removing delivery statuses', () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await buildCatalogApp('pglite');
  }, 180_000);
  afterAll(async () => t?.close());
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('lets SALES and OWNER add dated, signed notes that only staff read, audited', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 100_000);
    const owner = await adminBearer(t);
    const sales = await staffBearer(t, 'SALES');
    const url = `/api/admin/accounts/${buyer.id}/notes`;

    const first = await call('POST', url, sales.token, {
      body: '  Prefers deliveries on Tuesdays. ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ note: Note }>().note).toMatchObject({
      accountId: buyer.id,
      author: sales.email,
      body: 'Prefers deliveries on Tuesdays.',
    });
    const second = await call('POST', url, owner.token, { body: 'Credit review due in March.' });
    expect(second.statusCode).toBe(201);

    // Newest first, each with its author and date; ACCOUNTS may read them.
    const accounts = await staffBearer(t, 'ACCOUNTS');
    const listed = await call('GET', url, accounts.token);
    expect(listed.statusCode).toBe(200);
    const notes = listed.json<{ notes: Note[] }>().notes;
    expect(notes.map((n) => [n.body, n.author])).toEqual([
      ['Credit review due in March.', owner.email],
      ['Prefers deliveries on Tuesdays.', sales.email],
    ]);
    expect(Number.isNaN(Date.parse(notes[0]!.createdAt))).toBe(false);

    const audit = await auditOf(t.db.db, 'account', buyer.id);
    expect(audit.filter((a) => a.action === 'add-note').map((a) => a.actor)).toEqual([
      owner.email,
      sales.email,
    ]);
    expect(audit[0]!.after).toMatchObject({ body: 'Credit review due in March.' });

    // Refusals: roles without accounts.manage, a blank or too long note, an unknown account.
    const warehouse = await staffBearer(t, 'WAREHOUSE');
    expect((await call('POST', url, warehouse.token, { body: 'x' })).statusCode).toBe(403);
    expect((await call('GET', url, warehouse.token)).statusCode).toBe(403);
    expect((await call('POST', url, accounts.token, { body: 'x' })).statusCode).toBe(403);
    const blank = await call('POST', url, sales.token, { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'INVALID',
      message: 'A note has 1 to 2000 characters.',
    });
    expect((await call('POST', url, sales.token, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/accounts/999999/notes', sales.token, { body: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', url, owner.token)).json<{ notes: Note[] }>().notes).toHaveLength(2);

    // The customer never reaches them: not through the admin routes, not in their profile.
    expect((await call('GET', url, buyer.token)).statusCode).toBeGreaterThanOrEqual(401);
    const me = await call('GET', '/api/auth/user/me', buyer.token);
    expect(me.statusCode).toBe(200);
    expect(me.body).toContain(buyer.email);
    expect(me.body).not.toContain('Prefers deliveries');
  });

  it('sends the rejected applicant the reason, in the same transaction, and audits it', async () => {
    const sales = await staffBearer(t, 'SALES');
    const email = `applicant-${Date.now()}@example.ie`;
    const created = await createUser(t.db.db, {
      profile: {
        full_name: 'Nora Walsh',
        email,
        invoice_email: email,
        phone_number: '+353871234567',
        country: 'Ireland',
        office_address: '1 Main Street',
        office_city: 'Cork',
        office_eir_code: 'T12 AB34',
        delivery_address: '1 Main Street',
        delivery_city: 'Cork',
        delivery_eir_code: 'T12 AB34',
        company_name: 'Walsh Interiors',
      },
      password: 'Buyer#Pass2026',
      role: 'customer',
      status: 'pending',
      creditLimitCents: 0,
    });
    if (!created.ok) throw new Error('cannot create applicant');
    const id = created.value.id;
    const warehouse = await staffBearer(t, 'WAREHOUSE');
    expect(
      (await call('POST', `/api/admin/accounts/${id}/reject`, warehouse.token, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const tooLong = await call('POST', `/api/admin/accounts/${id}/reject`, sales.token, {
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);

    const rejected = await call('POST', `/api/admin/accounts/${id}/reject`, sales.token, {
      reason: 'We supply registered retailers only; please send your retail address.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = outbox(t.dataDir).find(
      (m) => m.includes(`To: ${email}`) && m.includes('Subject: Your Serena Trade application'),
    );
    expect(mail?.replace(/=\r?\n/g, '')).toContain(
      'Reason: We supply registered retailers only; please send your retail address.',
    );
    const [entry] = await auditOf(t.db.db, 'account', id);
    expect(entry).toMatchObject({
      action: 'reject',
      actor: sales.email,
      reason: 'We supply registered retailers only; please send your retail address.',
    });
  });

  it('removes a delivery status no order uses and refuses one in use (409) or a fixed one', async () => {
    const owner = await adminBearer(t);
    const list = async () =>
      (await call('GET', '/api/admin/delivery-statuses', owner.token)).json<{
        deliveryStatuses: Status[];
      }>().deliveryStatuses;
    const start = await list();
    const added = await call('POST', '/api/admin/delivery-statuses', owner.token, {
      name: 'Final inspection',
      position: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    const withQc = added.json<{ deliveryStatuses: Status[] }>().deliveryStatuses;
    expect(withQc[1]).toMatchObject({ name: 'Final inspection', position: 2 });
    const qc = withQc[1]!;

    // CONTENT may not change delivery statuses.
    const content = await staffBearer(t, 'CONTENT');
    expect(
      (await call('DELETE', `/api/admin/delivery-statuses/${qc.id}`, content.token)).statusCode,
    ).toBe(403);

    // An order in it: refused with a clear message, nothing removed.
    const buyer = await customer(t.db.db, t.config.jwtSecret, 100_000_000);
    const placed = await call('POST', '/api/order/product', buyer.token, {
      idempotency_key: `notes-${Date.now()}`,
      shipping: { firstName: 'Aoife', address: '1 Quay St', city: 'Galway', country: 'Ireland' },
      items: [
        {
          ...(await cashelVelvet(t.db.db)),
          sizeId: 14,
          storageType: 'Cloud Storage',
          price: '1296.42',
          quantity: 1,
          referenceNumber: 'R-QC-1',
        },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ orders: { id: number }[] }>().orders[0]!.id;
    const moved = await call('POST', `/api/admin/orders/${orderId}/delivery-status`, owner.token, {
      deliveryStatus: 'Final inspection',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const inUse = await call('DELETE', `/api/admin/delivery-statuses/${qc.id}`, owner.token);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      code: 'IN_USE',
      message:
        "'Final inspection' cannot be removed: 1 order is in it. Move it to another status first.",
    });
    expect((await list()).map((s) => s.name)).toContain('Final inspection');

    const back = await call('POST', `/api/admin/orders/${orderId}/delivery-status`, owner.token, {
      deliveryStatus: 'awaiting dispatch',
      reason: 'Checked before it was due',
    });
    expect(back.statusCode, back.body).toBe(200);
    const removed = await call('DELETE', `/api/admin/delivery-statuses/${qc.id}`, owner.token);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json<{ deliveryStatuses: Status[] }>().deliveryStatuses;
    expect(after.map((s) => s.name)).toEqual(start.map((s) => s.name));
    expect(after.map((s) => s.position)).toEqual(start.map((_, i) => i + 1));

    const fixed = await call('DELETE', `/api/admin/delivery-statuses/${start[0]!.id}`, owner.token);
    expect(fixed.json()).toMatchObject({ code: 'FIXED_STATUS' });
    expect(
      (await call('DELETE', '/api/admin/delivery-statuses/999999', owner.token)).statusCode,
    ).toBe(404);
    const audit = await auditOf(t.db.db, 'delivery_status', qc.id);
    expect(audit[0]).toMatchObject({ action: 'remove', actor: owner.email, after: null });
    expect(audit[0]!.before).toMatchObject({ name: 'Final inspection' });
  });
});
