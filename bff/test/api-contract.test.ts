/**
 * Issue 15 "REST contract types from one source": the committed bff/src/upstream/__generated__/api.ts
 * equals what openapi-typescript makes of the api's live OpenAPI document, so an api response
 * schema changed without `npm run api:types` fails here (and a regenerated file that breaks
 * upstream/types.ts fails tsc).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTypesSource, GENERATED_FILE, liveApiDocument } from '../scripts/api-types.js';

describe('REST contract types', () => {
  it(
    'the committed generated types match the live api document',
    { timeout: 120_000 },
    async () => {
      const doc = liveApiDocument();
      expect(Object.keys(doc.paths as object)).toContain('/api/product/{id}');
      const fresh = await apiTypesSource(doc);
      const committed = readFileSync(GENERATED_FILE, 'utf8');
      expect(
        committed === fresh,
        'bff/src/upstream/__generated__/api.ts is stale: run `npm run api:types` and commit it',
      ).toBe(true);
    },
  );
});
