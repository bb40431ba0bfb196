/**
 * The admin console's accounts over GraphQL (issue 9), real api and bff: a retailer applies, the
 * admin finds it by company, approves it, sets a credit limit, records a payment and reads the
 * ledger; refusals come back as userErrors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_ADMIN, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const ACCOUNT = `fragment A on AdminAccount {
  id email companyName status orderCount
  creditLimit { amount } outstanding { amount } availableCredit { amount }
}`;

describe('admin accounts over GraphQL', () => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-admin-accounts-' });
    admin = await tokenOf(stack, DEMO_ADMIN);
  }, 60_000);
  afterAll(async () => stack?.close());

  it('lists, approves, sets credit, records a payment and shows the ledger', async () => {
    const applied = await adminGql<{ register: { success: boolean } }>(
      stack,
      `mutation($input: RegisterInput!) { register(input: $input) { success userErrors { message } } }`,
      {
        input: {
          fullName: 'Niamh Kelly',
          email: 'niamh@kellyhome.ie',
          invoiceEmail: 'accounts@kellyhome.ie',
          phoneNumber: '+353871112233',
          country: 'Ireland',
          companyName: 'Kelly Home',
          officeAddress: '4 Shop Street',
          officeCity: 'Galway',
          officeEircode: 'H91 AB12',
          deliveryAddress: '4 Shop Street',
          deliveryCity: 'Galway',
          deliveryEircode: 'H91 AB12',
          password: 'Str0ng!Pass',
          confirmPassword: 'Str0ng!Pass',
        },
      },
    );
    expect(applied.data?.register.success).toBe(true);

    type List = {
      admin: {
        accounts: {
          totalCount: number;
          nodes: { id: string; status: string; email: string }[];
          pageInfo: { totalPages: number };
        };
      };
    };
    const list = await adminGql<List>(
      stack,
      `query { admin { accounts(search: "kelly home", status: PENDING) {
        totalCount pageInfo { totalPages } nodes { ...A } } } } ${ACCOUNT}`,
      {},
      admin,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.admin.accounts.totalCount).toBe(1);
    const id = list.data!.admin.accounts.nodes[0]!.id;

    type Change = {
      admin: Record<
        string,
        {
          account: { status: string; availableCredit: { amount: string } } | null;
          message: string | null;
          userErrors: { field: string | null; code: string }[];
        }
      >;
    };
    const approve = await adminGql<Change>(
      stack,
      `mutation($id: ID!) { admin { approveAccount(id: $id) {
        account { ...A } message userErrors { field message code } } } } ${ACCOUNT}`,
      { id },
      admin,
    );
    expect(approve.data?.admin.approveAccount?.account?.status).toBe('APPROVED');
    const twice = await adminGql<Change>(
      stack,
      `mutation($id: ID!) { admin { approveAccount(id: $id) { account { id } userErrors { field message code } } } }`,
      { id },
      admin,
    );
    expect(twice.data?.admin.approveAccount?.userErrors).toEqual([
      expect.objectContaining({ code: 'INVALID_STATE' }),
    ]);

    const badLimit = await adminGql<Change>(
      stack,
      `mutation($id: ID!) { admin { setCreditLimit(id: $id, creditLimit: "lots") {
        account { id } userErrors { field message code } } } }`,
      { id },
      admin,
    );
    expect(badLimit.data?.admin.setCreditLimit?.userErrors[0]).toMatchObject({
      field: 'creditLimit',
      code: 'INVALID',
    });
    const limit = await adminGql<Change>(
      stack,
      `mutation($id: ID!) { admin { setCreditLimit(id: $id, creditLimit: "2500.00") {
        account { ...A } message userErrors { field message code } } } } ${ACCOUNT}`,
      { id },
      admin,
    );
    expect(limit.data?.admin.setCreditLimit?.account?.availableCredit.amount).toBe('2500.00');

    const paid = await adminGql<Change>(
      stack,
      `mutation($id: ID!) { admin { recordPayment(id: $id, amount: "100", note: "cheque 42") {
        account { ...A } message userErrors { field message code } } } } ${ACCOUNT}`,
      { id },
      admin,
    );
    expect(paid.data?.admin.recordPayment?.message).toContain('€100.00');

    const detail = await adminGql<{
      admin: {
        account: {
          ledger: {
            kind: string;
            amount: { amount: string };
            balance: { amount: string };
            note: string;
          }[];
        };
      };
    }>(
      stack,
      `query($id: ID!) { admin { account(id: $id) {
        ledger { kind amount { amount } balance { amount } note } } } }`,
      { id },
      admin,
    );
    expect(detail.data?.admin.account.ledger).toEqual([
      {
        kind: 'PAYMENT',
        amount: { amount: '100.00' },
        balance: { amount: '-100.00' },
        note: 'cheque 42',
      },
    ]);
    const missing = await adminGql<{ admin: { account: null } }>(
      stack,
      `query { admin { account(id: "999999") { id } } }`,
      {},
      admin,
    );
    expect(missing.data?.admin.account).toBeNull();
  });
});
