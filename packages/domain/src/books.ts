/**
 * The books' pure rules (issue 22; design "The books"): document numbers, VAT totals per rate,
 * invoice states, due dates, payment allocation and ageing. Integer euro cents, calendar dates as
 * 'YYYY-MM-DD' strings (Irish calendar days, worked out by the caller), no I/O.
 */
import type { Cents } from './money.js';
import type { VatRateBp } from './vat.js';

/** The series of gap-free document numbers: invoices and credit notes. */
export type DocumentSeries = 'INV' | 'CN';

/**
 * A document number: series, year and the number within that year on at least six digits,
 * e.g. ('INV', 2026, 1) -> 'INV-2026-000001', ('CN', 2026, 42) -> 'CN-2026-000042'.
 * @throws {RangeError} when the year or the number is not a positive integer.
 */
export function documentNumber(series: DocumentSeries, year: number, seq: number): string {
  if (!Number.isInteger(year) || year < 1 || !Number.isInteger(seq) || seq < 1) {
    throw new RangeError(`Bad document number parts: ${year}, ${seq}`);
  }
  return `${series}-${year}-${String(seq).padStart(6, '0')}`;
}

/** One line's money for totals per rate; amounts in cents. */
export interface RatedAmounts {
  vatRateBp: VatRateBp;
  netCents: Cents;
  vatCents: Cents;
  grossCents: Cents;
}

/**
 * Sums lines per VAT rate (a VAT invoice's "totals per rate"), highest rate first.
 * @throws {RangeError} when an amount is not a safe integer.
 */
export function totalsPerRate(lines: readonly RatedAmounts[]): RatedAmounts[] {
  const byRate = new Map<VatRateBp, RatedAmounts>();
  for (const line of lines) {
    for (const cents of [line.netCents, line.vatCents, line.grossCents]) {
      if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer of cents: ${cents}`);
    }
    const sum = byRate.get(line.vatRateBp) ?? {
      vatRateBp: line.vatRateBp,
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    };
    sum.netCents += line.netCents;
    sum.vatCents += line.vatCents;
    sum.grossCents += line.grossCents;
    byRate.set(line.vatRateBp, sum);
  }
  return [...byRate.values()].sort((a, b) => b.vatRateBp - a.vatRateBp);
}

/** The states of an invoice, in the order a statement lists them. */
export const INVOICE_STATES = ['unpaid', 'part paid', 'paid', 'credited'] as const;
/** Where an invoice stands: nothing paid, some paid, all paid, or nothing due after credit notes. */
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** An invoice's amounts in cents: its gross, what credit notes took off and what payments settled. */
export interface InvoiceAmounts {
  grossCents: Cents;
  creditedCents: Cents;
  paidCents: Cents;
}

/** What is still owed on an invoice: gross − credited − paid, never below 0 (cents). */
export function invoiceOpenCents(a: InvoiceAmounts): Cents {
  return Math.max(0, a.grossCents - a.creditedCents - a.paidCents);
}

/**
 * The state of an invoice: 'credited' when credit notes took off the whole gross, else 'paid'
 * when nothing is open, 'part paid' when a payment settled some, 'unpaid' otherwise.
 */
export function invoiceState(a: InvoiceAmounts): InvoiceState {
  if (a.creditedCents >= a.grossCents) return 'credited';
  if (invoiceOpenCents(a) === 0) return 'paid';
  return a.paidCents > 0 ? 'part paid' : 'unpaid';
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. @throws {RangeError} for another shape. */
function dayNumber(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return ms / DAY_MS;
}

/** 'YYYY-MM-DD' plus `days` calendar days, e.g. ('2026-11-26', 30) -> '2026-12-26'. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer: ${days}`);
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days `asOf` is past `dueDate` (0 when not yet due), both 'YYYY-MM-DD'. */
export function daysOverdue(dueDate: string, asOf: string): number {
  return Math.max(0, dayNumber(asOf) - dayNumber(dueDate));
}

/** The ageing columns of a statement, by days overdue. */
export const AGEING_BUCKETS = ['current', '1-30', '31-60', '61-90', 'over 90'] as const;
/** One of {@link AGEING_BUCKETS}. */
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of an amount that is `days` overdue: 0 current, 1–30, 31–60, 61–90, over 90. */
export function ageingBucket(days: number): AgeingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return 'over 90';
}

/** What is owed by age, in cents; `unallocatedCents` (≤ 0) is credit not yet set against an invoice. */
export interface Ageing {
  buckets: Record<AgeingBucket, Cents>;
  /** Payments (net of reversals) and credit notes beyond what open invoices take, as a negative amount. */
  unallocatedCents: Cents;
  /** Σ buckets + unallocated: the balance. */
  totalCents: Cents;
  /** Σ of every bucket but 'current'. */
  overdueCents: Cents;
}

/**
 * Ages a balance (statement ageing, issue 22): each open invoice's open amount goes to the bucket of
 * its days overdue at `asOf`; the rest of `balanceCents` that open invoices do not explain is
 * unallocated credit (or, if positive, owed without an invoice — placed in 'current').
 */
export function ageBalance(
  openInvoices: readonly { dueDate: string; openCents: Cents }[],
  balanceCents: Cents,
  asOf: string,
): Ageing {
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0])) as Record<
    AgeingBucket,
    Cents
  >;
  let open = 0;
  for (const inv of openInvoices) {
    buckets[ageingBucket(daysOverdue(inv.dueDate, asOf))] += inv.openCents;
    open += inv.openCents;
  }
  const rest = balanceCents - open;
  if (rest > 0) buckets.current += rest;
  const overdueCents = AGEING_BUCKETS.slice(1).reduce((sum, b) => sum + buckets[b], 0);
  return {
    buckets,
    unallocatedCents: Math.min(0, rest),
    totalCents: balanceCents,
    overdueCents,
  };
}

/** An invoice a payment can be set against: its id, due date and open amount (cents). */
export interface OpenInvoice {
  invoiceId: number;
  dueDate: string;
  openCents: Cents;
}

/** One part of a payment set against one invoice (cents > 0). */
export interface Allocation {
  invoiceId: number;
  amountCents: Cents;
}

/**
 * Allocates a payment of `amountCents` to open invoices (issue 22 "oldest first by default"): by
 * due date, then id, each up to its open amount. With `chosen` (invoice ids), only those, in the
 * order given. Returns the allocations and what is left unallocated (credit on account).
 * @throws {RangeError} when the amount is not a positive safe integer.
 */
export function allocatePayment(
  amountCents: Cents,
  open: readonly OpenInvoice[],
  chosen?: readonly number[],
): { allocations: Allocation[]; unallocatedCents: Cents } {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`A payment must be a positive integer of cents: ${amountCents}`);
  }
  const ordered = chosen
    ? chosen.flatMap((id) => open.filter((inv) => inv.invoiceId === id))
    : [...open].sort((a, b) =>
        a.dueDate === b.dueDate ? a.invoiceId - b.invoiceId : a.dueDate < b.dueDate ? -1 : 1,
      );
  let left = amountCents;
  const allocations: Allocation[] = [];
  for (const inv of ordered) {
    if (left === 0) break;
    const take = Math.min(left, inv.openCents);
    if (take <= 0) continue;
    allocations.push({ invoiceId: inv.invoiceId, amountCents: take });
    left -= take;
  }
  return { allocations, unallocatedCents: left };
}
