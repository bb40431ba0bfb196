/**
 * The company address book and reordering a whole purchase order through the bff over a real api
 * (issue 24): the demo company admin saves an address (Eircode normalised; a bad one is a
 * userError on `eircode`), every change comes back in `companyAddresses`, a checkout to the saved
 * address keeps the whole address on the purchase order, `purchaseOrderReorder` answers every line
 * priced today, and a visitor is UNAUTHENTICATED.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_CUSTOMER, placeDemoBedOrder, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const ADDRESS_FIELDS =
  'id recipientName companyName line1 line2 town county eircode phone deliveryNotes isDefault';
const PAYLOAD = `address { ${ADDRESS_FIELDS} } message userErrors { field message code }`;
const CREATE = `mutation($input: CompanyAddressInput!) { createCompanyAddress(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation($id: ID!, $input: CompanyAddressInput!) {
  updateCompanyAddress(addressId: $id, input: $input) { ${PAYLOAD} } }`;
const DEFAULT = `mutation($id: ID!) { setDefaultCompanyAddress(addressId: $id) { ${PAYLOAD} } }`;
const DELETE = `mutation($id: ID!) { deleteCompanyAddress(addressId: $id) { ${PAYLOAD} } }`;
const LIST = `{ companyAddresses { ${ADDRESS_FIELDS} } }`;

const DEPOT = {
  recipientName: 'Niamh Byrne',
  companyName: 'Byrne Interiors',
  line1: '12 Dock Road',
  town: 'Limerick',
  county: 'Co. Limerick',
  eircode: 'v94 t2x1',
  phone: '061 555 010',
  deliveryNotes: 'Goods in at the side gate',
};

interface Address {
  id: string;
  town: string;
  eircode: string;
  isDefault: boolean;
}
interface Payload {
  address: Address | null;
  message: string | null;
  userErrors: { field: string | null; message: string; code: string }[];
}

describe('company address book through the bff', () => {
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-bff-addresses-' });
    admin = await tokenOf(stack, DEMO_CUSTOMER);
  });
  afterAll(async () => stack?.close());

  it('saves, changes, defaults and deletes addresses; a bad Eircode is a userError', async () => {
    const bad = await adminGql<{ createCompanyAddress: Payload }>(
      stack,
      CREATE,
      { input: { ...DEPOT, eircode: 'BT1 1AA' } },
      admin,
    );
    expect(bad.data?.createCompanyAddress).toEqual({
      address: null,
      message: null,
      userErrors: [
        { field: 'eircode', message: 'Enter a valid Eircode, e.g. D02 X285.', code: 'INVALID' },
      ],
    });
    const made = await adminGql<{ createCompanyAddress: Payload }>(
      stack,
      CREATE,
      { input: DEPOT },
      admin,
    );
    expect(made.data?.createCompanyAddress).toMatchObject({
      address: { eircode: 'V94 T2X1', isDefault: true, town: 'Limerick' },
      message: 'Address saved',
      userErrors: [],
    });
    const firstId = made.data!.createCompanyAddress.address!.id;
    const second = await adminGql<{ createCompanyAddress: Payload }>(
      stack,
      CREATE,
      { input: { ...DEPOT, town: 'Ennis', county: 'Co. Clare', eircode: 'V95 AC12' } },
      admin,
    );
    const secondId = second.data!.createCompanyAddress.address!.id;
    const moved = await adminGql<{ setDefaultCompanyAddress: Payload }>(
      stack,
      DEFAULT,
      { id: secondId },
      admin,
    );
    expect(moved.data?.setDefaultCompanyAddress.address?.isDefault).toBe(true);
    const edited = await adminGql<{ updateCompanyAddress: Payload }>(
      stack,
      UPDATE,
      { id: firstId, input: { ...DEPOT, town: 'Limerick City' } },
      admin,
    );
    expect(edited.data?.updateCompanyAddress.address).toMatchObject({
      town: 'Limerick City',
      isDefault: false,
    });
    const list = await adminGql<{ companyAddresses: Address[] }>(stack, LIST, {}, admin);
    expect(list.data?.companyAddresses.map((a) => [a.town, a.isDefault])).toEqual([
      ['Ennis', true],
      ['Limerick City', false],
    ]);
    const gone = await adminGql<{ deleteCompanyAddress: Payload }>(
      stack,
      DELETE,
      { id: secondId },
      admin,
    );
    expect(gone.data?.deleteCompanyAddress.message).toBe('Address deleted');
    const unknown = await adminGql<{ deleteCompanyAddress: Payload }>(
      stack,
      DELETE,
      { id: 'x' },
      admin,
    );
    expect(unknown.data?.deleteCompanyAddress.userErrors[0]?.code).toBe('NOT_FOUND');
    const after = await adminGql<{ companyAddresses: Address[] }>(stack, LIST, {}, admin);
    expect(after.data?.companyAddresses).toEqual([
      expect.objectContaining({ id: firstId, isDefault: true }),
    ]);
  });

  it('checks out to the saved address and reorders the whole purchase order at today’s prices', async () => {
    const list = await adminGql<{ companyAddresses: Address[] }>(stack, LIST, {}, admin);
    const addressId = list.data!.companyAddresses[0]!.id;
    const placed = await placeDemoBedOrder(stack, admin, 'ADDR-BFF', '', {
      shippingAddress: null,
      addressId,
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeOrder.orders).toHaveLength(1);
    const pos = await adminGql<{
      viewer: { purchaseOrders: { number: string; shippingAddress: string }[] };
    }>(stack, '{ viewer { purchaseOrders { number shippingAddress } } }', {}, admin);
    expect(pos.errors).toBeUndefined();
    const po = pos.data!.viewer.purchaseOrders[0]!;
    expect(po.shippingAddress).toBe(
      'Niamh Byrne, Byrne Interiors, 12 Dock Road, Limerick City, Co. Limerick, V94 T2X1, Ireland, ' +
        'Tel. 061 555 010, Delivery notes: Goods in at the side gate',
    );
    const reorder = await adminGql<{
      purchaseOrderReorder: {
        productName: string;
        error: string | null;
        quantity: number;
        referenceNumber: string;
        price: { unitPrice: { amount: string } } | null;
      }[];
    }>(
      stack,
      `query($n: String!) { purchaseOrderReorder(number: $n) {
        productName error quantity referenceNumber price { unitPrice { amount } } } }`,
      { n: po.number.toLowerCase() },
      admin,
    );
    expect(reorder.data?.purchaseOrderReorder).toEqual([
      {
        productName: 'Cashel Grand Bed',
        error: null,
        quantity: 1,
        referenceNumber: 'ADDR-BFF',
        price: { unitPrice: { amount: expect.stringMatching(/^\d+\.\d\d$/) as string } },
      },
    ]);
    const none = await adminGql<{ purchaseOrderReorder: unknown }>(
      stack,
      '{ purchaseOrderReorder(number: "PO-999999") { productName } }',
      {},
      admin,
    );
    expect(none.data?.purchaseOrderReorder).toBeNull();
  });

  it('answers a visitor UNAUTHENTICATED on the book and null on a reorder', async () => {
    const visitor = await adminGql(stack, LIST, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const reorder = await adminGql<{ purchaseOrderReorder: unknown }>(
      stack,
      '{ purchaseOrderReorder(number: "PO-000001") { productName } }',
      {},
    );
    expect(reorder.data?.purchaseOrderReorder).toBeNull();
  });
});
