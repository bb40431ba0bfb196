/**
 * `npm run bench:admin-scale` (issue 29, "Admin at scale"): the admin console's order list (plain
 * first page; a delivery-status filter + a text search + a sort) and account list (search + sort)
 * at 1,000 orders / 100 accounts and at 100,000 orders / 10,000 accounts on PostgreSQL, side by
 * side (the searches an admin types to find one order — tracking ID, PO number, buyer's PO number,
 * reference — or one account — e-mail, company — are the criterion; searches whose matches grow
 * with the data, a surname or a trade word, are watched: printed, not failing the bench);
 * then the orders CSV export of every order at both sizes with the api's memory (VmRSS)
 * sampled before, during and after. The data come from bench/admin-data.ts, the servers are the
 * built api in their own processes (bench/admin-scale-stack.ts; `npm run build -w api` first).
 *
 * Trustworthy on a shared, busy machine: requests are made one at a time over keep-alive HTTP as
 * the demo admin; after WARMUP requests to each api the measured requests to the two sizes
 * alternate one by one (1k, 100k, 100k, 1k, …), so a burst of load from elsewhere hits both alike.
 * BENCH_REQUESTS (default 200) per size and scenario, BENCH_RUNS (default 2) runs, every run
 * printed. Targets: p95 at 100k ≤ 2× p95 at 1k for every criterion scenario; the last of 3 exports'
 * peak RSS growth at 100k ≤ 2× its growth at 1k + 32 MiB (memory does not grow with the rows),
 * with the apis' old generation capped at BENCH_API_HEAP_MIB (default 192; see the stack). Exits 2
 * without PostgreSQL, 1 when a target is missed. Ports BENCH_API_PORT (default 4480) and + 1.
 */
import { rssMiB, runStatement, SERVER_URL, startSide, type Side } from './admin-scale-stack.js';

const PORT = Number(process.env.BENCH_API_PORT ?? 4480);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const WARMUP = 30;
const TARGET = 2;
/** Exports per size; the criterion reads the last. */
const EXPORTS = 3;
/** Allowed export RSS growth beyond 2× the small side's (MiB): allocator and GC noise. */
const RSS_SLACK_MIB = 32;

/** A scenario: the path of its i-th request. `watch`: printed, not a criterion. */
type Scenario = { name: string; path: (i: number) => string; watch?: true };

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/**
 * Searches an admin types to find an order: a tracking ID, a PO number, a buyer's PO number, a
 * customer's reference (orders that exist at both sizes: the generator's first 1,000 lines).
 */
const ORDER_SEARCHES = ['ST-1F7CEDC142', 'PO-000123', 'BPO-10363', 'JOB-1044', 'st-8000002eb5'];
/** Searches whose matches grow with the data (about 1 in 16 to 1 in 150 orders): watched. */
const BROAD_SEARCHES = ['hotel room 7', 'ST-0', 'BPO-10'];
const ORDER_SORTS = ['orderDate', 'total', 'customer', 'productName', 'deliveryStatus'];
/** Searches an admin types to find an account: an e-mail, a company (both sizes' first 100). */
const ACCOUNT_SEARCHES = [
  'buyer17@',
  'Walsh Contracts 93',
  'buyer58@kennedy',
  'doyle furnishings 17',
];
/** Searches whose matches grow with the data (a surname, a trade word, an e-mail prefix): watched. */
const BROAD_ACCOUNT_SEARCHES = ['murphy', 'interiors', 'buyer7', 'walsh beds'];
const ACCOUNT_SORTS = ['companyName', 'createdAt', 'fullName', 'creditLimit', 'email'];

