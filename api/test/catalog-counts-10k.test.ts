/**
 * Catalog at scale (issue 12): at 10,000 products on PostgreSQL, the totals of the listing, the
 * filter, the search and the category pages (counted from the link tables' (category, product) and
 * (size, product) index-only scans, or the search's union CTE) and the filter panel's category
 * counts equal a plain exact COUNT over `products`, and so do the pages' rows; the filter's total
 * never reads `products` for categories and sizes. Skipped, with the reason printed, when
 * PostgreSQL does not answer (the same statements run on PGlite in catalog.test.ts).
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../src/db/client.js';
import { pageRequest } from '../src/lib/pagination.js';
import type { Viewer } from '../src/lib/viewer.js';
import { listCategories, MENU_PRODUCTS_PER_CATEGORY, menus } from '../src/catalog/categories.js';
import {
  categoryMatch,
  filterMatch,
  pageProducts,
  searchMatch,
  type ProductFilter,
  type ProductMatch,
} from '../src/catalog/products.js';
import { createDatabase, dropDatabase, postgresAnswers } from './pg-server.js';

const postgres = await postgresAnswers('the 10,000-product count tests');

let created = { name: '', url: '' };
const customer: Viewer = {
  userId: 1,
  role: 'customer',
  sessionId: 'counts-test',
  accountId: 1,
  companyRole: 'COMPANY_ADMIN',
};
let handle: DbHandle;
let client: pg.Client;
let categoryIds: number[];
let sizeIds: number[];

/** An exact COUNT(*) and the first page of ids (by id) of products matching `condition` ($n params). */
async function reference(condition: string, params: unknown[]) {
  const count = await client.query<{ n: number }>(
    `select cast(count(*) as integer) as n from products p where ${condition}`,
    params,
  );
  const page = await client.query<{ id: number }>(
    `select id from products p where ${condition} order by id limit 8 offset 8`,
    params,
  );
  return { total: count.rows[0]!.n, ids: page.rows.map((r) => r.id) };
}

/** The total and page 2 (8 a page, by id) that `pageProducts` answers for `match`. */
async function answer(match: ProductMatch | undefined, viewer: Viewer | null = null) {
  const page = await pageProducts(handle.db, match, pageRequest(2, 8), viewer);
  return { total: page.pagination.totalProducts, ids: page.products.map((p) => p.id) };
}

