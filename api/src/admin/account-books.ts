/**
 * Admin side of the books (issue 22): recording a payment (allocated oldest due first or to the
 * invoices the admin chose; a dry run answers what would happen and writes nothing), reversing a
 * payment with a reason, an account's invoices with their standing, its payment terms and VAT
 * number. Every write goes through {@link audited} holding the account row's lock. Integer cents.
 */
import { allocatePayment, checkVatNumber, daysOverdue, INVOICE_STATES } from '@serena/domain';
import { z } from 'zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PaymentError, bookPayment, bookPaymentReversal } from '../books/payments.js';
import { invoiceStandings, type InvoiceStanding } from '../books/invoices.js';
import type { Db } from '../db/client.js';
import { users, type UserRow } from '../db/schema/accounts.js';
import { creditNotes, invoices } from '../db/schema/books.js';
import { purchaseOrders } from '../db/schema/orders.js';
import { availableCredit, creditPosition, type Tx } from '../books/ledger.js';
import { ACCOUNT_ADMIN_MESSAGES, lockUser } from './accounts.js';
import { audited, type AdminActor } from './audit.js';
import { AdminError } from './errors.js';

/** Longest payment terms an account may have, in days. */
export const MAX_PAYMENT_TERMS_DAYS = 365;

/** One part of a payment set against an invoice (cents): what it took and what stays open. */
export interface PaymentAllocationDto {
  invoiceNumber: string;
  amount: number;
  openBefore: number;
  openAfter: number;
}

/** What recording a payment did (or, in a dry run, would do); cents. */
export interface PaymentOutcomeDto {
  dryRun: boolean;
  /** The payment's ledger entry; null in a dry run. */
  entryId: number | null;
  amount: number;
  allocations: PaymentAllocationDto[];
  /** What no open invoice took: credit on account. */
  unallocated: number;
  /** The balance owed after the payment. */
  outstanding: number;
  availableCredit: number;
}

/** How a payment is to be recorded: the invoices to allocate to (in order) and whether to write. */
export interface PaymentOptions {
  invoiceNumbers?: readonly string[];
  dryRun?: boolean;
}

/** AdminError of a books refusal (PaymentError), else the error itself. */
function adminErrorOf(error: unknown, field?: string): unknown {
  if (!(error instanceof PaymentError)) return error;
  if (error.statusCode === 404) return new AdminError(404, 'NOT_FOUND', error.message);
  if (error.statusCode === 409) return new AdminError(409, 'INVALID_STATE', error.message);
  return new AdminError(400, 'INVALID', error.message, field);
}

/**
 * The ids of the account's invoices `numbers` (in that order), undefined when none were given.
 * @throws AdminError 400 (field invoice_numbers) for a repeated number or one that is not an open
 *   invoice of this account.
 */
function chosenInvoices(
  standings: readonly InvoiceStanding[],
  numbers: readonly string[] | undefined,
): number[] | undefined {
  if (!numbers || numbers.length === 0) return undefined;
  const wanted = numbers.map((n) => n.trim().toUpperCase());
  if (new Set(wanted).size !== wanted.length) {
    throw new AdminError(400, 'INVALID', 'Name each invoice once.', 'invoice_numbers');
  }
  return wanted.map((number) => {
    const found = standings.find((s) => s.number === number);
    if (!found || found.openCents <= 0) {
      throw new AdminError(
        400,
        'INVALID',
        found
          ? `Invoice ${number} has nothing left to pay.`
          : `${number} is not an invoice of this account.`,
        'invoice_numbers',
      );
    }
    return found.invoiceId;
  });
}

/** The allocation DTOs of a payment's allocations against the standings before it. */
function allocationDtos(
  standings: readonly InvoiceStanding[],
  allocations: readonly { invoiceId: number; amountCents: number }[],
): PaymentAllocationDto[] {
  return allocations.map((a) => {
    const s = standings.find((x) => x.invoiceId === a.invoiceId);
    const openBefore = s?.openCents ?? 0;
    return {
      invoiceNumber: s?.number ?? String(a.invoiceId),
      amount: a.amountCents,
      openBefore,
      openAfter: openBefore - a.amountCents,
    };
  });
}

