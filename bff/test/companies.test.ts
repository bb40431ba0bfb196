/**
 * Company users through the bff over a real api (issue 24): the demo customer is the company
 * admin; they invite a buyer (the invitation e-mail in the api's outbox), the buyer accepts and is
 * signed in, the admin sets limits in euros, the buyer's order names them in My Orders, and the
 * buyer is refused the admin's fields (FORBIDDEN) and loses their session when suspended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGql,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  placeDemoBedOrder,
  tokenOf,
} from './helpers/admin-client.js';
import { invitationToken, startStack, type Stack } from './helpers/real-stack.js';

const USER_FIELDS =
  'id fullName email role status accountHolder orderLimit { amount } monthLimit { amount }';
const PAYLOAD = `user { ${USER_FIELDS} } message userErrors { field message code }`;
const INVITE = `mutation($input: InviteCompanyUserInput!) { inviteCompanyUser(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) { ${PAYLOAD} } }`;
const ACCEPT = `mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) {
  user { email } userErrors { field message code } } }`;
const USERS = `{ companyUsers { ${USER_FIELDS} } }`;

interface CompanyUser {
  id: string;
  fullName: string;
  email: string;
  role: string;
  status: string;
  accountHolder: boolean;
  orderLimit: { amount: string } | null;
  monthLimit: { amount: string } | null;
}
interface Payload {
  user: CompanyUser | null;
  message: string | null;
  userErrors: { field: string | null; message: string; code: string }[];
}

describe('company users through the bff', () => {
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-bff-companies-' });
    admin = await tokenOf(stack, DEMO_CUSTOMER);
  });
  afterAll(async () => stack?.close());

  it('invites, accepts, limits, names the buyer on orders, refuses the buyer and suspends', async () => {
    const first = await adminGql<{ companyUsers: CompanyUser[] }>(stack, USERS, {}, admin);
    expect(first.data?.companyUsers).toEqual([
      expect.objectContaining({
        email: DEMO_CUSTOMER.email,
        role: 'COMPANY_ADMIN',
        status: 'ACTIVE',
        accountHolder: true,
      }),
    ]);
    const bad = await adminGql<{ inviteCompanyUser: Payload }>(
      stack,
      INVITE,
      { input: { email: 'nope', fullName: 'X', role: 'BUYER' } },
      admin,
    );
    expect(bad.data?.inviteCompanyUser.userErrors).toEqual([
      { field: 'email', message: 'Invalid email format', code: 'INVALID' },
    ]);

    const email = 'brid.buyer@example.ie';
    const invited = await adminGql<{ inviteCompanyUser: Payload }>(
      stack,
      INVITE,
      { input: { email, fullName: 'Brid Buyer', role: 'BUYER' } },
      admin,
    );
    expect(invited.data?.inviteCompanyUser).toMatchObject({
      message: 'Invitation sent',
      user: { status: 'INVITED', role: 'BUYER' },
      userErrors: [],
    });
    const buyerId = invited.data!.inviteCompanyUser.user!.id;

    const wrong = await adminGql<{ acceptInvitation: Payload }>(stack, ACCEPT, {
      token: 'nope',
      password: 'Buyer#Pass2026',
    });
    expect(wrong.data?.acceptInvitation.userErrors[0]).toMatchObject({
      field: 'token',
      code: 'INVALID',
    });
    const accepted = await adminGql<{ acceptInvitation: Payload }>(stack, ACCEPT, {
      token: invitationToken(stack, email),
      password: 'Buyer#Pass2026',
    });
    expect(accepted.data?.acceptInvitation).toEqual({ user: { email }, userErrors: [] });
    const buyer = await tokenOf(stack, { email, password: 'Buyer#Pass2026' });

    const limited = await adminGql<{ updateCompanyUser: Payload }>(
      stack,
      UPDATE,
      { input: { userId: buyerId, orderLimit: '1000.00', monthLimit: '5000' } },
      admin,
    );
    expect(limited.data?.updateCompanyUser.user).toMatchObject({
      orderLimit: { amount: '1000.00' },
      monthLimit: { amount: '5000.00' },
    });
    const cleared = await adminGql<{ updateCompanyUser: Payload }>(
      stack,
      UPDATE,
      { input: { userId: buyerId, monthLimit: '' } },
      admin,
    );
    expect(cleared.data?.updateCompanyUser.user).toMatchObject({
      orderLimit: { amount: '1000.00' },
      monthLimit: null,
    });
    const malformed = await adminGql<{ updateCompanyUser: Payload }>(
      stack,
      UPDATE,
      { input: { userId: buyerId, orderLimit: 'lots' } },
      admin,
    );
    expect(malformed.data?.updateCompanyUser.userErrors[0]).toMatchObject({
      field: 'orderLimit',
      code: 'INVALID',
    });
    const stranger = await adminGql<{ updateCompanyUser: Payload }>(
      stack,
      UPDATE,
      { input: { userId: '999999', role: 'BUYER' } },
      admin,
    );
    expect(stranger.data?.updateCompanyUser.userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });

    const ownLimits = await adminGql(
      stack,
      UPDATE,
      { input: { userId: buyerId, orderLimit: '99999.00' } },
      buyer,
    );
    expect(ownLimits.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await adminGql(stack, USERS, {}, buyer)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await adminGql(stack, USERS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const placed = await placeDemoBedOrder(stack, buyer, 'BUYER-1');
    expect(placed.data?.placeOrder.orders).toHaveLength(1);
    const orders = await adminGql<{
      viewer: { orders: { trackingId: string; placedBy: string | null }[] };
    }>(stack, '{ viewer { orders { trackingId placedBy } } }', {}, admin);
    expect(orders.data?.viewer.orders).toContainEqual({
      trackingId: placed.data!.placeOrder.orders[0]!.trackingId,
      placedBy: 'Brid Buyer',
    });

    const suspend = await adminGql<{ suspendCompanyUser: Payload }>(
      stack,
      `mutation($id: ID!) { suspendCompanyUser(userId: $id) { ${PAYLOAD} } }`,
      { id: buyerId },
      admin,
    );
    expect(suspend.data?.suspendCompanyUser).toMatchObject({
      message: 'User suspended',
      user: { status: 'SUSPENDED' },
    });
    expect(
      (await adminGql<{ viewer: unknown }>(stack, '{ viewer { id } }', {}, buyer)).data?.viewer,
    ).toBeNull();
    const removed = await adminGql<{ removeCompanyUser: Payload }>(
      stack,
      `mutation($id: ID!) { removeCompanyUser(userId: $id) { ${PAYLOAD} } }`,
      { id: buyerId },
      admin,
    );
    expect(removed.data?.removeCompanyUser.message).toBe('User removed');
    const last = await adminGql<{ companyUsers: CompanyUser[] }>(stack, USERS, {}, admin);
    expect(last.data?.companyUsers.map((u) => u.email)).toEqual([DEMO_CUSTOMER.email]);
  });

  it('lets the shop admin see a company’s users and suspend or reinstate one of them', async () => {
    const email = 'ciara.accounts@example.ie';
    const invited = await adminGql<{ inviteCompanyUser: Payload }>(
      stack,
      INVITE,
      { input: { email, fullName: 'Ciara Accounts', role: 'ACCOUNTS' } },
      admin,
    );
    const ciaraId = invited.data!.inviteCompanyUser.user!.id;
    await adminGql(stack, ACCEPT, {
      token: invitationToken(stack, email),
      password: 'Ciara#Pass2026',
    });
    const ciara = await tokenOf(stack, { email, password: 'Ciara#Pass2026' });
    const shop = await tokenOf(stack, DEMO_ADMIN);
    const own = await adminGql<{ companyUsers: CompanyUser[] }>(stack, USERS, {}, admin);
    const holderId = own.data!.companyUsers[0]!.id;

    const listed = await adminGql<{ admin: { companyUsers: CompanyUser[] } }>(
      stack,
      `query($id: ID!) { admin { companyUsers(accountId: $id) { email role accountHolder } } }`,
      { id: holderId },
      shop,
    );
    expect(listed.data?.admin.companyUsers).toEqual([
      { email: DEMO_CUSTOMER.email, role: 'COMPANY_ADMIN', accountHolder: true },
      { email, role: 'ACCOUNTS', accountHolder: false },
    ]);
    const access = (change: string, id: string) =>
      adminGql<{ admin: Record<string, Payload> }>(
        stack,
        `mutation($id: ID!) { admin { ${change}(userId: $id) { ${PAYLOAD} } } }`,
        { id },
        shop,
      );
    const suspended = await access('suspendCompanyUser', ciaraId);
    expect(suspended.data?.admin.suspendCompanyUser?.user?.status).toBe('SUSPENDED');
    expect(
      (await adminGql<{ viewer: unknown }>(stack, '{ viewer { id } }', {}, ciara)).data?.viewer,
    ).toBeNull();
    const back = await access('reinstateCompanyUser', ciaraId);
    expect(back.data?.admin.reinstateCompanyUser?.user?.status).toBe('ACTIVE');
    const holder = await access('suspendCompanyUser', holderId);
    expect(holder.data?.admin.suspendCompanyUser?.userErrors[0]?.code).toBe('INVALID');
  });
});
