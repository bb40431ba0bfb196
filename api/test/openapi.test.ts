/** The OpenAPI document (GET /api/docs/json) lists every catalog route with its schemas. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';

const ROUTES: [string, string][] = [
  ['get', '/api/category/categories'],
  ['post', '/api/category/menus-categories-products'],
  ['get', '/api/category/{category}/products'],
  ['post', '/api/category/products-pages'],
  ['get', '/api/category/{categoryIds}'],
  ['get', '/api/product/sizes'],
  ['get', '/api/product/products-listing'],
  ['post', '/api/product/products/filter'],
  ['post', '/api/product/search'],
  ['get', '/api/product/{id}'],
  ['get', '/api/admin/storage-prices'],
  ['get', '/api/admin/storage-prices/cloud'],
  ['get', '/api/admin/news'],
  ['get', '/api/order/delivery/status'],
  ['get', '/api/health'],
  ['get', '/category-images/{file}'],
  ['get', '/images/products/{file}'],
  ['get', '/images/fabrics/{file}'],
];

interface OpenApiDoc {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, unknown>; parameters?: { name: string }[]; requestBody?: unknown }
    >
  >;
}

describe('OpenAPI document', () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await buildCatalogApp('pglite', false);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every route with a 200 response and its inputs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDoc>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path] of ROUTES) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(Object.keys(op!.responses)).toContain('200');
    }
    expect(
      doc.paths['/api/product/products-listing']!.get!.parameters!.map((p) => p.name).sort(),
    ).toEqual(['limit', 'page', 'sort']);
    expect(doc.paths['/api/product/search']!.post!.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/api/product/{id}']!.get!.responses).sort()).toEqual([
      '200',
      '400',
      '404',
      '414',
      '500',
    ]);
    expect(doc.paths['/api/docs/json']).toBeUndefined();
  });

  it('gives every operation a unique operationId and its security (issue 13 "Headers")', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    }>();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ops = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));
    const ids = ops.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ops.length);
    expect(ops.every((op) => Array.isArray(op.security))).toBe(true);
    const op = (path: string, method: string) => doc.paths[path]![method]!;
    expect(op('/api/product/{id}', 'get').operationId).toBe('getProductById');
    expect(op('/api/product/{id}', 'get').security).toEqual([{}, { bearer: [] }]);
    expect(op('/api/health', 'get').security).toEqual([]);
    expect(op('/api/admin/news', 'get').security).toEqual([{ bearer: [] }]);
    expect(op('/api/admin/news', 'get').operationId).toBe('getAdminNews');
  });

  it('works on an empty database: categories list is empty, not an error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category/categories' });
    expect(res.json()).toEqual({ success: true, categories: [] });
  });
});
