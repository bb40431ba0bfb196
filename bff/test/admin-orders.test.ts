/**
 * The admin console's orders over GraphQL (issue 9), real api and bff: the demo customer orders;
 * the admin sees it on the dashboard, finds it by text, reads its detail, exports the CSV, moves it
 * forward and back (a reason is required), cancels another on the customer's behalf (credit
 * returned), and reads the order's history and the audit log. Refusals come back as userErrors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_ADMIN, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const ORDER = `fragment O on AdminOrder {
  id trackingId referenceNumber deliveryStatus cancelled cancellable storageType productId
  quantity net { amount } vat { amount } gross { amount } specialQuoteText
  specialQuoteFile { fileName } allowedDeliveryStatuses customer { id email companyName }
  history { action reason actor }
}`;
const PAYLOAD = `order { ...O } message userErrors { field message code }`;

type Order = {
  id: string;
  trackingId: string;
  referenceNumber: string;
  deliveryStatus: string;
  cancelled: boolean;
  cancellable: boolean;
  storageType: string;
  gross: { amount: string };
  net: { amount: string };
  vat: { amount: string };
  allowedDeliveryStatuses: string[];
  customer: { id: string; email: string };
  history: { action: string; reason: string | null; actor: string }[];
};
type Payload = {
  order: Order | null;
  message: string | null;
  userErrors: { field: string | null; code: string }[];
};

describe('admin orders over GraphQL', () => {
  let stack: Stack;
  let admin: string;
  let customer: string;
  const placed: { id: string; trackingId: string }[] = [];

  const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    adminGql<T>(stack, query, variables, admin);

  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-admin-orders-' });
    admin = await tokenOf(stack, DEMO_ADMIN);
    customer = await tokenOf(stack, DEMO_CUSTOMER);
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
    for (const ref of ['ADM-1', 'ADM-2']) {
      const r = await adminGql<{
        placeOrder: { orders: { id: string; trackingId: string }[]; userErrors: unknown[] };
      }>(
        stack,
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
          orders { id trackingId } userErrors { message } } }`,
        {
          input: {
            idempotencyKey: `admin-orders-${ref}`,
            shippingAddress: {
              firstName: 'Aoife',
              address: 'Unit 4, Liosban Business Park',
              city: 'Galway',
              country: 'Ireland',
            },
            lines: [
              {
                productId: bed.id,
                sizeId: '14',
                fabricId: bed.fabrics[0]!.id,
                fabricColorId: bed.fabrics[0]!.colors[0]!.id,
                storage: 'CLOUD_STORAGE',
                quantity: 1,
                referenceNumber: ref,
                specialQuote: { text: 'Ring first' },
              },
            ],
          },
        },
        customer,
      );
      expect(r.data?.placeOrder.userErrors).toEqual([]);
      placed.push(r.data!.placeOrder.orders[0]!);
    }
  }, 60_000);
  afterAll(async () => stack?.close());

  it('shows the orders on the dashboard', async () => {
    const r = await gql<{
      admin: {
        dashboard: {
          ordersAwaitingDispatch: number;
          ordersThisWeek: number;
          grossSalesThisWeek: { amount: string; currencyCode: string };
          netSalesThisWeek: { amount: string };
          weekStartsAt: string;
        };
      };
    }>(`{ admin { dashboard { pendingApplications ordersAwaitingDispatch unreadContactMessages
      unreadCallbackRequests ordersThisWeek netSalesThisWeek { amount } grossSalesThisWeek
      { amount currencyCode } weekStartsAt } } }`);
    expect(r.errors).toBeUndefined();
    const d = r.data!.admin.dashboard;
    expect(d.ordersAwaitingDispatch).toBeGreaterThanOrEqual(2);
    expect(d.ordersThisWeek).toBeGreaterThanOrEqual(2);
    expect(d.grossSalesThisWeek.currencyCode).toBe('EUR');
    expect(Number(d.grossSalesThisWeek.amount)).toBeGreaterThan(Number(d.netSalesThisWeek.amount));
    expect(Date.parse(d.weekStartsAt)).not.toBeNaN();
  });

  it('lists, filters, sorts and exports orders', async () => {
    const r = await gql<{
      admin: { orders: { totalCount: number; nodes: Order[]; pageInfo: { totalPages: number } } };
    }>(
      `query($f: AdminOrderFilter) { admin { orders(filter: $f, sortBy: TOTAL, sortDirection: ASC,
        pageSize: 5) { totalCount pageInfo { totalPages } nodes { ...O } } } } ${ORDER}`,
      { f: { search: placed[0]!.trackingId } },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.admin.orders.totalCount).toBe(1);
    const order = r.data!.admin.orders.nodes[0]!;
    expect(order).toMatchObject({
      trackingId: placed[0]!.trackingId,
      referenceNumber: 'ADM-1',
      deliveryStatus: 'awaiting dispatch',
      storageType: 'CLOUD_STORAGE',
      cancellable: true,
      customer: { email: DEMO_CUSTOMER.email },
    });
    const cents = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
    expect(cents(order.net) + cents(order.vat)).toBe(cents(order.gross));
    expect(order.allowedDeliveryStatuses).toContain('order delivered');

    const mine = await gql<{ admin: { orders: { totalCount: number } } }>(
      `query($f: AdminOrderFilter) { admin { orders(filter: $f) { totalCount } } }`,
      { f: { customerId: order.customer.id, deliveryStatus: 'awaiting dispatch' } },
    );
    expect(mine.data?.admin.orders.totalCount).toBeGreaterThanOrEqual(2);
    const badCustomer = await gql(
      `{ admin { orders(filter: { customerId: "abc" }) { totalCount } } }`,
    );
    expect(badCustomer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badDay = await gql(
      `{ admin { orders(filter: { dateFrom: "yesterday" }) { totalCount } } }`,
    );
    expect(badDay.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const csv = await gql<{
      admin: {
        ordersCsv: { fileName: string; contentType: string; content: string; rowCount: number };
      };
    }>(
      `{ admin { ordersCsv(filter: { search: "ADM-" }) { fileName contentType content rowCount } } }`,
    );
    expect(csv.errors).toBeUndefined();
    const file = csv.data!.admin.ordersCsv;
    expect(file.fileName).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.contentType).toBe('text/csv');
    expect(file.rowCount).toBe(2);
    expect(file.content).toContain(placed[1]!.trackingId);
    expect(file.content.trim().split(/\r?\n/)).toHaveLength(3);
  });

  it('reads one order, null for an unknown id', async () => {
    const r = await gql<{ admin: { order: Order | null; missing: null; junk: null } }>(
      `query($id: ID!) { admin { order(id: $id) { ...O } missing: order(id: "999999") { id }
        junk: order(id: "x") { id } } } ${ORDER}`,
      { id: placed[0]!.id },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.admin.order?.trackingId).toBe(placed[0]!.trackingId);
    expect(r.data?.admin.missing).toBeNull();
    expect(r.data?.admin.junk).toBeNull();
  });

  it('moves an order forward, back one step only with a reason, and keeps its history', async () => {
    const move = (status: string, reason?: string) =>
      gql<{ admin: { setOrderDeliveryStatus: Payload } }>(
        `mutation($id: ID!, $s: String!, $r: String) { admin {
          setOrderDeliveryStatus(id: $id, deliveryStatus: $s, reason: $r) { ${PAYLOAD} } } } ${ORDER}`,
        { id: placed[0]!.id, s: status, r: reason ?? null },
      );
    const delivered = await move('order delivered');
    expect(delivered.errors).toBeUndefined();
    expect(delivered.data?.admin.setOrderDeliveryStatus.order?.deliveryStatus).toBe(
      'order delivered',
    );
    expect(delivered.data?.admin.setOrderDeliveryStatus.message).toContain(placed[0]!.trackingId);
    const allowed = delivered.data!.admin.setOrderDeliveryStatus.order!.allowedDeliveryStatuses;
    expect(allowed).toHaveLength(1);
    const back = allowed[0]!;

    const noReason = await move(back);
    expect(noReason.data?.admin.setOrderDeliveryStatus.order).toBeNull();
    expect(noReason.data?.admin.setOrderDeliveryStatus.userErrors[0]?.code).toBe('REASON_REQUIRED');
    const unknown = await move('on the moon');
    expect(unknown.data?.admin.setOrderDeliveryStatus.userErrors[0]?.code).toBeTruthy();

    const moved = await move(back, 'Delivered to the wrong shop');
    const order = moved.data!.admin.setOrderDeliveryStatus.order!;
    expect(order.deliveryStatus).toBe(back);
    expect(order.history[0]).toMatchObject({
      action: 'delivery-status-back',
      reason: 'Delivered to the wrong shop',
      actor: DEMO_ADMIN.email,
    });
    expect(order.history).toHaveLength(2);
  });

  it("cancels an order on the customer's behalf and returns the credit", async () => {
    const credit = async () =>
      (
        await adminGql<{ viewer: { availableCredit: { amount: string } } }>(
          stack,
          `{ viewer { availableCredit { amount } } }`,
          {},
          customer,
        )
      ).data!.viewer.availableCredit.amount;
    const before = Number(await credit());
    const cancel = (id: string) =>
      gql<{ admin: { cancelOrder: Payload } }>(
        `mutation($id: ID!) { admin { cancelOrder(id: $id, reason: "Customer phoned") {
          ${PAYLOAD} } } } ${ORDER}`,
        { id },
      );
    const r = await cancel(placed[1]!.id);
    expect(r.errors).toBeUndefined();
    const order = r.data!.admin.cancelOrder.order!;
    expect(order).toMatchObject({ cancelled: true, cancellable: false });
    expect(order.allowedDeliveryStatuses).toEqual([]);
    expect(Number(await credit())).toBeCloseTo(before + Number(order.gross.amount), 2);

    const again = await cancel(placed[1]!.id);
    expect(again.data?.admin.cancelOrder.userErrors[0]?.code).toBe('NOT_CANCELLABLE');
    const missing = await cancel('999999');
    expect(missing.data?.admin.cancelOrder.userErrors[0]?.code).toBe('NOT_FOUND');
  });

  it('shows every write in the audit log, filtered by entity', async () => {
    const r = await gql<{
      admin: {
        auditLog: {
          totalCount: number;
          nodes: { entity: string; entityId: string; action: string; before: string | null }[];
        };
      };
    }>(
      `query($id: ID) { admin { auditLog(entity: ORDER, entityId: $id, pageSize: 10) { totalCount
        nodes { id at actor entity entityId action before after reason } } } }`,
      { id: placed[1]!.id },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.admin.auditLog.nodes).toEqual([
      expect.objectContaining({ entity: 'ORDER', entityId: placed[1]!.id, action: 'cancel' }),
    ]);
    expect(JSON.parse(r.data!.admin.auditLog.nodes[0]!.before!)).toMatchObject({
      cancelledAt: null,
      deliveryStatus: 'awaiting dispatch',
    });
    const all = await gql<{ admin: { auditLog: { totalCount: number } } }>(
      `{ admin { auditLog { totalCount } } }`,
    );
    expect(all.data?.admin.auditLog.totalCount).toBeGreaterThanOrEqual(3);
  });

  it('reads the audit log in words, filters it, and exports it as CSV (issue 26)', async () => {
    const filtered = await gql<{
      admin: {
        auditLog: {
          totalCount: number;
          nodes: { action: string; changes: { label: string; after: string | null }[] }[];
        };
        auditLogCsv: { fileName: string; contentType: string; content: string; rowCount: number };
      };
    }>(
      `query($filter: AuditLogFilter) { admin {
        auditLog(entity: ORDER, filter: $filter) { totalCount nodes { action changes { label after } } }
        auditLogCsv(entity: ORDER, filter: $filter) { fileName contentType content rowCount } } }`,
      { filter: { action: 'cancel', search: '  ' } },
    );
    expect(filtered.errors).toBeUndefined();
    const log = filtered.data!.admin.auditLog;
    expect(log.totalCount).toBe(1);
    expect(log.nodes[0]!.changes.map((c) => c.label)).toContain('Cancelled at');
    const csv = filtered.data!.admin.auditLogCsv;
    expect(csv).toMatchObject({ contentType: 'text/csv', rowCount: 1 });
    expect(csv.fileName).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.content).toContain('Cancelled at: (none) →');
    const bad = await gql(`{ admin { auditLog(filter: { from: "soon" }) { totalCount } } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
