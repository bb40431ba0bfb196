/**
 * Orders end to end over real HTTP: a cookie-keeping client → bff → real api (in-memory PGlite,
 * demo seed). Spec §2 Cart / Checkout / My Orders / Track, §4 order states, §5 checkout and reorder
 * rules, §8 messages, §9 VAT and credit; architecture "Credit", "Orders", "Price hiding".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers/real-stack.js';

type Gql<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/** A browser-like GraphQL client keeping the session cookies. */
class Client {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly url: string) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (pair.slice(eq + 1) === '') this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }

  private get cookieHeader(): Record<string, string> {
    return this.cookies.size
      ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
      : {};
  }

  async gql<T = Record<string, unknown>>(query: string, variables: object = {}): Promise<Gql<T>> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.cookieHeader },
      body: JSON.stringify({ query, variables }),
    });
    this.remember(response);
    return (await response.json()) as Gql<T>;
  }

  /** A GraphQL multipart upload of one file as `variables.file`. */
  async upload<T>(query: string, name: string, content: Buffer, type: string): Promise<Gql<T>> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(content)], { type }), name);
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', ...this.cookieHeader },
      body: form,
    });
    return (await response.json()) as Gql<T>;
  }

  async login(email: string, password: string) {
    const r = await this.gql<{ login: { userErrors: unknown[] } }>(
      `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { userErrors { message } } }`,
      { e: email, p: password },
    );
    expect(r.data?.login.userErrors).toEqual([]);
    return this;
  }
}

const ORDER_FIELDS = `id trackingId referenceNumber cancelled cancellable deliveryStatus productName
  sizeLabel fabricName storageType quantity unitPrice { amount } unitVat { amount }
  totalPrice { amount } specialQuote specialQuoteFileName categories shippingAddress`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orders { ${ORDER_FIELDS} } userErrors { field message code } } }`;
const CREDIT = `{ viewer { availableCredit { amount } creditLimit { amount } } }`;
const CANCEL = `mutation($id: ID!) { cancelOrder(orderId: $id) {
  order { id cancelled cancellable } userErrors { field message code } } }`;
const REORDER = `mutation($id: ID!, $q: Int!, $r: String) { reorder(orderId: $id, quantity: $q, referenceNumber: $r) {
  order { ${ORDER_FIELDS} } userErrors { field message code } } }`;
const TRACK = `query($t: String!) { trackOrder(trackingId: $t) { referenceNumber shippingAddress productName
  fabricName quantity totalPrice { amount } trackingId deliveryStatus deliverySteps { name state } } }`;
const QUOTE = `query($lines: [CartLineInput!]!) { cartQuote(lines: $lines) {
  lines { lineTotal { amount } } subtotal { amount } vat { amount } total { amount } } }`;
const PRICE = `query($input: CartLineInput!) { priceQuote(input: $input) { lineTotal { amount } } }`;

interface OrderData {
  id: string;
  trackingId: string;
  referenceNumber: string;
  cancelled: boolean;
  cancellable: boolean;
  totalPrice: { amount: string };
  [key: string]: unknown;
}
type PlaceData = {
  placeOrder: {
    orders: OrderData[];
    userErrors: { field: string | null; message: string; code: string }[];
  };
};

let stack: Stack;
let demo: Client;
let bed: {
  productId: string;
  velvet: { id: string; color: string };
  chenille: { id: string; color: string };
};
let keySeq = 0;

const SHIPPING = {
  firstName: 'Aoife',
  address: 'Unit 4, Liosban Business Park',
  city: 'Galway',
  country: 'Ireland',
};
const kingCloud = (fabric: { id: string; color: string }, quantity: number) => ({
  productId: bed.productId,
  sizeId: '14',
  fabricId: fabric.id,
  fabricColorId: fabric.color,
  storage: 'CLOUD_STORAGE',
  quantity,
});
const place = (client: Client, lines: object[], key = `bff-key-${++keySeq}`) =>
  client.gql<PlaceData>(PLACE, {
    input: { idempotencyKey: key, shippingAddress: SHIPPING, lines },
  });
const available = async (client: Client) =>
  (await client.gql<{ viewer: { availableCredit: { amount: string } } }>(CREDIT)).data?.viewer
    .availableCredit.amount;

/** Registers, approves (admin credential) and signs in another trade customer. */
async function otherCustomer(creditEuros: string): Promise<Client> {
  const email = `other-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.ie`;
  const adminToken = readFileSync(path.join(stack.dataDir, 'admin-token'), 'utf8').trim();
  const post = (url: string, body: object, method = 'POST') =>
    fetch(`${stack.apiUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/user/register', {
    full_name: 'Other Buyer',
    email,
    invoice_email: email,
    phone_number: '+353871234567',
    country: 'Ireland',
    office_address: '1 Main Street',
    office_city: 'Cork',
    office_eir_code: 'T12 AB34',
    delivery_address: '1 Main Street',
    delivery_city: 'Cork',
    delivery_eir_code: 'T12 AB34',
    company_name: 'Other Ltd',
    password: 'Other#Pass2026',
    confirm_password: 'Other#Pass2026',
  });
  expect(registered.status).toBe(201);
  expect((await post('/api/admin/users/by-email/approve', { email })).status).toBe(200);
  const credit = await post(
    '/api/admin/users/by-email/credit-limit',
    { email, credit_limit: creditEuros },
    'PUT',
  );
  expect(credit.status).toBe(200);
  return new Client(stack.bffUrl).login(email, 'Other#Pass2026');
}

