/**
 * Catalog at scale (issue 12): migration 0010 installs pg_trgm and the trigram / sort indexes, and
 * on PostgreSQL with 10,000 products the planner answers the product search (`searchWhere`) from
 * the GIN trigram indexes instead of scanning every product. Skipped, with the reason printed,
 * when PostgreSQL does not answer. The PGlite side (pg_trgm loaded) is covered by every api test.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../src/db/client.js';
import { MENU_PRODUCTS_PER_CATEGORY, menus } from '../src/catalog/categories.js';
import { searchWhere } from '../src/catalog/products.js';
import { createDatabase, dropDatabase, postgresAnswers } from './pg-server.js';

const postgres = await postgresAnswers('the search index tests');

let dbName = '';
let handle: DbHandle;
let client: pg.Client;

describe.skipIf(!postgres)('catalog search indexes on PostgreSQL (issue 12)', () => {
  beforeAll(async () => {
    const created = await createDatabase('serena_trgm_');
    dbName = created.name;
    handle = await openDb({ kind: 'postgres', url: created.url }, { onPoolError: () => {} });
    await handle.migrate();
    client = new pg.Client({ connectionString: created.url });
    await client.connect();
    // 10,000 products with varied names and SKUs, spread over seven categories.
    await client.query(`insert into categories (category_name)
      select 'Category ' || n from generate_series(1, 7) n`);
    await client.query(`insert into products (name, description_html, sku, price_cents)
      select (array['Oslo','Milan','Kensington','Galway','Aurora','Verona','Harbour'])[1 + n % 7]
             || ' ' || md5(n::text) || ' Bed', '<p>x</p>', 'SKU-' || lpad(n::text, 6, '0'), 10000 + n
      from generate_series(1, 10000) n`);
    await client.query(`insert into product_categories (product_id, category_id)
      select p.id, c.id from products p join categories c on c.id = 1 + p.id % 7`);
    // As autovacuum would after a bulk load: moves the GIN pending lists into the indexes.
    await client.query('vacuum analyze');
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await handle?.close();
    if (dbName) await dropDatabase(dbName);
  });

  it('installs pg_trgm and the trigram and sort indexes', async () => {
    const ext = await client.query(`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext.rowCount).toBe(1);
    const { rows } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = 'public'
       and indexname in ('products_name_trgm_idx', 'products_sku_trgm_idx',
         'categories_name_trgm_idx', 'products_name_lower_idx', 'products_price_cents_idx')
       order by indexname`,
    );
    expect(rows.map((r) => r.indexname)).toEqual([
      'categories_name_trgm_idx',
      'products_name_lower_idx',
      'products_name_trgm_idx',
      'products_price_cents_idx',
      'products_sku_trgm_idx',
    ]);
    for (const r of rows.filter((row) => row.indexname.endsWith('_trgm_idx'))) {
      expect(r.indexdef).toMatch(/USING gin \(\w+ gin_trgm_ops\)/);
    }
  });

  it('answers a search by name and by SKU from the trigram indexes, not a scan of products', async () => {
    const dialect = new PgDialect();
    for (const term of ['kensington 4a', 'SKU-0042']) {
      const where = searchWhere(term, null)!;
      const query = dialect.sqlToQuery(where);
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from products where ${query.sql}`,
        query.params,
      );
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text, text).toMatch(/Bitmap Index Scan on products_name_trgm_idx/);
      expect(text, text).toMatch(/Bitmap Index Scan on products_sku_trgm_idx/);
      expect(text, text).not.toMatch(/Seq Scan on products/);
      const found = await client.query(`select id from products where ${query.sql}`, query.params);
      expect(found.rowCount).toBeGreaterThan(0);
    }
  });

  it('lists at most MENU_PRODUCTS_PER_CATEGORY products per menu category, lowest ids first', async () => {
    const data = await menus(handle.db, ['Category 1', 'category 2', 'Nothing']);
    const expected = await client.query<{ id: number }>(
      `select product_id as id from product_categories pc join categories c on c.id = pc.category_id
       where c.category_name = 'Category 1' order by product_id limit $1`,
      [MENU_PRODUCTS_PER_CATEGORY],
    );
    expect(data['Category 1']!.map((p) => p.id)).toEqual(expected.rows.map((r) => r.id));
    expect(data['category 2']).toHaveLength(MENU_PRODUCTS_PER_CATEGORY);
    expect(data['Nothing']).toEqual([]);
  });
});
