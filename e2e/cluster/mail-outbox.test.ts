/**
 * `npm run test:cluster`, issue 27 "Done when": the mail outbox of a production topology — 2 api
 * processes that only queue jobs (JOBS_IN_PROCESS=0), one `npm run worker` process, a bff, nginx,
 * one PostgreSQL database — and a real SMTP server the test starts (the `smtp-server` package).
 * The mail server is down during 20 checkouts and a password reset: every request answers success;
 * once it is up, every mail arrives exactly once (no duplicate, none lost).
 * Skips with a printed reason when PostgreSQL, Redis, nginx or the build is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.js';
import { Client } from './clients.js';
import {
  deleteRedisPrefix,
  freePort,
  freshDatabase,
  NGINX,
  PG_SERVER,
  REDIS_URL,
  runScript,
  service,
  sqlQuery,
  startNginx,
  tcpAnswers,
  waitForOk,
  type Service,
} from './topology.js';

const pgPort = Number(new URL(PG_SERVER).port || 5432);
const redisPort = Number(new URL(REDIS_URL).port || 6379);
const missing = [
  !(await tcpAnswers('127.0.0.1', pgPort)) && `PostgreSQL at ${PG_SERVER}`,
  !(await tcpAnswers('127.0.0.1', redisPort)) && `Redis at ${REDIS_URL}`,
  !existsSync(NGINX) && `nginx at ${NGINX}`,
  !existsSync(join(repoRoot, 'api/dist/jobs/worker.js')) && 'the build (npm run build)',
  !existsSync(join(repoRoot, 'bff/dist/server.js')) && 'the bff build (npm run build)',
].filter(Boolean);
if (missing.length > 0) console.warn(`test:cluster (mail) skipped: no ${missing.join(', ')}.`);

const CHECKOUTS = 20;
const SHOP_EMAIL = 'shop-orders@serena.test';
const SHIPPING = {
  firstName: 'Aoife',
  address: 'Unit 4, Liosban',
  city: 'Galway',
  country: 'Ireland',
};
const PLACE = `mutation OutboxPlace($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orders { id } userErrors { code message } } }`;
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
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_TOKEN: randomBytes(24).toString('hex'),
  };
  const drops: (() => Promise<unknown>)[] = [];
  const services: Service[] = [];
  let worker: ChildProcess | undefined;
  let nginx: { stop(): Promise<void> } | undefined;
  let smtp: ReturnType<typeof smtpServer>;
  let web = '';
  let apiLb = '';
  let dbUrl = '';
  let workerMetrics = '';

  /** Settings of the api processes and the worker (own DATA_DIR each). */
  const env = (name: string, extra: Record<string, string>): NodeJS.ProcessEnv => {
    const dataDir = join(dir, name);
    mkdirSync(dataDir, { recursive: true });
    return {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      FILE_STORAGE: 'database',
      PUBLIC_URL: 'http://127.0.0.1',
      SHOP_EMAIL,
      JOBS_IN_PROCESS: '0',
      MAIL_RETRY_DELAY_SECONDS: '1',
      ...secrets,
      ...extra,
    };
  };

  beforeAll(async () => {
    const db = await freshDatabase('mail');
    drops.push(db.drop);
    dbUrl = db.url;
    const migrated = await runScript('api/dist/db/migrate.js', {
      PATH: process.env.PATH,
      DATABASE_URL: dbUrl,
    });
    expect(migrated.code, migrated.output).toBe(0);
    const [webPort, apiLbPort, smtpPort, metricsPort, ...ports] = await Promise.all(
      Array.from({ length: 7 }, () => freePort()),
    );
    web = `http://127.0.0.1:${webPort}`;
    apiLb = `http://127.0.0.1:${apiLbPort}`;
    smtp = smtpServer(smtpPort!);
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    const apis = [0, 1].map((i) =>
      service(
        `mail-api-${i}`,
        'api/dist/server.js',
        ports[i]!,
        env(`api-${i}`, {
          API_PORT: String(ports[i]),
          SEED_DEMO: i === 0 ? '1' : '0',
          SMTP_URL: smtpUrl,
        }),
        dir,
      ),
    );
    const bff = service(
      'mail-bff',
      'bff/dist/server.js',
      ports[2]!,
      {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(ports[2]),
        API_URL: apiLb,
        TRUST_PROXY: '127.0.0.1',
        REDIS_URL,
        REDIS_KEY_PREFIX: keyPrefix,
        MUTATIONS_CONCURRENT: '10',
        // A checkout renders its invoice PDF in its transaction: a loaded test machine needs time.
        UPSTREAM_TIMEOUT_MS: '30000',
      },
      dir,
    );
    services.push(...apis, bff);
    await apis[0]!.start();
    await apis[1]!.start();
    nginx = await startNginx({
      dir,
      webPort: webPort!,
      apiPort: apiLbPort!,
      bffPorts: [bff.port],
      apiPorts: apis.map((a) => a.port),
    });
    await bff.start();
    // The worker alone (npm run worker), its metrics on their own port.
    const log = createWriteStream(join(dir, 'mail-worker.log'), { flags: 'a' });
    worker = spawn(process.execPath, [join(repoRoot, 'api/dist/jobs/worker.js')], {
      cwd: repoRoot,
      env: env('worker', { SMTP_URL: smtpUrl, METRICS_PORT: String(metricsPort) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.pipe(log, { end: false });
    worker.stderr!.pipe(log, { end: false });
    workerMetrics = `http://127.0.0.1:${metricsPort}/metrics`;
    await waitForOk(workerMetrics, worker);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(services.map((s) => s.stop()));
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    await nginx?.stop();
    await smtp?.stop();
    for (const drop of drops) await drop().catch(() => undefined);
    await deleteRedisPrefix(REDIS_URL, keyPrefix);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Registers, approves and sets the credit of a trade customer through the api. */
  async function customer(creditEuros: string) {
    const email = `outbox-${randomBytes(4).toString('hex')}@example.ie`;
    const password = 'Cluster#Pass2026';
    const call = async (path: string, body: object, method = 'POST') => {
      const res = await fetch(`${apiLb}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-admin-token': secrets.ADMIN_TOKEN },
        body: JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
    };
    await call('/api/auth/user/register', {
      full_name: 'Outbox Buyer',
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
      company_name: 'Outbox Ltd',
      password,
      confirm_password: password,
    });
    await call('/api/admin/users/by-email/approve', { email });
    await call(
      '/api/admin/users/by-email/credit-limit',
      { email, credit_limit: creditEuros },
      'PUT',
    );
    return { email, password };
  }

  /** Jobs of the mail queue not yet finished (waiting, retrying or in hand). */
  const pendingMail = async () => {
    const [row] = await sqlQuery<{ n: number }>(
      dbUrl,
      `select count(*)::int as n from pgboss.job
        where name = 'mail' and state in ('created', 'retry', 'active')`,
    );
    return row!.n;
  };

  it('answers 20 checkouts and a password reset with the mail server down; every mail arrives once after', async () => {
    const buyer = await customer('100000.00');
    // Signing up and the approval queued mails too (the shop's notice, the approval): `before`.
    const client = new Client(web);
    expect(await client.login(buyer.email, buyer.password)).toEqual([]);
    const found = await client.gql<{
      searchProducts: {
        items: { id: string; name: string; fabrics: { id: string; colors: { id: string }[] }[] }[];
      };
    }>(
      '{ searchProducts(query: "Cashel Grand Bed") { items { id name fabrics { id colors { id } } } } }',
    );
    const bed = found.body.data!.searchProducts.items.find((p) => p.name === 'Cashel Grand Bed')!;
    const line = {
      productId: bed.id,
      sizeId: '14',
      fabricId: bed.fabrics[0]!.id,
      fabricColorId: bed.fabrics[0]!.colors[0]!.id,
      storage: 'CLOUD_STORAGE',
      quantity: 1,
      referenceNumber: 'OUTBOX',
    };
    const before = await pendingMail();

    const started = Date.now();
    // Four at a time (a buyer's tabs), 20 in all.
    const answers = [];
    for (let i = 0; i < CHECKOUTS; i += 4) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 4 }, (_, j) =>
            client.gql<{ placeOrder: { orders: { id: string }[]; userErrors: unknown[] } }>(PLACE, {
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
    const reset = await new Client(web).gql<{
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
      dbUrl,
      `select count(*)::int as n from pgboss.job where name = 'mail' and state = 'failed'`,
    );
    expect(failed!.n).toBe(0);

    const metrics = await (await fetch(workerMetrics)).text();
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
