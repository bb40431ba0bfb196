import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageBalance,
  ageingBucket,
  allocatePayment,
  daysOverdue,
  documentNumber,
  invoiceState,
  totalsPerRate,
} from '../src/books.js';
import { checkVatNumber, normaliseVatNumber } from '../src/vat-number.js';
import { formatVatRate, parseVatRatePercent, vatOnUnit } from '../src/vat.js';

describe('VAT rate as data (issue 22)', () => {
  it.each([
    [49900, 2300, 11477],
    [10000, 1350, 1350],
    [333, 1350, 45], // 44.955 -> 45
    [1000, 480, 48],
    [12345, 0, 0],
  ])('net %d at %d bp -> VAT %d', (net, bp, vat) => {
    expect(vatOnUnit(net, bp)).toBe(vat);
  });

  it('refuses a rate that is not whole basis points from 0 to 10000', () => {
    expect(() => vatOnUnit(100, -1)).toThrow(RangeError);
    expect(() => vatOnUnit(100, 23.5)).toThrow(RangeError);
    expect(() => vatOnUnit(100, 10_001)).toThrow(RangeError);
  });

  it('prints and parses rates', () => {
    expect([2300, 1350, 480, 0, 900].map(formatVatRate)).toEqual(['23', '13.5', '4.8', '0', '9']);
    expect(parseVatRatePercent('13.5')).toBe(1350);
    expect(parseVatRatePercent(' 23 ')).toBe(2300);
    expect(() => parseVatRatePercent('23%')).toThrow(RangeError);
    expect(() => parseVatRatePercent('101')).toThrow(RangeError);
  });
});

describe('document numbers, dates and states', () => {
  it('numbers documents per series and year on six digits', () => {
    expect(documentNumber('INV', 2026, 1)).toBe('INV-2026-000001');
    expect(documentNumber('CN', 2027, 1234567)).toBe('CN-2027-1234567');
    expect(() => documentNumber('INV', 2026, 0)).toThrow(RangeError);
  });

  it('adds days across months and years and counts days overdue', () => {
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysOverdue('2026-12-26', '2026-12-25')).toBe(0);
    expect(daysOverdue('2026-12-26', '2027-01-25')).toBe(30);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('buckets ages at the edges', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      'current',
      '1-30',
      '1-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      'over 90',
    ]);
  });

  it('tells an invoice state from its amounts', () => {
    expect(invoiceState({ grossCents: 100, creditedCents: 0, paidCents: 0 })).toBe('unpaid');
    expect(invoiceState({ grossCents: 100, creditedCents: 0, paidCents: 40 })).toBe('part paid');
    expect(invoiceState({ grossCents: 100, creditedCents: 60, paidCents: 40 })).toBe('paid');
    expect(invoiceState({ grossCents: 100, creditedCents: 100, paidCents: 0 })).toBe('credited');
  });

  it('sums lines per rate, highest first', () => {
    expect(
      totalsPerRate([
        { vatRateBp: 1350, netCents: 100, vatCents: 14, grossCents: 114 },
        { vatRateBp: 2300, netCents: 100, vatCents: 23, grossCents: 123 },
        { vatRateBp: 2300, netCents: 200, vatCents: 46, grossCents: 246 },
      ]),
    ).toEqual([
      { vatRateBp: 2300, netCents: 300, vatCents: 69, grossCents: 369 },
      { vatRateBp: 1350, netCents: 100, vatCents: 14, grossCents: 114 },
    ]);
  });
});

describe('payment allocation and ageing', () => {
  const open = [
    { invoiceId: 2, dueDate: '2026-12-01', openCents: 500 },
    { invoiceId: 1, dueDate: '2026-11-01', openCents: 300 },
    { invoiceId: 3, dueDate: '2026-12-01', openCents: 200 },
  ];

  it('allocates oldest due first, then by id, leaving the rest unallocated', () => {
    expect(allocatePayment(700, open)).toEqual({
      allocations: [
        { invoiceId: 1, amountCents: 300 },
        { invoiceId: 2, amountCents: 400 },
      ],
      unallocatedCents: 0,
    });
    expect(allocatePayment(1500, open).unallocatedCents).toBe(500);
  });

  it('allocates to the invoices the admin chose, in their order', () => {
    expect(allocatePayment(600, open, [3, 2])).toEqual({
      allocations: [
        { invoiceId: 3, amountCents: 200 },
        { invoiceId: 2, amountCents: 400 },
      ],
      unallocatedCents: 0,
    });
  });

  it('never allocates more than the payment nor more than an invoice is open (property)', () => {
    const invoices = fc.array(
      fc.record({
        invoiceId: fc.integer({ min: 1, max: 50 }),
        dueDate: fc.constantFrom('2026-01-01', '2026-02-01', '2026-03-01'),
        openCents: fc.integer({ min: 0, max: 100_000 }),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), invoices, (amount, list) => {
        const unique = [...new Map(list.map((i) => [i.invoiceId, i])).values()];
        const { allocations, unallocatedCents } = allocatePayment(amount, unique);
        const allocated = allocations.reduce((s, a) => s + a.amountCents, 0);
        expect(allocated + unallocatedCents).toBe(amount);
        for (const a of allocations) {
          expect(a.amountCents).toBeGreaterThan(0);
          expect(a.amountCents).toBeLessThanOrEqual(
            unique.find((i) => i.invoiceId === a.invoiceId)!.openCents,
          );
        }
      }),
    );
  });

  it('ages open invoices by days overdue and keeps the total equal to the balance', () => {
    const ageing = ageBalance(
      [
        { dueDate: '2026-12-20', openCents: 100 },
        { dueDate: '2026-11-20', openCents: 200 },
        { dueDate: '2026-08-01', openCents: 300 },
      ],
      450,
      '2026-11-26',
    );
    expect(ageing.buckets).toEqual({
      current: 100,
      '1-30': 200,
      '31-60': 0,
      '61-90': 0,
      'over 90': 300,
    });
    expect(ageing.unallocatedCents).toBe(-150);
    expect(ageing.overdueCents).toBe(500);
    expect(ageing.totalCents).toBe(450);
  });
});

describe('customer VAT numbers (jsvat-next)', () => {
  it.each(['IE6388047V', 'ie 638 8047v', 'XI980780684', 'GB980780684', 'DE136695976'])(
    'accepts %s',
    (text) => {
      expect(checkVatNumber(text)).toEqual({ ok: true, value: normaliseVatNumber(text) });
    },
  );

  it.each(['IE123', '6388047V', 'US123456789', 'DE136695977', ''])('refuses %s', (text) => {
    expect(checkVatNumber(text).ok).toBe(false);
  });
});
