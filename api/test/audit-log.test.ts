/**
 * The readable audit log (issue 26): an entry's changes in words with money in euros
 * ("Credit limit: €5,000.00 → €7,500.00"), filters by actor, action, Irish dates and words, and
 * the CSV export of every match — over the admin routes on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeChanges, fieldLabel, valueText } from '../src/admin/audit-changes.js';
import { buildTestApp, type TestApp } from './harness.js';
import { customer } from './orders-helpers.js';

describe('audit changes in words (pure)', () => {
  it('shows a credit change in euros with its label', () => {
    expect(describeChanges({ creditLimitCents: 500_000 }, { creditLimitCents: 750_000 })).toEqual([
      {
        field: 'creditLimitCents',
        label: 'Credit limit',
        before: '€5,000.00',
        after: '€7,500.00',
      },
    ]);
  });

  it('lists only the fields that differ; create and delete show (none) on one side', () => {
    expect(
      describeChanges(
        { status: 'pending', fullName: 'Aoife', subscribe: false },
        { status: 'approved', fullName: 'Aoife', subscribe: true },
      ),
    ).toEqual([
      { field: 'status', label: 'Status', before: 'pending', after: 'approved' },
      { field: 'subscribe', label: 'Subscribe', before: 'No', after: 'Yes' },
    ]);
    expect(describeChanges(null, { contentHtml: '<p>Hi</p>' })).toEqual([
      { field: 'contentHtml', label: 'Content', before: null, after: '<p>Hi</p>' },
    ]);
    expect(describeChanges(['a', 'b'], ['b', 'a'])).toEqual([
      { field: '_', label: 'Items', before: 'a, b', after: 'b, a' },
    ]);
    expect(describeChanges({ x: 1 }, { x: 1 })).toEqual([]);
  });

  it('labels keys in words, one level of nesting, and times in Irish English', () => {
    expect(fieldLabel('office_city')).toBe('Office city');
    expect(fieldLabel('outstandingBalanceCents')).toBe('Outstanding balance');
    expect(describeChanges({ a: { priceCents: 100 } }, { a: { priceCents: 250 } })).toEqual([
      { field: 'a.priceCents', label: 'A · Net price', before: '€1.00', after: '€2.50' },
    ]);
    expect(valueText('readAt', '2026-11-27T09:30:00.000Z')).toBe('27 Nov 2026, 09:30');
    expect(valueText('stock', 0)).toBe('0');
    expect(valueText('allocations', [{ cents: 25_000, invoice: 'INV-2026-000001' }])).toBe(
      '€250.00 INV-2026-000001',
    );
  });
});

describe('audit log routes', () => {
  let t: TestApp;
  let accountId = 0;
  const admin = () => ({ 'x-admin-token': t.deps.adminToken! });
  const get = (url: string) => t.app.inject({ url, headers: admin() });

  beforeAll(async () => {
    t = await buildTestApp();
    const buyer = await customer(t.db.db, t.config.jwtSecret, 500_000);
    accountId = buyer.id;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${accountId}/credit-limit`,
      headers: admin(),
      payload: { credit_limit: '7500' },
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it('answers each entry with its changes in words', async () => {
    const res = await get(`/api/admin/audit-log?entity=account&entityId=${accountId}`);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json<{ nodes: { action: string; changes: unknown[] }[] }>().nodes;
    expect(entry?.action).toBe('set-credit-limit');
    expect(entry?.changes).toEqual([
      { field: 'creditLimitCents', label: 'Credit limit', before: '€5,000.00', after: '€7,500.00' },
    ]);
  });

  it('filters by actor, action, Irish calendar days and words', async () => {
    const count = async (query: string) => {
      const res = await get(`/api/admin/audit-log?${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json<{ totalCount: number }>().totalCount;
    };
    const today = new Date(t.deps.clock()).toISOString().slice(0, 10);
    expect(await count('action=set-credit-limit')).toBe(1);
    expect(await count('action=approve')).toBe(0);
    expect(await count('actor=ADMIN%20TOK')).toBe(1);
    expect(await count('actor=someone%40else.ie')).toBe(0);
    expect(await count(`from=${today}&to=${today}`)).toBe(1);
    expect(await count('to=2020-01-01')).toBe(0);
    expect(await count('search=750000')).toBe(1);
    expect(await count(`search=${accountId}%20credit`)).toBe(1);
    expect(await count('search=nothing-like-this')).toBe(0);
    // A pattern character is a character, not a wildcard.
    expect(await count('search=%25')).toBe(0);
  });

  it('refuses a malformed date with a clear 400', async () => {
    const res = await get('/api/admin/audit-log?from=27/11/2026');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'from', message: 'a date like 2026-11-27' },
    ]);
  });

  it('exports every match as CSV with the changes in words', async () => {
    const res = await get('/api/admin/audit-log/export.csv?action=set-credit-limit');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
    expect(res.headers['x-row-count']).toBe('1');
    const [header, row] = res.body.trim().split('\r\n');
    expect(header).toBe('When,Who,Entity,Entity id,Action,Changes,Reason');
    expect(row).toContain(`admin token,account,${accountId},set-credit-limit,`);
    expect(row).toContain('Credit limit: €5,000.00 → €7,500.00');
  });
});
