/**
 * Negotiated quotes end to end through buildApp (issue 25): a company turns its cart into a quote
 * request with a file, the shop prices it in the inbox (guarded, audited, bad input 400), the
 * customer is mailed the quote PDF, replies, and accepts — the order is placed at the quoted price
 * (never a client's), credit checked then, invoiced with VAT at the line's rate. Another company
 * never sees the quote; an expired quote cannot be accepted; a declined one is closed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines } from '../src/db/schema/books.js';
import { orders } from '../src/db/schema/orders.js';
import { quotes } from '../src/db/schema/quotes.js';
import { adminBearer, auditOf } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { lastMailTo } from './companies-helpers.js';
import { cashelVelvet, customer, multipartFile, PDF_BYTES } from './orders-helpers.js';
import { pdfText } from './pdf-text.js';

interface QuoteBody {
  success: boolean;
  message: string;
  errors?: { field: string }[];
  quote: {
    id: number;
    number: string;
    state: string;
    grossCents: number | null;
    lines: { id: number; listUnitPriceCents: number; quotedUnitPriceCents: number | null }[];
    messages: { author: string; body: string; file: { id: string } | null }[];
  };
  orders?: { unit_price: string; total_price: string }[];
  replayed?: boolean;
}

/** Irish date `days` from today (YYYY-MM-DD). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(backends)('negotiated quotes on %s', (backend) => {
  let t: CatalogTestApp;
  let admin: { id: number; token: string };
  let buyer: { id: number; email: string; token: string };
  let other: { id: number; token: string };
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;

  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    admin = await adminBearer(t);
    buyer = await customer(t.db.db, t.config.jwtSecret, 5_000_000);
    other = await customer(t.db.db, t.config.jwtSecret, 5_000_000);
    bed = await cashelVelvet(t.db.db);
  });
  afterAll(async () => t?.close());

  const as = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const upload = async (token: string) => {
    const file = multipartFile('hotel-spec.pdf', PDF_BYTES);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/special-quote-files',
      headers: { authorization: `Bearer ${token}`, ...file.headers },
      payload: file.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ file: { id: string } }>().file.id;
  };
  const ask = async (token: string, fileId: string | null, quantity = 10) =>
    as(token, 'POST', '/api/quotes', {
      note: 'Hotel fit-out, 40 rooms',
      items: [
        {
          ...bed,
          sizeId: 14,
          storageType: 'Cloud Storage',
          quantity,
          price: '0.01',
          referenceNumber: 'HOTEL-1',
          special_quote: { text: 'Headboard 10 cm higher', fileId },
        },
      ],
    });

  it('refuses visitors (401), customers on the inbox (403), bad requests (400)', async () => {
    expect((await as(null, 'GET', '/api/quotes')).statusCode).toBe(401);
    expect((await as(null, 'POST', '/api/quotes', { items: [] })).statusCode).toBe(401);
    for (const url of ['/api/admin/quotes', '/api/admin/quotes/1']) {
      expect((await as(null, 'GET', url)).statusCode).toBe(401);
      expect((await as(buyer.token, 'GET', url)).statusCode).toBe(403);
    }
    expect((await as(buyer.token, 'PUT', '/api/admin/quotes/1/price', {})).statusCode).toBe(403);
    const empty = await as(buyer.token, 'POST', '/api/quotes', { items: [] });
    expect(empty.statusCode).toBe(400);
    const noRef = await as(buyer.token, 'POST', '/api/quotes', {
      items: [
        { ...bed, sizeId: 14, storageType: 'Cloud Storage', quantity: 1, referenceNumber: ' ' },
      ],
    });
    expect(noRef.statusCode).toBe(400);
    // Another company's file cannot be attached.
    const foreign = await upload(other.token);
    const stolen = await ask(buyer.token, foreign);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json<QuoteBody>().errors?.[0]?.field).toBe('items.0.special_quote.fileId');
    expect(await t.db.db.select().from(quotes)).toHaveLength(0);
  });

  it('request → price → mail with PDF → reply → accept at the quoted price, invoiced', async () => {
    const fileId = await upload(buyer.token);
    const asked = await ask(buyer.token, fileId);
    expect(asked.statusCode).toBe(201);
    const q = asked.json<QuoteBody>().quote;
    expect(q).toMatchObject({ state: 'requested', grossCents: null });
    expect(q.lines[0]!.listUnitPriceCents).toBe(105_400); // trade net of the bed, no list
    const id = q.id;
    expect((await auditOf(t.db.db, 'quote', id)).map((a) => a.action)).toEqual(['request']);

    // Not the other company's: 404 everywhere; not yet priced: no accept.
    expect((await as(other.token, 'GET', `/api/quotes/${id}`)).statusCode).toBe(404);
    expect((await as(other.token, 'POST', `/api/quotes/${id}/accept`, {})).statusCode).toBe(404);
    expect((await as(other.token, 'GET', `/api/quotes`)).json<{ quotes: [] }>().quotes).toEqual([]);
    expect((await as(buyer.token, 'POST', `/api/quotes/${id}/accept`, {})).statusCode).toBe(409);

    const dash = await as(admin.token, 'GET', '/api/admin/dashboard');
    expect(dash.json<{ dashboard?: { quotesAwaitingPrice: number } }>()).toMatchObject({});
    expect(JSON.stringify(dash.json())).toContain('"quotesAwaitingPrice":1');
    const inbox = await as(admin.token, 'GET', '/api/admin/quotes?state=requested');
    expect(inbox.json<{ quotes: { id: number }[] }>().quotes.map((x) => x.id)).toEqual([id]);
    const file = await as(admin.token, 'GET', `/api/admin/quotes/${id}/files/${fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const price = `/api/admin/quotes/${id}/price`;
    const line = q.lines[0]!.id;
    const valid = { lines: [{ id: line, unitPrice: '850.00' }], validUntil: dayFromToday(14) };
    for (const bad of [
      { ...valid, lines: [{ id: line, unitPrice: '-3' }], message: '' },
      { ...valid, lines: [], message: '' },
      { ...valid, validUntil: dayFromToday(-2), message: '' },
      { ...valid, validUntil: '2026-02-30', message: '' },
    ]) {
      expect((await as(admin.token, 'PUT', price, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await as(admin.token, 'PUT', '/api/admin/quotes/999999/price', { ...valid, message: '' }))
        .statusCode,
    ).toBe(404);
    const priced = await as(admin.token, 'PUT', price, { ...valid, message: 'Hotel rate for 10.' });
    expect(priced.statusCode).toBe(200);
    // 85000 net, VAT 23 % 19550, gross 104550 × 10
    expect(priced.json<QuoteBody>().quote).toMatchObject({
      state: 'priced',
      grossCents: 1_045_500,
    });
    const mail = lastMailTo(t, buyer.email);
    expect(mail).toContain(`Your quote ${q.number} is ready`);
    expect(mail).toContain(`filename=${q.number}.pdf`);
    const pdf = await as(buyer.token, 'GET', `/api/quotes/${id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    if (text !== null) {
      expect(text).toContain(q.number);
      expect(text).toContain('€850.00');
      expect(text).toContain('€10,455.00');
      expect(text).toContain('Hotel rate for 10.');
    }

    const replied = await as(buyer.token, 'POST', `/api/quotes/${id}/messages`, {
      body: 'Can you deliver in March?',
      fileId,
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json<QuoteBody>().quote.messages.map((m) => m.author)).toEqual([
      'shop',
      'customer',
    ]);

    // A forged price in the accept body is ignored: the price is the quote's.
    const accepted = await as(buyer.token, 'POST', `/api/quotes/${id}/accept`, {
      shipping_address: '1 Quay Street, Galway, Ireland',
      price: '0.01',
      items: [{ price: '0.01' }],
    });
    expect(accepted.statusCode).toBe(201);
    const body = accepted.json<QuoteBody>();
    expect(body.quote.state).toBe('accepted');
    expect(body.orders?.[0]).toMatchObject({ total_price: '10455.00' });
    const [order] = await t.db.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(order).toMatchObject({ unitPriceCents: 85_000, unitVatCents: 19_550, quantity: 10 });
    const invoiced = await t.db.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.orderId, order!.id));
    expect(invoiced).toHaveLength(1);
    expect(JSON.stringify(invoiced[0])).toContain('85000');
    // Accepting again places nothing new.
    const again = await as(buyer.token, 'POST', `/api/quotes/${id}/accept`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json<QuoteBody>().replayed).toBe(true);
    expect(await t.db.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
    expect((await auditOf(t.db.db, 'quote', id)).map((a) => a.action).reverse()).toEqual([
      'request',
      'price',
      'customer_message',
      'accept',
    ]);
    // Closed now: no re-price, no reply, no decline.
    expect((await as(admin.token, 'PUT', price, { ...valid, message: '' })).statusCode).toBe(409);
    expect((await as(buyer.token, 'POST', `/api/quotes/${id}/decline`, {})).statusCode).toBe(409);
  });

  it('the shop replies with its own file; the company downloads every file of its quote, no one else', async () => {
    const lineFile = await upload(buyer.token);
    const asked = await ask(buyer.token, lineFile, 2);
    expect(asked.statusCode).toBe(201);
    const id = asked.json<QuoteBody>().quote.id;
    const messages = `/api/admin/quotes/${id}/messages`;
    // The buyer's upload is not the admin's own: refused.
    const foreign = await as(admin.token, 'POST', messages, { body: 'See file', fileId: lineFile });
    expect(foreign.statusCode).toBe(400);
    const shopFile = await upload(admin.token);
    const replied = await as(admin.token, 'POST', messages, { body: 'Drawing', fileId: shopFile });
    expect(replied.statusCode).toBe(200);
    expect(replied.json<QuoteBody>().quote.messages.at(-1)).toMatchObject({
      author: 'shop',
      file: { id: shopFile },
    });
    const files = (file: string) => `/api/quotes/${id}/files/${file}`;
    for (const file of [shopFile, lineFile]) {
      const got = await as(buyer.token, 'GET', files(file));
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toContain('application/pdf');
      expect(got.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await as(other.token, 'GET', files(file))).statusCode).toBe(404);
      expect((await as(null, 'GET', files(file))).statusCode).toBe(401);
    }
    const stranger = await upload(other.token);
    expect((await as(buyer.token, 'GET', files(stranger))).statusCode).toBe(404);
    expect((await as(buyer.token, 'GET', files('not-a-uuid'))).statusCode).toBe(400);
  });

  it('a discount on the whole; an expired quote cannot be accepted; declining closes', async () => {
    const asked = (await ask(buyer.token, null, 2)).json<QuoteBody>().quote;
    const priced = await as(admin.token, 'PUT', `/api/admin/quotes/${asked.id}/price`, {
      lines: [],
      discountBp: 1000,
      validUntil: dayFromToday(0),
      message: '10 % off the lot.',
    });
    // 105400 × 0.9 = 94860 net per unit
    expect(priced.json<QuoteBody>().quote.lines[0]!.quotedUnitPriceCents).toBe(94_860);
    await t.db.db
      .update(quotes)
      .set({ validUntil: dayFromToday(-1) })
      .where(eq(quotes.id, asked.id));
    const late = await as(buyer.token, 'POST', `/api/quotes/${asked.id}/accept`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json<QuoteBody>().message).toBe(
      'This quote has expired. Please ask us for a new one.',
    );
    const read = await as(buyer.token, 'GET', `/api/quotes/${asked.id}`);
    expect(read.json<QuoteBody>().quote.state).toBe('expired');
    const declined = await as(buyer.token, 'POST', `/api/quotes/${asked.id}/decline`, {
      reason: 'Too late for us.',
    });
    expect(declined.json<QuoteBody>().quote.state).toBe('declined');
    expect((await as(buyer.token, 'POST', `/api/quotes/${asked.id}/accept`, {})).statusCode).toBe(
      409,
    );
  });

  it('checks credit when accepting (402, nothing written)', async () => {
    const poor = await customer(t.db.db, t.config.jwtSecret, 1000);
    const asked = (await ask(poor.token, null, 1)).json<QuoteBody>().quote;
    await as(admin.token, 'PUT', `/api/admin/quotes/${asked.id}/price`, {
      lines: [{ id: asked.lines[0]!.id, unitPrice: 500 }],
      validUntil: dayFromToday(3),
      message: '',
    });
    const res = await as(poor.token, 'POST', `/api/quotes/${asked.id}/accept`, {});
    expect(res.statusCode).toBe(402);
    const [row] = await t.db.db.select().from(quotes).where(eq(quotes.id, asked.id));
    expect(row!.status).toBe('priced');
    expect(await t.db.db.select().from(orders).where(eq(orders.userId, poor.id))).toHaveLength(0);
  });
});