const scenarios: Scenario[] = [
  {
    name: 'orders: first page (newest first)',
    path: (i) => `/api/admin/orders?${q({ page: 1 + (i % 2), pageSize: 20 })}`,
  },
  {
    name: 'orders: status + search + sort',
    path: (i) =>
      `/api/admin/orders?${q({
        deliveryStatus: 'order delivered',
        search: ORDER_SEARCHES[i % ORDER_SEARCHES.length]!,
        sortBy: ORDER_SORTS[i % ORDER_SORTS.length]!,
        sortDirection: i % 2 ? 'asc' : 'desc',
        pageSize: 20,
      })}`,
  },
  {
    name: 'orders: status + broad search + sort',
    watch: true,
    path: (i) =>
      `/api/admin/orders?${q({
        deliveryStatus: 'order delivered',
        search: BROAD_SEARCHES[i % BROAD_SEARCHES.length]!,
        sortBy: ORDER_SORTS[i % ORDER_SORTS.length]!,
        sortDirection: i % 2 ? 'asc' : 'desc',
        pageSize: 20,
      })}`,
  },
  {
    name: 'orders: sort by customer, page 3',
    path: (i) =>
      `/api/admin/orders?${q({ sortBy: 'customer', sortDirection: i % 2 ? 'asc' : 'desc', page: 3 })}`,
  },
  {
    name: 'accounts: search + sort',
    path: (i) =>
      `/api/admin/accounts?${q({
        search: ACCOUNT_SEARCHES[i % ACCOUNT_SEARCHES.length]!,
        sortBy: ACCOUNT_SORTS[i % ACCOUNT_SORTS.length]!,
        sortDirection: i % 2 ? 'asc' : 'desc',
        pageSize: 20,
      })}`,
  },
  {
    name: 'accounts: broad search + sort',
    watch: true,
    path: (i) =>
      `/api/admin/accounts?${q({
        search: BROAD_ACCOUNT_SEARCHES[i % BROAD_ACCOUNT_SEARCHES.length]!,
        sortBy: ACCOUNT_SORTS[i % ACCOUNT_SORTS.length]!,
        sortDirection: i % 2 ? 'asc' : 'desc',
        pageSize: 20,
      })}`,
  },
  {
    name: 'accounts: first page',
    path: () => `/api/admin/accounts?${q({ pageSize: 20 })}`,
  },
];

