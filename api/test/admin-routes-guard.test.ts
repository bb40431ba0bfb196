/**
 * Every `/api/admin/*` route refuses a visitor (401) and a trade customer (403) — enumerated from
 * the app's registered routes (Fastify's route tree, hidden routes included), so a new admin route
 * is covered the moment it is registered. The public spec §7 reads that live under /api/admin/
 * (news, storage prices) are listed here by name and must answer a visitor.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, staffMay, type StaffRole } from '@serena/domain';
import { users } from '../src/db/schema/accounts.js';
import { ADMIN_ROUTE_PERMISSIONS } from '../src/staff/route-permissions.js';
import { adminBearer } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { customer } from './orders-helpers.js';

/**
 * Every registered route as `{ method, path }`, read from `app.printRoutes({ commonPrefix: false })`:
 * each tree line is a path segment appended to its parent's, with the methods in parentheses; HEAD
 * (Fastify's automatic twin of GET) is left out. Path parameters become `{param}` whatever their
 * name (two routes may share one parametric node, printed `:trackingId|:id`).
 */
export function registeredRoutes(tree: string): { method: string; path: string }[] {
  const prefixes: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[└├]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, path: anyParam(path) });
    }
  }
  return routes;
}

/** A path with every parameter (`:id`, `:a|:b`, `{id}`) written `{param}`. */
export const anyParam = (path: string) =>
  path.replace(/:\w+(\|:\w+)*/g, '{param}').replace(/\{[^}]+\}/g, '{param}');

/** Public reads under /api/admin/ (spec §7), `METHOD path` as in the OpenAPI document. */
const PUBLIC = new Set([
  'GET /api/admin/news',
  'GET /api/admin/storage-prices',
  'GET /api/admin/storage-prices/cloud',
]);

describe.each(backends)('admin route guard on %s', (backend) => {
  let t: CatalogTestApp;
  let routes: { method: string; path: string; url: string; key: string }[];
  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.path.startsWith('/api/admin/'))
      .map((r) => ({
        ...r,
        url: r.path.replace(/\{[^}]+\}/g, '1').replace(/\*$/, 'x'),
        key: `${r.method} ${r.path}`,
      }));
  });

  it('reads every registered route, the documented ones included', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${anyParam(path)}`),
      );
    const registered = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(documented.filter((route) => !registered.has(route))).toEqual([]);
    expect(registered.size).toBe(routes.length);
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
      expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(anyParam(wanted));
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

  it('lists every admin route in the permission table, and nothing else', () => {
    const table = new Set(Object.keys(ADMIN_ROUTE_PERMISSIONS).map(keyOf));
    const guarded = routes.filter((r) => !PUBLIC.has(r.key)).map((r) => r.key);
    expect(guarded.filter((key) => !table.has(key))).toEqual([]);
    expect([...table].filter((key) => !guarded.includes(key))).toEqual([]);
  });

  it.each(STAFF_ROLES)(
    'lets %s through exactly the routes its permissions allow, 403 on the rest',
    async (role) => {
      const token = await staffBearer(t, role);
      const needs = new Map(
        Object.entries(ADMIN_ROUTE_PERMISSIONS).map(([key, need]) => [keyOf(key), need]),
      );
      const failures: string[] = [];
      let allowed = 0;
      for (const route of routes.filter((r) => !PUBLIC.has(r.key))) {
        const need = needs.get(route.key);
        const may =
          !TOKEN_ONLY.has(route.key) &&
          (need === null || (need !== undefined && staffMay(role, need)));
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const res = await t.app.inject({
          method,
          // The audit log's one-order history is what a role without `audit` may read.
          url:
            route.key === 'GET /api/admin/audit-log'
              ? `${route.url}?entity=order&entityId=1`
              : route.url,
          payload: method === 'GET' ? undefined : {},
          headers: { authorization: `Bearer ${token}` },
        });
        if (may) allowed += 1;
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (may === refused) failures.push(`${route.key}: ${role} got ${res.statusCode}`);
      }
      expect(failures).toEqual([]);
      expect(allowed).toBeGreaterThan(0);
    },
    // OWNER calls every route, the catalog export (every picture) included.
    240_000,
  );
});

/** Routes only the CLI credential may call: 403 for every signed-in staff member. */
const TOKEN_ONLY = new Set(['GET /api/admin/backup']);

/** `METHOD /path/:id` of the permission table as `METHOD /path/{param}` of the route tree. */
const keyOf = (key: string) => anyParam(key);

/** A bearer of a new approved staff member holding `role`. */
async function staffBearer(t: CatalogTestApp, role: StaffRole): Promise<string> {
  const { id, token } = await adminBearer(t);
  await t.db.db.update(users).set({ staffRole: role }).where(eq(users.id, id));
  return token;
}
