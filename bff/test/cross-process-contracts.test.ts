/**
 * Issue 28 "every cross-process contract generated or shared, each tested for drift": the order
 * and session events the api publishes are read by the bff through the one schema of
 * @serena/server-kit, and the server-rendered page's JSON scripts and server entry are named only by
 * @serena/domain's SSR contract. (REST bodies: api-contract.test.ts and tsc over the generated
 * types; GraphQL: the codegen check and schema-evolution.test.ts.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { APOLLO_STATE_ID, ROUTE_CHUNKS_ID, SSR_ENTRY } from '@serena/domain';
import {
  APPROVAL_EVENTS_CHANNEL,
  approvalEventSchema,
  parseApprovalEvent,
  ORDER_EVENTS_CHANNEL,
  SESSION_EVENTS_CHANNEL,
  orderChangeEventSchema,
  parseOrderChange,
  parseSessionEnded,
  type Redis,
} from '@serena/server-kit';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/src/db/client.js';
import type { SellerParticulars } from '../../api/src/db/schema/books.js';
import type { OrderRow } from '../../api/src/db/schema/orders.js';
import { createOrderEvents } from '../../api/src/orders/events.js';
import type { MailOutbox } from '../../api/src/mail/outbox.js';
import { sessionEndedPublisher } from '../../api/src/accounts/session-events.js';
import { diffOrders, snapshot } from '../src/live/order-feed.js';
import { createApprovalNotices } from '../../api/src/companies/approval-events.js';
import type { OrderApprovalRow } from '../../api/src/db/schema/approvals.js';
import { diffApprovals } from '../src/live/approval-feed.js';
import type { ApprovalDto } from '../src/upstream/company.js';
import type { OrderDto } from '../src/upstream/types.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const log = pino({ level: 'silent' });

/** A Redis stand-in that records what is published (channel with the key prefix, message). */
function recordingRedis(): { redis: Redis; published: { channel: string; message: string }[] } {
  const published: { channel: string; message: string }[] = [];
  const redis = {
    options: { keyPrefix: 'test:' },
    publish: (channel: string, message: string) => {
      published.push({ channel, message });
      return Promise.resolve(1);
    },
  } as unknown as Redis;
  return { redis, published };
}

describe('order events: what the api publishes is what the bff reads', () => {
  const row = {
    id: 7,
    userId: 3,
    trackingId: 'TRK123',
    productName: 'Aria Bed',
    deliveryStatus: 'Dispatched',
    status: 'placed',
  } as OrderRow;

  it("the api's published change parses with the shared strict schema, on the shared channel", async () => {
    const { redis, published } = recordingRedis();
    const events = createOrderEvents({
      db: {} as Db, // the mail's user look-up fails and is logged; the event is still published
      seller: {} as SellerParticulars,
      mail: {
        send: () => Promise.resolve(),
        enqueue: () => Promise.resolve(),
        afterCommit: () => Promise.resolve(),
      } as unknown as MailOutbox,
      redis,
      publicUrl: 'http://localhost:4000',
      log,
    });
    await events.statusChanged(row, 'Processing');
    expect(published).toHaveLength(1);
    expect(published[0]!.channel).toBe(`test:${ORDER_EVENTS_CHANNEL}`);
    const event = parseOrderChange(published[0]!.message);
    expect(event).toMatchObject({
      kind: 'status-changed',
      userId: 3,
      orderId: 7,
      trackingId: 'TRK123',
      productName: 'Aria Bed',
      previousStatus: 'Processing',
      deliveryStatus: 'Dispatched',
      cancelled: false,
    });
  });

  it("the bff's polling feed emits changes of the same shape", () => {
    const before = snapshot([
      { id: 7, deliveryStatus: 'Processing', cancelled: false } as OrderDto,
    ]);
    const now = [
      {
        id: 7,
        trackingId: 'TRK123',
        product_name: 'Aria Bed',
        deliveryStatus: 'Dispatched',
        cancelled: false,
      },
    ] as OrderDto[];
    const [event] = diffOrders(3, before, now);
    expect(orderChangeEventSchema.safeParse(event).success).toBe(true);
  });

  it('a payload changed on one side only (a field added, renamed or missing) is refused', () => {
    const event = {
      kind: 'cancelled',
      userId: 3,
      orderId: 7,
      trackingId: 'TRK123',
      productName: 'Aria Bed',
      previousStatus: 'Processing',
      deliveryStatus: 'Processing',
      cancelled: true,
      at: new Date(0).toISOString(),
    };
    expect(parseOrderChange(JSON.stringify(event))).toEqual(event);
    expect(parseOrderChange(JSON.stringify({ ...event, vatRate: 23 }))).toBeNull();
    const { trackingId, ...missing } = event;
    expect(parseOrderChange(JSON.stringify({ ...missing, trackingID: trackingId }))).toBeNull();
    expect(parseOrderChange('not json')).toBeNull();
  });
});

