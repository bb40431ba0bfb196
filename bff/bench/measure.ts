/**
 * Bounded measurement loops for the benchmark: a fixed number of requests (after a fixed warm-up)
 * from a few concurrent loopback clients, interleaved between scenarios, and a fixed number of calls of a pure function. Nothing
 * here runs open-ended: every loop stops after its count.
 */
import { performance } from 'node:perf_hooks';

/** Requests of one HTTP scenario: warm-up, measured count and concurrent clients. */
export interface LoadPlan {
  /** Requests sent first and not measured (JIT, connection pools, caches). */
  warmup: number;
  /** Requests measured. */
  requests: number;
  /** Concurrent clients, each sending its share one after another. */
  concurrency: number;
}

/** Throughput and latency of one scenario; latencies in milliseconds. */
export interface LoadResult {
  /** Completed requests per second over the measured part (wall clock). */
  rps: number;
  /** Median latency, ms. */
  p50: number;
  /** 95th percentile latency, ms. */
  p95: number;
  /** 99th percentile latency (ms). */
  p99: number;
  /** Requests measured. */
  requests: number;
}

/** The `q`-quantile (0..1) of sorted values, nearest-rank. Returns NaN for no values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** Runs `count` calls of `send` from `concurrency` clients; returns each call's latency in ms. */
async function drive(
  send: () => Promise<void>,
  count: number,
  concurrency: number,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < count) {
      next += 1;
      const start = performance.now();
      await send();
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, client));
  return latencies;
}

/**
 * Measures HTTP scenarios side by side: each first sends `plan.warmup` unmeasured requests; then,
 * `rounds` times, each scenario in turn sends its share of `plan.requests` measured ones. The
 * interleaving exposes every scenario to the same background load, which keeps their ratios fair
 * on a busy machine. A `send` throws when its answer is not the expected one, so a failing
 * endpoint aborts the bench instead of being timed. `beforeMeasure` runs once after the warm-up
 * (e.g. to reset counters). Returns one result per scenario, in order.
 */
export async function measureInterleaved(
  scenarios: readonly (() => Promise<void>)[],
  plan: LoadPlan,
  rounds: number,
  beforeMeasure?: () => void,
): Promise<LoadResult[]> {
  for (const send of scenarios) await drive(send, plan.warmup, plan.concurrency);
  beforeMeasure?.();
  const latencies = scenarios.map((): number[] => []);
  const elapsedMs = scenarios.map(() => 0);
  for (let round = 0; round < rounds; round += 1) {
    const share = Math.floor(plan.requests / rounds) + (round < plan.requests % rounds ? 1 : 0);
    for (const [index, send] of scenarios.entries()) {
      const start = performance.now();
      latencies[index]!.push(...(await drive(send, share, plan.concurrency)));
      elapsedMs[index]! += performance.now() - start;
    }
  }
  return latencies.map((values, index) => {
    values.sort((a, b) => a - b);
    return {
      rps: values.length / (elapsedMs[index]! / 1000),
      p50: quantile(values, 0.5),
      p95: quantile(values, 0.95),
      p99: quantile(values, 0.99),
      requests: values.length,
    };
  });
}

/** Speed of a pure function: calls per second and nanoseconds per call. */
export interface OpsResult {
  opsPerSec: number;
  nsPerOp: number;
  /** Calls measured. */
  ops: number;
}

/**
 * Calls `fn` `warmup` times, then `ops` times on the clock. `fn` returns a number that is summed
 * (and returned via `sink`) so the work cannot be optimised away.
 */
export function measureOps(
  fn: (i: number) => number,
  ops: number,
  warmup: number,
): OpsResult & { sink: number } {
  let sink = 0;
  for (let i = 0; i < warmup; i += 1) sink += fn(i);
  const start = performance.now();
  for (let i = 0; i < ops; i += 1) sink += fn(i);
  const ms = performance.now() - start;
  return { opsPerSec: (ops / ms) * 1000, nsPerOp: (ms * 1e6) / ops, ops, sink };
}
