/**
 * Saved lists over GraphQL on the real stack (issue 24 "Saved lists"): the demo customer saves a
 * configured bed, the line comes back priced now exactly as priceQuote prices it, bad input is a
 * userError with its field, another list id is null, and a visitor is UNAUTHENTICATED.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_CUSTOMER, demoBedLine, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const LIST = `fragment L on SavedList {
  id name shared canEdit canManage
  lines { id productName sizeLabel fabricName storage quantity unavailable
    price { unitPrice { amount } lineTotal { amount } } }
}`;

interface ListView {
  id: string;
  name: string;
  lines: {
    id: string;
    productName: string;
    sizeLabel: string | null;
    unavailable: string | null;
    price: { unitPrice: { amount: string }; lineTotal: { amount: string } } | null;
  }[];
}

describe('saved lists over GraphQL', () => {
  let stack: Stack;
  let customer: string;
  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-lists-' });
    customer = await tokenOf(stack, DEMO_CUSTOMER);
  }, 60_000);
  afterAll(async () => stack?.close());

  it('saves a configured bed and prices it as priceQuote does; refuses bad input with its field', async () => {
    const line = { ...(await demoBedLine(stack, customer)), storage: 'OTTOMAN', quantity: 3 };
    const visitor = await adminGql(stack, `{ savedLists { id } }`);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const created = await adminGql<{ createSavedList: { savedList: ListView } }>(
      stack,
      `mutation($i: CreateSavedListInput!) { createSavedList(input: $i) { savedList { ...L } userErrors { field message } } } ${LIST}`,
      { i: { name: 'Hotel rooms', lines: [line] } },
      customer,
    );
    const list = created.data!.createSavedList.savedList;
    expect(list).toMatchObject({
      name: 'Hotel rooms',
      shared: false,
      canEdit: true,
      canManage: true,
    });
    const quoted = await adminGql<{
      priceQuote: { unitPrice: { amount: string }; lineTotal: { amount: string } };
    }>(
      stack,
      `query($i: CartLineInput!) { priceQuote(input: $i) { unitPrice { amount } lineTotal { amount } } }`,
      { i: line },
      customer,
    );
    expect(list.lines).toEqual([
      expect.objectContaining({
        productName: 'Cashel Grand Bed',
        sizeLabel: '5ft King',
        unavailable: null,
        price: quoted.data!.priceQuote,
      }),
    ]);

    const bad = await adminGql<{
      addToSavedList: { savedList: null; userErrors: { field: string; code: string }[] };
    }>(
      stack,
      `mutation($id: ID!, $l: [CartLineInput!]!) { addToSavedList(id: $id, lines: $l) { savedList { id } userErrors { field code } } }`,
      { id: list.id, l: [{ ...line, sizeId: '999999' }] },
      customer,
    );
    expect(bad.data!.addToSavedList).toEqual({
      savedList: null,
      userErrors: [{ field: 'lines.0.sizeId', code: 'INVALID' }],
    });
    const none = await adminGql<{ savedList: null }>(
      stack,
      `{ savedList(id: "999999") { id } }`,
      {},
      customer,
    );
    expect(none.data!.savedList).toBeNull();
    const removed = await adminGql<{ deleteSavedList: { deletedId: string } }>(
      stack,
      `mutation($id: ID!) { deleteSavedList(id: $id) { deletedId userErrors { code } } }`,
      { id: list.id },
      customer,
    );
    expect(removed.data!.deleteSavedList.deletedId).toBe(list.id);
  });
});
