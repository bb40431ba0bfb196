/**
 * Purchase orders and documents (issue 14): a checkout of three lines becomes one purchase order
 * with three tracking IDs; the confirmation e-mail is HTML with a text part and the invoice PDF
 * attached; the invoice (pdftotext) shows every amount; another customer cannot read it; advancing
 * an order mails the customer and publishes on Redis when configured.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { euro } from '../src/mail/format.js';
import { readAdminTokenFile } from '../src/admin/admin-token.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer, placeCheckout } from './orders-helpers.js';
import { pdfText } from './pdf-text.js';

interface PurchaseOrderBody {
  purchase_orders: {
    number: string;
    net: string;
    vat: string;
    gross: string;
    shipping_address: string;
    order_ids: number[];
    tracking_ids: string[];
  }[];
}

const cents = (euros: string) => Math.round(Number(euros) * 100);

describe.each(backends)('purchase orders on %s', (backend) => {
  let t: CatalogTestApp;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;

  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    bed = await cashelVelvet(t.db.db);
  });
  afterAll(async () => t?.close());

  const outbox = () => path.join(t.dataDir, 'mail');
  /** The outbox's files, oldest first; only those to `to` when given (the shop gets a notice too). */
  const mails = (to?: string) => {
    try {
      return readdirSync(outbox())
        .sort()
        .filter((f) => !to || readFileSync(path.join(outbox(), f), 'utf8').includes(`To: ${to}`));
    } catch {
      return [];
    }
  };
  /** A line of the demo bed, 5ft King, Cloud Storage (€1,296.42 a unit incl. VAT). */
  const kingCloud = (over: Record<string, unknown> = {}) => ({
    ...bed,
    sizeId: 14,
    storageType: 'Cloud Storage',
    quantity: 1,
    price: '1296.42',
    referenceNumber: 'R',
    ...over,
  });
  const get = (url: string, token: string) =>
    t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

  it('turns a checkout of three lines into one purchase order, mailed with its invoice', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 2_000_000);
    const before = new Set(mails());
    const items = [2, 1, 3].map((quantity, i) =>
      kingCloud({ quantity, referenceNumber: `R-${i}` }),
    );
    const placed = await placeCheckout(t.app, buyer.token, 'po-1', items);
    expect(placed.statusCode).toBe(201);
    const orders = placed.json<{
      orders: { id: number; trackingId: string; total_price: string }[];
    }>().orders;
    expect(orders).toHaveLength(3);

    const list = (await get('/api/order/purchase-orders', buyer.token)).json<PurchaseOrderBody>();
    expect(list.purchase_orders).toHaveLength(1);
    const po = list.purchase_orders[0]!;
    expect(po.number).toMatch(/^PO-\d{6}$/);
    expect(po.tracking_ids).toEqual(orders.map((o) => o.trackingId));
    expect(new Set(po.tracking_ids).size).toBe(3);
    expect(po.shipping_address).toBe('1 Quay Street, Galway, Ireland');
    const gross = orders.reduce((sum, o) => sum + cents(o.total_price), 0);
    expect(cents(po.gross)).toBe(gross);
    expect(cents(po.net) + cents(po.vat)).toBe(gross);

    // The confirmation: HTML + text, the purchase order number, the invoice attached.
    const fresh = mails(buyer.email).filter((f) => !before.has(f));
    expect(fresh).toHaveLength(1);
    const mail = await simpleParser(readFileSync(path.join(outbox(), fresh[0]!)));
    expect(mail.subject).toBe(`Order confirmation ${po.number}`);
    expect(mail.html).toContain(po.number);
    expect(mail.html).toContain(euro(gross));
    expect(mail.text).toContain(`Total: ${euro(gross)}`);
    for (const id of po.tracking_ids) expect(mail.text).toContain(id);
    const attachment = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attachment?.filename).toMatch(/^invoice-INV-\d{4}-\d{6}\.pdf$/);

    // The invoice from the api equals the attached one in content, and shows every amount.
    const invoice = await get(`/api/order/purchase-orders/${po.number}/invoice`, buyer.token);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const pdf = invoice.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const bytes of [pdf, attachment!.content]) {
      const text = pdfText(bytes);
      if (text === null) {
        console.warn('pdftotext not installed (apt-get install poppler-utils): text check skipped');
        continue;
      }
      expect(text).toContain(po.number);
      expect(text).toContain('VAT at 23%');
      for (const amount of [po.net, po.vat, po.gross].map(cents))
        expect(text).toContain(euro(amount));
      for (const o of orders) {
        expect(text).toContain(o.trackingId);
        expect(text).toContain(euro(cents(o.total_price)));
      }
    }
  });

  it('answers 404 for another customer’s invoice and 401 without a session', async () => {
    const owner = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const other = await customer(t.db.db, t.config.jwtSecret, 500_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {
        idempotency_key: 'po-2',
        shipping_address: '1 Main Street, Cork, Ireland',
        shipping: { firstName: 'Test', address: '1 Main Street', city: 'Cork', country: 'Ireland' },
        items: [kingCloud()],
      },
    });
    const [po] = (await get('/api/order/purchase-orders', owner.token)).json<PurchaseOrderBody>()
      .purchase_orders;
    const url = `/api/order/purchase-orders/${po!.number}/invoice`;
    expect((await get(url, other.token)).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await get('/api/order/purchase-orders', other.token)).json<PurchaseOrderBody>()
        .purchase_orders,
    ).toEqual([]);
  });

  it('mails the customer when the shop advances an order (HTML + text)', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: {
        idempotency_key: 'po-3',
        shipping_address: '1 Main Street, Cork, Ireland',
        shipping: { firstName: 'Test', address: '1 Main Street', city: 'Cork', country: 'Ireland' },
        items: [kingCloud()],
      },
    });
    const trackingId = placed.json<{ orders: { trackingId: string }[] }>().orders[0]!.trackingId;
    const before = new Set(mails());
    const advanced = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${trackingId}/advance`,
      headers: { 'x-admin-token': readAdminTokenFile(t.dataDir)! },
    });
    expect(advanced.statusCode).toBe(200);
    const fresh = mails(buyer.email).filter((f) => !before.has(f));
    expect(fresh).toHaveLength(1);
    const mail = await simpleParser(readFileSync(path.join(outbox(), fresh[0]!)));
    expect(mail.subject).toBe(`Order ${trackingId}: in production`);
    expect(mail.text).toContain("has moved from 'awaiting dispatch' to 'in production'");
    expect(mail.html).toContain('in production');
  });
});
