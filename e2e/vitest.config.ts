import { defineConfig } from 'vitest/config';

/** Browser journeys: one stack (api + bff + built web) per run, started by the global setup. */
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts', 'deploy/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
