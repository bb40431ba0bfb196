/**
 * `npm run bench:attack [-- [nested] [checkout] [checkout-flood] [--before <checkout>] [--after <checkout>]]`:
 * how much one abusive client slows everyone else, before and after the hardening of issue 13, in
 * one run. Each checkout (`--before`: e.g. a worktree of the commit before the hardening; `--after`:
 * this repository by default) must be built (`npm ci && npm run build -w api && npm run build -w bff`);
 * it is started as its own processes (bench/checkout-stack.ts), one checkout after the other, never
 * both at once. Per checkout and scenario (default: `nested` and `checkout`, issue 13's (a) and
 * (b)): other visitors' product list p50/p95 on a quiet shop (QUIET_WINDOW_MS after as long a
 * warm-up), then during an attack of ATTACK_WINDOW_MS, the attack's answers (accepted / refused /
 * failed) and the bff→api REST calls, in the window and until the stack is quiet again. Prints one table, before and after side by
 * side. Not part of `npm test`; the whole run stops itself after ATTACK_DEADLINE_MS.
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ATTACK_WINDOW_MS,
  QUIET_WINDOW_MS,
  SCENARIOS,
  attackOf,
  measureVisitors,
  tally,
  type Outcomes,
  type Scenario,
  type VisitorFigures,
} from './attack-load.js';
import { startCheckoutStack, type CheckoutStack } from './checkout-stack.js';

/** The whole run is cut off after this long (ms), whatever happens. */
const ATTACK_DEADLINE_MS = 300_000;
/** After an attack, the stack counts as quiet when no REST call happened for this long (ms)… */
const QUIET_FOR_MS = 2_000;
/** …and the bench waits at most this long for it (ms). */
const SETTLE_TIMEOUT_MS = 45_000;

/** This repository's root (bff/bench/../..). */
const THIS_CHECKOUT = fileURLToPath(new URL('../../', import.meta.url));

/** One scenario's figures on one checkout. */
interface Row {
  checkout: string;
  scenario: Scenario;
  quiet: VisitorFigures;
  attacked: VisitorFigures;
  outcomes: Outcomes;
  /** REST calls from the attack's start to the end of its window. */
  callsInWindow: number;
  /** REST calls from the attack's start until the stack was quiet again. */
  callsTotal: number;
  /** Time from the end of the window until the stack was quiet again (ms). */
  drainMs: number;
  /** Requests the counting proxy failed to forward (a bench fault; listed when not 0). */
  proxyErrors: number;
}

/** Waits until the bff made no REST call for QUIET_FOR_MS (at most SETTLE_TIMEOUT_MS); returns ms waited. */
async function settle(stack: CheckoutStack): Promise<number> {
  const start = Date.now();
  let last = await stack.upstreamCalls();
  let quietSince = Date.now();
  while (Date.now() - start < SETTLE_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await stack.upstreamCalls();
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_FOR_MS) {
      return quietSince - start;
    }
  }
  return Date.now() - start;
}

/** Runs one scenario on a running checkout. */
async function runScenario(stack: CheckoutStack, scenario: Scenario): Promise<Row> {
  // Warm-up: JIT, connection pools, the database's and the bff's caches.
  await measureVisitors(stack.bffUrl, QUIET_WINDOW_MS);
  const quiet = await measureVisitors(stack.bffUrl, QUIET_WINDOW_MS);
  const attack = await attackOf(stack, scenario);
  const controller = new AbortController();
  const outcomes: Outcomes = new Map();
  await stack.resetUpstreamCalls();
  const running = attack(controller.signal, outcomes);
  // Let the attack get going before the visitors arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const attackStart = Date.now();
  const attacked = await measureVisitors(stack.bffUrl, ATTACK_WINDOW_MS);
  // The attack runs the whole window, however quickly the visitors were served.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, ATTACK_WINDOW_MS - (Date.now() - attackStart))),
  );
  controller.abort();
  await running.catch(() => undefined);
  const callsInWindow = await stack.upstreamCalls();
  const drainMs = await settle(stack);
  const callsTotal = await stack.upstreamCalls();
  const proxyErrors = await stack.proxyErrors();
  if (proxyErrors > 0) {
    const lines = stack.output().split('\n');
    console.error(
      lines
        .filter((line) => line.startsWith('proxy:'))
        .slice(-5)
        .join('\n'),
    );
  }
  return {
    proxyErrors,
    checkout: stack.label,
    scenario,
    quiet,
    attacked,
    outcomes,
    callsInWindow,
    callsTotal,
    drainMs,
  };
}