/** p-th percentile (0-100) of sorted numbers. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times one request (ms). @throws unless it answers 200 with `success: true`. */
async function request(side: Side, path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(side.base + path, { headers: { authorization: `Bearer ${side.token}` } });
  const body = (await res.json()) as { success?: boolean };
  if (res.status !== 200 || body.success !== true) {
    throw new Error(`${side.label} ${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return performance.now() - started;
}

type Quantiles = { p50: number; p95: number };

/** One run of `scenario` on both sides (see the file comment). Returns p50/p95 (ms) per side. */
async function measure(scenario: Scenario, sides: [Side, Side]): Promise<[Quantiles, Quantiles]> {
  for (const side of sides) for (let i = 0; i < WARMUP; i++) await request(side, scenario.path(i));
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < REQUESTS; i++) {
    for (const s of i % 2 === 0 ? [0, 1] : [1, 0]) {
      times[s]!.push(await request(sides[s]!, scenario.path(i)));
    }
  }
  return times.map((t) => {
    const sorted = [...t].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  }) as [Quantiles, Quantiles];
}

/** RSS of an export: before, peak while streaming, after (MiB); rows, bytes and time. */
interface ExportMemory {
  before: number;
  peak: number;
  after: number;
  rows: number;
  mib: number;
  seconds: number;
}

/** Streams the full orders CSV of `side`, sampling the api's RSS every 20 ms. */
async function exportMemory(side: Side): Promise<ExportMemory> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMiB(side.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(side.pid));
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let rows = -1; // the header line
  try {
    const res = await fetch(`${side.base}/api/admin/orders/export.csv`, {
      headers: { authorization: `Bearer ${side.token}` },
    });
    if (res.status !== 200 || !res.body) throw new Error(`${side.label} export: ${res.status}`);
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) rows += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssMiB(side.pid));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { before, peak, after: rssMiB(side.pid), rows, mib: bytes / 2 ** 20, seconds };
}

const f = (n: number, w = 8) => n.toFixed(2).padStart(w);

/** Measures the lists; returns false when a criterion's ratio is over in any run. */
async function listings(sides: [Side, Side]): Promise<boolean> {
  const ratios = new Map<string, number[]>(scenarios.map((s) => [s.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    console.log(
      `\nrun ${run} of ${RUNS}\n${'scenario'.padEnd(38)} ${'p50@1k'.padStart(8)} ${'p50@100k'.padStart(8)} ${'p95@1k'.padStart(8)} ${'p95@100k'.padStart(8)}  p95 ratio (target ≤ ${TARGET}×)`,
    );
    for (const s of scenarios) {
      const [a, b] = await measure(s, sides);
      const ratio = b.p95 / a.p95;
      ratios.get(s.name)!.push(ratio);
      const verdict = `${ratio <= TARGET ? 'ok' : 'OVER'}${s.watch ? ' (watch)' : ''}`;
      console.log(
        `${s.name.padEnd(38)} ${f(a.p50)} ${f(b.p50)} ${f(a.p95)} ${f(b.p95)}  ${ratio.toFixed(2)}× ${verdict}`,
      );
    }
  }
  let ok = true;
  console.log(`\np95 ratio 100k ÷ 1k in each of ${RUNS} runs (target ≤ ${TARGET}× in every run)`);
  for (const s of scenarios) {
    const list = ratios.get(s.name)!;
    const over = list.filter((r) => r > TARGET).length;
    if (!s.watch) ok &&= over === 0;
    console.log(
      `${s.name.padEnd(38)} ${list.map((r) => `${r.toFixed(2)}×`).join('  ')}  ${over ? `OVER in ${over}` : 'ok'}`,
    );
  }
  return ok;
}

/** Measures the export's memory at both sizes; returns false when it grows with the row count. */
async function exports(sides: [Side, Side]): Promise<boolean> {
  // Each side exports EXPORTS times: the first growth also holds the heap V8 grows once for any
  // big response; memory that grows with the rows would grow again in every later export.
  console.log(
    `\norders CSV export, ${EXPORTS} times per size (api RSS, MiB)\n${'size'.padEnd(14)} ${'rows'.padStart(8)} ${'MiB'.padStart(8)} ${'s'.padStart(8)} ${'before'.padStart(8)} ${'peak'.padStart(8)} ${'after'.padStart(8)} ${'growth'.padStart(8)}`,
  );
  const results: ExportMemory[] = [];
  for (const side of sides) {
    for (let n = 0; n < EXPORTS; n++) {
      const r = await exportMemory(side);
      console.log(
        `${side.label.padEnd(14)} ${String(r.rows).padStart(8)} ${f(r.mib)} ${f(r.seconds)} ${f(r.before)} ${f(r.peak)} ${f(r.after)} ${f(r.peak - r.before)}`,
      );
      if (n === EXPORTS - 1) results.push(r);
    }
  }
  const [small, large] = results as [ExportMemory, ExportMemory];
  const growthSmall = small.peak - small.before;
  const growthLarge = large.peak - large.before;
  const ok = growthLarge <= 2 * Math.max(growthSmall, 0) + RSS_SLACK_MIB;
  console.log(
    `last export: peak growth at 100k ${growthLarge.toFixed(1)} MiB vs 1k ${growthSmall.toFixed(1)} MiB: ${ok ? 'ok' : 'GROWS with the row count'} (target ≤ 2 × 1k growth + ${RSS_SLACK_MIB} MiB)`,
  );
  return ok;
}

async function main(): Promise<void> {
  if (!(await runStatement('select 1'))) {
    console.error(`PostgreSQL does not answer at ${SERVER_URL}: the admin scale bench needs it.`);
    process.exit(2);
  }
  const small = await startSide('1k orders', { orders: 1_000, accounts: 100 }, PORT);
  let large: Side | undefined;
  let ok = false;
  try {
    large = await startSide('100k orders', { orders: 100_000, accounts: 10_000 }, PORT + 1);
    const sides: [Side, Side] = [small, large];
    const listsOk = await listings(sides);
    const exportOk = await exports(sides);
    ok = listsOk && exportOk;
  } finally {
    await large?.close();
    await small.close();
  }
  console.log(
    `\n${REQUESTS} requests per size, scenario and run, one at a time, the sizes alternating, after ${WARMUP} warm-up requests to each.`,
  );
  if (!ok) process.exitCode = 1;
}

await main();
