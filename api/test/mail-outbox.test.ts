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
