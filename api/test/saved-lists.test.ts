/**
 * Saved lists at the api (issue 24 "Saved lists"): a buyer saves a configured bed, the list is
 * private until shared, lines add up and change, and every route refuses a visitor (401), a
 * suspended user (401), another company's user (404), a colleague on a private list (404), an
 * ACCOUNTS user changing a list (403) and the shop's admin (403). Every change is in the company's
 * history and the shop's audit log; a refused one writes nothing there.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';
import { member, send } from './companies-helpers.js';
import { adminBearer, auditOf } from './admin-helpers.js';

type User = { id: number; email: string; token: string };
type ListBody = {
  id: number;
  name: string;
  shared: boolean;
  canEdit: boolean;
  canManage: boolean;
  lines: { id: number; productName: string; sizeLabel: string | null; quantity: number }[];
};

describe('saved lists', () => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let admin: User;
  let buyer: User;
  let colleague: User;
  let accounts: User;
  let other: User;

  beforeAll(async () => {
    t = await buildCatalogApp('pglite');
    bed = await cashelVelvet(t.db.db);
    admin = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    other = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    buyer = await member(t, admin.token, 'BUYER', 'Brid Buyer');
    colleague = await member(t, admin.token, 'BUYER', 'Cian Colleague');
    accounts = await member(t, admin.token, 'ACCOUNTS', 'Ciara Accounts');
  });
  afterAll(async () => t?.close());

  const bedItem = (quantity = 1) => ({ ...bed, sizeId: 14, storage: 'CLOUD_STORAGE', quantity });
  const create = async (user: User, body: object) => {
    const res = await send(t, 'POST', '/api/saved-lists', user.token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.list as ListBody;
  };
  /** Every saved-list route for list `id` and line `lineId`, with a valid body. */
  const routes = (id: number, lineId: number) =>
    [
      ['GET', '/api/saved-lists', undefined],
      ['POST', '/api/saved-lists', { name: 'New', items: [bedItem()] }],
      ['GET', `/api/saved-lists/${id}`, undefined],
      ['PATCH', `/api/saved-lists/${id}`, { name: 'Renamed' }],
      ['POST', `/api/saved-lists/${id}/items`, { items: [bedItem()] }],
      ['PATCH', `/api/saved-lists/${id}/lines/${lineId}`, { quantity: 3 }],
      ['DELETE', `/api/saved-lists/${id}/lines/${lineId}`, undefined],
      ['DELETE', `/api/saved-lists/${id}`, undefined],
    ] as const;

  it('saves a configured bed, adds up the same configuration and changes and removes lines', async () => {
    const list = await create(buyer, { name: '  Shop refit ', items: [bedItem(2)] });
    expect(list).toMatchObject({
      name: 'Shop refit',
      shared: false,
      canEdit: true,
      canManage: true,
    });
    expect(list.lines).toEqual([
      expect.objectContaining({
        productName: 'Cashel Grand Bed',
        sizeLabel: '5ft King',
        fabricName: 'Plush Velvet',
        storage: 'CLOUD_STORAGE',
        quantity: 2,
      }),
    ]);
    const added = await send(t, 'POST', `/api/saved-lists/${list.id}/items`, buyer.token, {
      items: [bedItem(98), { ...bedItem(1), storage: 'OTTOMAN' }],
    });
    const lines = (added.body.list as ListBody).lines;
    expect(lines.map((l) => l.quantity)).toEqual([99, 1]);
    const url = `/api/saved-lists/${list.id}/lines/${lines[1]!.id}`;
    expect((await send(t, 'PATCH', url, buyer.token, { quantity: 5 })).body.list).toMatchObject({
      lines: [{ quantity: 99 }, { quantity: 5 }],
    });
    const removed = await send(t, 'DELETE', url, buyer.token);
    expect((removed.body.list as ListBody).lines).toHaveLength(1);
    expect((await send(t, 'DELETE', url, buyer.token)).status).toBe(404);
  });

  it("writes every change to the company's history and the shop's audit log", async () => {
    const history = async () =>
      (await auditOf(t.db.db, 'account', admin.id)).filter((r) =>
        r.action.startsWith('saved_list'),
      );
    const before = (await history()).length;
    const list = await create(buyer, { name: 'Audited', items: [bedItem(2)] });
    const url = `/api/saved-lists/${list.id}`;
    await send(t, 'PATCH', url, buyer.token, { name: 'Audited refit', shared: true });
    const added = await send(t, 'POST', `${url}/items`, buyer.token, {
      items: [{ ...bedItem(1), storage: 'OTTOMAN' }],
    });
    const lineId = (added.body.list as ListBody).lines[1]!.id;
    await send(t, 'PATCH', `${url}/lines/${lineId}`, buyer.token, { quantity: 4 });
    await send(t, 'DELETE', `${url}/lines/${lineId}`, buyer.token);
    // Refused changes write nothing: bad input (400), ACCOUNTS (403), another company (404).
    expect((await send(t, 'PATCH', url, buyer.token, { name: '' })).status).toBe(400);
    expect((await send(t, 'PATCH', url, accounts.token, { name: 'No' })).status).toBe(403);
    expect((await send(t, 'DELETE', url, other.token)).status).toBe(404);
    expect((await send(t, 'DELETE', url, buyer.token)).status).toBe(200);

    const rows = (await history()).slice(0, (await history()).length - before).reverse();
    expect(rows.map((r) => r.action)).toEqual([
      'saved_list_create',
      'saved_list_update',
      'saved_list_items_add',
      'saved_list_line_update',
      'saved_list_line_remove',
      'saved_list_delete',
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ actorUserId: buyer.id, actor: buyer.email });
    expect(rows[0]!.after).toMatchObject({
      listId: list.id,
      name: 'Audited',
      shared: false,
      items: [{ quantity: 2, sizeId: 14 }],
    });
    expect(rows[1]).toMatchObject({
      before: { name: 'Audited', shared: false },
      after: { name: 'Audited refit', shared: true },
    });
    expect(rows[3]).toMatchObject({ before: { lineId, quantity: 1 }, after: { quantity: 4 } });
    expect(rows[4]).toMatchObject({ before: { lineId, quantity: 4 }, after: null });
    expect(rows[5]).toMatchObject({ before: { listId: list.id, lines: 1 }, after: null });

    // The shop's audit log shows them as the company's history.
    const { token } = await adminBearer(t);
    const log = await send(
      t,
      'GET',
      `/api/admin/audit-log?entity=account&entityId=${admin.id}&action=saved_list_delete`,
      token,
    );
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toContain(buyer.email);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const list = await create(buyer, { name: 'Checks' });
    const bad = [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'A', items: [{ ...bedItem(), quantity: 0 }] },
      { name: 'A', items: [{ ...bedItem(), sizeId: 999_999 }] },
      { name: 'A', items: [{ ...bedItem(), productId: 999_999 }] },
      { name: 'A', items: [bedItem(), { ...bedItem(), fabricColorId: 999_999 }] },
    ];
    const before = await send(t, 'GET', '/api/saved-lists', buyer.token);
    for (const body of bad) {
      const res = await send(t, 'POST', '/api/saved-lists', buyer.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const after = await send(t, 'GET', '/api/saved-lists', buyer.token);
    expect(after.body.lists).toEqual(before.body.lists);
    const url = `/api/saved-lists/${list.id}/items`;
    const res = await send(t, 'POST', url, buyer.token, { items: [{ ...bedItem(), sizeId: 9e5 }] });
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'items.0.sizeId' }] } });
  });

  it('refuses a product no longer sold, and keeps a saved line of one named', async () => {
    const [sofa] = await t.db.db
      .insert(products)
      .values({ name: 'Retired Sofa', descriptionHtml: '<p>x</p>', sku: 'RET-1', priceCents: 1 })
      .returning();
    const list = await create(buyer, {
      name: 'Old',
      items: [{ productId: sofa!.id, quantity: 1 }],
    });
    await t.db.db.update(products).set({ status: 'unavailable' }).where(eq(products.id, sofa!.id));
    const refused = await send(t, 'POST', `/api/saved-lists/${list.id}/items`, buyer.token, {
      items: [{ productId: sofa!.id, quantity: 1 }],
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Retired Sofa is no longer sold.' },
    });
    await t.db.db.delete(products).where(eq(products.id, sofa!.id));
    const got = await send(t, 'GET', `/api/saved-lists/${list.id}`, buyer.token);
    expect((got.body.list as ListBody).lines).toEqual([
      expect.objectContaining({ productName: 'Retired Sofa', sku: 'RET-1' }),
    ]);
  });

  it('keeps a private list from colleagues (404) until it is shared', async () => {
    const list = await create(buyer, { name: 'Private', items: [bedItem()] });
    const lineId = list.lines[0]!.id;
    for (const user of [colleague, admin, accounts]) {
      const seen = await send(t, 'GET', '/api/saved-lists', user.token);
      expect((seen.body.lists as ListBody[]).map((l) => l.id)).not.toContain(list.id);
      for (const [method, url, body] of routes(list.id, lineId).filter(([, u]) =>
        u.includes(`/${list.id}`),
      )) {
        expect((await send(t, method, url, user.token, body)).status, `${method} ${url}`).toBe(404);
      }
    }
    await send(t, 'PATCH', `/api/saved-lists/${list.id}`, buyer.token, { shared: true });
    const shared = await send(t, 'GET', `/api/saved-lists/${list.id}`, colleague.token);
    expect(shared.body.list).toMatchObject({ shared: true, canEdit: true, canManage: false });
    const byAdmin = await send(t, 'GET', `/api/saved-lists/${list.id}`, admin.token);
    expect(byAdmin.body.list).toMatchObject({ canManage: true });
    const rename = await send(t, 'PATCH', `/api/saved-lists/${list.id}`, colleague.token, {
      name: 'X',
    });
    expect(rename.status).toBe(403);
    const qty = `/api/saved-lists/${list.id}/lines/${lineId}`;
    expect((await send(t, 'PATCH', qty, colleague.token, { quantity: 4 })).status).toBe(200);
  });

  it('lets ACCOUNTS view a shared list but change nothing (403)', async () => {
    const list = await create(buyer, { name: 'Shared', shared: true, items: [bedItem()] });
    const got = await send(t, 'GET', `/api/saved-lists/${list.id}`, accounts.token);
    expect(got.body.list).toMatchObject({ canEdit: false, canManage: false });
    const writes = routes(list.id, list.lines[0]!.id).filter(([m]) => m !== 'GET');
    for (const [method, url, body] of writes) {
      expect((await send(t, method, url, accounts.token, body)).status, `${method} ${url}`).toBe(
        403,
      );
    }
  });

  it("answers 404 to another company's user on every list route and lists none of ours", async () => {
    const list = await create(buyer, { name: 'Ours', shared: true, items: [bedItem()] });
    const own = routes(list.id, list.lines[0]!.id).filter(([, u]) => u.includes(`/${list.id}`));
    for (const [method, url, body] of own) {
      expect((await send(t, method, url, other.token, body)).status, `${method} ${url}`).toBe(404);
    }
    expect((await send(t, 'GET', '/api/saved-lists', other.token)).body.lists).toEqual([]);
    expect((await send(t, 'GET', `/api/saved-lists/${list.id}`, buyer.token)).status).toBe(200);
  });

  it('answers 401 to a visitor and to a suspended user on every route', async () => {
    const late = await member(t, admin.token, 'BUYER', 'Lorcan Late');
    const list = await create(late, { name: 'Mine', items: [bedItem()] });
    const all = routes(list.id, list.lines[0]!.id);
    for (const [method, url, body] of all) {
      expect((await send(t, method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
    }
    expect(
      (await send(t, 'POST', `/api/company/users/${late.id}/suspend`, admin.token)).status,
    ).toBe(200);
    for (const [method, url, body] of all) {
      expect((await send(t, method, url, late.token, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 403 to the shop's admin", async () => {
    const { token } = await adminBearer(t);
    expect((await send(t, 'GET', '/api/saved-lists', token)).status).toBe(403);
  });

  it('lets the maker delete the list', async () => {
    const list = await create(colleague, { name: 'Gone' });
    expect((await send(t, 'DELETE', `/api/saved-lists/${list.id}`, colleague.token)).status).toBe(
      200,
    );
    expect((await send(t, 'GET', `/api/saved-lists/${list.id}`, colleague.token)).status).toBe(404);
  });
});
