/**
 * The customer's side of the books (issue 22) through the bff over a real api: a checkout with the
 * buyer's PO number, its purchase order's invoice standing and credit notes, the VAT rate stored
 * per order, the credit note PDF served with the session (the owner only), and the optional VAT
 * number at sign-up and in Account Info.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VAT_NUMBER_MESSAGE } from '@serena/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const PO_FIELDS = `number buyerPoNumber vatRates gross { amount } invoiceUrl
  invoice { number issueDate dueDate state pdfUrl gross { amount } credited { amount }
    paid { amount } open { amount } }
  creditNotes { number issueDate reason cancelledBy net { amount } vat { amount } gross { amount }
    trackingIds pdfUrl }
  orders { id trackingId vatRate cancelled totalPrice { amount } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  purchaseOrder { ${PO_FIELDS} } userErrors { field message code } } }`;
const PURCHASE_ORDERS = `{ viewer { availableCredit { amount } purchaseOrders { ${PO_FIELDS} } } }`;
const CANCEL = `mutation($id: ID!) { cancelOrder(orderId: $id) { userErrors { message } } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) {
  success userErrors { field message code } } }`;
const UPDATE = `mutation($input: UpdateAccountInput!) { updateAccount(input: $input) {
  user { vatNumber fullName } userErrors { field message code } } }`;

interface Money {
  amount: string;
}
interface PurchaseOrder {
  number: string;
  buyerPoNumber: string | null;
  vatRates: string[];
  gross: Money;
  invoiceUrl: string;
  invoice: {
    number: string;
    issueDate: string;
    dueDate: string;
    state: string;
    pdfUrl: string;
    gross: Money;
    credited: Money;
    paid: Money;
    open: Money;
  } | null;
  creditNotes: {
    number: string;
    reason: string;
    cancelledBy: string;
    gross: Money;
    trackingIds: string[];
    pdfUrl: string;
  }[];
  orders: { id: string; trackingId: string; vatRate: string; totalPrice: Money }[];
}
type UserErrors = { field: string | null; message: string; code: string }[];

let stack: Stack;
let demo: string;
let lines: object[];
let keySeq = 0;
const SHIPPING = { firstName: 'Aoife', address: '4 Quay St', city: 'Galway', country: 'Ireland' };

/** A sign-up form for the bff's register mutation. */
const signUp = (email: string, extra: object = {}) => ({
  fullName: 'Vat Buyer',
  email,
  invoiceEmail: email,
  phoneNumber: '+353871234567',
  country: 'Ireland',
  companyName: 'Vat Buyer Ltd',
  officeAddress: '1 Main Street',
  officeCity: 'Cork',
  officeEircode: 'T12 AB34',
  deliveryAddress: '1 Main Street',
  deliveryCity: 'Cork',
  deliveryEircode: 'T12 AB34',
  password: 'Other#Pass2026',
  confirmPassword: 'Other#Pass2026',
  ...extra,
});
const uniqueEmail = () => `vat-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.ie`;

/** Approves an account with the admin credential and returns a bearer token of it. */
async function approve(email: string): Promise<string> {
  const adminToken = readFileSync(path.join(stack.dataDir, 'admin-token'), 'utf8').trim();
  const headers = { 'content-type': 'application/json', 'x-admin-token': adminToken };
  const url = `${stack.apiUrl}/api/admin/users/by-email`;
  const ok = await fetch(`${url}/approve`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  });
  expect(ok.status).toBe(200);
  return tokenOf(stack, { email, password: 'Other#Pass2026' });
}

const place = (token: string, extra: object = {}) =>
  adminGql<{ placeOrder: { purchaseOrder: PurchaseOrder | null; userErrors: UserErrors } }>(
    stack,
    PLACE,
    { input: { idempotencyKey: `books-${++keySeq}`, shippingAddress: SHIPPING, lines, ...extra } },
    token,
  );
const purchaseOrders = async (token: string) =>
  (
    await adminGql<{
      viewer: { availableCredit: Money; purchaseOrders: PurchaseOrder[] };
    }>(stack, PURCHASE_ORDERS, {}, token)
  ).data!.viewer;

beforeAll(async () => {
  stack = await startStack();
  demo = await tokenOf(stack, DEMO_CUSTOMER);
  const found = await adminGql<{
    searchProducts: {
      items: { id: string; name: string; fabrics: { id: string; colors: { id: string }[] }[] }[];
    };
  }>(
    stack,
    `{ searchProducts(query: "Cashel Grand Bed") { items { id name fabrics { id colors { id } } } } }`,
  );
  const bed = found.data!.searchProducts.items.find((p) => p.name === 'Cashel Grand Bed')!;
  lines = bed.fabrics.slice(0, 2).map((fabric, i) => ({
    productId: bed.id,
    sizeId: '14',
    fabricId: fabric.id,
    fabricColorId: fabric.colors[0]!.id,
    storage: 'NONE',
    quantity: 1,
    referenceNumber: `REF-${i + 1}`,
  }));
}, 120_000);
afterAll(async () => stack?.close(), 60_000);

