/**
 * The mail outbox (issue 27) against a real SMTP server the test starts: with the server down a
 * password reset and a checkout still answer success and their mails wait as retried jobs; once
 * the server is up every mail arrives exactly once. A mail queued in a transaction that rolls
 * back is never sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.js';
import { MAIL_QUEUE } from '../src/mail/outbox.js';
import { backends, buildTestApp, type TestApp } from './harness.js';
import { cashelVelvet, customer, placeCheckout } from './orders-helpers.js';
import { smtpSink, waitFor, type SmtpSink } from './smtp-sink.js';
import { seedDemo } from '../src/db/seed/index.js';
import { eq } from 'drizzle-orm';
import { createUser, findUserByEmail } from '../src/accounts/service.js';
import { deliveryStatusNames } from '../src/orders/order-catalog.js';
import { adminBearer, outbox } from './admin-helpers.js';
import { registration } from './auth-app.js';

/** Ports of this file (the helper's range 47200-47399). */
const SMTP_PORTS = { pglite: 47211, postgres: 47212 } as const;
const METRICS_TOKEN = 'outbox-test-metrics-token';

describe.each(backends)('mail outbox on %s', (backend) => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = smtpSink(SMTP_PORTS[backend]);
    t = await buildTestApp({
      backend,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SHOP_EMAIL: 'shop@serena.test',
        MAIL_RETRY_DELAY_SECONDS: '1',
        METRICS_TOKEN,
      },
    });
    await seedDemo(t.db.db);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /** Jobs of the mail queue by state. */
  const jobStates = async () => {
    const { rows } = await t.db.sql.executeSql(
      'select state, count(*)::int as n from pgboss.job where name = $1 group by state',
      [MAIL_QUEUE],
    );
    return Object.fromEntries((rows as { state: string; n: number }[]).map((r) => [r.state, r.n]));
  };
  const to = (address: string) => smtp.received.filter((m) => m.to.includes(address));

  it('answers success with the server down and delivers every mail once when it is back', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 5_000_000);
    const bed = await cashelVelvet(t.db.db);
    const line = { ...bed, sizeId: 14, storageType: 'Cloud Storage', quantity: 1 };
    const item = { ...line, price: '1296.42', referenceNumber: 'R-1' };

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/forgot-password',
      payload: { email: buyer.email },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ success: true });
    for (const key of ['k-1', 'k-2', 'k-3']) {
      const placed = await placeCheckout(t.app, buyer.token, key, [item]);
      expect(placed.statusCode).toBe(201);
    }
    // Queued with their business changes: a reset, 3 confirmations, 3 shop notices; the first
    // attempt failed (connection refused), so they wait for a retry.
    const waiting = await jobStates();
    expect((waiting.retry ?? 0) + (waiting.created ?? 0) + (waiting.active ?? 0)).toBe(7);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await waitFor(() => smtp.received.length >= 7, 30_000, 'seven mails');
    // Once more than the retry delay later: nothing sent twice.
    await new Promise((r) => setTimeout(r, 2500));
    expect(to(buyer.email)).toHaveLength(4);
    expect(to('shop@serena.test')).toHaveLength(3);
    expect(to(buyer.email).filter((m) => /reset-password\?token=/.test(m.raw))).toHaveLength(1);
    expect((await jobStates()).completed).toBe(7);
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/^mail_sent_total 7$/m);
    expect(metrics.body).toMatch(/^mail_retried_total [1-9]\d*$/m);
    expect(metrics.body).toMatch(/^mail_failed_total 0$/m);
  });

  it('never sends a mail queued in a transaction that rolled back', async () => {
    const before = smtp.received.length;
    await expect(
      t.db.db.transaction(async (tx) => {
        await tx.select().from(orders).limit(1);
        await t.app.jobs.mail.enqueue(
          { to: 'nobody@serena.test', subject: 'Rolled back', text: 'never' },
          tx,
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await t.app.jobs.mail.flush();
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.length).toBe(before);
    expect(to('nobody@serena.test')).toHaveLength(0);
  });
});

/**
 * The mails of status changes, application decisions, invitations, forms and sign-ups are queued
 * in their business transaction (issue 27): when that transaction cannot commit (a deferred
 * trigger on the job table fails it at COMMIT, after the mail was queued), neither the change nor
 * its mail exists; when it commits, each mail is sent once.
 */
describe('mails queued in the business transaction (PGlite)', () => {
  let t: TestApp;
  const SHOP = 'shop@serena.test';

  beforeAll(async () => {
    t = await buildTestApp({ backend: 'pglite', env: { SHOP_EMAIL: SHOP } });
    await seedDemo(t.db.db);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const sql = (text: string) => t.db.sql.executeSql(text, []);
  const mailsTo = (mention: string) => outbox(t.dataDir).filter((m) => m.includes(mention));
  const post = (url: string, token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const pending = async (email: string) => {
    const made = await createUser(t.db.db, {
      profile: registration({ email }) as never,
      password: 'Str0ng!Pass',
    });
    if (!made.ok) throw new Error('no applicant');
    return made.value;
  };

  /** An order to move, two applications to decide, a company admin and a shop admin. */
  async function setUp() {
    const admin = await adminBearer(t);
    const buyer = await customer(t.db.db, t.config.jwtSecret, 5_000_000);
    const bed = await cashelVelvet(t.db.db);
    const item = { ...bed, sizeId: 14, storageType: 'Cloud Storage', quantity: 1 };
    const placed = await placeCheckout(t.app, buyer.token, 'tx-1', [
      { ...item, price: '1296.42', referenceNumber: 'R-tx' },
    ]);
    expect(placed.statusCode).toBe(201);
    const [order] = await t.db.db.select().from(orders).where(eq(orders.userId, buyer.id));
    const names = await deliveryStatusNames(t.db.db);
    const next = names[names.indexOf(order!.deliveryStatus) + 1]!;
    const approvee = await pending('approve@apply.ie');
    const rejectee = await pending('reject@apply.ie');
    return { admin, buyer, order: order!, next, approvee, rejectee };
  }

  /** Each mailing write once: its answer's status and how many mails mentioning it were sent. */
  async function everyWrite(s: Awaited<ReturnType<typeof setUp>>) {
    const writes: [string, () => ReturnType<typeof post>, string][] = [
      [
        'status',
        () =>
          post(`/api/admin/orders/${s.order.id}/delivery-status`, s.admin.token, {
            deliveryStatus: s.next,
          }),
        s.order.trackingId,
      ],
      [
        'approve',
        () => post(`/api/admin/accounts/${s.approvee.id}/approve`, s.admin.token, {}),
        s.approvee.email,
      ],
      [
        'reject',
        () => post(`/api/admin/accounts/${s.rejectee.id}/reject`, s.admin.token, {}),
        s.rejectee.email,
      ],
      [
        'company invitation',
        () =>
          post('/api/company/users', s.buyer.token, {
            email: 'member@buyer.ie',
            full_name: 'Orla Byrne',
            role: 'BUYER',
          }),
        'member@buyer.ie',
      ],
      [
        'staff invitation',
        () =>
          post('/api/admin/staff/invitations', s.admin.token, {
            email: 'ciara@serenatrade.ie',
            full_name: 'Ciara Staff',
            role: 'SALES',
          }),
        'ciara@serenatrade.ie',
      ],
      [
        'contact form',
        () =>
          post('/api/user/contact-us', undefined, {
            fullName: 'Niamh Contact',
            email: 'niamh@visitor.ie',
            phoneNumber: '+353871234567',
            message: 'A question about beds',
          }),
        'niamh@visitor.ie',
      ],
      [
        'callback form',
        () =>
          post('/api/user/request-call', undefined, {
            name: 'Callback Caller',
            companyName: 'Visitor Ltd',
            phoneNumber: '+353871234567',
            message: 'Call me',
          }),
        'Callback Caller',
      ],
      [
        'sign-up',
        () => post('/api/auth/user/register', undefined, registration({ email: 'new@apply.ie' })),
        'new@apply.ie',
      ],
    ];
    const out: { name: string; status: number; sent: number }[] = [];
    for (const [name, write, mention] of writes) {
      const before = mailsTo(mention).length;
      const status = (await write()).statusCode;
      out.push({ name, status, sent: mailsTo(mention).length - before });
    }
    return out;
  }

  it('sends none when the transaction rolls back, and each once when it commits', async () => {
    const s = await setUp();
    await sql(`create function serena_test_fail() returns trigger language plpgsql as
      $$ begin raise exception 'test: the commit fails'; end $$`);
    await sql(`create constraint trigger serena_test_fail after insert on pgboss.job
      deferrable initially deferred for each row
      when (new.name = 'mail') execute function serena_test_fail()`);
    let failed;
    try {
      failed = await everyWrite(s);
    } finally {
      await sql('drop trigger serena_test_fail on pgboss.job');
      await sql('drop function serena_test_fail()');
    }
    for (const w of failed) {
      expect(w.status, w.name).toBeGreaterThanOrEqual(500);
      expect(w.sent, w.name).toBe(0);
    }
    // Nor did any change commit.
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, s.order.id));
    expect(order!.deliveryStatus).toBe(s.order.deliveryStatus);
    const statusOf = async (email: string) => (await findUserByEmail(t.db.db, email))?.status;
    expect(await statusOf(s.approvee.email)).toBe('pending');
    expect(await statusOf(s.rejectee.email)).toBe('pending');
    for (const email of ['member@buyer.ie', 'ciara@serenatrade.ie', 'new@apply.ie']) {
      expect(await findUserByEmail(t.db.db, email), email).toBeUndefined();
    }
    const { rows } = await sql(
      `select (select count(*) from contact_messages)::int as contact,
              (select count(*) from callback_requests)::int as callback`,
    );
    expect(rows[0]).toEqual({ contact: 0, callback: 0 });

    const committed = await everyWrite(s);
    for (const w of committed) {
      expect(w.status, w.name).toBeLessThan(300);
      expect(w.sent, w.name).toBe(1);
    }
    expect(await statusOf(s.approvee.email)).toBe('approved');
    expect(await statusOf(s.rejectee.email)).toBe('rejected');
  });
});
