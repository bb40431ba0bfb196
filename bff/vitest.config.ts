import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * One graphql-js for every module, as under plain Node: Vite would resolve graphql-ws's
 * `import 'graphql'` to graphql's `module` build (index.mjs) while the schema is built with the
 * CommonJS one, and graphql-js refuses a schema "from another module or realm".
 */
/**
 * Files that need a fresh module graph: the OTLP export test sets its endpoint before the
 * process's one tracer provider is registered.
 */
const ISOLATED = ['test/tracing-export.test.ts'];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      // @serena/domain is read from its TypeScript source (no build needed to test).
      {
        find: /^@serena\/domain$/,
        replacement: fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)),
      },
      {
        find: /^@serena\/server-kit$/,
        replacement: fileURLToPath(new URL('../packages/server-kit/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    // Suites start a real api (PGlite, migrations, the job queue) in their hooks: generous on a
    // loaded 2-core machine.
    hookTimeout: 120_000,
    // The suites' requests go through a real api and PGlite: the default 5 s is too short when
    // two workers share the 2 cores.
    testTimeout: 30_000,
    // One worker per core (Vitest's default leaves one idle): each worker runs its api, PGlite and
    // bff in one thread.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          exclude: [...ISOLATED, 'node_modules/**'],
          // The database the real stacks start from, built once per run (helpers/real-stack.ts).
          globalSetup: ['./test/global-setup.ts'],
          // The test files share one module graph per worker (each still builds its own apps):
          // with isolation, importing the bff's and api's modules again took 446 s of the
          // suite's 780 s (38 s without, one run each on the same loaded machine).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