/** Parses `[scenario…] [--before <path>] [--after <path>]`. @throws on an unknown argument. */
function parseArgs(argv: string[]): { scenarios: Scenario[]; checkouts: [string, string][] } {
  const scenarios: Scenario[] = [];
  let before: string | undefined;
  let after = THIS_CHECKOUT;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--before' || arg === '--after') {
      const value = argv[(i += 1)];
      if (!value) throw new Error(`${arg} needs the path of a built checkout`);
      if (arg === '--before') before = path.resolve(value);
      else after = path.resolve(value);
    } else if (arg in SCENARIOS) {
      scenarios.push(arg as Scenario);
    } else {
      throw new Error(
        `unknown argument ${arg}; usage: bench:attack [nested] [checkout] [checkout-flood] [--before <checkout>] [--after <checkout>]`,
      );
    }
  }
  return {
    scenarios: scenarios.length > 0 ? scenarios : ['nested', 'checkout'],
    checkouts: [...(before ? [['before', before] as [string, string]] : []), ['after', after]],
  };
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');

/** Prints the rows as one table plus the before→after comparison and the answers by outcome. */
function printTable(rows: Row[], checkouts: [string, string][]): void {
  console.log("\nbench:attack — other visitors' product list (limit 8) during one client's attack");
  for (const [label, root] of checkouts) console.log(`  ${label}: ${root}`);
  for (const [name, text] of Object.entries(SCENARIOS)) {
    if (rows.some((r) => r.scenario === name)) console.log(`  ${name}: ${text}`);
  }
  const header = [
    'scenario',
    'checkout',
    'quiet p95 ms',
    'attack p95 ms (n, failed)',
    'attack÷quiet',
    'attack accepted/refused/failed',
    'api calls window/+drain',
    'drain s',
  ];
  const lines = rows.map((r) => {
    const { accepted, refused, failed } = tally(r.outcomes);
    return [
      r.scenario,
      r.checkout,
      ms(r.quiet.p95),
      `${ms(r.attacked.p95)} (${r.attacked.n}, ${r.attacked.failed})`,
      `${(r.attacked.p95 / r.quiet.p95).toFixed(1)}×`,
      `${accepted}/${refused}/${failed}`,
      `${r.callsInWindow}/${r.callsTotal}`,
      (r.drainMs / 1000).toFixed(1),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const line of lines) console.log(format(line));

  const scenarios = [...new Set(rows.map((r) => r.scenario))];
  for (const scenario of scenarios) {
    const before = rows.find((r) => r.scenario === scenario && r.checkout === 'before');
    const after = rows.find((r) => r.scenario === scenario && r.checkout === 'after');
    if (before && after) {
      console.log(
        `\n${scenario}: visitors' p95 during the attack ${ms(before.attacked.p95)} ms before, ${ms(after.attacked.p95)} ms after (before ÷ after ${(before.attacked.p95 / after.attacked.p95).toFixed(1)}×)`,
      );
    }
  }
  console.log('\nattack answers by outcome:');
  for (const r of rows) {
    const answers = [...r.outcomes].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none finished';
    const faults = r.proxyErrors > 0 ? ` (bench proxy failed ${r.proxyErrors} api calls)` : '';
    console.log(`  ${r.scenario} ${r.checkout}: ${answers}${faults}`);
  }
}

async function main(): Promise<void> {
  const { scenarios, checkouts } = parseArgs(process.argv.slice(2));
  const deadline = setTimeout(() => {
    console.error(`bench:attack: no result after ${ATTACK_DEADLINE_MS / 1000} s; stopping`);
    process.exit(2);
  }, ATTACK_DEADLINE_MS);
  deadline.unref();
  const started = Date.now();
  // The machine's own load skews every figure: printed with the results.
  const loadBefore = loadavg()[0]!.toFixed(1);
  const rows: Row[] = [];
  for (const [label, root] of checkouts) {
    const stack = await startCheckoutStack(root, label);
    try {
      for (const scenario of scenarios) {
        rows.push(await runScenario(stack, scenario));
        console.error(
          `  ${label} ${scenario} done after ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    } finally {
      await stack.close();
    }
  }
  printTable(rows, checkouts);
  console.log(
    `\n(whole run ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadBefore} at the start, ${loadavg()[0]!.toFixed(1)} at the end, ${cpus().length} cores)`,
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
