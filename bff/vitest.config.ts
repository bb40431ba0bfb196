// Vitest configuration of the bff: @serena/domain is read from its TypeScript source (no build
// needed to test); everything else is vitest's default.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@serena/domain': fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)),
    },
  },
});