/** What a payment would do, computed without writing (the dry run). */
async function planPayment(
  db: Db,
  id: number,
  cents: number,
  options: PaymentOptions,
): Promise<{ user: UserRow; payment: PaymentOutcomeDto }> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AdminError(404, 'NOT_FOUND', ACCOUNT_ADMIN_MESSAGES.notFound(id));
  const standings = await invoiceStandings(db, id);
  const chosen = chosenInvoices(standings, options.invoiceNumbers);
  const open = standings.filter((s) => s.openCents > 0);
  const { allocations, unallocatedCents } = allocatePayment(cents, open, chosen);
  const position = await creditPosition(db, id);
  const outstanding = (position?.outstandingCents ?? 0) - cents;
  return {
    user,
    payment: {
      dryRun: true,
      entryId: null,
      amount: cents,
      allocations: allocationDtos(standings, allocations),
      unallocated: unallocatedCents,
      outstanding,
      availableCredit: availableCredit(user.creditLimitCents, outstanding),
    },
  };
}

/**
 * Records a payment of `cents` (> 0) with an optional note, allocated to `invoiceNumbers` in that
 * order or oldest due first (books/payments `bookPayment`), audited as 'record-payment'. With
 * `dryRun` nothing is written (no ledger entry, no audit row) and the answer says what would happen.
 * @throws AdminError 404 unknown account, 400 (field invoice_numbers) an invoice that is not open.
 */
export async function recordAccountPayment(
  db: Db,
  actor: AdminActor,
  id: number,
  cents: number,
  note: string | null,
  options: PaymentOptions = {},
): Promise<{ user: UserRow; payment: PaymentOutcomeDto }> {
  if (options.dryRun) return planPayment(db, id, cents, options);
  return audited(
    db,
    actor,
    { entity: 'account', entityId: id, action: 'record-payment', reason: note },
    async (tx) => {
      const user = await lockUser(tx, id);
      const before = await creditPosition(tx, id);
      const standings = await invoiceStandings(tx, id);
      const chosen = chosenInvoices(standings, options.invoiceNumbers);
      const booked = await bookPayment(tx, id, cents, note, chosen).catch((error: unknown) => {
        throw adminErrorOf(error, 'invoice_numbers');
      });
      const after = await creditPosition(tx, id);
      const allocations = allocationDtos(standings, booked.allocations);
      const payment: PaymentOutcomeDto = {
        dryRun: false,
        entryId: booked.entryId,
        amount: cents,
        allocations,
        unallocated: booked.unallocatedCents,
        outstanding: after?.outstandingCents ?? 0,
        availableCredit: after?.availableCents ?? 0,
      };
      return {
        before,
        after: {
          ...after,
          paymentCents: cents,
          entryId: booked.entryId,
          allocations: allocations.map((a) => ({ invoice: a.invoiceNumber, cents: a.amount })),
        },
        result: { user, payment },
      };
    },
  );
}

/** A payment reversal booked: its entry, the payment it reverses and the amount (cents). */
export interface ReversalDto {
  entryId: number;
  paymentEntryId: number;
  amount: number;
}

/**
 * Reverses payment `paymentEntryId` of the account with a reason (a 'payment_reversal' entry;
 * nothing is edited or deleted), audited as 'reverse-payment'.
 * @throws AdminError 400 REASON_REQUIRED blank reason, 404 unknown account or no such payment of
 *   this account, 409 INVALID_STATE already reversed.
 */
export async function reverseAccountPayment(
  db: Db,
  actor: AdminActor,
  id: number,
  paymentEntryId: number,
  reason: string,
): Promise<{ user: UserRow; reversal: ReversalDto }> {
  if (reason.trim() === '') {
    throw new AdminError(400, 'REASON_REQUIRED', 'Give the reason for the reversal.', 'reason');
  }
  return audited(
    db,
    actor,
    { entity: 'account', entityId: id, action: 'reverse-payment', reason },
    async (tx) => {
      const user = await lockUser(tx, id);
      const before = await creditPosition(tx, id);
      const booked = await bookPaymentReversal(tx, id, paymentEntryId, reason.trim()).catch(
        (error: unknown) => {
          throw adminErrorOf(error, 'reason');
        },
      );
      const after = await creditPosition(tx, id);
      const reversal = {
        entryId: booked.entryId,
        paymentEntryId,
        amount: booked.payment.amountCents,
      };
      return { before, after: { ...after, ...reversal }, result: { user, reversal } };
    },
  );
}