describe('approval events (issue 24): what the api publishes is what the bff reads', () => {
  it("the api's decision event names the placer and parses with the shared strict schema", async () => {
    const { redis, published } = recordingRedis();
    const notices = createApprovalNotices({} as Db, redis, log);
    const row = { id: 9, accountId: 2, placedByUserId: 4, totalCents: 150_000, status: 'approved' };
    await notices.decided(row as OrderApprovalRow, 'Brid Buyer');
    expect(published).toHaveLength(1);
    expect(published[0]!.channel).toBe(`test:${APPROVAL_EVENTS_CHANNEL}`);
    expect(parseApprovalEvent(published[0]!.message)).toMatchObject({
      kind: 'approved',
      approvalId: 9,
      recipientUserIds: [4],
      placedBy: 'Brid Buyer',
      totalCents: 150_000,
    });
  });

  it("the bff's polling feed emits notices of the same shape (recipient added)", () => {
    const dto = (status: string, canDecide: boolean) =>
      ({
        id: 9,
        status,
        total_cents: 150_000,
        placed_by_user_id: 4,
        placed_by: 'Brid Buyer',
        can_decide: canDecide,
      }) as ApprovalDto;
    const [awaiting] = diffApprovals(5, new Map(), [dto('pending', true)]);
    const [decided] = diffApprovals(4, new Map([[9, 'pending']]), [dto('rejected', false)]);
    for (const notice of [awaiting, decided]) {
      expect(approvalEventSchema.safeParse({ ...notice, recipientUserIds: [4] }).success).toBe(
        true,
      );
    }
    expect([awaiting!.kind, decided!.kind]).toEqual(['awaiting', 'rejected']);
    expect(diffApprovals(5, new Map(), [dto('pending', false)])).toEqual([]);
    expect(
      parseApprovalEvent(JSON.stringify({ ...awaiting, recipientUserIds: [4], x: 1 })),
    ).toBeNull();
  });
});

describe('session-ended events', () => {
  it("the api's published event is what the bff parses, on the shared channel", async () => {
    const { redis, published } = recordingRedis();
    await sessionEndedPublisher(redis, log)({ userId: 3, sessionId: 'abc' });
    expect(published[0]!.channel).toBe(`test:${SESSION_EVENTS_CHANNEL}`);
    expect(parseSessionEnded(published[0]!.message)).toEqual({ userId: 3, sessionId: 'abc' });
  });
});

/** Every .ts/.tsx source file under `dir` (no tests, no generated code). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === '__generated__' || name === 'node_modules' ? [] : sources(path);
    }
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('server rendering: one contract for the bff and the web entries', () => {
  it('names the JSON scripts and the server entry only in @serena/domain', () => {
    // As a string literal anywhere else: a copy that could drift from the contract.
    const names = [APOLLO_STATE_ID, ROUTE_CHUNKS_ID, SSR_ENTRY].flatMap((name) =>
      ["'", '"', '`'].map((quote) => `${quote}${name}${quote}`),
    );
    const copies = ['bff/src', 'web/src', 'api/src']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .filter((file) => names.some((name) => readFileSync(file, 'utf8').includes(name)))
      .map((file) => relative(ROOT, file));
    expect(copies, 'write the name through @serena/domain/ssr-contract instead').toEqual([]);
  });

  it('both sides import the shared contract', () => {
    const imports = (file: string) => readFileSync(join(ROOT, file), 'utf8');
    expect(imports('bff/src/ssr.ts')).toMatch(/APOLLO_STATE_ID,[\s\S]*from '@serena\/domain'/);
    expect(imports('web/src/main.tsx')).toContain("from '@serena/domain/ssr-contract'");
    expect(imports('web/src/entry-server.tsx')).toMatch(/satisfies SsrEntry</);
  });
});
