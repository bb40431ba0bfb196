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
  },
});
