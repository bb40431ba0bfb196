/**
 * The invoice standing of GET /api/order/purchase-orders (issue 22): each invoice's `credited` and
 * `open` count only the credit notes issued against that invoice, never another purchase order's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer, placeCheckout } from './orders-helpers.js';

interface Standing {
  number: string;
  gross: string;
  invoice: { gross: string; credited: string; paid: string; open: string; state: string };
  credit_notes: { gross: string; tracking_ids: string[] }[];
}

describe.each(backends)('invoice standing on %s', (backend) => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;

  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    bed = await cashelVelvet(t.db.db);
  });
  afterAll(async () => t?.close());

  /** A 5ft King Cloud Storage line of the demo bed (€1,296.42 a unit incl. VAT). */
  const line = (referenceNumber: string) => ({
    ...bed,
    sizeId: 14,
    storageType: 'Cloud Storage',
    quantity: 1,
    price: '1296.42',
    referenceNumber,
  });

  it('credits a cancelled line to its own invoice only', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 1_000_000);
    const auth = { authorization: `Bearer ${buyer.token}` };
    const first = await placeCheckout(t.app, buyer.token, 'standing-1', [line('A'), line('B')]);
    const second = await placeCheckout(t.app, buyer.token, 'standing-2', [line('C')]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const cancelled = first.json<{ orders: { id: number; trackingId: string }[] }>().orders[1]!;
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/order/order-cancelled/${cancelled.id}`,
      headers: auth,
    });
    expect(cancel.statusCode).toBe(200);

    const list = await t.app.inject({ url: '/api/order/purchase-orders', headers: auth });
    const [newer, older] = list.json<{ purchase_orders: Standing[] }>().purchase_orders;
    expect(older!.credit_notes.map((n) => n.tracking_ids)).toEqual([[cancelled.trackingId]]);
    expect(older!.invoice).toMatchObject({
      gross: '2592.84',
      credited: '1296.42',
      paid: '0.00',
      open: '1296.42',
      state: 'unpaid',
    });
    expect(newer!.credit_notes).toEqual([]);
    expect(newer!.invoice).toMatchObject({
      gross: '1296.42',
      credited: '0.00',
      open: '1296.42',
      state: 'unpaid',
    });
  });
});
