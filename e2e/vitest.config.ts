import { defineConfig } from 'vitest/config';

/** Browser journeys: one stack (api + bff + built web) per run, started by the global setup. */
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts', 'deploy/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Generous: `npm test` runs the journeys beside another suite on a 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // An `expect.poll` without its own timeout waits 10 s, not Vitest's 1 s: a search's debounce
    // and its server round trip alone took over 1 s on the loaded 2-core CI machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // One more try for a journey that fails: on the loaded 2-core machine a route's code once took
    // over 30 s to arrive (a spinner, no heading) and a cold picture over 5 s (a 502). A journey
    // that fails twice is a failure; a flaky one shows as passed on its second try in the log.
    retry: 1,
  },
});
