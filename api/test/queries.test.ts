/**
 * No N+1: a page of products costs the same number of SQL queries whatever its size (relations are
 * loaded with `inArray` for the whole page).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDb, type DbHandle } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/index.js';

describe('query count per request', () => {
  let app: FastifyInstance;
  let db: DbHandle;
  let dataDir: string;
  const queries: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'serena-queries-'));
    db = await openDb({ kind: 'pglite' }, { onQuery: (q) => queries.push(q) });
    await db.migrate();
    await seedDemo(db.db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'q'.repeat(40) });
    app = await buildApp({ config, db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const countFor = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    queries.length = 0;
    const res = await app.inject({ method, url, payload });
    expect(res.statusCode).toBe(200);
    return queries.length;
  };

  it('is constant in the page size for listing, filter, search and category pages', async () => {
    const small = await countFor('GET', '/api/product/products-listing?limit=1');
    const large = await countFor('GET', '/api/product/products-listing?limit=50');
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(7);
    expect(await countFor('POST', '/api/product/products/filter', { limit: 50 })).toBe(small);
    expect(await countFor('POST', '/api/product/search', { search: 'bed', limit: 50 })).toBe(small);
    const cat1 = await countFor('GET', '/api/category/beds/products?limit=1');
    expect(await countFor('GET', '/api/category/beds/products?limit=50')).toBe(cat1);
    const rel = await countFor('GET', '/api/category/1');
    expect(await countFor('GET', '/api/category/1,2,3,4')).toBe(rel);
  });
});
