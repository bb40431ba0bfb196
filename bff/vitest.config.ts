import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * One graphql-js for every module, as under plain Node: Vite would resolve graphql-ws's
 * `import 'graphql'` to graphql's `module` build (index.mjs) while the schema is built with the
 * CommonJS one, and graphql-js refuses a schema "from another module or realm".
 */
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
  },
});