beforeAll(async () => {
  stack = await startStack();
  demo = await new Client(stack.bffUrl).login('demo@serenatrade.ie', 'Serena#2026');
  const found = await demo.gql<{
    searchProducts: {
      items: {
        id: string;
        name: string;
        fabrics: { id: string; name: string; colors: { id: string }[] }[];
      }[];
    };
  }>(
    `{ searchProducts(query: "Cashel Grand Bed") { items { id name fabrics { id name colors { id } } } } }`,
  );
  const item = found.data!.searchProducts.items.find((p) => p.name === 'Cashel Grand Bed')!;
  const fabric = (name: string) => {
    const f = item.fabrics.find((x) => x.name === name)!;
    return { id: f.id, color: f.colors[0]!.id };
  };
  bed = { productId: item.id, velvet: fabric('Plush Velvet'), chenille: fabric('Chenille') };
}, 120_000);
afterAll(async () => stack?.close());

describe('cart quote', () => {
  it('prices the whole cart on the server; null for visitors', async () => {
    const lines = [kingCloud(bed.velvet, 2), kingCloud(bed.chenille, 1)];
    const r = await demo.gql(QUOTE, { lines });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      cartQuote: {
        lines: [{ lineTotal: { amount: '2592.84' } }, { lineTotal: { amount: '1259.52' } }],
        subtotal: { amount: '3132.00' },
        vat: { amount: '720.36' },
        total: { amount: '3852.36' },
      },
    });
    expect((await new Client(stack.bffUrl).gql(QUOTE, { lines })).data).toEqual({
      cartQuote: null,
    });
  });
});

