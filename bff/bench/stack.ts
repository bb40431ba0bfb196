/**
 * The benchmark's system under test: the tests' real stack (test/helpers/real-stack.ts: the api on
 * in-memory PGlite with the demo catalog and accounts, and the bff in front of it, both on
 * ephemeral loopback ports in this process). The bff's undici upstream client is wrapped to count
 * the REST calls it makes, so the bench can report upstream calls per GraphQL request.
 */
import { countingUpstream, startStack } from '../test/helpers/real-stack.js';

/** The running pair and the bff's upstream call counter; `close()` stops and removes everything. */
export interface BenchStack {
  /** Base URL of the bff, e.g. http://127.0.0.1:41234 */
  bffUrl: string;
  /** Base URL of the api. */
  apiUrl: string;
  /** REST calls the bff made to the api since the last `resetUpstreamCalls()`. */
  upstreamCalls(): number;
  /** Sets the upstream call counter to 0. */
  resetUpstreamCalls(): void;
  close(): Promise<void>;
}

/**
 * Starts the api and the bff (test/helpers/real-stack.ts) with a counting upstream client.
 * @throws when either fails to start (everything started is closed).
 */
export async function startBenchStack(): Promise<BenchStack> {
  let calls = 0;
  const stack = await startStack({
    dirPrefix: 'serena-bench-',
    wrapUpstream: (real) =>
      countingUpstream(real, () => {
        calls += 1;
      }),
  });
  return {
    bffUrl: stack.bffUrl,
    apiUrl: stack.apiUrl,
    upstreamCalls: () => calls,
    resetUpstreamCalls: () => {
      calls = 0;
    },
    close: () => stack.close(),
  };
}
