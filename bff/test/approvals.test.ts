/**
 * Order approval through the bff over a real api (issue 24 "Spending limits and approval"): the
 * demo company admin sets the approval rule in euros, a buyer's order above it comes back as an
 * approval (no orders) with the credit reserved, the approver sees it and approves it (the order
 * is placed) and rejects another (the credit comes back); the buyer may not change the rule
 * (FORBIDDEN) nor decide (a userError), and a visitor is UNAUTHENTICATED.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_CUSTOMER, placeDemoBedOrder, tokenOf } from './helpers/admin-client.js';
import { invitationToken, startStack, type Stack } from './helpers/real-stack.js';

const INVITE = `mutation($input: InviteCompanyUserInput!) { inviteCompanyUser(input: $input) {
  user { id } userErrors { message } } }`;
const ACCEPT = `mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) {
  user { email } } }`;
const RULE = `mutation($a: String!) { setApprovalRule(approvalAbove: $a) {
  approvalAbove { amount } userErrors { field code } } }`;
const APPROVALS = `{ orderApprovals { id status placedBy canDecide total { amount } reasons
  lines { productName quantity referenceNumber total { amount } } } }`;
const DECIDE = (
  kind: string,
) => `mutation($id: ID!, $note: String) { ${kind}(approvalId: $id, note: $note) {
  message approval { id status decidedBy note } orders { trackingId } userErrors { code message } } }`;
const CREDIT = '{ viewer { availableCredit { amount } } }';
const PASSWORD = 'Member#Pass2026';

describe('order approval through the bff', () => {
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-bff-approvals-' });
    admin = await tokenOf(stack, DEMO_CUSTOMER);
  }, 120_000);
  afterAll(async () => stack?.close());

  /** Invites `role`, accepts and signs in; returns the token. */
  const member = async (role: string, fullName: string) => {
    const email = `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.ie`;
    await adminGql(stack, INVITE, { input: { email, fullName, role } }, admin);
    await adminGql(stack, ACCEPT, { token: invitationToken(stack, email), password: PASSWORD });
    return tokenOf(stack, { email, password: PASSWORD });
  };
  const credit = async (token: string) =>
    (await adminGql<{ viewer: { availableCredit: { amount: string } } }>(stack, CREDIT, {}, token))
      .data!.viewer.availableCredit.amount;

  it('holds an order above the rule, and the approver approves or rejects it', async () => {
    const buyer = await member('BUYER', 'Brid Buyer');
    const approver = await member('APPROVER', 'Aine Approver');
    const refused = await adminGql(stack, RULE, { a: '1.00' }, buyer);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await adminGql(stack, RULE, { a: 'lots' }, admin)).data).toMatchObject({
      setApprovalRule: {
        approvalAbove: null,
        userErrors: [{ field: 'approvalAbove', code: 'INVALID' }],
      },
    });
    const rule = await adminGql(stack, RULE, { a: '1.00' }, admin);
    expect(rule.data).toMatchObject({ setApprovalRule: { approvalAbove: { amount: '1.00' } } });

    const before = Number(await credit(admin));
    const held = await placeDemoBedOrder(stack, buyer, 'APPROVE-1', 'approval { id status }');
    expect(held.data?.placeOrder.orders).toEqual([]);
    expect(held.data?.placeOrder.approval?.status).toBe('PENDING');
    const reserved = Number(await credit(admin));
    expect(reserved).toBeLessThan(before);

    const seen = await adminGql<{
      orderApprovals: { id: string; canDecide: boolean; placedBy: string }[];
    }>(stack, APPROVALS, {}, approver);
    expect(seen.data?.orderApprovals[0]).toMatchObject({ placedBy: 'Brid Buyer', canDecide: true });
    const own = await adminGql<{ orderApprovals: { canDecide: boolean }[] }>(
      stack,
      APPROVALS,
      {},
      buyer,
    );
    expect(own.data?.orderApprovals.map((a) => a.canDecide)).toEqual([false]);
    const byBuyer = await adminGql(
      stack,
      DECIDE('approveOrder'),
      { id: held.data!.placeOrder.approval!.id },
      buyer,
    );
    expect(byBuyer.data).toMatchObject({ approveOrder: { userErrors: [{ code: 'FORBIDDEN' }] } });

    const approved = await adminGql(
      stack,
      DECIDE('approveOrder'),
      { id: held.data!.placeOrder.approval!.id, note: 'OK' },
      approver,
    );
    expect(approved.data).toMatchObject({
      approveOrder: {
        message: 'Order approved and placed',
        approval: { status: 'APPROVED', decidedBy: 'Aine Approver', note: 'OK' },
        userErrors: [],
      },
    });
    expect(
      (approved.data as { approveOrder: { orders: unknown[] } }).approveOrder.orders,
    ).toHaveLength(1);
    expect(Number(await credit(admin))).toBe(reserved);

    const second = await placeDemoBedOrder(stack, buyer, 'REJECT-1', 'approval { id status }');
    expect(Number(await credit(admin))).toBeLessThan(reserved);
    const rejected = await adminGql(
      stack,
      DECIDE('rejectOrder'),
      { id: second.data!.placeOrder.approval!.id, note: 'Too much' },
      approver,
    );
    expect(rejected.data).toMatchObject({
      rejectOrder: { approval: { status: 'REJECTED' }, orders: [] },
    });
    expect(Number(await credit(admin))).toBe(reserved);
    expect((await adminGql(stack, APPROVALS)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    await adminGql(stack, RULE, { a: '' }, admin);
  }, 120_000);
});
