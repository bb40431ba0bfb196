/**
 * `npm run bench`: the bff's hot paths measured in one run, on loopback only, in bounded loops.
 *  (a) the products listing GraphQL query (limit 8 and 50) through the bff against the real api,
 *      signed in as the demo trade customer: requests/s, p50/p95 latency, bff→api calls per request;
 *  (b) the same listing straight from the api's REST route, and the bff/api ratios;
 *  (c) the pure pricing domain (`priceLine`, spec §9) in calls per second.
 * Not part of `npm test`. Stops by itself (hard limit BENCH_DEADLINE_MS).
 */
import os from 'node:os';
import { Pool } from 'undici';
import { DEMO_ACCOUNTS } from '../../api/src/db/seed/accounts.js';
import { priceLine, type PriceLineInput, type PricedVariation } from '@serena/domain';
import { measureInterleaved, measureOps, type LoadPlan } from './measure.js';
import { PRODUCTS_QUERY } from './queries.js';
import { startBenchStack, type BenchStack } from './stack.js';

/** The whole bench is cut off after this long (ms), whatever happens. */
const BENCH_DEADLINE_MS = 120_000;
/** Requests per HTTP scenario: 30 warm-up, 300 measured, from 4 concurrent loopback clients. */
const PLAN: LoadPlan = { warmup: 30, requests: 300, concurrency: 4 };
/** The measured requests of the bff and api scenarios alternate in this many batches. */
const ROUNDS = 6;
/** Page sizes of the listing scenarios. */
const LIMITS = [8, 50] as const;
/** priceLine calls measured (after PRICING_WARMUP unmeasured ones). */
const PRICING_OPS = 300_000;
const PRICING_WARMUP = 30_000;

interface ListingAnswer {
  data?: { products?: { items: { price: unknown }[] } };
  errors?: unknown[];
}

/** Signs the demo trade customer in at the api. Returns the bearer token. @throws on failure. */
async function demoToken(apiUrl: string): Promise<string> {
  const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');
  if (!customer) throw new Error('no demo customer');
  const res = await fetch(`${apiUrl}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`demo login failed: ${res.status}`);
  return body.token;
}

/**
 * One bff listing request, signed in (`token`) or as a visitor (null); throws unless it is 200 with
 * `expected` items, priced when signed in and price-free for visitors, and no errors.
 */
function bffListing(pool: Pool, token: string | null, limit: number, expected: number) {
  const body = JSON.stringify({ query: PRODUCTS_QUERY, variables: { limit } });
  return async () => {
    const res = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
    const json = (await res.body.json()) as ListingAnswer;
    const items = json.data?.products?.items;
    if (res.statusCode !== 200 || json.errors || items?.length !== expected) {
      throw new Error(`bff answered ${res.statusCode}: ${JSON.stringify(json).slice(0, 300)}`);
    }
    if (token && items.some((item) => item.price === null)) throw new Error('bff hid prices');
    if (!token && items.some((item) => item.price !== null)) throw new Error('bff showed prices');
  };
}

/** One api listing request (signed in, or a visitor for null); throws unless 200 with `expected`. */
function apiListing(pool: Pool, token: string | null, limit: number, expected: number) {
  return async () => {
    const res = await pool.request({
      method: 'GET',
      path: `/api/product/products-listing?page=1&limit=${limit}`,
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const json = (await res.body.json()) as { products?: unknown[] };
    if (res.statusCode !== 200 || json.products?.length !== expected) {
      throw new Error(`api answered ${res.statusCode}: ${JSON.stringify(json).slice(0, 300)}`);
    }
  };
}

/** Products the api returns on page 1 for `limit` (what both paths must answer). */
async function expectedCount(pool: Pool, token: string, limit: number): Promise<number> {
  const res = await pool.request({
    method: 'GET',
    path: `/api/product/products-listing?page=1&limit=${limit}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const json = (await res.body.json()) as { products?: unknown[] };
  if (res.statusCode !== 200 || !json.products) throw new Error(`api answered ${res.statusCode}`);
  return json.products.length;
}

/**
 * A bed line as the resolvers build it: 60 priced variations (5 sizes × 3 fabrics × 4 colours,
 * the selection matching the last one), ottoman prices per size, Cloud Storage on size 14, the
 * product's options checked. Amounts in integer euro cents.
 */
function pricingInput(): PriceLineInput {
  const sizeIds = [11, 12, 13, 14, 15];
  const fabrics = new Map<number, number[]>([
    [1, [11, 12, 13, 14]],
    [2, [21, 22, 23, 24]],
    [3, [31, 32, 33, 34]],
  ]);
  const variations: PricedVariation[] = [];
  for (const sizeId of sizeIds) {
    for (const [fabricId, colors] of fabrics) {
      for (const fabricColorId of colors) {
        variations.push({ sizeId, fabricId, fabricColorId, price: 49_900 + sizeId * 1_000 });
      }
    }
  }
  variations.reverse();
  return {
    basePrice: 49_900,
    variations,
    ottomanPrices: new Map(sizeIds.map((id) => [id, 15_000 + id * 100])),
    cloudBase: 9_999,
    isBed: true,
    options: { sizeIds, fabrics, storage: ['OTTOMAN', 'CLOUD_STORAGE'] },
    input: { sizeId: 11, fabricId: 1, fabricColorId: 11, storage: 'CLOUD_STORAGE', quantity: 1 },
  };
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);

/** Prints the results as a small fixed-width table. */
function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
        .join('  '),
    );
  }
}