/** One invoice of an account with its standing and credit notes (cents). */
export const accountInvoiceDto = z.object({
  number: z.string(),
  purchaseOrderNumber: z.string(),
  buyerPoNumber: z.string().nullable(),
  issueDate: z.string(),
  dueDate: z.string(),
  gross: z.number().int(),
  credited: z.number().int(),
  paid: z.number().int(),
  open: z.number().int(),
  state: z.enum(INVOICE_STATES),
  daysOverdue: z.number().int(),
  creditNotes: z.array(
    z.object({
      number: z.string(),
      issueDate: z.string(),
      gross: z.number().int(),
      reason: z.string(),
    }),
  ),
});

/** One invoice of an account with where it stands (cents; days 'YYYY-MM-DD'). */
export type AccountInvoiceDto = z.infer<typeof accountInvoiceDto>;

/** One credit note of an invoice (cents). */
export type AccountCreditNoteDto = AccountInvoiceDto['creditNotes'][number];

/**
 * The account's invoices oldest due first (the default allocation order), each with its purchase
 * order, standing, days overdue at `asOf` and credit notes; undefined for an unknown account.
 */
export async function accountInvoices(
  db: Db,
  id: number,
  asOf: string,
): Promise<AccountInvoiceDto[] | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) return undefined;
  const standings = await invoiceStandings(db, id);
  if (standings.length === 0) return [];
  const ids = standings.map((s) => s.invoiceId);
  const heads = await db
    .select({
      id: invoices.id,
      poNumber: purchaseOrders.number,
      buyerPoNumber: invoices.buyerPoNumber,
    })
    .from(invoices)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, invoices.purchaseOrderId))
    .where(inArray(invoices.id, ids));
  const notes = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.userId, id), inArray(creditNotes.invoiceId, ids)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  return standings.map((s) => {
    const head = heads.find((h) => h.id === s.invoiceId);
    return {
      number: s.number,
      purchaseOrderNumber: head?.poNumber ?? '',
      buyerPoNumber: head?.buyerPoNumber ?? null,
      issueDate: s.issueDate,
      dueDate: s.dueDate,
      gross: s.grossCents,
      credited: s.creditedCents,
      paid: s.paidCents,
      open: s.openCents,
      state: s.state,
      daysOverdue: s.openCents > 0 ? daysOverdue(s.dueDate, asOf) : 0,
      creditNotes: notes
        .filter((n) => n.invoiceId === s.invoiceId)
        .map((n) => ({
          number: n.number,
          issueDate: n.issueDate,
          gross: n.grossCents,
          reason: n.reason,
        })),
    };
  });
}

/**
 * Sets the account's payment terms (whole days, 0 to 365; invoices issued from now on are due that
 * many days after issue), audited as 'set-payment-terms'. Returns the updated row.
 * @throws AdminError 404 unknown account.
 */
export async function changePaymentTerms(
  db: Db,
  actor: AdminActor,
  id: number,
  days: number,
): Promise<UserRow> {
  return audited(
    db,
    actor,
    { entity: 'account', entityId: id, action: 'set-payment-terms' },
    async (tx: Tx) => {
      const before = await lockUser(tx, id);
      const [after] = await tx
        .update(users)
        .set({ paymentTermsDays: days })
        .where(eq(users.id, id))
        .returning();
      return {
        before: { paymentTermsDays: before.paymentTermsDays },
        after: { paymentTermsDays: after!.paymentTermsDays },
        result: after!,
      };
    },
  );
}

/**
 * Sets (or with blank text clears) the customer's VAT number, checked with @serena/domain
 * `checkVatNumber` and stored normalised, audited as 'set-vat-number'. Returns the updated row.
 * @throws AdminError 400 (field vat_number) not a valid EU, XI or GB VAT number; 404 unknown account.
 */
export async function changeVatNumber(
  db: Db,
  actor: AdminActor,
  id: number,
  text: string,
): Promise<UserRow> {
  let value: string | null = null;
  if (text.trim() !== '') {
    const checked = checkVatNumber(text);
    if (!checked.ok) throw new AdminError(400, 'INVALID', checked.message, 'vat_number');
    value = checked.value;
  }
  return audited(
    db,
    actor,
    { entity: 'account', entityId: id, action: 'set-vat-number' },
    async (tx: Tx) => {
      const before = await lockUser(tx, id);
      const [after] = await tx
        .update(users)
        .set({ vatNumber: value })
        .where(eq(users.id, id))
        .returning();
      return {
        before: { vatNumber: before.vatNumber },
        after: { vatNumber: after!.vatNumber },
        result: after!,
      };
    },
  );
}
