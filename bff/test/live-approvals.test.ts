/**
 * Live approval notices (issue 24 "approvers get an e-mail and a live notification"): over a real
 * api and real WebSockets, a buyer's order above the company rule goes to "awaiting approval" and
 * the company's approver, subscribed to `approvalUpdated` with their session cookie, hears of it
 * at once; an approver of another company hears nothing; the approver's decision reaches the
 * buyer's subscription. Runs twice: without Redis (the bff reads the approvals as each viewer)
 * and with Redis pub/sub (the api publishes with the recipients it chose; skipped with a printed
 * reason when Redis does not answer at TEST_REDIS_URL). The shop's staff are refused.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { closeRedis, createRedis, deletePrefixedKeys, redisAnswers } from '@serena/server-kit';
import {
  adminGql,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  placeDemoBedOrder,
  tokenOf,
} from './helpers/admin-client.js';
import { invitationToken, startStack, type Stack } from './helpers/real-stack.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `test-approvals-${randomBytes(4).toString('hex')}:`;
const probe = createRedis({ url: redisUrl, keyPrefix })!;
const redisUp = await redisAnswers(probe, 1000);
if (!redisUp)
  console.warn(`Redis does not answer at ${redisUrl}: the Redis approval test is skipped.`);

const NOTICES = `subscription { approvalUpdated { kind approvalId placedBy total { amount } at } }`;
const INVITE = `mutation($input: InviteCompanyUserInput!) { inviteCompanyUser(input: $input) {
  user { id } userErrors { message } } }`;
const ACCEPT = `mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) {
  user { email } } }`;
const RULE = `mutation($a: String!) { setApprovalRule(approvalAbove: $a) { approvalAbove { amount } } }`;
const APPROVE = `mutation($id: ID!) { approveOrder(approvalId: $id) { approval { status } userErrors { message } } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { success } }`;
const PASSWORD = 'Member#Pass2026';

interface Notice {
  kind: string;
  approvalId: string;
  placedBy: string | null;
  total: { amount: string };
}

/** A graphql-ws client that sends the session cookie on the upgrade request, like a browser. */
function wsClient(stack: Stack, token: string): WsClient {
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie: `authToken=${token}` } });
    }
  }
  return createClient({
    url: `${stack.bffUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    retryAttempts: 0,
    lazy: true,
  });
}

/** A subscription's notices as they come, and its first error. */
function listen(client: WsClient): { notices: Notice[]; error: Promise<unknown> } {
  const notices: Notice[] = [];
  const error = new Promise<unknown>((resolve) => {
    client.subscribe<{ approvalUpdated: Notice }>(
      { query: NOTICES },
      {
        next: (value) => {
          if (value.data) notices.push(value.data.approvalUpdated);
          else resolve(value.errors);
        },
        error: resolve,
        complete: () => undefined,
      },
    );
  });
  return { notices, error };
}

/** Waits until `check` holds, up to `ms`; returns how long it took. */
async function until(check: () => boolean, ms: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

const modes = [
  { name: 'without Redis (the bff reads the approvals)', env: undefined },
  { name: 'with Redis pub/sub', env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix } },
];

describe.each(modes)('approval notices pushed live, $name', ({ env }) => {
  const skip = env !== undefined && !redisUp;
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    if (skip) return;
    stack = await startStack({ apiEnv: env, bffEnv: env, dirPrefix: 'serena-bff-live-approvals-' });
    admin = await tokenOf(stack, DEMO_CUSTOMER);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    if (env) await deletePrefixedKeys(probe);
  });

  /** Invites `role` into the demo company, accepts and signs in; returns the token. */
  const member = async (role: string, fullName: string) => {
    const email = `${role.toLowerCase()}-${randomBytes(3).toString('hex')}@example.ie`;
    await adminGql(stack, INVITE, { input: { email, fullName, role } }, admin);
    await adminGql(stack, ACCEPT, { token: invitationToken(stack, email), password: PASSWORD });
    return tokenOf(stack, { email, password: PASSWORD });
  };

  /** Registers another trade company, approved by the shop; returns its admin's token. */
  const otherCompany = async () => {
    const email = `other-${randomBytes(3).toString('hex')}@example.ie`;
    const input = {
      fullName: 'Orla Other',
      email,
      invoiceEmail: email,
      phoneNumber: '+353871234567',
      country: 'Ireland',
      companyName: 'Other Beds Ltd',
      officeAddress: '1 Main Street',
      officeCity: 'Cork',
      officeEircode: 'T12 AB34',
      deliveryAddress: '1 Main Street',
      deliveryCity: 'Cork',
      deliveryEircode: 'T12 AB34',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    expect((await adminGql(stack, REGISTER, { input })).errors).toBeUndefined();
    const credential = readFileSync(path.join(stack.dataDir, 'admin-token'), 'utf8').trim();
    const approved = await fetch(`${stack.apiUrl}/api/admin/users/by-email/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': credential },
      body: JSON.stringify({ email }),
    });
    expect(approved.status).toBe(200);
    return tokenOf(stack, { email, password: PASSWORD });
  };

  it.skipIf(skip)(
    "tells the company's approvers at once, no one else; the buyer hears the decision",
    async () => {
      const buyer = await member('BUYER', 'Brid Buyer');
      const approver = await member('APPROVER', 'Aine Approver');
      const stranger = await otherCompany();
      await adminGql(stack, RULE, { a: '1.00' }, admin);
      const clients = [approver, stranger, buyer, admin].map((t) => wsClient(stack, t));
      try {
        const [toApprover, toStranger, toBuyer, toAdmin] = clients.map((c) => listen(c));
        // Let the subscriptions start (the polling feed's first reading) before the order.
        await new Promise((r) => setTimeout(r, 1500));

        const held = await placeDemoBedOrder(stack, buyer, 'LIVE-APPROVE', 'approval { id }');
        const approvalId = held.data!.placeOrder.approval!.id;
        const took = await until(() => toApprover!.notices.length > 0, 3000);
        expect(took).toBeLessThan(3000);
        expect(toApprover!.notices[0]).toMatchObject({
          kind: 'AWAITING',
          approvalId,
          placedBy: 'Brid Buyer',
        });
        expect(Number(toApprover!.notices[0]!.total.amount)).toBeGreaterThan(1);
        await until(() => toAdmin!.notices.length > 0, 3000);
        expect(toAdmin!.notices[0]).toMatchObject({ kind: 'AWAITING', approvalId });

        const decided = await adminGql(stack, APPROVE, { id: approvalId }, approver);
        expect(decided.data).toMatchObject({ approveOrder: { approval: { status: 'APPROVED' } } });
        await until(() => toBuyer!.notices.length > 0, 3000);
        expect(toBuyer!.notices).toEqual([
          expect.objectContaining({ kind: 'APPROVED', approvalId, placedBy: 'Brid Buyer' }),
        ]);
        // Two more polling rounds: the other company heard nothing, the approver nothing more.
        await new Promise((r) => setTimeout(r, 2500));
        expect(toStranger!.notices).toEqual([]);
        expect(toApprover!.notices).toHaveLength(1);
        expect(toAdmin!.notices).toHaveLength(1);
      } finally {
        await adminGql(stack, RULE, { a: '' }, admin);
        for (const client of clients) await client.dispose();
      }
    },
    60_000,
  );

  it.skipIf(skip)("refuses the shop's staff (not a company user)", async () => {
    const staff = wsClient(stack, await tokenOf(stack, DEMO_ADMIN));
    try {
      const errors = await listen(staff).error;
      expect(JSON.stringify(errors)).toMatch(/FORBIDDEN|not allowed|forbidden/i);
    } finally {
      await staff.dispose();
    }
  });
});

afterAll(async () => closeRedis(probe));