describe('checkout, my orders, cancel, reorder, tracking', () => {
  let placed: OrderData;

  it('places the King bed with Cloud Storage × 2 at exactly the priceQuote total', async () => {
    const quote = await demo.gql<{ priceQuote: { lineTotal: { amount: string } } }>(PRICE, {
      input: kingCloud(bed.velvet, 2),
    });
    expect(quote.data?.priceQuote.lineTotal.amount).toBe('2592.84');
    expect(await available(demo)).toBe('5000.00');
    const r = await place(
      demo,
      [
        {
          ...kingCloud(bed.velvet, 2),
          referenceNumber: ' PO-77 ',
          specialQuote: { text: 'Ring first' },
        },
      ],
      'checkout-demo-1',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.placeOrder.userErrors).toEqual([]);
    placed = r.data!.placeOrder.orders[0]!;
    expect(placed).toMatchObject({
      referenceNumber: 'PO-77',
      cancelled: false,
      cancellable: true,
      deliveryStatus: 'awaiting dispatch',
      productName: 'Cashel Grand Bed',
      sizeLabel: '5ft King',
      fabricName: 'Plush Velvet',
      storageType: 'CLOUD_STORAGE',
      quantity: 2,
      unitPrice: { amount: '1054.00' },
      unitVat: { amount: '242.42' },
      totalPrice: { amount: '2592.84' },
      specialQuote: 'Ring first',
      categories: ['Beds'],
      shippingAddress: 'Unit 4, Liosban Business Park, Galway, Ireland',
    });
    expect(await available(demo)).toBe('2407.16');
    const mine = await demo.gql<{
      viewer: { orders: { trackingId: string }[]; order: { id: string } | null };
    }>(`query($t: String!) { viewer { orders { trackingId } order(trackingId: $t) { id } } }`, {
      t: placed.trackingId.toLowerCase(),
    });
    expect(mine.data?.viewer.orders.map((o) => o.trackingId)).toEqual([placed.trackingId]);
    expect(mine.data?.viewer.order?.id).toBe(placed.id);
  });

  it('a repeated checkout key returns the same orders and books nothing', async () => {
    const again = await place(
      demo,
      [{ ...kingCloud(bed.velvet, 2), referenceNumber: 'PO-77' }],
      'checkout-demo-1',
    );
    expect(again.data?.placeOrder.userErrors).toEqual([]);
    expect(again.data?.placeOrder.orders.map((o) => o.id)).toEqual([placed.id]);
    expect(await available(demo)).toBe('2407.16');
  });

  it('refuses more than the available credit, an empty cart and a missing reference', async () => {
    const tooMuch = await place(demo, [{ ...kingCloud(bed.velvet, 2), referenceNumber: 'PO-78' }]);
    expect(tooMuch.data?.placeOrder).toEqual({
      orders: [],
      userErrors: [
        {
          field: null,
          message: 'Insufficient credit to place this order.',
          code: 'INSUFFICIENT_CREDIT',
        },
      ],
    });
    const empty = await place(demo, []);
    expect(empty.data?.placeOrder.userErrors).toEqual([
      { field: 'lines', message: 'Cart is Empty.', code: 'EMPTY_CART' },
    ]);
    const blank = await place(demo, [
      { ...kingCloud(bed.velvet, 1), referenceNumber: 'A' },
      { ...kingCloud(bed.velvet, 1), referenceNumber: '  ' },
    ]);
    expect(blank.data?.placeOrder.userErrors).toEqual([
      {
        field: 'lines.1.referenceNumber',
        message: 'Please enter a reference number.',
        code: 'REQUIRED',
      },
    ]);
    const visitor = await place(new Client(stack.bffUrl), [
      { ...kingCloud(bed.velvet, 1), referenceNumber: 'A' },
    ]);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await available(demo)).toBe('2407.16');
  });

  it('tracks by tracking ID: visitors see no total and only town and country; the owner sees all', async () => {
    const visitor = await new Client(stack.bffUrl).gql<{ trackOrder: Record<string, unknown> }>(
      TRACK,
      {
        t: `  ${placed.trackingId}  `,
      },
    );
    expect(visitor.data?.trackOrder).toMatchObject({
      referenceNumber: 'PO-77',
      shippingAddress: 'Galway, Ireland',
      productName: 'Cashel Grand Bed',
      fabricName: 'Plush Velvet',
      quantity: 2,
      totalPrice: null,
      trackingId: placed.trackingId,
      deliveryStatus: 'awaiting dispatch',
    });
    const steps = visitor.data?.trackOrder.deliverySteps as { name: string; state: string }[];
    expect(steps[0]).toEqual({ name: 'awaiting dispatch', state: 'CURRENT' });
    expect(steps.at(-1)).toEqual({ name: 'order delivered', state: 'PENDING' });
    expect(steps.slice(1).every((s) => s.state === 'PENDING')).toBe(true);

    const owner = await demo.gql<{
      trackOrder: { totalPrice: { amount: string }; shippingAddress: string };
    }>(TRACK, {
      t: 'PO-77',
    });
    expect(owner.data?.trackOrder.totalPrice).toEqual({ amount: '2592.84' });
    expect(owner.data?.trackOrder.shippingAddress).toBe(
      'Unit 4, Liosban Business Park, Galway, Ireland',
    );
    expect((await new Client(stack.bffUrl).gql(TRACK, { t: 'PO-77' })).data).toEqual({
      trackOrder: null,
    });
    expect((await demo.gql(TRACK, { t: '   ' })).data).toEqual({ trackOrder: null });
  });

  it('another customer cannot cancel or reorder the order (FORBIDDEN) nor see it in their lists', async () => {
    const other = await otherCustomer('1000');
    const cancel = await other.gql(CANCEL, { id: placed.id });
    expect(cancel.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const re = await other.gql(REORDER, { id: placed.id, q: 1 });
    expect(re.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const lists = await other.gql<{ viewer: { orders: unknown[]; order: unknown } }>(
      `query($t: String!) { viewer { orders { id } order(trackingId: $t) { id } } }`,
      { t: placed.trackingId },
    );
    expect(lists.data?.viewer).toEqual({ orders: [], order: null });
    const track = await other.gql<{ trackOrder: { totalPrice: unknown } }>(TRACK, {
      t: placed.trackingId,
    });
    expect(track.data?.trackOrder.totalPrice).toBeNull();
    expect(await available(demo)).toBe('2407.16');
  });

  it("reorders at today's price; quantity must be above 0", async () => {
    const zero = await demo.gql(REORDER, { id: placed.id, q: 0 });
    expect(zero.data).toEqual({
      reorder: {
        order: null,
        userErrors: [
          {
            field: 'quantity',
            message: 'Quantity is required and must be greater than 0.',
            code: 'INVALID',
          },
        ],
      },
    });
    const r = await demo.gql<{ reorder: { order: OrderData; userErrors: unknown[] } }>(REORDER, {
      id: placed.id,
      q: 1,
      r: 'PO-REORDER',
    });
    expect(r.data?.reorder.userErrors).toEqual([]);
    expect(r.data?.reorder.order).toMatchObject({
      referenceNumber: 'PO-REORDER',
      quantity: 1,
      totalPrice: { amount: '1296.42' },
    });
    expect(await available(demo)).toBe('1110.74');
    const tooMuch = await demo.gql<{
      reorder: { userErrors: { code: string; message: string }[] };
    }>(REORDER, {
      id: placed.id,
      q: 1,
    });
    expect(tooMuch.data?.reorder.userErrors).toEqual([
      {
        field: null,
        message: 'Insufficient credit to place this order.',
        code: 'INSUFFICIENT_CREDIT',
      },
    ]);
  });

  it('cancelOrder returns the credit; a second cancel is a userError', async () => {
    const r = await demo.gql(CANCEL, { id: placed.id });
    expect(r.data).toEqual({
      cancelOrder: {
        order: { id: placed.id, cancelled: true, cancellable: false },
        userErrors: [],
      },
    });
    expect(await available(demo)).toBe('3703.58');
    const again = await demo.gql<{
      cancelOrder: { order: null; userErrors: { message: string; code: string }[] };
    }>(CANCEL, { id: placed.id });
    expect(again.data?.cancelOrder.order).toBeNull();
    expect(again.data?.cancelOrder.userErrors).toEqual([
      { field: null, message: 'This order has already been cancelled.', code: 'CONFLICT' },
    ]);
  });
});

describe('special-instructions upload', () => {
  const UPLOAD = `mutation($file: Upload!) { uploadSpecialQuoteFile(file: $file) {
    file { id fileName } userErrors { field message code } } }`;
  type UploadData = {
    uploadSpecialQuoteFile: {
      file: { id: string; fileName: string } | null;
      userErrors: unknown[];
    };
  };

  it('accepts a real PDF and refuses PNG bytes named .pdf', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const ok = await demo.upload<UploadData>(UPLOAD, 'plan.pdf', pdf, 'application/pdf');
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.uploadSpecialQuoteFile.file?.fileName).toBe('plan.pdf');
    expect(ok.data?.uploadSpecialQuoteFile.userErrors).toEqual([]);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32),
    ]);
    const bad = await demo.upload<UploadData>(UPLOAD, 'plan.pdf', png, 'application/pdf');
    expect(bad.data?.uploadSpecialQuoteFile).toEqual({
      file: null,
      userErrors: [
        {
          field: 'file',
          message: 'Only PDF or Word files (.pdf, .doc, .docx) are allowed.',
          code: 'INVALID_FILE',
        },
      ],
    });
    const visitor = await new Client(stack.bffUrl).upload<UploadData>(
      UPLOAD,
      'plan.pdf',
      pdf,
      'application/pdf',
    );
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
