/**
 * `npm run test:cluster`, issue 27 "Done when": the mail outbox of a production topology — the
 * shop of shop.ts with its apis only queueing jobs (JOBS_IN_PROCESS=0) and one `npm run worker`
 * process — and a real SMTP server the test starts (the `smtp-server` package).
 * The mail server is down during 20 checkouts and a password reset: every request answers success;
 * once it is up, every mail arrives exactly once (no duplicate, none lost).
 * Skips with a printed reason when PostgreSQL, Redis, nginx or the build is missing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './clients.js';
import {
  missingForCluster,
  PLACE,
  SHIPPING,
  startShop,
  type PlaceData,
  type Shop,
} from './shop.js';
import { deleteRedisPrefix, freePort, REDIS_URL, sqlQuery } from './topology.js';

const missing = await missingForCluster('test:cluster (mail)');

const CHECKOUTS = 20;
const SHOP_EMAIL = 'shop-orders@serena.test';
const RESET = `mutation OutboxReset($email: String!) { requestPasswordReset(email: $email) {
  success userErrors { message } } }`;

/** One message the SMTP server accepted. */
interface Received {
  to: string[];
  subject: string;
}

/** A real SMTP server on `port`: down until `start()`, keeping what it accepted. */
function smtpServer(port: number) {
  const received: Received[] = [];
  let server: SMTPServer | null = null;
  return {
    received,
    async start() {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
          stream.on('end', () => {
            const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: /^Subject: (.*)$/im.exec(head)?.[1] ?? '',
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', () => resolve()));
      server = s;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

describe.skipIf(missing.length > 0)('the mail outbox of a cluster, mail server down', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serena-cluster-mail-'));
  const keyPrefix = `cluster-mail-${randomBytes(4).toString('hex')}:`;
  let shop: Shop;
  let smtp: ReturnType<typeof smtpServer>;

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = smtpServer(smtpPort);
    shop = await startShop({
      dir,
      redisUrl: REDIS_URL,
      keyPrefix,
      worker: true,
      apiExtraEnv: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SHOP_EMAIL,
        MAIL_RETRY_DELAY_SECONDS: '1',
      },
    });
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    await smtp?.stop();
    await deleteRedisPrefix(REDIS_URL, keyPrefix);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Jobs of the mail queue not yet finished (waiting, retrying or in hand). */
  const pendingMail = async () => {
    const [row] = await sqlQuery<{ n: number }>(
      shop.dbUrl,
      `select count(*)::int as n from pgboss.job
        where name = 'mail' and state in ('created', 'retry', 'active')`,
    );
    return row!.n;
  };

  it('answers 20 checkouts and a password reset with the mail server down; every mail arrives once after', async () => {
    const buyer = await shop.customer('outbox', '100000.00');
    // Signing up and the approval queued mails too (the shop's notice, the approval): `before`.
    const client = new Client(shop.web);
    expect(await client.login(buyer.email, buyer.password)).toEqual([]);
    const line = { ...shop.line, referenceNumber: 'OUTBOX' };
    const before = await pendingMail();

    const started = Date.now();
    // Four at a time (a buyer's tabs), 20 in all.
    const answers = [];
    for (let i = 0; i < CHECKOUTS; i += 4) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 4 }, (_, j) =>
            client.gql<PlaceData>(PLACE, {
              input: {
                idempotencyKey: `outbox-${i + j}`,
                shippingAddress: SHIPPING,
                lines: [line],
              },
            }),
          ),
        )),
      );
    }
    const reset = await new Client(shop.web).gql<{
      requestPasswordReset: { success: boolean; userErrors: unknown[] };
    }>(RESET, { email: buyer.email });
    const seconds = (Date.now() - started) / 1000;
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data!.placeOrder.orders).toHaveLength(1);
    }
    expect(reset.body.data!.requestPasswordReset).toEqual({ success: true, userErrors: [] });
    // 20 confirmations, 20 notices to the shop and the reset: queued, none delivered.
    const expected = 2 * CHECKOUTS + 1;
    expect((await pendingMail()) - before).toBe(expected);
    expect(smtp.received).toHaveLength(0);

    // Down a while longer (the worker keeps retrying), then the server comes back.
    await new Promise((r) => setTimeout(r, 3000));
    const downFor = (Date.now() - started) / 1000;
    await smtp.start();
    const up = Date.now();
    const deadline = up + 120_000;
    while ((await pendingMail()) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    const drained = (Date.now() - up) / 1000;
    // A few seconds more: a duplicate would show now.
    await new Promise((r) => setTimeout(r, 3000));

    const toBuyer = smtp.received.filter((m) => m.to.includes(buyer.email));
    const toShop = smtp.received.filter(
      (m) => m.to.includes(SHOP_EMAIL) && m.subject.startsWith('New order from'),
    );
    const confirmations = toBuyer.filter((m) => m.subject.startsWith('Order confirmation'));
    expect(confirmations).toHaveLength(CHECKOUTS);
    expect(new Set(confirmations.map((m) => m.subject)).size).toBe(CHECKOUTS);
    expect(toBuyer.filter((m) => m.subject === 'Reset your Serena Trade password')).toHaveLength(1);
    // The approval mail of the sign-up, queued before the test, once too.
    expect(toBuyer).toHaveLength(CHECKOUTS + 2);
    expect(toShop).toHaveLength(CHECKOUTS);
    expect(new Set(toShop.map((m) => m.subject)).size).toBe(CHECKOUTS);
    expect(await pendingMail()).toBe(0);
    const [failed] = await sqlQuery<{ n: number }>(
      shop.dbUrl,
      `select count(*)::int as n from pgboss.job where name = 'mail' and state = 'failed'`,
    );
    expect(failed!.n).toBe(0);

    const metrics = await (await fetch(`${shop.worker!.url}/metrics`)).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(metrics)?.[1]);
    expect(value('mail_sent_total')).toBe(smtp.received.length);
    // Attempts made while the server was down were counted as retries (not every mail need have
    // been tried before it came back).
    expect(value('mail_retried_total')).toBeGreaterThan(0);
    console.log(
      `\nMail outbox: ${CHECKOUTS} checkouts + 1 reset answered in ${seconds.toFixed(1)} s with SMTP down ` +
        `(down ${downFor.toFixed(1)} s); ${smtp.received.length} mails delivered once each ` +
        `${drained.toFixed(1)} s after it came back; ${value('mail_retried_total')} retries\n`,
    );
  }, 240_000);
});
