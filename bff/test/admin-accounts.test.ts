/**
 * The admin console's accounts over GraphQL (issue 9), real api and bff: a retailer applies, the
 * admin finds it by company, approves it, sets a credit limit, records a payment and reads the
 * ledger; refusals come back as userErrors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_ADMIN, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';
import { staffToken } from './helpers/staff.js';

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

  it('rejects with a reason, adds staff notes, and keeps notes from a WAREHOUSE member (issue 26)', async () => {
    const email = 'orla@byrnebeds.ie';
    const applied = await adminGql<{ register: { success: boolean } }>(
      stack,
      `mutation($input: RegisterInput!) { register(input: $input) { success } }`,
      {
        input: {
          fullName: 'Orla Byrne',
          email,
          invoiceEmail: email,
          phoneNumber: '+353871112244',
          country: 'Ireland',
          companyName: 'Byrne Beds',
          officeAddress: '9 Main Street',
          officeCity: 'Sligo',
          officeEircode: 'F91 AB12',
          deliveryAddress: '9 Main Street',
          deliveryCity: 'Sligo',
          deliveryEircode: 'F91 AB12',
          password: 'Str0ng!Pass',
          confirmPassword: 'Str0ng!Pass',
        },
      },
    );
    expect(applied.data?.register.success).toBe(true);
    const found = await adminGql<{ admin: { accounts: { nodes: { id: string }[] } } }>(
      stack,
      `{ admin { accounts(search: "byrne beds", status: PENDING) { nodes { id } } } }`,
      {},
      admin,
    );
    const id = found.data!.admin.accounts.nodes[0]!.id;

    type NoteAnswer = {
      admin: {
        addAccountNote: {
          note: { author: string; body: string } | null;
          userErrors: { code: string }[];
        };
      };
    };
    const ADD = `mutation($id: ID!, $body: String!) { admin { addAccountNote(accountId: $id, body: $body) {
      note { id author body createdAt } userErrors { field message code } } } }`;
    const added = await adminGql<NoteAnswer>(
      stack,
      ADD,
      { id, body: 'Met at the Dublin fair.' },
      admin,
    );
    expect(added.data?.admin.addAccountNote).toMatchObject({
      note: { author: DEMO_ADMIN.email, body: 'Met at the Dublin fair.' },
      userErrors: [],
    });
    const blank = await adminGql<NoteAnswer>(stack, ADD, { id, body: '  ' }, admin);
    expect(blank.data?.admin.addAccountNote.userErrors[0]?.code).toBe('INVALID');
    const unknown = await adminGql<NoteAnswer>(stack, ADD, { id: '999999', body: 'x' }, admin);
    expect(unknown.data?.admin.addAccountNote.userErrors[0]?.code).toBe('NOT_FOUND');

    const warehouse = await staffToken(stack, admin, 'WAREHOUSE');
    const refused = await adminGql<NoteAnswer>(stack, ADD, { id, body: 'x' }, warehouse);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const reject = await adminGql<{
      admin: { rejectAccount: { account: { status: string } | null } };
    }>(
      stack,
      `mutation($id: ID!, $reason: String) { admin { rejectAccount(id: $id, reason: $reason) {
        account { status } userErrors { code } } } }`,
      { id, reason: 'We supply registered retailers only.' },
      admin,
    );
    expect(reject.data?.admin.rejectAccount.account?.status).toBe('REJECTED');
    const mail = readdirSync(path.join(stack.dataDir, 'mail'))
      .map((f) => readFileSync(path.join(stack.dataDir, 'mail', f), 'utf8').replace(/=\r?\n/g, ''))
      .find((m) => m.includes(`To: ${email}`) && m.includes('Your Serena Trade application'));
    expect(mail).toContain('Reason: We supply registered retailers only.');

    const notes = await adminGql<{
      admin: { account: { notes: { author: string; body: string }[] } };
    }>(
      stack,
      `query($id: ID!) { admin { account(id: $id) { notes { author body } } } }`,
      { id },
      admin,
    );
    expect(notes.data?.admin.account.notes).toEqual([
      { author: DEMO_ADMIN.email, body: 'Met at the Dublin fair.' },
    ]);
  });
});
