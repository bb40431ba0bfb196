/**
 * Every `/api/admin/*` route refuses a visitor (401) and a trade customer (403) — enumerated from
 * the app's own OpenAPI document, so a new admin route is covered the moment it is registered.
 * The public spec §7 reads that live under /api/admin/ (news, storage prices) are listed here by
 * name and must answer a visitor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBearer } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { customer } from './orders-helpers.js';

/** Public reads under /api/admin/ (spec §7), `METHOD path` as in the OpenAPI document. */
const PUBLIC = new Set([
  'GET /api/admin/news',
  'GET /api/admin/storage-prices',
  'GET /api/admin/storage-prices/cloud',
]);

describe.each(backends)('admin route guard on %s', (backend) => {
  let t: CatalogTestApp;
  let routes: { method: string; path: string; url: string }[];
  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => ({
          method: method.toUpperCase(),
          path,
          url: path.replace(/\{[^}]+\}/g, '1'),
        })),
      );
  });
  afterAll(async () => t?.close());

  it('finds the admin console routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const wanted of [
      'GET /api/admin/accounts',
      'POST /api/admin/orders/{id}/cancel',
      'GET /api/admin/orders/export.csv',
      'PATCH /api/admin/inbox/contact-messages/{id}',
      'DELETE /api/admin/news-items/{id}',
      'PUT /api/admin/delivery-statuses/order',
      'GET /api/admin/audit-log',
      'POST /api/admin/users/payment',
    ]) {
      expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(wanted);
    }
    for (const open of PUBLIC) expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(open);
  });

  it('refuses a visitor (401) and a customer (403) on every non-public admin route', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 100_000);
    const guarded = routes.filter((r) => !PUBLIC.has(`${r.method} ${r.path}`));
    const failures: string[] = [];
    for (const route of guarded) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const visitor = await t.app.inject({
        method,
        url: route.url,
        payload: method === 'GET' ? undefined : {},
      });
      const asCustomer = await t.app.inject({
        method,
        url: route.url,
        payload: method === 'GET' ? undefined : {},
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      if (visitor.statusCode !== 401 || asCustomer.statusCode !== 403) {
        failures.push(
          `${route.method} ${route.path}: visitor ${visitor.statusCode}, customer ${asCustomer.statusCode}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(guarded.length).toBe(routes.length - PUBLIC.size);
  });

  it('lets an admin through and keeps the public reads public', async () => {
    const { token } = await adminBearer(t);
    const me = await t.app.inject({
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    for (const open of PUBLIC) {
      const url = open.split(' ')[1]!;
      const res = await t.app.inject({
        url: url.includes('storage') ? `${url}?categoryId=1` : url,
      });
      expect(res.statusCode, open).toBe(200);
    }
  });
});
