/**
 * Admin catalog reads (issue 10) on the real app with the demo catalog: categories with product
 * counts and storage prices, sizes and fabrics, a searchable product page of every status, one
 * product with its matrix and gallery; all admin only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './harness.js';

describe('admin catalog reads', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await buildTestApp({ seedCatalog: true });
    headers = { 'x-admin-token': t.deps.adminToken! };
  });
  afterAll(async () => t?.close());

  it('needs the admin credential', async () => {
    for (const url of ['/api/admin/catalog/categories', '/api/admin/catalog/products/1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists categories with product counts and storage prices', async () => {
    const res = await get('/api/admin/catalog/categories');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json<{
      categories: {
        name: string;
        productCount: number;
        storagePrices: { ottoman: unknown[]; cloudBaseCents: number | null };
      }[];
    }>();
    expect(categories.length).toBeGreaterThan(0);
    const total = categories.reduce((n, c) => n + c.productCount, 0);
    expect(total).toBeGreaterThanOrEqual(62);
    expect(categories.some((c) => c.storagePrices.ottoman.length > 0)).toBe(true);
  });

  it('lists the sizes with dimensions and fabrics with colours', async () => {
    const body = get('/api/admin/catalog/options');
    const { sizes, fabrics } = (await body).json<{
      sizes: { id: number; label: string; lengthCm: number | null }[];
      fabrics: { name: string; colors: { hex: string }[] }[];
    }>();
    expect(sizes.map((s) => s.id)).toEqual(expect.arrayContaining([10, 11, 12, 13, 14, 15]));
    expect(sizes.find((s) => s.id === 10)?.lengthCm).toBeGreaterThan(0);
    expect(fabrics.length).toBeGreaterThan(0);
    expect(fabrics[0]!.colors[0]!.hex).toMatch(/^#/);
  });

  it('pages and searches products, and reads one with its matrix and gallery', async () => {
    const page = (await get('/api/admin/catalog/products?pageSize=10&page=2')).json<{
      nodes: { id: number; sku: string }[];
      totalCount: number;
      pageInfo: { totalPages: number };
    }>();
    expect(page.totalCount).toBe(62);
    expect(page.nodes).toHaveLength(10);
    expect(page.pageInfo.totalPages).toBe(7);
    const sku = page.nodes[0]!.sku;
    const found = (await get(`/api/admin/catalog/products?search=${sku.toLowerCase()}`)).json<{
      nodes: { sku: string }[];
    }>();
    expect(found.nodes.map((n) => n.sku)).toContain(sku);

    const withMatrix = (await get('/api/admin/catalog/products?pageSize=100')).json<{
      nodes: { id: number }[];
    }>().nodes;
    let seenMatrix = false;
    for (const { id } of withMatrix) {
      const detail = (await get(`/api/admin/catalog/products/${id}`)).json<{
        product: { id: number; sizeIds: number[] };
        variations: unknown[];
        gallery: { images: string[]; main: string | null };
      }>();
      expect(detail.product.id).toBe(id);
      if (detail.variations.length > 0) {
        seenMatrix = true;
        expect(detail.gallery.images.length).toBeGreaterThan(0);
        break;
      }
    }
    expect(seenMatrix).toBe(true);
    expect((await get('/api/admin/catalog/products/999999')).statusCode).toBe(404);
  });
});