describe.skipIf(!postgres)('product totals at 10,000 products on PostgreSQL (issue 12)', () => {
  beforeAll(async () => {
    created = await createDatabase('serena_counts_');
    handle = await openDb({ kind: 'postgres', url: created.url }, { onPoolError: () => {} });
    await handle.migrate();
    client = new pg.Client({ connectionString: created.url });
    await client.connect();
    await client.query(`insert into categories (category_name)
      select (array['Beds','Sofas','Mattresses','Headboards','Footstools','Kids Beds','Clearance'])[n]
      from generate_series(1, 7) n`);
    await client.query(`insert into products (name, description_html, sku, price_cents)
      select (array['Oslo','Milan','Kensington','Galway','Aurora','Verona','Harbour'])[1 + n % 7]
             || ' ' || n || ' Bed', '<p>x</p>', 'SKU-' || lpad(n::text, 6, '0'), 10000 + (n % 500) * 100
      from generate_series(1, 10000) n`);
    // Every product in one category, every fifth also in a second one (the totals count it once);
    // one to three sizes each.
    await client.query(`insert into product_categories (product_id, category_id)
      select p.id, c.id from products p join categories c on c.id = (select min(id) from categories) + p.id % 7
      union
      select p.id, c.id from products p join categories c on c.id = (select min(id) from categories) + (p.id / 5) % 7
      where p.id % 5 = 0`);
    await client.query(`insert into product_sizes (product_id, size_id)
      select p.id, s.id from products p join sizes s
        on s.id - (select min(id) from sizes) between p.id % 4 and p.id % 4 + p.id % 3`);
    await client.query('vacuum analyze');
    categoryIds = (
      await client.query<{ id: number }>('select id from categories order by id')
    ).rows.map((r) => r.id);
    sizeIds = (await client.query<{ id: number }>('select id from sizes order by id')).rows.map(
      (r) => r.id,
    );
  }, 60_000);

  afterAll(async () => {
    await client?.end();
    await handle?.close();
    if (created.name) await dropDatabase(created.name);
  });

  it('counts the listing exactly', async () => {
    expect(await answer(undefined)).toEqual(await reference('true', []));
  });

  it('counts filters exactly: categories, sizes and (signed in) a price range, products in two ticked categories once', async () => {
    const cases: {
      filter: ProductFilter;
      viewer: Viewer | null;
      sql: string;
      params: unknown[];
    }[] = [
      {
        filter: { categories: [categoryIds[0]!] },
        viewer: null,
        sql: 'exists (select 1 from product_categories c where c.product_id = p.id and c.category_id = any($1))',
        params: [[categoryIds[0]]],
      },
      {
        filter: { categories: categoryIds.slice(0, 3), sizes: sizeIds.slice(1, 3) },
        viewer: null,
        sql: `exists (select 1 from product_categories c where c.product_id = p.id and c.category_id = any($1))
            and exists (select 1 from product_sizes s where s.product_id = p.id and s.size_id = any($2))`,
        params: [categoryIds.slice(0, 3), sizeIds.slice(1, 3)],
      },
      {
        filter: { sizes: [sizeIds[2]!], priceRange: { min: 150, max: 300 } },
        viewer: customer,
        sql: `exists (select 1 from product_sizes s where s.product_id = p.id and s.size_id = any($1))
            and p.price_cents between 15000 and 30000`,
        params: [[sizeIds[2]]],
      },
      {
        // A visitor's price range is ignored (prices are hidden).
        filter: { categories: [categoryIds[4]!], priceRange: { min: 150, max: 300 } },
        viewer: null,
        sql: 'exists (select 1 from product_categories c where c.product_id = p.id and c.category_id = any($1))',
        params: [[categoryIds[4]]],
      },
    ];
    for (const c of cases) {
      const expected = await reference(c.sql, c.params);
      expect(expected.total).toBeGreaterThan(16);
      expect(
        await answer(filterMatch(c.filter, c.viewer), c.viewer),
        JSON.stringify(c.filter),
      ).toEqual(expected);
    }
  });

  it('counts searches exactly (name, SKU and category arms, matches of several arms once)', async () => {
    for (const term of ['kensington', 'SKU-0012', 'beds', 'sofas']) {
      const expected = await reference(
        `p.name ilike $1 or p.sku ilike $1 or exists (select 1 from product_categories pc
           join categories c on c.id = pc.category_id where pc.product_id = p.id and c.category_name ilike $1)`,
        [`%${term}%`],
      );
      expect(expected.total).toBeGreaterThan(8);
      expect(await answer(searchMatch(term, null)), term).toEqual(expected);
    }
  });

  it('counts category pages and the filter panel exactly', async () => {
    for (const id of categoryIds) {
      const expected = await reference(
        'exists (select 1 from product_categories c where c.product_id = p.id and c.category_id = $1)',
        [id],
      );
      expect(await answer(categoryMatch([id]))).toEqual(expected);
    }
    const exact = await client.query<{ id: number; n: number }>(
      `select c.id, cast(count(pc.product_id) as integer) as n from categories c
       left join product_categories pc on pc.category_id = c.id group by c.id order by c.id`,
    );
    const listed = await listCategories(handle.db);
    expect(listed.map((c) => [c.id, c.product_count])).toEqual(exact.rows.map((r) => [r.id, r.n]));
  });

  it("counts a filter from the link tables' index-only scans, without reading products", async () => {
    const match = filterMatch({ categories: [categoryIds[0]!], sizes: [sizeIds[1]!] }, null)!;
    const query = new PgDialect().sqlToQuery(match.ids);
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain select count(*) from (${query.sql}) as m`,
      query.params,
    );
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text, text).toMatch(/Index Only Scan using product_categories_category_product_idx/);
    expect(text, text).toMatch(/Index Only Scan using product_sizes_size_product_idx/);
    expect(text, text).not.toMatch(/ on products/);
  });

  it("reads each menu category's first products from the index with a limit, not every link", async () => {
    const seen: { query: string; params: unknown[] }[] = [];
    const logged = await openDb(
      { kind: 'postgres', url: created.url },
      { onPoolError: () => {}, onQuery: (query, params) => seen.push({ query, params }) },
    );
    try {
      const data = await menus(logged.db, ['Beds', 'sofas']);
      expect(data['Beds']).toHaveLength(MENU_PRODUCTS_PER_CATEGORY);
      expect(data['sofas']).toHaveLength(MENU_PRODUCTS_PER_CATEGORY);
    } finally {
      await logged.close();
    }
    expect(seen).toHaveLength(1);
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain ${seen[0]!.query}`,
      seen[0]!.params,
    );
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text, text).toMatch(
      /Limit[\s\S]*Index Only Scan using product_categories_category_product_idx/,
    );
    expect(text, text).not.toMatch(/WindowAgg|Seq Scan on product_categories/);
  });
});
