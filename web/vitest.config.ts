import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Files that need a page of their own, for what lasts a page's life: the entry-server, portal and
 * waiting-part files make the page server-rendered (lib/first-paint.ts, on import or through
 * fresh imports), which would make every later file's render wait as on a hydrating page; the
 * toaster remembers that a toast was shown (app/layout/app-toaster.tsx), and its file asserts what
 * comes before the first one; the Emotion cache file empties the document's head, where the shared
 * Emotion cache keeps its style elements (its next insert would then fail: "The child can not be
 * found in the parent").
 */
const ISOLATED = [
  'src/entry-server.test.ts',
  'src/components/portal.test.tsx',
  'src/lib/hydrate-later.test.tsx',
  'src/app/layout/app-toaster.test.tsx',
  'src/lib/emotion-cache.test.ts',
];

/** Component tests: jsdom, Testing Library matchers and Chakra-friendly browser shims. */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The shop's money rules from source, like the api and the bff (issue 15). The storefront
      // imports only the pricing rules: the package's index also holds the VAT number check
      // (jsvat-next, issue 22), which must stay out of the storefront's JavaScript.
      '@serena/domain/pricing': fileURLToPath(
        new URL('../packages/domain/src/pricing.ts', import.meta.url),
      ),
      // The server-rendering contract shared with the bff (issue 28): constants and types only.
      '@serena/domain/ssr-contract': fileURLToPath(
        new URL('../packages/domain/src/ssr-contract.ts', import.meta.url),
      ),
      '@serena/domain/staff-roles': fileURLToPath(
        new URL('../packages/domain/src/staff-roles.ts', import.meta.url),
      ),
      // The variation price grid's bulk edits (issue 26) the admin console's product editor uses.
      '@serena/domain/variation-prices': fileURLToPath(
        new URL('../packages/domain/src/variation-prices.ts', import.meta.url),
      ),
      // The Eircode check of the address book (issue 24): the same rule as the api's.
      '@serena/domain/eircode': fileURLToPath(
        new URL('../packages/domain/src/eircode.ts', import.meta.url),
      ),
      '@serena/domain': fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 15000,
    // One worker per core (Vitest's default leaves one of the 2 cores idle).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          // Not in the root config: a project's include is added to the root's, not put in its place.
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...ISOLATED, 'node_modules/**'],
          // The files share one module graph and one jsdom per worker (each still renders its own
          // providers and client; setup.ts empties the document after each file): importing
          // React, Chakra and Testing Library again for every file, and a new jsdom, took most of
          // the suite's time (227 s isolated in one `npm test`, 81-93 s shared in three runs
          // with the files in random order, on the same machine).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
