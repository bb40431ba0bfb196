/**
 * Admin CLI `advance <trackingId>` and `payment <email> <euros>` (design "Admin CLI") against a
 * running api, the same way the other CLI commands work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../src/cli/admin.js';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';

let t: CatalogTestApp;
let apiUrl: string;
beforeAll(async () => {
  t = await buildCatalogApp('pglite');
  apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(argv, {
    env: {
      NODE_ENV: 'test',
      DATA_DIR: t.config.dataDir,
      API_URL: apiUrl,
      JWT_SECRET: 'x'.repeat(40),
    },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out, err };
}

describe('admin CLI: advance and payment', () => {
  it('advances an order and records a payment through the api', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 200_000);
    const bed = await cashelVelvet(t.db.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: {
        idempotency_key: 'cli-1',
        shipping_address: 'Cork, Ireland',
        items: [
          {
            ...bed,
            sizeId: 14,
            storageType: 'Cloud Storage',
            quantity: 1,
            price: '1296.42',
            referenceNumber: 'C1',
          },
        ],
      },
    });
    const trackingId = placed.json<{ orders: { trackingId: string }[] }>().orders[0]!.trackingId;

    const advanced = await cli('advance', trackingId.toLowerCase());
    expect(advanced).toEqual({
      code: 0,
      out: [`Order ${trackingId} is now 'in production'`],
      err: [],
    });
    expect((await cli('advance', 'ST-0000000000')).err).toEqual(['Order Not Found']);
    expect((await cli('advance', 'nonsense')).code).toBe(1);

    const paid = await cli('payment', buyer.email, '296.42');
    expect(paid.code).toBe(0);
    // Issue 22: the payment is allocated to the oldest invoice due, and the CLI says so.
    expect(paid.out.join('\n').split('\n')).toEqual([
      `Payment of €296.42 recorded for ${buyer.email}; available credit €1,000.00`,
      expect.stringMatching(/^ {2}INV-\d{4}-\d{6}: €296\.42 \(€1000\.00 still open\)$/),
    ]);
    expect((await cli('payment', buyer.email, '-5')).code).toBe(1);
  });
});
