import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
    // One worker per core (Vitest's default leaves one of the 2 cores idle).
    maxWorkers: availableParallelism(),
  },
});
