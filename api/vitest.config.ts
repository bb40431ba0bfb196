// Vitest configuration of the api: node environment, generous timeouts (PGlite starts in ~1-2 s).
// @serena/domain and @serena/server-kit are read from their TypeScript source (no build needed to test).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@serena/domain': fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)),
      '@serena/server-kit/telemetry': fileURLToPath(
        new URL('../packages/server-kit/src/telemetry.ts', import.meta.url),
      ),
      '@serena/server-kit': fileURLToPath(
        new URL('../packages/server-kit/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The PGlite databases the files start from, built once per run (test/db-snapshot.ts).
    globalSetup: ['./test/global-setup.ts'],
    // The test files share one module graph per worker (each still builds its own app and
    // database): importing the api's modules again for every file cost about a third of the
    // suite's CPU time (3 files: 57 s user with isolation, 38 s without, one run side by side).
    isolate: false,
    // One worker per core, not Vitest's default of one less: each worker runs its app and PGlite
    // in one thread, so on the 2-core machines one worker left a core idle (6 files: 151 s with
    // one worker, 95 s with two, one run after the other).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
