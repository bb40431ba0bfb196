/**
 * Price lists over GraphQL on the real stack (issue 25): the admin creates a list (10 % off Beds),
 * refusals come back as userErrors, assigns it to the demo customer, who then sees the lower price
 * on the product, its variations and the quote, and places an order the api accepts at exactly
 * that price; unassigned, the customer is back at the trade price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGql,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  placeDemoBedOrder,
  tokenOf,
} from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const LIST = `fragment L on AdminPriceList {
  id name active accountCount rules { id kind categoryId percentOff productId price { amount } }
}`;

interface Bed {
  id: string;
  price: { amount: string };
  variations: { price: { amount: string } }[];
  fabrics: { id: string; colors: { id: string }[] }[];
}

describe('price lists over GraphQL', () => {
  let stack: Stack;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-admin-prices-' });
    admin = await tokenOf(stack, DEMO_ADMIN);
    customer = await tokenOf(stack, DEMO_CUSTOMER);
  }, 60_000);
  afterAll(async () => stack?.close());

  const bed = async () => {
    const answer = await adminGql<{ searchProducts: { items: (Bed & { name: string })[] } }>(
      stack,
      `{ searchProducts(query: "Cashel Grand Bed") { items { id name price { amount }
          variations { price { amount } } fabrics { id colors { id } } } } }`,
      {},
      customer,
    );
    return answer.data!.searchProducts.items.find((p) => p.name === 'Cashel Grand Bed')!;
  };
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  it('creates a list, assigns it, and the customer sees and pays 10 % less on beds', async () => {
    const trade = await bed();
    const categories = await adminGql<{ categories: { id: string; name: string }[] }>(
      stack,
      '{ categories { id name } }',
    );
    const beds = categories.data!.categories.find((c) => c.name === 'Beds')!;

    const created = await adminGql<{ admin: { createPriceList: { priceList: { id: string } } } }>(
      stack,
      `mutation { admin { createPriceList(input: { name: "Hotel chains" }) {
          priceList { ...L } userErrors { field code } } } } ${LIST}`,
      {},
      admin,
    );
    const listId = created.data!.admin.createPriceList.priceList.id;
    const rule = (input: string) =>
      adminGql<{
        admin: {
          addPriceRule: {
            priceList: { rules: { kind: string; percentOff: string }[] } | null;
            userErrors: { field: string; code: string }[];
          };
        };
      }>(
        stack,
        `mutation { admin { addPriceRule(priceListId: "${listId}", input: ${input}) {
            priceList { ...L } userErrors { field code } } } } ${LIST}`,
        {},
        admin,
      );
    const bad = await rule('{ kind: PERCENT, percentOff: "150" }');
    expect(bad.data!.admin.addPriceRule).toEqual({
      priceList: null,
      userErrors: [expect.objectContaining({ field: 'percentOff', code: 'INVALID' })],
    });
    const unknown = await rule('{ kind: PERCENT, percentOff: "10", categoryId: "999999" }');
    expect(unknown.data!.admin.addPriceRule.userErrors[0]).toMatchObject({
      field: 'categoryId',
      code: 'INVALID',
    });
    const added = await rule(`{ kind: PERCENT, percentOff: "10", categoryId: "${beds.id}" }`);
    expect(added.data!.admin.addPriceRule.priceList!.rules).toEqual([
      expect.objectContaining({ kind: 'PERCENT', percentOff: '10' }),
    ]);

    const viewer = await adminGql<{ viewer: { id: string } }>(
      stack,
      '{ viewer { id } }',
      {},
      customer,
    );
    const assign = (priceListId: string) =>
      adminGql<{
        admin: { assignPriceList: { priceListId: string | null; userErrors: unknown[] } };
      }>(
        stack,
        `mutation { admin { assignPriceList(accountId: "${viewer.data!.viewer.id}", priceListId: ${priceListId}) {
            priceListId userErrors { field code } } } }`,
        {},
        admin,
      );
    expect((await assign(`"${listId}"`)).data!.admin.assignPriceList).toEqual({
      priceListId: listId,
      userErrors: [],
    });

    const listed = await bed();
    expect(cents(listed.price.amount)).toBe(Math.round(cents(trade.price.amount) * 0.9));
    expect(listed.variations.map((v) => cents(v.price.amount))).toEqual(
      trade.variations.map((v) => Math.round(cents(v.price.amount) * 0.9)),
    );
    const placed = await placeDemoBedOrder(stack, customer, 'PRICE-LIST-1');
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.orders).toHaveLength(1);

    const lists = await adminGql<{ admin: { priceLists: { accountCount: number }[] } }>(
      stack,
      `{ admin { priceLists { ...L } } } ${LIST}`,
      {},
      admin,
    );
    expect(lists.data!.admin.priceLists).toEqual([expect.objectContaining({ accountCount: 1 })]);
    // The account's own screen names the list it buys on.
    const accountList = () =>
      adminGql<{ admin: { account: { priceList: { id: string; name: string } | null } } }>(
        stack,
        `{ admin { account(id: "${viewer.data!.viewer.id}") { priceList { id name } } } }`,
        {},
        admin,
      );
    expect((await accountList()).data!.admin.account.priceList?.id).toBe(listId);

    expect((await assign('null')).data!.admin.assignPriceList.priceListId).toBeNull();
    expect((await accountList()).data!.admin.account.priceList).toBeNull();
    expect((await bed()).price.amount).toBe(trade.price.amount);
  });
});
