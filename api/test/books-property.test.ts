/**
 * The books' property (issue 22 "Done when"): random sequences of checkouts, whole-order cancels by
 * the customer and by the admin, payments, payment reversals and delivery status moves, run
 * against the real api (HTTP routes through `inject`, one database). After every step the
 * reconciliation finds nothing, and My Orders' credit (GET /api/auth/user/credit), the admin
 * account screen (GET /api/admin/accounts/{id}) and the month's statement (CSV closing balance)
 * show the same balance.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/books/reconcile.js';
import { creditPosition } from '../src/books/ledger.js';
import { irishMonthOf } from '../src/books/statements/month.js';
import { adminBearer } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';

type Action =
  | { kind: 'checkout'; quantities: number[] }
  | { kind: 'cancel'; by: 'customer' | 'admin'; pick: number }
  | { kind: 'payment'; cents: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'move'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('checkout' as const),
    quantities: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('cancel' as const),
    by: fc.constantFrom('customer' as const, 'admin' as const),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant('payment' as const), cents: fc.integer({ min: 1, max: 400_000 }) }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat() }),
);

/**
 * A sequence CI's random run once found (seed -1015238502): two payments pay the first invoice
 * together, the first is reversed, and the next checkout allocates the second payment's credit on
 * account to that invoice again (it answered 500: a second allocation row for the same payment and
 * invoice). Always run first.
 */
const SAME_INVOICE_AFTER_REVERSAL: Action[] = [
  { kind: 'move', pick: 1947566055 },
  { kind: 'payment', cents: 97964 },
  { kind: 'payment', cents: 273783 },
  { kind: 'move', pick: 1298912186 },
  { kind: 'checkout', quantities: [1] },
  { kind: 'reverse', pick: 192754390 },
  { kind: 'checkout', quantities: [3, 1, 3] },
  { kind: 'payment', cents: 258172 },
];

describe.each(backends)('the books hold under any sequence on %s', (backend) => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let admin: { token: string };
  let statuses: string[];

  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    bed = await cashelVelvet(t.db.db);
    admin = await adminBearer(t);
    const res = await t.app.inject({
      url: '/api/admin/delivery-statuses',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    statuses = res
      .json<{ deliveryStatuses: { name: string }[] }>()
      .deliveryStatuses.map((d) => d.name);
  });
  afterAll(async () => t?.close());

  const cents = (euros: string) => Math.round(Number(euros) * 100);

  it('reconciles after every step, and My Orders, the admin account and the statement agree', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        run += 1;
        const buyer = await customer(t.db.db, t.config.jwtSecret, 5_000_000);
        const as = (token: string) => ({ authorization: `Bearer ${token}` });
        const call = (
          token: string,
          method: 'GET' | 'POST' | 'PUT',
          url: string,
          payload?: object,
        ) => t.app.inject({ method, url, headers: as(token), ...(payload ? { payload } : {}) });
        const orders: { id: number; deliveryStatus: string; cancelled: boolean }[] = [];
        const payments: number[] = [];
        for (const [step, a] of actions.entries()) {
          if (a.kind === 'checkout') {
            const res = await call(buyer.token, 'POST', '/api/order/product', {
              idempotency_key: `prop-${run}-${step}`,
              buyer_po_number: step % 2 ? `BUYER-${step}` : undefined,
              shipping_address: '1 Quay Street, Galway, Ireland',
              items: a.quantities.map((quantity, i) => ({
                ...bed,
                sizeId: 14,
                storageType: 'Cloud Storage',
                quantity,
                price: '1296.42',
                referenceNumber: `R-${step}-${i}`,
              })),
            });
            expect([201, 402]).toContain(res.statusCode);
            if (res.statusCode === 201) {
              for (const o of res.json<{ orders: { id: number; deliveryStatus: string }[] }>()
                .orders) {
                orders.push({ id: o.id, deliveryStatus: o.deliveryStatus, cancelled: false });
              }
            }
          } else if (a.kind === 'cancel' && orders.length > 0) {
            const o = orders[a.pick % orders.length]!;
            const res =
              a.by === 'customer'
                ? await call(buyer.token, 'PUT', `/api/order/order-cancelled/${o.id}`)
                : await call(admin.token, 'POST', `/api/admin/orders/${o.id}/cancel`, {
                    reason: 'Property test',
                  });
            const cancellable = !o.cancelled && o.deliveryStatus === statuses[0];
            expect(res.statusCode, res.body).toBe(cancellable ? 200 : 409);
            if (cancellable) o.cancelled = true;
          } else if (a.kind === 'payment') {
            const res = await call(
              admin.token,
              'POST',
              `/api/admin/accounts/${buyer.id}/payments`,
              {
                amount: (a.cents / 100).toFixed(2),
              },
            );
            expect(res.statusCode, res.body).toBe(200);
            const ledger = await call(admin.token, 'GET', `/api/admin/accounts/${buyer.id}/ledger`);
            const entries = ledger.json<{ entries: { id: number; kind: string }[] }>().entries;
            payments.push(entries.filter((e) => e.kind === 'payment').at(-1)!.id);
          } else if (a.kind === 'reverse' && payments.length > 0) {
            const [entryId] = payments.splice(a.pick % payments.length, 1);
            const res = await call(
              admin.token,
              'POST',
              `/api/admin/accounts/${buyer.id}/payments/${entryId}/reverse`,
              { reason: 'Bounced' },
            );
            expect(res.statusCode, res.body).toBe(200);
          } else if (a.kind === 'move' && orders.length > 0) {
            const o = orders[a.pick % orders.length]!;
            const next = statuses[statuses.indexOf(o.deliveryStatus) + 1];
            if (o.cancelled || !next) continue;
            const res = await call(
              admin.token,
              'POST',
              `/api/admin/orders/${o.id}/delivery-status`,
              {
                deliveryStatus: next,
              },
            );
            expect(res.statusCode, res.body).toBe(200);
            o.deliveryStatus = next;
          }

          const books = await reconcile(t.db.db, new Date(), [buyer.id]);
          expect(books.discrepancies, `after step ${step} (${a.kind})`).toEqual([]);
          const credit = (
            await call(buyer.token, 'GET', `/api/auth/user/credit/${buyer.id}`)
          ).json<{
            outstanding: string;
          }>();
          const account = (await call(admin.token, 'GET', `/api/admin/accounts/${buyer.id}`)).json<{
            account: { outstanding: number };
          }>().account;
          const csv = (
            await call(buyer.token, 'GET', `/api/order/statements/${irishMonthOf(new Date())}.csv`)
          ).body;
          const closing = csv
            .split('\r\n')
            .find((l) => l.includes(',Closing balance,'))!
            .split(',')
            .at(-1)!;
          const position = await creditPosition(t.db.db, buyer.id);
          expect(cents(credit.outstanding)).toBe(position!.outstandingCents);
          expect(account.outstanding).toBe(position!.outstandingCents);
          expect(cents(closing.replace(/"/g, ''))).toBe(position!.outstandingCents);
        }
      }),
      {
        numRuns: Number(process.env.BOOKS_PROPERTY_RUNS ?? 12),
        endOnFailure: true,
        examples: [[SAME_INVOICE_AFTER_REVERSAL]],
      },
    );
  }, 600_000);
});
