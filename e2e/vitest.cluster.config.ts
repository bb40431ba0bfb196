import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: nginx, 2 bff and 2 api processes on PostgreSQL and Redis (issue 11). */
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
