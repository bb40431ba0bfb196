/**
 * The admin side of the books over GraphQL (issue 22), real api and bff: an account's invoices with
 * their states, a payment's dry run (nothing written) and its allocation to a chosen invoice, a
 * reversal (twice refused), the credit-limit confirmation, payment terms, the VAT number, approval
 * with an opening credit limit, the overdue filter and dashboard total, and orders found by either
 * PO number with their siblings. Refusals come back as userErrors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_ADMIN, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

type UserErrors = { field: string | null; code: string; message: string }[];
type Payload = {
  account: { id: string; creditLimit: { amount: string } } | null;
  message: string | null;
  userErrors: UserErrors;
};

describe('admin books over GraphQL', () => {
  let stack: Stack;
  let admin: string;
  let accountId: string;
  const buyerPo = 'HOTEL-PO-77';

  const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    adminGql<T>(stack, query, variables, admin);

  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-admin-books-' });
    admin = await tokenOf(stack, DEMO_ADMIN);
    const customer = await tokenOf(stack, DEMO_CUSTOMER);
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
    const line = (ref: string) => ({
      productId: Number(bed.id),
      fabricId: Number(bed.fabrics[0]!.id),
      fabricColorId: Number(bed.fabrics[0]!.colors[0]!.id),
      sizeId: 14,
      storageType: 'Cloud Storage',
      price: '1296.42',
      quantity: 1,
      referenceNumber: ref,
    });
    const placed = await fetch(`${stack.apiUrl}/api/order/product`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
      body: JSON.stringify({
        idempotency_key: 'admin-books-1',
        buyer_po_number: buyerPo,
        shipping: { firstName: 'Aoife', address: '1 Quay St', city: 'Galway', country: 'Ireland' },
        items: [line('BK-1'), line('BK-2')],
      }),
    });
    expect(placed.status).toBe(201);
    const list = await gql<{ admin: { accounts: { nodes: { id: string }[] } } }>(
      `{ admin { accounts(search: "${DEMO_CUSTOMER.email}") { nodes { id } } } }`,
    );
    accountId = list.data!.admin.accounts.nodes[0]!.id;
  }, 60_000);
  afterAll(async () => stack?.close());

  const INVOICES = `query($id: ID!) { admin { account(id: $id) {
    paymentTermsDays vatNumber overdue { amount } outstanding { amount }
    invoices { number purchaseOrderNumber buyerPoNumber state open { amount } paid { amount }
      daysOverdue creditNotes { number } }
    ledger { id kind reversed reversesEntryId note }
  } } }`;
  type Account = {
    paymentTermsDays: number;
    vatNumber: string | null;
    overdue: { amount: string };
    outstanding: { amount: string };
    invoices: {
      number: string;
      purchaseOrderNumber: string;
      buyerPoNumber: string | null;
      state: string;
      open: { amount: string };
      paid: { amount: string };
    }[];
    ledger: { id: string; kind: string; reversed: boolean; reversesEntryId: string | null }[];
  };
  const account = async () =>
    (await gql<{ admin: { account: Account } }>(INVOICES, { id: accountId })).data!.admin.account;

  it('shows the invoices, dry-runs and allocates a payment, and reverses it once', async () => {
    const before = await account();
    const invoice = before.invoices.find((i) => i.buyerPoNumber === buyerPo)!;
    expect(invoice).toMatchObject({ state: 'UNPAID', paid: { amount: '0.00' } });
    expect(invoice.purchaseOrderNumber).toMatch(/^PO-\d{6}$/);
    expect(before.paymentTermsDays).toBe(30);

    const PAY = `mutation($id: ID!, $numbers: [String!], $dry: Boolean) { admin {
      recordPayment(id: $id, amount: "100.00", note: "EFT 9", invoiceNumbers: $numbers, dryRun: $dry) {
        message userErrors { field code message }
        payment { dryRun entryId amount { amount } outstanding { amount }
          allocations { invoiceNumber amount { amount } openAfter { amount } } } } } }`;
    type Pay = {
      admin: {
        recordPayment: {
          userErrors: UserErrors;
          payment: {
            dryRun: boolean;
            entryId: string | null;
            outstanding: { amount: string };
            allocations: { invoiceNumber: string; amount: { amount: string } }[];
          } | null;
        };
      };
    };
    const dry = await gql<Pay>(PAY, { id: accountId, numbers: [invoice.number], dry: true });
    expect(dry.errors).toBeUndefined();
    expect(dry.data!.admin.recordPayment.payment).toMatchObject({
      dryRun: true,
      entryId: null,
      allocations: [{ invoiceNumber: invoice.number, amount: { amount: '100.00' } }],
    });
    expect((await account()).ledger).toHaveLength(before.ledger.length);

    const wrong = await gql<Pay>(PAY, { id: accountId, numbers: ['INV-1999-000009'] });
    expect(wrong.data!.admin.recordPayment.userErrors[0]).toMatchObject({
      field: 'invoiceNumbers',
      code: 'INVALID',
    });
    const paid = await gql<Pay>(PAY, { id: accountId, numbers: [invoice.number] });
    const entryId = paid.data!.admin.recordPayment.payment!.entryId!;
    expect(entryId).toMatch(/^\d+$/);
    const after = await account();
    expect(after.invoices.find((i) => i.number === invoice.number)!.state).toBe('PART_PAID');

    const REVERSE = `mutation($id: ID!, $entry: ID!, $reason: String!) { admin {
      reversePayment(id: $id, entryId: $entry, reason: $reason) {
        account { id } message userErrors { field code message } } } }`;
    type Reverse = { admin: { reversePayment: Payload } };
    const blank = await gql<Reverse>(REVERSE, { id: accountId, entry: entryId, reason: ' ' });
    expect(blank.data!.admin.reversePayment.userErrors[0]).toMatchObject({ field: 'reason' });
    const reversed = await gql<Reverse>(REVERSE, {
      id: accountId,
      entry: entryId,
      reason: 'Bounced',
    });
    expect(reversed.data!.admin.reversePayment.userErrors).toEqual([]);
    const twice = await gql<Reverse>(REVERSE, { id: accountId, entry: entryId, reason: 'Again' });
    expect(twice.data!.admin.reversePayment.userErrors[0]).toMatchObject({
      code: 'INVALID_STATE',
    });
    const ledger = (await account()).ledger;
    expect(ledger.find((e) => e.id === entryId)!.reversed).toBe(true);
    expect(ledger.at(-1)).toMatchObject({ kind: 'PAYMENT_REVERSAL', reversesEntryId: entryId });
  });

  it('asks to confirm a credit limit below the balance; sets terms and the VAT number', async () => {
    const LIMIT = `mutation($id: ID!, $confirm: Boolean) { admin {
      setCreditLimit(id: $id, creditLimit: "10.00", confirm: $confirm) {
        account { id creditLimit { amount } } message userErrors { field code message } } } }`;
    type Limit = { admin: { setCreditLimit: Payload } };
    const asked = await gql<Limit>(LIMIT, { id: accountId });
    expect(asked.data!.admin.setCreditLimit.userErrors[0]).toMatchObject({
      code: 'CONFIRMATION_REQUIRED',
    });
    expect(asked.data!.admin.setCreditLimit.userErrors[0]!.message).toContain(
      'cannot order until they pay',
    );
    const confirmed = await gql<Limit>(LIMIT, { id: accountId, confirm: true });
    expect(confirmed.data!.admin.setCreditLimit.account?.creditLimit.amount).toBe('10.00');

    const TERMS = `mutation($id: ID!, $days: Int!) { admin { setPaymentTerms(id: $id, days: $days) {
      account { id } userErrors { field code } } } }`;
    const badTerms = await gql<{ admin: { setPaymentTerms: Payload } }>(TERMS, {
      id: accountId,
      days: 400,
    });
    expect(badTerms.data!.admin.setPaymentTerms.userErrors[0]).toMatchObject({ field: 'days' });
    await gql(TERMS, { id: accountId, days: 14 });
    const VAT = `mutation($id: ID!, $vat: String!) { admin { setVatNumber(id: $id, vatNumber: $vat) {
      account { id } userErrors { field code } } } }`;
    const badVat = await gql<{ admin: { setVatNumber: Payload } }>(VAT, {
      id: accountId,
      vat: 'IE1',
    });
    expect(badVat.data!.admin.setVatNumber.userErrors[0]).toMatchObject({
      field: 'vatNumber',
      code: 'INVALID',
    });
    await gql(VAT, { id: accountId, vat: 'IE6388047V' });
    expect(await account()).toMatchObject({ paymentTermsDays: 14, vatNumber: 'IE6388047V' });
  });

  it('approves an application with its opening credit limit', async () => {
    const registered = await fetch(`${stack.apiUrl}/api/auth/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        full_name: 'Ciara Walsh',
        email: 'ciara@walshbeds.ie',
        invoice_email: 'ciara@walshbeds.ie',
        phone_number: '+353871119999',
        country: 'Ireland',
        company_name: 'Walsh Beds',
        office_address: '2 Main St',
        office_city: 'Sligo',
        office_eir_code: 'F91 AB12',
        delivery_address: '2 Main St',
        delivery_city: 'Sligo',
        delivery_eir_code: 'F91 AB12',
        password: 'Str0ng!Pass',
        confirm_password: 'Str0ng!Pass',
      }),
    });
    expect(registered.status).toBe(201);
    const list = await gql<{ admin: { accounts: { nodes: { id: string }[] } } }>(
      `{ admin { accounts(search: "walsh beds") { nodes { id } } } }`,
    );
    const id = list.data!.admin.accounts.nodes[0]!.id;
    const approved = await gql<{ admin: { approveAccount: Payload } }>(
      `mutation($id: ID!) { admin { approveAccount(id: $id, creditLimit: "1500") {
        account { id creditLimit { amount } } message userErrors { field code message } } } }`,
      { id },
    );
    expect(approved.data!.admin.approveAccount.account?.creditLimit.amount).toBe('1500.00');
  });

  it('finds orders by either PO number with their siblings; counts overdue accounts', async () => {
    type Orders = {
      admin: {
        orders: {
          nodes: {
            id: string;
            purchaseOrderNumber: string;
            buyerPoNumber: string;
            invoiceNumber: string;
            siblings: { id: string }[];
          }[];
        };
      };
    };
    const ORDERS = `query($search: String) { admin { orders(filter: { search: $search }) {
      nodes { id purchaseOrderNumber buyerPoNumber invoiceNumber siblings { id } } } } }`;
    const byBuyer = await gql<Orders>(ORDERS, { search: buyerPo.toLowerCase() });
    expect(byBuyer.errors).toBeUndefined();
    const nodes = byBuyer.data!.admin.orders.nodes;
    expect(nodes).toHaveLength(2);
    expect(nodes[0]!.siblings.map((s) => s.id)).toEqual([nodes[1]!.id]);
    expect(nodes[0]!.invoiceNumber).toMatch(/^INV-/);
    const byShop = await gql<Orders>(ORDERS, { search: nodes[0]!.purchaseOrderNumber });
    expect(byShop.data!.admin.orders.nodes).toHaveLength(2);

    const overdue = await gql<{
      admin: {
        dashboard: { overdueTotal: { amount: string }; overdueAccounts: number };
        accounts: { totalCount: number };
      };
    }>(`{ admin { dashboard { overdueTotal { amount } overdueAccounts }
      accounts(overdue: true) { totalCount } } }`);
    expect(overdue.errors).toBeUndefined();
    expect(overdue.data!.admin.dashboard.overdueAccounts).toBe(
      overdue.data!.admin.accounts.totalCount,
    );
  });
});
