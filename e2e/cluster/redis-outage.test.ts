/**
 * `npm run test:cluster`, issue 27 "Done when": Redis stopped under load. The shop of shop.ts
 * (nginx, 2 api and 2 bff processes on PostgreSQL) runs on a `redis-server` this file starts on its
 * own port (E2E_PORTS) and kills with SIGKILL while two visitors browse and a signed-in buyer
 * checks out again and again. During the outage: no request fails or answers 5xx, nobody waits
 * seconds, a new sign-in and its checkout work, the sign-in throttle still refuses after the 6th
 * wrong password (each api counts in its own memory), and every `/ready` says `degraded`. When Redis
 * is started again every instance uses it again without a restart. Prints its figures at the end.
 * Skips with a printed reason when PostgreSQL, redis-server or nginx is missing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browse, Client, type BrowseReport } from './clients.js';
import {
  missingForCluster,
  PLACE,
  SHIPPING,
  startShop,
  type PlaceData,
  type Shop,
} from './shop.js';
import { freePort, ownRedis, sqlQuery, type OwnRedis } from './topology.js';

const missing = await missingForCluster('Redis outage cluster test', { redis: 'own' });

const figures: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The `q` quantile (0..1) of `values`, in their unit. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** What a buyer's checkout loop saw: one entry per checkout. */
interface CheckoutRun {
  at: number;
  ms: number;
  placed: boolean;
  why?: string;
}

/** `client` places one demo bed order after another (unique keys) until `stop()`. */
function checkoutLoop(client: Client, line: object, label: string) {
  const runs: CheckoutRun[] = [];
  let running = true;
  const done = (async () => {
    for (let n = 0; running && n < 500; n += 1) {
      const at = Date.now();
      try {
        const r = await client.gql<PlaceData>(PLACE, {
          input: { idempotencyKey: `${label}-${n}`, shippingAddress: SHIPPING, lines: [line] },
        });
        const placed = r.status === 200 && (r.body.data?.placeOrder.orders.length ?? 0) > 0;
        runs.push({
          at,
          ms: Date.now() - at,
          placed,
          ...(placed ? {} : { why: `${r.status} ${JSON.stringify(r.body)}` }),
        });
      } catch (error) {
        runs.push({ at, ms: Date.now() - at, placed: false, why: String(error) });
      }
    }
  })();
  return {
    runs,
    async stop() {
      running = false;
      await done;
      return runs;
    },
  };
}

/** The `status` of `/ready` of every service, by name. */
async function readiness(shop: Shop): Promise<Record<string, string>> {
  const all = [...shop.apis, ...shop.bffs];
  const answers = await Promise.all(
    all.map(
      async (s) => ((await (await fetch(`${s.url}/ready`)).json()) as { status: string }).status,
    ),
  );
  return Object.fromEntries(all.map((s, i) => [s.name, answers[i]!]));
}

/** A sample's value from a Prometheus text answer, e.g. `redis_state_changes_total{state="down"}`. */
function sample(metrics: string, name: string): number {
  const line = metrics.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : Number.NaN;
}

