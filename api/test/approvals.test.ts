/**
 * Order approval (issue 24 "Spending limits and approval"), at the api: a buyer's checkout over
 * their limit per order waits for approval with its credit reserved at once and the approvers
 * e-mailed; an approver approves it (the orders are placed and invoiced) or rejects it with a note
 * (the credit comes back); 7 days without an answer release the credit. Refused: another company,
 * a suspended approver, a BUYER changing limits or the rule, an ACCOUNTS user ordering or
 * deciding, and an approver deciding their own order. Every step is audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.js';
import { APPROVAL_EXPIRY_CRON, APPROVAL_EXPIRY_QUEUE } from '../src/companies/approval-expiry.js';
import { orderApprovals } from '../src/db/schema/approvals.js';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer, placeCheckout } from './orders-helpers.js';
import { lastMailTo, member, send } from './companies-helpers.js';
import { adminBearer } from './admin-helpers.js';

/** Unit price incl. VAT of the Cashel Grand Bed, 5ft King, Plush Velvet, Cloud Storage (cents). */
const KING_CLOUD_CENTS = 129_642;

type Person = { id: number; email: string; token: string };

describe('order approval', () => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let admin: Person;
  let buyer: Person;
  let approver: Person;
  let accounts: Person;
  let otherAdmin: Person;

  beforeAll(async () => {
    t = await buildCatalogApp('pglite');
    bed = await cashelVelvet(t.db.db);
    admin = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    otherAdmin = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    buyer = await member(t, admin.token, 'BUYER', 'Brid Buyer');
    approver = await member(t, admin.token, 'APPROVER', 'Aine Approver');
    accounts = await member(t, admin.token, 'ACCOUNTS', 'Ciara Accounts');
    const limit = await send(t, 'PATCH', `/api/company/users/${buyer.id}`, admin.token, {
      order_limit_cents: 100_000,
    });
    expect(limit.status).toBe(200);
  });
  afterAll(async () => t?.close());

  const line = (referenceNumber = 'PO-1') => ({
    ...bed,
    sizeId: 14,
    storageType: 'Cloud Storage',
    quantity: 1,
    price: (KING_CLOUD_CENTS / 100).toFixed(2),
    referenceNumber,
  });
  const available = async (who: Person) => {
    const res = await send(t, 'GET', `/api/auth/user/credit/${who.id}`, who.token);
    return Math.round(Number(res.body.available_credit) * 100);
  };
  const held = async (who: Person, key: string) => {
    const res = await placeCheckout(t.app, who.token, key, [line(key)]);
    expect(res.statusCode, res.body).toBe(202);
    const body: { orders: unknown[]; approval: { id: number; status: string } } = res.json();
    expect(body.orders).toEqual([]);
    return body.approval;
  };
  const decide = (who: Person, id: number, decision: 'approve' | 'reject', note?: string) =>
    send(t, 'POST', `/api/company/approvals/${id}/${decision}`, who.token, note ? { note } : {});

  it('holds an order over the per-order limit with its credit reserved, and approval places it', async () => {
    const before = await available(admin);
    const approval = await held(buyer, 'over-1');
    expect(approval.status).toBe('pending');
    expect(await available(admin)).toBe(before - KING_CLOUD_CENTS);
    expect(await available(buyer)).toBe(before - KING_CLOUD_CENTS);
    expect(lastMailTo(t, approver.email)).toContain('Order awaiting your approval');
    expect(lastMailTo(t, admin.email)).toContain('Brid Buyer placed an order of');

    // The same key again: the same request, nothing new reserved.
    const replay = await placeCheckout(t.app, buyer.token, 'over-1', [line('over-1')]);
    expect(replay.statusCode).toBe(200);
    expect(await available(admin)).toBe(before - KING_CLOUD_CENTS);

    // The buyer sees it waiting; the approver approves it with a note.
    const mine = await send(t, 'GET', '/api/company/approvals', buyer.token);
    expect((mine.body.approvals as { id: number }[]).map((a) => a.id)).toEqual([approval.id]);
    const ok = await decide(approver, approval.id, 'approve', 'Fine for the Galway shop');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const decided = ok.body.approval as { status: string; decided_by: string; note: string };
    expect(decided).toMatchObject({ status: 'approved', decided_by: 'Aine Approver' });
    const orders = ok.body.orders as { tracking_id?: string; trackingId?: string }[];
    expect(orders).toHaveLength(1);
    expect(await available(admin)).toBe(before - KING_CLOUD_CENTS);
    // The usual order mails: the confirmation to the company and the shop's notice naming it.
    expect(lastMailTo(t, admin.email)).toMatch(/Order confirmation PO-|New order from Buyer Ltd/);

    // Decided once only.
    expect((await decide(approver, approval.id, 'reject')).status).toBe(409);
  });

  it('releases the reserved credit when an approver rejects, and tells the buyer', async () => {
    const before = await available(admin);
    const approval = await held(buyer, 'over-2');
    expect(await available(admin)).toBe(before - KING_CLOUD_CENTS);
    const no = await decide(admin, approval.id, 'reject', 'Over budget this month');
    expect(no.status).toBe(200);
    expect(no.body.approval).toMatchObject({ status: 'rejected', note: 'Over budget this month' });
    expect(await available(admin)).toBe(before);
    const mail = lastMailTo(t, buyer.email);
    expect(mail).toContain('Order not approved');
    expect(mail).toContain('Over budget this month');
  });

  it('releases the credit after 7 days without an answer; the expiry job marks it and tells the buyer', async () => {
    const before = await available(admin);
    const approval = await held(buyer, 'over-3');
    await t.db.db
      .update(orderApprovals)
      .set({ expiresAt: new Date(t.clock.now() - 1000) })
      .where(eq(orderApprovals.id, approval.id));
    const stored = async () =>
      (await t.db.db.select().from(orderApprovals).where(eq(orderApprovals.id, approval.id)))[0]!;
    expect(await available(admin)).toBe(before);
    expect((await decide(approver, approval.id, 'approve')).status).toBe(409);
    // The list reads it as expired at once, and reading writes nothing.
    const list = await send(t, 'GET', '/api/company/approvals', approver.token);
    const row = (list.body.approvals as { id: number; status: string; can_decide: boolean }[]).find(
      (a) => a.id === approval.id,
    );
    expect(row).toMatchObject({ status: 'expired', can_decide: false });
    expect((await stored()).status).toBe('pending');

    // The job (scheduled every quarter of an hour) marks it, audits it and e-mails the buyer.
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((x) => [x.name, x.cron])).toContainEqual([
      APPROVAL_EXPIRY_QUEUE,
      APPROVAL_EXPIRY_CRON,
    ]);
    await t.app.jobs.boss.send(APPROVAL_EXPIRY_QUEUE, {});
    await expect.poll(async () => (await stored()).status, { timeout: 20_000 }).toBe('expired');
    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'order_approval'), eq(auditLog.entityId, String(approval.id))),
      );
    expect(audit.map((a) => a.action)).toContain('expire');
    await expect
      .poll(() => lastMailTo(t, buyer.email), { timeout: 10_000 })
      .toContain('Order approval expired');
    expect(lastMailTo(t, buyer.email)).toContain('its credit is available again');
    expect(await available(admin)).toBe(before);
  });

  it('applies the company rule to everyone, and no one decides their own order', async () => {
    expect(
      (await send(t, 'PUT', '/api/company/approval-rule', buyer.token, { approval_above_cents: 1 }))
        .status,
    ).toBe(403);
    const rule = await send(t, 'PUT', '/api/company/approval-rule', admin.token, {
      approval_above_cents: 100_000,
    });
    expect(rule.body.approval_above_cents).toBe(100_000);
    const own = await held(approver, 'rule-1');
    const refused = await decide(approver, own.id, 'approve');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You cannot approve or reject your own order.');
    expect((await decide(admin, own.id, 'reject')).status).toBe(200);
    await send(t, 'PUT', '/api/company/approval-rule', admin.token, { approval_above_cents: null });
  });

  it('refuses another company, a buyer, accounts, a suspended approver and bad input', async () => {
    const approval = await held(buyer, 'over-4');
    expect((await decide(otherAdmin, approval.id, 'approve')).status).toBe(404);
    expect((await decide(buyer, approval.id, 'approve')).status).toBe(403);
    expect((await decide(accounts, approval.id, 'approve')).status).toBe(403);
    expect((await placeCheckout(t.app, accounts.token, 'acc-1', [line()])).statusCode).toBe(403);
    const otherList = await send(t, 'GET', '/api/company/approvals', otherAdmin.token);
    expect(otherList.body.approvals).toEqual([]);
    const long = await decide(approver, approval.id, 'reject', 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(
      (await send(t, 'POST', '/api/company/approvals/abc/approve', approver.token, {})).status,
    ).toBe(400);
    const suspended = await send(
      t,
      'POST',
      `/api/company/users/${approver.id}/suspend`,
      admin.token,
    );
    expect(suspended.status).toBe(200);
    expect((await decide(approver, approval.id, 'approve')).status).toBe(401);
    await send(t, 'POST', `/api/company/users/${approver.id}/reinstate`, admin.token);
    expect((await decide(admin, approval.id, 'reject')).status).toBe(200);
  });

  it('places an order within the limits at once and audits every approval step', async () => {
    await send(t, 'PATCH', `/api/company/users/${buyer.id}`, admin.token, {
      order_limit_cents: 200_000,
    });
    const res = await placeCheckout(t.app, buyer.token, 'within-1', [line('within-1')]);
    expect(res.statusCode).toBe(201);
    const rows = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order_approval')));
    const actions = new Set(rows.map((r) => r.action));
    expect([...actions].sort()).toEqual(['approve', 'expire', 'reject', 'request']);
  });
  it("refuses a quote acceptance over the buyer's limit; the company admin accepts it", async () => {
    const staff = await adminBearer(t);
    const asked = await send(t, 'POST', '/api/quotes', buyer.token, {
      note: 'Two beds for a guest house',
      items: [{ ...line('QUOTE-1'), quantity: 2, price: '0.01' }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const quote = (asked.body as { quote: { id: number; lines: { id: number }[] } }).quote;
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const priced = await send(t, 'PUT', `/api/admin/quotes/${quote.id}/price`, staff.token, {
      lines: [{ id: quote.lines[0]!.id, unitPrice: '850.00' }],
      validUntil: until,
      message: '',
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);

    // 2 × €850.00 + 23 % VAT = €2,091.00, over the buyer's €1,000 per order: refused, nothing placed.
    const before = await available(admin);
    const refused = await send(t, 'POST', `/api/quotes/${quote.id}/accept`, buyer.token, {});
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(
      'This quote is over your spending limit. Ask your company admin or an approver to accept it.',
    );
    expect(await available(admin)).toBe(before);
    const accepted = await send(t, 'POST', `/api/quotes/${quote.id}/accept`, admin.token, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(await available(admin)).toBe(before - 209_100);
  });
});