describe('purchase orders: buyer PO number, invoice standing and credit notes', () => {
  let po: PurchaseOrder;

  it('placeOrder sends buyerPoNumber; the purchase order carries it, its VAT rates and invoice', async () => {
    const r = await place(demo, { buyerPoNumber: '  ACME-PO-4471 ' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.placeOrder.userErrors).toEqual([]);
    const viewer = await purchaseOrders(demo);
    po = viewer.purchaseOrders[0]!;
    expect(po.buyerPoNumber).toBe('ACME-PO-4471');
    expect(po.vatRates).toEqual(['23']);
    expect(po.orders.map((o) => o.vatRate)).toEqual(['23', '23']);
    expect(po.invoice).toMatchObject({
      state: 'UNPAID',
      gross: po.gross,
      credited: { amount: '0.00' },
      paid: { amount: '0.00' },
      open: po.gross,
      pdfUrl: po.invoiceUrl,
    });
    expect(po.invoice!.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(po.invoice!.dueDate > po.invoice!.issueDate).toBe(true);
    expect(po.creditNotes).toEqual([]);
  });

  it('a purchase order without a PO number has buyerPoNumber null; over 35 characters is a userError', async () => {
    const tooLong = await place(demo, { buyerPoNumber: 'X'.repeat(36) });
    expect(tooLong.data!.placeOrder).toEqual({
      purchaseOrder: null,
      userErrors: [
        {
          field: 'buyer_po_number',
          message: 'Your PO number must be at most 35 characters.',
          code: 'INVALID',
        },
      ],
    });
  });

  it('cancelling a line issues a credit note: listed with its PDF link, the invoice credited', async () => {
    const line = po.orders[1]!;
    const cancelled = await adminGql(stack, CANCEL, { id: line.id }, demo);
    expect(cancelled.errors).toBeUndefined();
    const after = (await purchaseOrders(demo)).purchaseOrders.find((p) => p.number === po.number)!;
    expect(after.creditNotes).toHaveLength(1);
    const note = after.creditNotes[0]!;
    expect(note).toMatchObject({
      reason: 'Cancelled by the customer',
      cancelledBy: 'CUSTOMER',
      gross: line.totalPrice,
      trackingIds: [line.trackingId],
      pdfUrl: `/documents/credit-notes/${note.number}`,
    });
    expect(note.number).toMatch(/^CN-\d{4}-\d{6}$/);
    const owed = (Number(po.gross.amount) - Number(line.totalPrice.amount)).toFixed(2);
    expect(after.invoice).toMatchObject({
      state: 'UNPAID',
      credited: line.totalPrice,
      open: { amount: owed },
    });
  });

  it('serves the credit note PDF to its owner only (404 for another customer, 401 for visitors)', async () => {
    const { purchaseOrders: pos } = await purchaseOrders(demo);
    const url = `${stack.bffUrl}${pos.find((p) => p.creditNotes.length > 0)!.creditNotes[0]!.pdfUrl}`;
    const pdf = await fetch(url, { headers: { cookie: `authToken=${demo}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const email = uniqueEmail();
    expect((await adminGql(stack, REGISTER, { input: signUp(email) })).errors).toBeUndefined();
    const other = await approve(email);
    const foreign = await fetch(url, { headers: { cookie: `authToken=${other}` } });
    expect(foreign.status).toBe(404);
    await foreign.body?.cancel();
    const visitor = await fetch(url);
    expect(visitor.status).toBe(401);
    await visitor.body?.cancel();
  });
});

describe('VAT number at sign-up and in Account Info', () => {
  it('register takes a valid vatNumber (normalised), refuses an invalid one on vat_number', async () => {
    const bad = await adminGql<{ register: { success: boolean; userErrors: UserErrors } }>(
      stack,
      REGISTER,
      { input: signUp(uniqueEmail(), { vatNumber: 'IE123' }) },
    );
    expect(bad.data!.register).toEqual({
      success: false,
      userErrors: [{ field: 'vat_number', message: VAT_NUMBER_MESSAGE, code: 'INVALID' }],
    });
    const email = uniqueEmail();
    const ok = await adminGql<{ register: { success: boolean } }>(stack, REGISTER, {
      input: signUp(email, { vatNumber: 'ie 6388047v' }),
    });
    expect(ok.data!.register.success).toBe(true);
    const token = await approve(email);
    const me = await adminGql<{ viewer: { vatNumber: string | null } }>(
      stack,
      '{ viewer { vatNumber } }',
      {},
      token,
    );
    expect(me.data!.viewer.vatNumber).toBe('IE6388047V');
  });

  it('updateAccount sets, refuses and clears the vatNumber', async () => {
    const email = uniqueEmail();
    await adminGql(stack, REGISTER, { input: signUp(email) });
    const token = await approve(email);
    type Update = {
      updateAccount: { user: { vatNumber: string | null } | null; userErrors: UserErrors };
    };
    const set = await adminGql<Update>(
      stack,
      UPDATE,
      { input: { vatNumber: 'GB980780684' } },
      token,
    );
    expect(set.data!.updateAccount).toEqual({
      user: { vatNumber: 'GB980780684', fullName: 'Vat Buyer' },
      userErrors: [],
    });
    const bad = await adminGql<Update>(stack, UPDATE, { input: { vatNumber: 'DE12' } }, token);
    expect(bad.data!.updateAccount).toEqual({
      user: null,
      userErrors: [{ field: 'vat_number', message: VAT_NUMBER_MESSAGE, code: 'INVALID' }],
    });
    const cleared = await adminGql<Update>(stack, UPDATE, { input: { vatNumber: '' } }, token);
    expect(cleared.data!.updateAccount.user).toEqual({ vatNumber: null, fullName: 'Vat Buyer' });
  });
});
