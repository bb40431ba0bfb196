/**
 * `npm run test:cluster` (issue 11 "Done when"): nginx in front of 2 bff and 2 api processes on one
 * PostgreSQL database and one Redis key prefix, all on 127.0.0.1, shown through the proxy:
 * a lockout shared between instances, a file uploaded through one instance served by the other,
 * 200 concurrent checkouts that never overspend credit, an api killed with SIGKILL in the middle
 * of a burst, a rolling restart of both bffs under a browsing visitor, and four api processes
 * started at once on an empty database with the migrate step. Prints the figures at the end.
 * Skips with a printed reason when PostgreSQL, Redis or nginx is missing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browse, Client } from './clients.js';
import {
  missingForCluster,
  PLACE,
  SHIPPING,
  startShop,
  type PlaceData,
  type Shop,
} from './shop.js';
import {
  deleteRedisPrefix,
  freePort,
  freshDatabase,
  REDIS_URL,
  runScript,
  service,
  sqlQuery,
  type Service,
} from './topology.js';

const missing = await missingForCluster('test:cluster');

const figures: string[] = [];
const note = (line: string) => figures.push(line);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

describe.skipIf(missing.length > 0)('the shop as a cluster behind nginx', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serena-cluster-'));
  const keyPrefix = `cluster-${randomBytes(4).toString('hex')}:`;
  let shop: Shop;
  let web = '';
  let dbUrl = '';
  let apis: Service[] = [];
  let bffs: Service[] = [];
  let line: object = {};
  const customer = (label: string, creditEuros: string) => shop.customer(label, creditEuros);

  beforeAll(async () => {
    shop = await startShop({ dir, redisUrl: REDIS_URL, keyPrefix });
    ({ web, dbUrl, apis, bffs, line } = shop);
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
    await deleteRedisPrefix(REDIS_URL, keyPrefix);
    if (figures.length > 0) console.log(`\nCluster figures:\n  ${figures.join('\n  ')}\n`);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  // The sign-in throttle counts in Redis (api/src/services/redis-throttle.ts): 5 failures are free,
  // the next one locks the (account, address) key for 1 s, then 2 s, ... on every instance.
  it('locks an account on instance B after 5 wrong passwords through instance A', async () => {
    const account = await customer('lock', '1000.00');
    const a = new Client(bffs[0]!.url);
    for (let i = 0; i < 5; i++) {
      expect(await a.login(account.email, 'Wrong#Pass2026')).toEqual(['WRONG_CREDENTIALS']);
    }
    // One more wrong password on instance B: B sees A's 5 failures, so this one locks the account.
    const b = new Client(bffs[1]!.url);
    expect(await b.login(account.email, 'Wrong#Pass2026')).toEqual(['WRONG_CREDENTIALS']);
    // The right password, on either instance and through the proxy: still locked.
    expect(await new Client(web).login(account.email, account.password)).toEqual(['RATE_LIMITED']);
    expect(await a.login(account.email, account.password)).toEqual(['RATE_LIMITED']);
    note('lockout: 5 wrong passwords on bff A + 1 on bff B -> RATE_LIMITED on A, B and the proxy');
  });

  it('serves a file uploaded through instance A from instance B', async () => {
    const account = await customer('files', '1000.00');
    const a = new Client(bffs[0]!.url);
    expect(await a.login(account.email, account.password)).toEqual([]);
    const uploaded = await a.upload<{ uploadSpecialQuoteFile: { file: { id: string } | null } }>(
      'mutation ClusterUpload($file: Upload!) { uploadSpecialQuoteFile(file: $file) { file { id } userErrors { message } } }',
      'drawing.pdf',
      PDF,
      'application/pdf',
    );
    const id = uploaded.data?.uploadSpecialQuoteFile.file?.id;
    expect(id, JSON.stringify(uploaded)).toBeTruthy();
    for (const base of [bffs[1]!.url, web]) {
      const res = await fetch(`${base}/files/special-quotes/${id}`, { headers: a.cookieHeader });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
    // Nobody else gets it.
    expect((await fetch(`${bffs[1]!.url}/files/special-quotes/${id}`)).status).not.toBe(200);
    note('files: uploaded on bff A, the same bytes served by bff B and through the proxy');
  });

  it('never overspends credit with 200 concurrent checkouts over both instances', async () => {
    const account = await customer('credit', '5000.00');
    const buyer = new Client(web);
    expect(await buyer.login(account.email, account.password)).toEqual([]);
    const tabs = [buyer.at(bffs[0]!.url), buyer.at(bffs[1]!.url), buyer];
    // 150 checkouts, 50 of them sent twice (a double click, a retry): 200 requests at once.
    const keys = Array.from({ length: 150 }, (_, i) => `cluster-credit-${i}`);
    const sends = [...keys, ...keys.slice(0, 50)].map((key, i) =>
      tabs[i % tabs.length]!.gql<PlaceData>(PLACE, {
        input: { idempotencyKey: key, shippingAddress: SHIPPING, lines: [line] },
      }),
    );
    const started = Date.now();
    const answers = await Promise.all(sends);
    const seconds = (Date.now() - started) / 1000;
    expect(answers.filter((a) => a.status >= 500 || a.body.errors)).toEqual([]);
    const placed = answers.filter((a) => a.body.data!.placeOrder.orders.length > 0).length;
    const refused = answers.filter((a) =>
      a.body.data!.placeOrder.userErrors.some((e) => e.code === 'INSUFFICIENT_CREDIT'),
    ).length;

    const [sums] = await sqlQuery<{
      orders: string;
      total: string;
      ledger: string;
      keys: string;
      limit: string;
    }>(
      dbUrl,
      `select count(*)::text as orders, coalesce(sum(o.total_cents), 0)::text as total,
         count(distinct o.idempotency_key)::text as keys,
         (select coalesce(sum(amount_cents), 0) from credit_ledger l where l.user_id = $1 and l.kind = 'purchase')::text as ledger,
         (select credit_limit_cents from users where id = $1)::text as limit
       from orders o where o.user_id = $1`,
      [account.id],
    );
    expect(Number(sums!.total)).toBeLessThanOrEqual(Number(sums!.limit) + 1);
    expect(Number(sums!.ledger)).toBe(Number(sums!.total));
    expect(Number(sums!.keys)).toBe(Number(sums!.orders)); // one order per key: no duplicates
    expect(Number(sums!.orders)).toBeGreaterThan(0);
    note(
      `checkouts: 200 requests in ${seconds.toFixed(1)} s, ${sums!.orders} orders placed ` +
        `(€${(Number(sums!.total) / 100).toFixed(2)} of a €${(Number(sums!.limit) / 100).toFixed(2)} limit), ` +
        `${placed - Number(sums!.orders)} repeated keys answered with the same orders, ${refused} refused for credit`,
    );
  });

  it('fails over when an api is killed in the middle of a burst; ledger and orders agree', async () => {
    const account = await customer('failover', '900000.00');
    const buyer = new Client(web);
    expect(await buyer.login(account.email, account.password)).toEqual([]);
    const visitor = browse(web);
    const keys = Array.from({ length: 60 }, (_, i) => `cluster-failover-${i}`);
    const outcome = new Map<string, 'placed' | 'failed'>();
    let killedAt = 0;
    let firstAfterKill = 0;
    const place = async (key: string) => {
      const at = Date.now();
      try {
        const r = await buyer.gql<PlaceData>(PLACE, {
          input: { idempotencyKey: key, shippingAddress: SHIPPING, lines: [line] },
        });
        const ok = r.status === 200 && (r.body.data?.placeOrder.orders.length ?? 0) > 0;
        outcome.set(key, ok ? 'placed' : 'failed');
        if (ok && killedAt && at >= killedAt && !firstAfterKill) firstAfterKill = Date.now();
      } catch {
        outcome.set(key, 'failed');
      }
    };
    // 6 checkouts in flight at a time; api A is killed when 15 are done.
    let next = 0;
    const workers = Array.from({ length: 6 }, async () => {
      while (next < keys.length) {
        const key = keys[next++]!;
        await place(key);
        if (outcome.size === 15 && !killedAt) {
          killedAt = Date.now();
          await apis[0]!.stop('SIGKILL');
        }
      }
    });
    await Promise.all(workers);
    const failed = [...outcome].filter(([, o]) => o === 'failed').map(([k]) => k);
    // A client retries what failed with the same key: nothing is placed twice.
    for (const key of failed) await place(key);
    const browsing = await visitor.stop();

    const [sums] = await sqlQuery<{
      orders: string;
      keys: string;
      total: string;
      ledger: string;
      entries: string;
    }>(
      dbUrl,
      `select count(*)::text as orders, count(distinct o.idempotency_key)::text as keys,
         coalesce(sum(o.total_cents), 0)::text as total,
         (select coalesce(sum(amount_cents), 0) from credit_ledger l where l.user_id = $1 and l.kind = 'purchase')::text as ledger,
         (select count(*) from credit_ledger l where l.user_id = $1 and l.kind = 'purchase')::text as entries
       from orders o where o.user_id = $1`,
      [account.id],
    );
    expect(Number(sums!.orders)).toBe(keys.length);
    expect(Number(sums!.keys)).toBe(keys.length);
    expect(Number(sums!.entries)).toBe(keys.length);
    expect(Number(sums!.ledger)).toBe(Number(sums!.total));
    const failoverMs = firstAfterKill ? firstAfterKill - killedAt : -1;
    const afterFailover = browsing.failures.filter(
      (f) => f.at >= killedAt + Math.max(failoverMs, 0),
    );
    expect(afterFailover, JSON.stringify(afterFailover)).toEqual([]);
    note(
      `failover: api A killed (SIGKILL) after 15 of 60 checkouts; first checkout placed ${failoverMs} ms later; ` +
        `${failed.length} checkouts failed and were retried with their key; 60 orders, ledger = orders; ` +
        `visitor: ${browsing.requests} requests, ${browsing.errors} errors`,
    );
    // Back to two api instances for what follows.
    await apis[0]!.start();
  }, 120_000);

  it('restarts both bff instances one after the other while a visitor browses: no failure', async () => {
    const visitor = browse(web);
    await new Promise((r) => setTimeout(r, 500));
    const started = Date.now();
    for (const bff of bffs) {
      await bff.stop('SIGTERM');
      await bff.start();
      // The restarted instance serves (start() waited for /ready); give it a moment of traffic
      // before taking the next one down, as an orchestrator's readiness delay does.
      await new Promise((r) => setTimeout(r, 1000));
    }
    const report = await visitor.stop();
    expect(report.failures).toEqual([]);
    expect(report.requests).toBeGreaterThan(20);
    note(
      `rolling restart: both bffs restarted in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `visitor: ${report.requests} requests, ${report.errors} errors`,
    );
  }, 120_000);

  it('starts four api processes at once on an empty database: migrations run once, all serve', async () => {
    const empty = await freshDatabase('empty');
    shop.onStop(empty.drop);
    const ports = await Promise.all([1, 2, 3, 4].map(() => freePort()));
    const four = ports.map((port, i) =>
      service(
        `api-empty-${i}`,
        'api/dist/server.js',
        port,
        shop.apiEnv(`api-empty-${i}`, port, empty.url, false),
        dir,
      ),
    );
    shop.track(...four);
    // Each process is a container of its own: the migrate step, then the api.
    const migrations = await Promise.all(
      four.map(async (api, i) => {
        const step = await runScript(
          'api/dist/db/migrate.js',
          shop.apiEnv(`api-empty-${i}`, api.port, empty.url, false),
        );
        expect(step.code, step.output).toBe(0);
        await api.start();
        return step.output;
      }),
    );
    const applied = migrations.filter((o) => /applied \d+ migration/.test(o));
    expect(applied).toHaveLength(1);
    expect(migrations.filter((o) => /up to date/.test(o))).toHaveLength(3);
    const [journal] = await sqlQuery<{ n: string }>(
      empty.url,
      'select count(*)::text as n from drizzle.__drizzle_migrations',
    );
    for (const api of four) {
      const res = await fetch(`${api.url}/ready`);
      expect(res.status).toBe(200);
    }
    await Promise.all(four.map((api) => api.stop()));
    note(
      `migrations: 4 processes at once, 1 applied ${journal!.n} migrations, 3 found the database up to date; all 4 ready`,
    );
  }, 120_000);
});