/** Runs every scenario and prints the table. @throws when a scenario answers wrongly. */
async function main(): Promise<void> {
  const started = Date.now();
  const stack: BenchStack = await startBenchStack();
  const bffPool = new Pool(stack.bffUrl, { connections: PLAN.concurrency });
  const apiPool = new Pool(stack.apiUrl, { connections: PLAN.concurrency });
  try {
    const token = await demoToken(stack.apiUrl);
    const rows: string[][] = [
      ['scenario', 'items', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'api calls/req'],
    ];
    const ratios: string[][] = [['bff ÷ api', 'req/s', 'p50', 'p95', 'p99']];
    // Visitors (issue 12: public answers come from the bff's shared cache) and signed in.
    const viewers = [
      { label: 'visitor', token: null },
      { label: 'signed in', token },
    ] as const;
    for (const viewer of viewers)
      for (const limit of LIMITS) {
        const expected = await expectedCount(apiPool, token, limit);
        const [bff, api] = await measureInterleaved(
          [
            bffListing(bffPool, viewer.token, limit, expected),
            apiListing(apiPool, viewer.token, limit, expected),
          ],
          PLAN,
          ROUNDS,
          () => stack.resetUpstreamCalls(),
        );
        if (!bff || !api) throw new Error('no result');
        // Only the bff scenario goes through the counted upstream client.
        const upstreamPerRequest = stack.upstreamCalls() / bff.requests;
        rows.push(
          [
            `bff products(limit: ${limit}), ${viewer.label}`,
            String(expected),
            fmt(bff.rps, 0),
            fmt(bff.p50, 2),
            fmt(bff.p95, 2),
            fmt(bff.p99, 2),
            fmt(upstreamPerRequest, 2),
          ],
          [
            `api products-listing?limit=${limit}, ${viewer.label}`,
            String(expected),
            fmt(api.rps, 0),
            fmt(api.p50, 2),
            fmt(api.p95, 2),
            fmt(api.p99, 2),
            '-',
          ],
        );
        ratios.push([
          `limit ${limit}, ${viewer.label}`,
          `${fmt(bff.rps / api.rps, 2)}×`,
          `${fmt(bff.p50 / api.p50, 2)}×`,
          `${fmt(bff.p95 / api.p95, 2)}×`,
          `${fmt(bff.p99 / api.p99, 2)}×`,
        ]);
      }

    const line = pricingInput();
    const pricing = measureOps(
      (i) => priceLine({ ...line, input: { ...line.input, quantity: (i % 99) + 1 } }).lineTotal,
      PRICING_OPS,
      PRICING_WARMUP,
    );
    if (!(pricing.sink > 0)) throw new Error('priceLine returned nothing');

    console.log(
      `\nSerena Trade bff bench — node ${process.version}, ${os.cpus().length} CPUs, ` +
        `${PLAN.requests} requests after ${PLAN.warmup} warm-up, ${PLAN.concurrency} concurrent clients, ` +
        `bff and api interleaved in ${ROUNDS} rounds, ` +
        'api (PGlite in memory) and bff in this process, loopback\n',
    );
    printTable(rows);
    console.log('');
    printTable(ratios);
    console.log('');
    printTable([
      ['pure domain', 'calls', 'calls/s', 'ns/call'],
      [
        'priceLine (bed, 60 variations, Cloud Storage, options checked)',
        String(pricing.ops),
        fmt(pricing.opsPerSec, 0),
        fmt(pricing.nsPerOp, 0),
      ],
    ]);
    console.log(`\ndone in ${fmt((Date.now() - started) / 1000)} s`);
  } finally {
    await bffPool.close();
    await apiPool.close();
    await stack.close();
  }
}

const deadline = setTimeout(() => {
  console.error(`bench: still running after ${BENCH_DEADLINE_MS / 1000} s, giving up`);
  process.exit(1);
}, BENCH_DEADLINE_MS);
deadline.unref();

main().then(
  () => clearTimeout(deadline),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exitCode = 1;
  },
);
