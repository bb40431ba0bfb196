/**
 * Quick order (issue 14) over a real api and bff: twenty typed lines by SKU, two of them bad,
 * come back with eighteen server prices and the reasons for the other two; visitors get null. The
 * price list CSV for signed-in customers.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

interface ListedProduct {
  sku: string;
  name: string;
  purchasable: boolean;
  isBed: boolean;
  sizes: { label: string }[];
  fabrics: { name: string; colors: { name: string }[] }[];
}
interface QuickLine {
  line: number;
  sku: string;
  error: string | null;
  productName: string | null;
  quantity: number;
  price: { unitPrice: { amount: string }; lineTotal: { amount: string } } | null;
}

const QUICK = `query($lines: [QuickOrderLineInput!]!) { quickOrder(lines: $lines) {
  line sku error productName quantity sizeLabel fabricName fabricColorName storage referenceNumber
  price { unitPrice { amount } lineTotal { amount } } } }`;

let stack: Stack;
let token: string;
let products: ListedProduct[];

beforeAll(async () => {
  stack = await startStack();
  token = await tokenOf(stack, DEMO_CUSTOMER);
  const listed = await adminGql<{ products: { items: ListedProduct[] } }>(
    stack,
    `{ products(page: 1, limit: 50) { items { sku name purchasable isBed sizes { label }
       fabrics { name colors { name } } } } }`,
    {},
    token,
  );
  if (!listed.data) throw new Error(JSON.stringify(listed.errors));
  products = listed.data.products.items;
}, 120_000);
afterAll(async () => stack?.close());

/** A typed line for a product: its first size, fabric and colour by name. */
function lineFor(p: ListedProduct, quantity: number) {
  const fabric = p.isBed ? p.fabrics[0] : undefined;
  return {
    sku: p.sku.toLowerCase(),
    quantity: String(quantity),
    size: p.sizes[0]?.label ?? '',
    fabric: fabric?.name ?? '',
    colour: fabric?.colors[0]?.name ?? '',
    storage: '',
    reference: `QO-${quantity}`,
  };
}

describe('quickOrder', () => {
  it('prices 18 of 20 lines and names what is wrong with the other two', async () => {
    const good = products.filter((p) => p.purchasable).slice(0, 18);
    expect(good).toHaveLength(18);
    const lines = good.map((p, i) => lineFor(p, (i % 3) + 1));
    lines.splice(4, 0, { ...lineFor(good[0]!, 1), sku: 'SH-NOPE-999' });
    lines.splice(11, 0, { ...lineFor(good[1]!, 1), quantity: '0' });
    const r = await adminGql<{ quickOrder: QuickLine[] }>(stack, QUICK, { lines }, token);
    expect(r.errors).toBeUndefined();
    const result = r.data!.quickOrder;
    expect(result).toHaveLength(20);
    const bad = result.filter((l) => l.error !== null);
    expect(bad.map((l) => [l.line, l.error])).toEqual([
      [5, "No product has SKU 'SH-NOPE-999'."],
      [12, 'Quantity must be a whole number from 1 to 99.'],
    ]);
    const priced = result.filter((l) => l.error === null);
    expect(priced).toHaveLength(18);
    for (const l of priced) {
      expect(Number(l.price!.lineTotal.amount)).toBeGreaterThan(0);
      expect(l.productName).not.toBeNull();
    }
  });

  it('says an unavailable product is unavailable, and a wrong size names the choices', async () => {
    const unavailable = products.find((p) => !p.purchasable)!;
    const bed = products.find((p) => p.isBed && p.sizes.length > 1)!;
    const r = await adminGql<{ quickOrder: QuickLine[] }>(
      stack,
      QUICK,
      {
        lines: [
          { ...lineFor(unavailable, 1) },
          { ...lineFor(bed, 1), size: '9ft Giant' },
          { ...lineFor(bed, 2), storage: 'Ottoman' },
        ],
      },
      token,
    );
    const [first, second, third] = r.data!.quickOrder;
    expect(first!.error).toBe(`${unavailable.name} is unavailable.`);
    expect(second!.error).toBe(
      `${bed.name} has no size '9ft Giant' (${bed.sizes.map((s) => s.label).join(', ')}).`,
    );
    expect(third!.error).toBeNull();
    expect(third!.quantity).toBe(2);
  });

  it('names the line and the SKU column for an over-long SKU (not an internal field)', async () => {
    const r = await adminGql<{ quickOrder: QuickLine[] }>(
      stack,
      QUICK,
      { lines: [{ ...lineFor(products[0]!, 1) }, { sku: 'X'.repeat(300), quantity: '1' }] },
      token,
    );
    expect(r.errors).toBeUndefined();
    const [good, long] = r.data!.quickOrder;
    expect(good!.error).toBeNull();
    expect(long!.error).toBe('Line 2, SKU: must be at most 64 characters.');
  });

  it('is null for visitors', async () => {
    const r = await adminGql(stack, QUICK, { lines: [{ sku: 'x', quantity: '1' }] });
    expect(r.data).toEqual({ quickOrder: null });
  });
});

describe('price list CSV', () => {
  it('lists every product with net, VAT and gross unit prices for a signed-in customer', async () => {
    const response = await fetch(`${stack.bffUrl}/documents/price-list.csv`, {
      headers: { cookie: `authToken=${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const rows = parse<Record<string, string>>(await response.text(), { columns: true });
    const skus = new Set(rows.map((r) => r.SKU));
    for (const p of products) expect(skus.has(p.sku)).toBe(true);
    const priced = rows.filter((r) => r['Net unit price (EUR)'] !== '');
    expect(priced.length).toBeGreaterThan(products.length / 2);
    for (const r of priced) {
      const cents = (k: string) => Math.round(Number(r[k]) * 100);
      expect(cents('Net unit price (EUR)') + cents('VAT (EUR)')).toBe(
        cents('Gross unit price (EUR)'),
      );
      expect(cents('VAT (EUR)')).toBe(Math.round(cents('Net unit price (EUR)') * 0.23));
    }
  });

  it('answers 401 to visitors', async () => {
    const response = await fetch(`${stack.bffUrl}/documents/price-list.csv`);
    expect(response.status).toBe(401);
  });
});
