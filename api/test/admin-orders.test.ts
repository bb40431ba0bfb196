/**
 * Admin order routes (issue 9): the filtered, sorted, paged list; CSV export of the filtered list;
 * order detail with net / VAT / gross and the special-instructions file (admins only); moving to a
 * later status or back one step with a reason; cancelling on the customer's behalf (customer's
 * rules, a ledger reversal); the dashboard; the audit log.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../src/db/schema/books.js';
import { exportOrders } from '../src/admin/orders.js';
import { adminBearer, auditOf, outbox } from './admin-helpers.js';
import { backends, buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer, multipartFile, PDF_BYTES } from './orders-helpers.js';

interface OrderBody {
  id: number;
  trackingId: string;
  referenceNumber: string;
  deliveryStatus: string;
  cancelled: boolean;
  net: number;
  vat: number;
  gross: number;
  quantity: number;
  specialQuoteText: string | null;
  specialQuoteFile: { id: string; fileName: string } | null;
  allowedDeliveryStatuses: string[];
  customer: { id: number; companyName: string };
}

describe.each(backends)('admin orders on %s', (backend) => {
  let t: CatalogTestApp;
  let admin: string;
  let bed: Awaited<ReturnType<typeof cashelVelvet>>;
  let seq = 0;
  beforeAll(async () => {
    t = await buildCatalogApp(backend);
    bed = await cashelVelvet(t.db.db);
    admin = (await adminBearer(t)).token;
  });
  afterAll(async () => t?.close());

  const get = (url: string, token = admin) =>
    t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const post = (url: string, payload: object, token = admin) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

  async function order(token: string, reference: string, extra: object = {}): Promise<OrderBody> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        idempotency_key: `admin-${++seq}`,
        shipping: { firstName: 'Aoife', address: '1 Quay St', city: 'Galway', country: 'Ireland' },
        items: [
          {
            ...bed,
            sizeId: 14,
            storageType: 'Cloud Storage',
            price: '1296.42',
            quantity: 2,
            referenceNumber: reference,
            ...extra,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ orders: { id: number }[] }>().orders[0]!.id;
    return (await get(`/api/admin/orders/${id}`)).json<{ order: OrderBody }>().order;
  }

  it('lists with filters, text search, sort and pages; exports the filtered list as CSV', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    const a = await order(buyer.token, 'PO-ALPHA-1');
    const b = await order(buyer.token, 'PO-BETA-2');
    // The shop hears of each new order (SHOP_EMAIL), once.
    for (const placed of [a, b]) {
      const notices = outbox(t.dataDir).filter(
        (m) =>
          m.includes(`To: ${t.config.shopEmail}`) &&
          m.includes(`Subject: New order from Buyer Ltd: ${placed.trackingId}`) &&
          m.includes(`ref ${placed.referenceNumber}`),
      );
      expect(notices, placed.trackingId).toHaveLength(1);
    }
    expect(a.net * 1).toBe(a.gross - a.vat);
    expect(a.vat).toBe(Math.round(a.net * 0.23));
    const byRef = await get('/api/admin/orders?search=alpha');
    expect(byRef.json<{ nodes: OrderBody[] }>().nodes.map((o) => o.id)).toEqual([a.id]);
    const byTracking = await get(`/api/admin/orders?search=${b.trackingId.toLowerCase()}`);
    expect(byTracking.json<{ nodes: OrderBody[] }>().nodes.map((o) => o.id)).toEqual([b.id]);
    const byCustomer = await get(
      `/api/admin/orders?customerId=${buyer.id}&sortBy=orderDate&sortDirection=asc&pageSize=1&page=2`,
    );
    const page = byCustomer.json<{ nodes: OrderBody[]; totalCount: number; pageInfo: object }>();
    expect(page.totalCount).toBe(2);
    expect(page.nodes.map((o) => o.id)).toEqual([b.id]);
    expect(page.pageInfo).toMatchObject({ page: 2, totalPages: 2, hasPreviousPage: true });
    const today = new Date().toISOString().slice(0, 10);
    const dated = await get(
      `/api/admin/orders?customerId=${buyer.id}&dateFrom=2000-01-01&dateTo=2000-01-02`,
    );
    expect(dated.json<{ totalCount: number }>().totalCount).toBe(0);
    const recent = await get(`/api/admin/orders?customerId=${buyer.id}&dateFrom=${today}`);
    expect(recent.statusCode).toBe(200);
    expect(recent.json<{ totalCount: number }>().totalCount).toBeGreaterThanOrEqual(1);
    const badDay = await get('/api/admin/orders?dateFrom=yesterday');
    expect(badDay.statusCode).toBe(400);

    const csv = await get(`/api/admin/orders/export.csv?customerId=${buyer.id}&sortDirection=asc`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse<Record<string, string>>(csv.body, { columns: true });
    expect(rows.map((r) => r['Reference number'])).toEqual(['PO-ALPHA-1', 'PO-BETA-2']);
    expect(rows[0]!['Gross (EUR)']).toBe((a.gross / 100).toFixed(2));
    expect(rows[0]!.Company).toBe('Buyer Ltd');
    expect(csv.headers['x-row-count']).toBe('2');
    // Streamed batch by batch (issue 29): with one order per batch the list order holds.
    const found = await exportOrders(
      t.db.db,
      { customerId: buyer.id, sortBy: 'orderDate', sortDirection: 'asc' },
      1,
    );
    const batches: string[][] = [];
    for await (const batch of found.batches()) batches.push(batch.map((o) => o.referenceNumber));
    expect({ count: found.count, batches }).toEqual({
      count: 2,
      batches: [['PO-ALPHA-1'], ['PO-BETA-2']],
    });
  });

  it('moves forward to any later status, back one step only with a reason, never from cancelled', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    const o = await order(buyer.token, 'PO-MOVE');
    const statuses = o.allowedDeliveryStatuses;
    const last = statuses[statuses.length - 1]!;
    expect(last).toBe('order delivered');
    const jump = await post(`/api/admin/orders/${o.id}/delivery-status`, { deliveryStatus: last });
    expect(jump.statusCode).toBe(200);
    const moved = jump.json<{ order: OrderBody }>().order;
    expect(moved.deliveryStatus).toBe('order delivered');
    const previous = moved.allowedDeliveryStatuses[0]!;
    const noReason = await post(`/api/admin/orders/${o.id}/delivery-status`, {
      deliveryStatus: previous,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ code: string }>().code).toBe('REASON_REQUIRED');
    const twoBack = await post(`/api/admin/orders/${o.id}/delivery-status`, {
      deliveryStatus: 'awaiting dispatch',
      reason: 'oops',
    });
    expect(twoBack.json<{ code: string }>().code).toBe('INVALID_STATUS');
    const back = await post(`/api/admin/orders/${o.id}/delivery-status`, {
      deliveryStatus: previous,
      reason: 'Van broke down',
    });
    expect(back.json<{ order: OrderBody }>().order.deliveryStatus).toBe(previous);
    const audit = await auditOf(t.db.db, 'order', o.id);
    expect(audit.map((x) => x.action)).toEqual(['delivery-status-back', 'delivery-status']);
    expect(audit[0]!.reason).toBe('Van broke down');
    const history = await get(`/api/admin/audit-log?entity=order&entityId=${o.id}`);
    expect(history.json<{ totalCount: number }>().totalCount).toBe(2);
    const unknown = await post(`/api/admin/orders/${o.id}/delivery-status`, {
      deliveryStatus: 'lost at sea',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("cancels on the customer's behalf with the customer's rules and a reversal", async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    const o = await order(buyer.token, 'PO-CANCEL');
    const cancel = await post(`/api/admin/orders/${o.id}/cancel`, { reason: 'Customer phoned' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<{ order: OrderBody }>().order).toMatchObject({
      cancelled: true,
      allowedDeliveryStatuses: [],
    });
    const ledger = await t.db.db.select().from(creditLedger).where(eq(creditLedger.orderId, o.id));
    expect(ledger.map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['purchase', o.gross],
      ['reversal', o.gross],
    ]);
    const again = await post(`/api/admin/orders/${o.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('NOT_CANCELLABLE');
    const move = await post(`/api/admin/orders/${o.id}/delivery-status`, {
      deliveryStatus: 'order delivered',
    });
    expect(move.statusCode).toBe(409);

    const shipped = await order(buyer.token, 'PO-SHIPPED');
    await post(`/api/admin/orders/${shipped.id}/delivery-status`, {
      deliveryStatus: 'order delivered',
    });
    const late = await post(`/api/admin/orders/${shipped.id}/cancel`, {});
    expect(late.statusCode).toBe(409);
    expect((await get('/api/admin/orders/99999')).statusCode).toBe(404);
  });

  it('serves the special-instructions file to admins only, and counts the dashboard', async () => {
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    const multipart = multipartFile('plan.pdf', PDF_BYTES);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/order/special-quote-files',
      payload: multipart.payload,
      headers: { ...multipart.headers, authorization: `Bearer ${buyer.token}` },
    });
    const fileId = upload.json<{ file: { id: string } }>().file.id;
    const before = (await get('/api/admin/dashboard')).json<{
      dashboard: {
        ordersAwaitingDispatch: number;
        ordersThisWeek: number;
        grossSalesThisWeek: number;
      };
    }>().dashboard;
    const o = await order(buyer.token, 'PO-FILE', {
      special_quote: { text: 'Headboard 140cm', fileId },
    });
    expect(o.specialQuoteText).toBe('Headboard 140cm');
    expect(o.specialQuoteFile).toMatchObject({ id: fileId, fileName: 'plan.pdf' });
    const file = await get(`/api/admin/orders/${o.id}/special-quote-file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('plan.pdf');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    const asCustomer = await get(`/api/admin/orders/${o.id}/special-quote-file`, buyer.token);
    expect(asCustomer.statusCode).toBe(403);
    const after = (await get('/api/admin/dashboard')).json<{
      dashboard: {
        ordersAwaitingDispatch: number;
        ordersThisWeek: number;
        grossSalesThisWeek: number;
      };
    }>().dashboard;
    expect(after.ordersAwaitingDispatch).toBe(before.ordersAwaitingDispatch + 1);
    expect(after.ordersThisWeek).toBe(before.ordersThisWeek + 1);
    expect(after.grossSalesThisWeek).toBe(before.grossSalesThisWeek + o.gross);
  });
});