describe.skipIf(missing.length > 0)('a Redis outage under load (issue 27)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serena-redis-outage-'));
  const keyPrefix = `outage-${randomBytes(4).toString('hex')}:`;
  const metricsToken = randomBytes(16).toString('hex');
  let redis: OwnRedis;
  let shop: Shop;

  beforeAll(async () => {
    redis = ownRedis(await freePort());
    await redis.start();
    shop = await startShop({
      dir,
      redisUrl: redis.url,
      keyPrefix,
      extraEnv: { METRICS_TOKEN: metricsToken },
    });
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
    await redis?.kill();
    if (figures.length > 0) console.log(`\nRedis outage figures:\n  ${figures.join('\n  ')}\n`);
    // KEEP_CLUSTER_LOGS=1 keeps the services' logs for a look after a failure.
    if (process.env.KEEP_CLUSTER_LOGS) console.log(`logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** The metrics text of a service (bearer METRICS_TOKEN on its main port). */
  const metricsOf = async (url: string) =>
    (
      await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();

  /** Three sign-ins through the proxy, one after the other; their durations (ms). */
  async function signIns(email: string, password: string): Promise<number[]> {
    const durations: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = Date.now();
      expect(await new Client(shop.web).login(email, password)).toEqual([]);
      durations.push(Date.now() - started);
    }
    return durations;
  }

  /** GraphQL sign-ins with a wrong password through the proxy until one is refused (at most 20). */
  async function wrongUntilRefused(email: string): Promise<(string | null)[][]> {
    const answers: (string | null)[][] = [];
    const client = new Client(shop.web);
    for (let i = 0; i < 20; i += 1) {
      const codes = await client.login(email, 'Wrong#Pass2026');
      answers.push(codes);
      if (codes.includes('RATE_LIMITED')) break;
    }
    return answers;
  }

  it('keeps visitors, sign-in, checkout and the throttle working while Redis is down; recovers without a restart', async () => {
    const buyer = await shop.customer('outage', '900000.00');
    const tab = new Client(shop.web);
    expect(await tab.login(buyer.email, buyer.password)).toEqual([]);
    // Each bff renders the home page once first: a cold first render on a loaded machine can take
    // longer than a visitor's 10 s timeout, and that is no outage.
    for (const bff of shop.bffs) await (await fetch(`${bff.url}/`)).arrayBuffer();
    // A generous timeout: latency is compared with the same load before the outage, below.
    const visitors = [browse(shop.web, 20_000, 30_000), browse(shop.web, 20_000, 30_000)];
    const checkouts = checkoutLoop(tab, shop.line, `outage-${randomBytes(3).toString('hex')}`);
    // The first second warms up (first server-side renders); then 5 s of load with Redis up.
    await sleep(1000);
    const baselineFrom = Date.now();
    await sleep(5000);
    // Sign-ins under the same load with Redis up: what the outage's sign-ins are compared with.
    const baselineSignIns = await signIns(buyer.email, buyer.password);

    const killedAt = Date.now();
    await redis.kill();
    await sleep(1000);

    // New sign-ins and a checkout while Redis is down.
    const outageSignIns = await signIns(buyer.email, buyer.password);
    const late = new Client(shop.web);
    expect(await late.login(buyer.email, buyer.password)).toEqual([]);
    const placed = await late.gql<PlaceData>(PLACE, {
      input: {
        idempotencyKey: `late-${randomBytes(3).toString('hex')}`,
        shippingAddress: SHIPPING,
        lines: [shop.line],
      },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data?.placeOrder.orders, JSON.stringify(placed.body)).toHaveLength(1);

    // The throttle on one api instance: 5 failures free, the 6th locks, the right password is refused.
    const locked = await shop.customer('outage-lock', '1000.00');
    const statuses: number[] = [];
    for (const password of [...Array<string>(6).fill('Wrong#Pass2026'), locked.password]) {
      const res = await fetch(`${shop.apis[0]!.url}/api/auth/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: locked.email, password }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Through the proxy (either api instance counts on its own): refused, never unlimited.
    const throughProxy = await wrongUntilRefused(
      (await shop.customer('outage-proxy', '1000.00')).email,
    );
    expect(throughProxy.at(-1)).toEqual(['RATE_LIMITED']);

    expect(Object.values(await readiness(shop))).toEqual([
      'degraded',
      'degraded',
      'degraded',
      'degraded',
    ]);
    const downMetrics = await metricsOf(shop.apis[0]!.url);
    expect(sample(downMetrics, 'redis_available')).toBe(0);
    expect(sample(downMetrics, 'redis_state_changes_total{state="down"}')).toBe(1);
    await sleep(1500);
    const restartedAt = Date.now();

    await redis.start();
    await expect
      .poll(() => readiness(shop), { timeout: 15_000, interval: 250 })
      .toEqual({ 'api-a': 'ready', 'api-b': 'ready', 'bff-a': 'ready', 'bff-b': 'ready' });
    const recoveredMs = Date.now() - restartedAt;
    await sleep(1000);
    const reports = await Promise.all(visitors.map((v) => v.stop()));
    const runs = await checkouts.stop();

    // Nothing failed, before, during or after the outage.
    const failures = reports.flatMap((r) => r.failures);
    expect(
      failures,
      JSON.stringify({
        killedAt,
        restartedAt,
        failures: failures.map((f) => ({ ...f, after: f.at - killedAt })),
      }),
    ).toEqual([]);
    expect(runs.filter((r) => !r.placed)).toEqual([]);
    const within = (list: { at: number; ms: number }[], from: number, to: number) =>
      list.filter((t) => t.at >= from && t.at < to).map((t) => t.ms);
    const timings = reports.flatMap((r: BrowseReport) => r.timings);
    const visitorMs = within(timings, killedAt, restartedAt);
    const checkoutMs = within(runs, killedAt, restartedAt);
    const baseline = {
      visitor: within(timings, baselineFrom, killedAt),
      checkout: within(runs, baselineFrom, killedAt),
    };
    expect(visitorMs.length).toBeGreaterThan(10);
    expect(checkoutMs.length).toBeGreaterThan(2);
    expect(baseline.visitor.length).toBeGreaterThan(3);
    // No waiting on Redis (the issue saw 2–4 s per query and 21–24 s per sign-in): the outage's
    // latencies are those of the same load with Redis up. Compared, not absolute: this machine is
    // shared, and a server-side render under load alone can take seconds.
    const p90 = (ms: number[]) => quantile(ms, 0.9);
    expect(p90(visitorMs), JSON.stringify({ visitorMs, baseline })).toBeLessThan(
      2 * p90(baseline.visitor) + 500,
    );
    // Checkouts (few, and sharing the machine with the sign-ins above): medians compared.
    const p50 = (ms: number[]) => quantile(ms, 0.5);
    expect(p50(checkoutMs), JSON.stringify({ checkoutMs, baseline })).toBeLessThan(
      2 * p50(baseline.checkout) + 1000,
    );
    // Sign-in hashes the password (CPU-bound on this shared machine): medians compared.
    expect(p50(outageSignIns), JSON.stringify({ outageSignIns, baselineSignIns })).toBeLessThan(
      2 * p50(baselineSignIns) + 1000,
    );

    // The orders placed are all there, once, and the ledger agrees.
    const [sums] = await sqlQuery<{ orders: string; total: string; ledger: string }>(
      shop.dbUrl,
      `select count(*)::text as orders, coalesce(sum(total_cents), 0)::text as total,
         (select coalesce(sum(amount_cents), 0) from credit_ledger l where l.user_id = $1 and l.kind = 'purchase')::text as ledger
       from orders where user_id = $1`,
      [buyer.id],
    );
    expect(Number(sums!.orders)).toBe(runs.length + 1);
    expect(sums!.ledger).toBe(sums!.total);

    // Shared state is back in Redis: a lockout counted on bff A is seen through bff B.
    const shared = await shop.customer('outage-after', '1000.00');
    const a = new Client(shop.bffs[0]!.url);
    for (let i = 0; i < 5; i += 1)
      expect(await a.login(shared.email, 'Wrong#Pass2026')).toEqual(['WRONG_CREDENTIALS']);
    expect(await new Client(shop.bffs[1]!.url).login(shared.email, 'Wrong#Pass2026')).toEqual([
      'WRONG_CREDENTIALS',
    ]);
    expect(await new Client(shop.web).login(shared.email, shared.password)).toEqual([
      'RATE_LIMITED',
    ]);
    const inspector = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    try {
      expect((await inspector.keys(`${keyPrefix}*`)).length).toBeGreaterThan(0);
    } finally {
      inspector.disconnect();
    }
    const upMetrics = await metricsOf(shop.bffs[0]!.url);
    expect(sample(upMetrics, 'redis_available')).toBe(1);
    expect(sample(upMetrics, 'redis_state_changes_total{state="up"}')).toBe(1);

    // One log line per state change and service, not one per retry or command.
    for (const s of [...shop.apis, ...shop.bffs]) {
      const log = readFileSync(join(dir, `${s.name}.log`), 'utf8');
      expect(log.match(/redis unavailable/g), s.name).toHaveLength(1);
      expect(log.match(/redis available again/g), s.name).toHaveLength(1);
      expect(log, s.name).not.toMatch(/Unhandled error event/);
    }

    figures.push(
      `outage ${((restartedAt - killedAt) / 1000).toFixed(1)} s: visitors ${visitorMs.length} requests ` +
        `(p50 ${quantile(visitorMs, 0.5)} ms, p90 ${p90(visitorMs)} ms, max ${Math.max(...visitorMs)} ms; ` +
        `Redis up: p50 ${quantile(baseline.visitor, 0.5)} ms, p90 ${p90(baseline.visitor)} ms), ` +
        `checkouts ${checkoutMs.length} (p90 ${p90(checkoutMs)} ms, max ${Math.max(...checkoutMs)} ms), sign-ins ${outageSignIns.join('/')} ms ` +
        `(${baselineSignIns.join('/')} ms with Redis up); 0 failures`,
      `throttle in memory: 6th wrong password on api A locks it; through the proxy refused at attempt ${throughProxy.length}`,
      `recovery: every /ready 'ready' ${recoveredMs} ms after redis-server restarted; lockout shared again`,
      `all: ${reports.reduce((n, r) => n + r.requests, 0)} visitor requests, ${runs.length + 1} orders, ledger = orders`,
    );
  }, 120_000);
});
