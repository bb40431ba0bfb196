import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_WINDOW_MS,
  approvalReasons,
  availableAfterReservations,
  type ApprovalInput,
} from '../src/approval.js';

const none: ApprovalInput = {
  totalCents: 150_000,
  orderLimitCents: null,
  monthLimitCents: null,
  monthSpentCents: 0,
  approvalAboveCents: null,
};

describe('approvalReasons (issue 24 spending limits and approval)', () => {
  it('needs nothing without limits or rule', () => {
    expect(approvalReasons(none)).toEqual([]);
  });

  it('flags an order over the per-order limit, not one of exactly the limit', () => {
    expect(approvalReasons({ ...none, orderLimitCents: 100_000 })).toEqual(['ORDER_LIMIT']);
    expect(approvalReasons({ ...none, totalCents: 100_000, orderLimitCents: 100_000 })).toEqual([]);
  });

  it('counts the month already spent against the monthly limit', () => {
    const month = { ...none, totalCents: 50_000, monthLimitCents: 200_000 };
    expect(approvalReasons({ ...month, monthSpentCents: 150_000 })).toEqual([]);
    expect(approvalReasons({ ...month, monthSpentCents: 150_001 })).toEqual(['MONTH_LIMIT']);
  });

  it('applies the company rule above its amount, with every reason in a fixed order', () => {
    expect(approvalReasons({ ...none, approvalAboveCents: 150_000 })).toEqual([]);
    expect(
      approvalReasons({
        ...none,
        approvalAboveCents: 149_999,
        orderLimitCents: 1,
        monthLimitCents: 1,
      }),
    ).toEqual(['ORDER_LIMIT', 'MONTH_LIMIT', 'COMPANY_RULE']);
  });

  it('refuses amounts that are not cents', () => {
    expect(() => approvalReasons({ ...none, totalCents: 1.5 })).toThrow(RangeError);
    expect(() => approvalReasons({ ...none, orderLimitCents: -1 })).toThrow(RangeError);
    expect(() => approvalReasons({ ...none, monthSpentCents: Number.NaN })).toThrow(RangeError);
  });

  it('never asks approval for an order within every limit (property)', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(amount, amount, amount, (total, spent, slack) => {
        const input = {
          totalCents: total,
          orderLimitCents: total + slack,
          monthLimitCents: spent + total + slack,
          monthSpentCents: spent,
          approvalAboveCents: total + slack,
        };
        expect(approvalReasons(input)).toEqual([]);
        const over = { ...input, orderLimitCents: Math.max(0, total - 1) };
        expect(approvalReasons(over).includes('ORDER_LIMIT')).toBe(total > 0);
      }),
    );
  });
});

describe('availableAfterReservations', () => {
  it('sets the reserved credit aside, going negative when over', () => {
    expect(availableAfterReservations(500_000, 150_000)).toBe(350_000);
    expect(availableAfterReservations(100, 150)).toBe(-50);
    expect(() => availableAfterReservations(100, -1)).toThrow(RangeError);
    expect(() => availableAfterReservations(0.5, 1)).toThrow(RangeError);
  });

  it('lets a reservation lapse after seven days', () => {
    expect(APPROVAL_WINDOW_MS).toBe(604_800_000);
  });
});
