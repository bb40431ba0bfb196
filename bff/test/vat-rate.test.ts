/**
 * The VAT rate is the api's (issue 22): with VAT_RATE_PERCENT=13.5 on the api alone, the bff quotes
 * at 13.5 %, a checkout goes through (no "Prices have changed"), the order stores 13.5 and the admin
 * sees the same rate on the order and in the catalog editor's storefront prices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatOnUnit } from '@serena/domain';
import { adminGql, DEMO_ADMIN, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

let stack: Stack;
let token: string;
let admin: string;
let line: Record<string, unknown>;

const QUOTE = `query($input: CartLineInput!) { priceQuote(input: $input) {
  vatRate vatRatePercent unitPrice { amount } unitVat { amount } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orders { id vatRate } userErrors { field message code } } }`;

const cents = (amount: string) => Math.round(Number(amount) * 100);

beforeAll(async () => {
  stack = await startStack({ apiEnv: { VAT_RATE_PERCENT: '13.5' }, dirPrefix: 'serena-vat-' });
  token = await tokenOf(stack, DEMO_CUSTOMER);
  admin = await tokenOf(stack, DEMO_ADMIN);
  const found = await adminGql<{ searchProducts: { items: { id: string; name: string }[] } }>(
    stack,
    `{ searchProducts(query: "Mattress") { items { id name } } }`,
    {},
    token,
  );
  const product = found.data!.searchProducts.items[0]!;
  line = { productId: product.id, sizeId: '14', storage: 'NONE', quantity: 2 };
}, 120_000);
afterAll(async () => stack?.close(), 60_000);

describe("the api's VAT rate, end to end through the bff", () => {
  it('the api publishes its rate', async () => {
    const res = await fetch(`${stack.apiUrl}/api/books/vat-rate`);
    expect(await res.json()).toEqual({ success: true, vat_rate_bp: 1350, vat_rate: '13.5' });
  });

  it('quotes at 13.5 % and a checkout at that price is accepted and stored at 13.5', async () => {
    const quote = await adminGql<{
      priceQuote: {
        vatRate: string;
        vatRatePercent: number;
        unitPrice: { amount: string };
        unitVat: { amount: string };
      };
    }>(stack, QUOTE, { input: line }, token);
    const q = quote.data!.priceQuote;
    expect(q.vatRate).toBe('13.5');
    expect(q.vatRatePercent).toBe(14);
    expect(cents(q.unitVat.amount)).toBe(vatOnUnit(cents(q.unitPrice.amount), 1350));

    const placed = await adminGql<{
      placeOrder: { orders: { id: string; vatRate: string }[]; userErrors: unknown[] };
    }>(
      stack,
      PLACE,
      {
        input: {
          idempotencyKey: `vat-rate-${Date.now()}`,
          shippingAddress: {
            firstName: 'Aoife',
            address: '4 Quay St',
            city: 'Galway',
            country: 'Ireland',
          },
          lines: [{ ...line, referenceNumber: 'VAT-1' }],
        },
      },
      token,
    );
    expect(placed.data!.placeOrder.userErrors).toEqual([]);
    const [order] = placed.data!.placeOrder.orders;
    expect(order!.vatRate).toBe('13.5');

    const seen = await adminGql<{ admin: { order: { vatRate: string } | null } }>(
      stack,
      `query($id: ID!) { admin { order(id: $id) { vatRate } } }`,
      { id: order!.id },
      admin,
    );
    expect(seen.data!.admin.order!.vatRate).toBe('13.5');
  });

  it("the catalog editor's storefront price adds VAT at the api's rate", async () => {
    const res = await adminGql<{
      admin: {
        catalog: {
          vatRateBp: number;
          products: { nodes: { id: string }[] };
        };
      };
    }>(
      stack,
      `{ admin { catalog { vatRateBp products(search: "Cashel Grand", pageSize: 1) { nodes { id } } } } }`,
      {},
      admin,
    );
    expect(res.data!.admin.catalog.vatRateBp).toBe(1350);
    const id = res.data!.admin.catalog.products.nodes[0]!.id;
    const detail = await adminGql<{
      admin: {
        catalog: {
          product: {
            variations: { price: { amount: string }; storefrontPrice: { amount: string } }[];
          };
        };
      };
    }>(
      stack,
      `query($id: ID!) { admin { catalog { product(id: $id) {
        variations { price { amount } storefrontPrice { amount } } } } } }`,
      { id },
      admin,
    );
    const v = detail.data!.admin.catalog.product.variations[0]!;
    const net = cents(v.price.amount);
    expect(cents(v.storefrontPrice.amount)).toBe(net + vatOnUnit(net, 1350));
  });
});
