/**
 * Negotiated quotes over GraphQL on the real stack (issue 25): the demo customer turns a bed line
 * into a quote request, the admin finds it in the inbox (and on the dashboard), prices it, the
 * customer sees the price and the PDF link, and accepts: the order comes back at the quoted price.
 * A visitor is UNAUTHENTICATED; a customer cannot read the inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_ADMIN, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const QUOTE = `fragment Q on Quote {
  id number state validUntil pdfUrl total { amount }
  lines { id quantity fileUrl listUnitPrice { amount } quotedUnitPrice { amount } quotedTotal { amount } }
  messages { author body }
}`;

interface QuoteView {
  id: string;
  number: string;
  state: string;
  pdfUrl: string | null;
  total: { amount: string } | null;
  lines: { id: string; quotedUnitPrice: { amount: string } | null }[];
  messages: { author: string; body: string }[];
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('negotiated quotes over GraphQL', () => {
  let stack: Stack;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-quotes-' });
    admin = await tokenOf(stack, DEMO_ADMIN);
    customer = await tokenOf(stack, DEMO_CUSTOMER);
  }, 60_000);
  afterAll(async () => stack?.close());

  it('request → inbox → price → accept at the quoted price', async () => {
    const found = await adminGql<{
      searchProducts: {
        items: { id: string; name: string; fabrics: { id: string; colors: { id: string }[] }[] }[];
      };
    }>(
      stack,
      `{ searchProducts(query: "Cashel Grand Bed") { items { id name fabrics { id colors { id } } } } }`,
      {},
      customer,
    );
    const bed = found.data!.searchProducts.items.find((p) => p.name === 'Cashel Grand Bed')!;
    const line = {
      productId: bed.id,
      sizeId: '14',
      fabricId: bed.fabrics[0]!.id,
      fabricColorId: bed.fabrics[0]!.colors[0]!.id,
      storage: 'NONE',
      quantity: 4,
      referenceNumber: 'HOTEL-7',
      specialQuote: { text: 'Contract job' },
    };
    const visitor = await adminGql(stack, `{ quotes { id } }`);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const blank = await adminGql<{ requestQuote: { userErrors: { field: string }[] } }>(
      stack,
      `mutation($i: RequestQuoteInput!) { requestQuote(input: $i) { userErrors { field code } } }`,
      { i: { lines: [{ ...line, referenceNumber: ' ' }] } },
      customer,
    );
    expect(blank.data!.requestQuote.userErrors[0]!.field).toBe('lines.0.referenceNumber');

    const asked = await adminGql<{ requestQuote: { quote: QuoteView } }>(
      stack,
      `mutation($i: RequestQuoteInput!) { requestQuote(input: $i) { quote { ...Q } userErrors { field message } } } ${QUOTE}`,
      { i: { note: 'Hotel', lines: [line] } },
      customer,
    );
    const quote = asked.data!.requestQuote.quote;
    expect(quote).toMatchObject({ state: 'REQUESTED', total: null, pdfUrl: null });

    const forbidden = await adminGql(stack, `{ admin { quotes { id } } }`, {}, customer);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const inbox = await adminGql<{
      admin: { quotes: { id: string }[]; dashboard: { quotesAwaitingPrice: number } };
    }>(
      stack,
      `{ admin { quotes(state: REQUESTED) { id } dashboard { quotesAwaitingPrice } } }`,
      {},
      admin,
    );
    expect(inbox.data!.admin.quotes.map((q) => q.id)).toContain(quote.id);
    expect(inbox.data!.admin.dashboard.quotesAwaitingPrice).toBeGreaterThanOrEqual(1);

    const price = (input: object) =>
      adminGql<{
        admin: {
          priceQuote: { quote: QuoteView | null; userErrors: { field: string; code: string }[] };
        };
      }>(
        stack,
        `mutation($id: ID!, $i: AdminQuotePriceInput!) { admin { priceQuote(id: $id, input: $i) {
          quote { ...Q } userErrors { field code } } } } ${QUOTE}`,
        { id: quote.id, i: input },
        admin,
      );
    const bad = await price({
      lines: [{ lineId: quote.lines[0]!.id, unitPrice: 'cheap' }],
      validUntil: inDays(7),
    });
    expect(bad.data!.admin.priceQuote.userErrors[0]).toMatchObject({ code: 'INVALID' });
    const priced = await price({
      lines: [{ lineId: quote.lines[0]!.id, unitPrice: '700.00' }],
      validUntil: inDays(7),
      message: 'Contract price.',
    });
    // 70000 net + 23 % VAT 16100 = 86100 × 4
    expect(priced.data!.admin.priceQuote.quote).toMatchObject({
      state: 'PRICED',
      total: { amount: '3444.00' },
      pdfUrl: `/admin-files/quotes/${quote.id}/pdf`,
    });

    const mine = await adminGql<{ quote: QuoteView }>(
      stack,
      `query($id: ID!) { quote(id: $id) { ...Q } } ${QUOTE}`,
      { id: quote.id },
      customer,
    );
    expect(mine.data!.quote).toMatchObject({
      state: 'PRICED',
      pdfUrl: `/documents/quotes/${quote.id}`,
    });
    expect(mine.data!.quote.messages).toEqual([{ author: 'SHOP', body: 'Contract price.' }]);

    const accepted = await adminGql<{
      acceptQuote: {
        quote: QuoteView;
        orders: { unitPrice: { amount: string }; totalPrice: { amount: string } }[];
        userErrors: unknown[];
      };
    }>(
      stack,
      `mutation($id: ID!, $i: AcceptQuoteInput!) { acceptQuote(id: $id, input: $i) {
        quote { state } orders { unitPrice { amount } totalPrice { amount } } userErrors { field message code } } }`,
      {
        id: quote.id,
        i: {
          shippingAddress: {
            firstName: 'Aoife',
            address: '1 Quay St',
            city: 'Galway',
            country: 'Ireland',
          },
        },
      },
      customer,
    );
    expect(accepted.data!.acceptQuote.userErrors).toEqual([]);
    expect(accepted.data!.acceptQuote.quote.state).toBe('ACCEPTED');
    expect(accepted.data!.acceptQuote.orders).toEqual([
      { unitPrice: { amount: '700.00' }, totalPrice: { amount: '3444.00' } },
    ]);
  }, 120_000);
});
