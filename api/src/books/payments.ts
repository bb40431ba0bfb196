/**
 * Payments in the books (issue 22; design "The books"): a payment is a 'payment' ledger entry whose
 * amount is allocated to the account's open invoices (oldest due first, or the invoices the admin
 * chose); what no open invoice takes stays on account and is allocated to the next invoice issued.
 * A payment is never edited or deleted: a mistake is corrected by a 'payment_reversal' entry naming
 * it and the reason, after which its allocations no longer count. Amounts in integer euro cents.
 */
import { allocatePayment, type Allocation } from '@serena/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { paymentAllocations } from '../db/schema/books.js';
import { creditLedger, type LedgerRow } from '../db/schema/books.js';
import { bookEntry, type Tx } from './ledger.js';
import { invoiceStandings } from './invoices.js';

/** Why a payment cannot be recorded or reversed (the route answers 400/404/409 with `message`). */
export class PaymentError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** What recording a payment did: its ledger entry, its allocations and what is left on account. */
export interface RecordedPayment {
  entryId: number;
  allocations: Allocation[];
  unallocatedCents: number;
}

/**
 * Books a payment of `amountCents` for the user and allocates it (inside the caller's transaction,
 * which must hold the account row's lock): to `invoiceIds` in that order when given, else oldest due
 * first.
 * @throws PaymentError 400 when a chosen invoice is not one of the account's open invoices;
 *   RangeError when the amount is not a positive integer of cents.
 */
export async function bookPayment(
  tx: Tx,
  userId: number,
  amountCents: number,
  note: string | null,
  invoiceIds?: readonly number[],
): Promise<RecordedPayment> {
  const open = (await invoiceStandings(tx, userId)).filter((s) => s.openCents > 0);
  for (const id of invoiceIds ?? []) {
    if (!open.some((s) => s.invoiceId === id)) {
      throw new PaymentError(400, `Invoice ${id} is not an open invoice of this account.`);
    }
  }
  const entryId = await bookEntry(tx, { userId, kind: 'payment', amountCents, note });
  const result = allocatePayment(amountCents, open, invoiceIds);
  await insertAllocations(tx, entryId, result.allocations);
  return { entryId, ...result };
}

/**
 * Records what a payment entry gives each invoice. A payment may come back to an invoice it already
 * paid part of (another payment to that invoice reversed, the invoice open again, then this
 * payment's credit on account allocated at the next checkout): its one allocation row per invoice
 * (unique per payment and invoice) then grows by the new amount instead of failing the checkout.
 */
async function insertAllocations(tx: Tx, entryId: number, allocations: Allocation[]) {
  if (allocations.length === 0) return;
  await tx
    .insert(paymentAllocations)
    .values(allocations.map((a) => ({ paymentEntryId: entryId, ...a })))
    .onConflictDoUpdate({
      target: [paymentAllocations.paymentEntryId, paymentAllocations.invoiceId],
      set: { amountCents: sql`${paymentAllocations.amountCents} + excluded.amount_cents` },
    });
}

/**
 * Allocates what earlier payments left on account to the account's open invoices, oldest payment
 * first (after a checkout issued a new invoice). Inside the caller's transaction.
 */
export async function allocateCreditOnAccount(tx: Tx, userId: number): Promise<void> {
  const payments = await tx
    .select({
      id: creditLedger.id,
      free: sql<string>`"credit_ledger"."amount_cents" - coalesce((select sum(pa.amount_cents)
        from payment_allocations pa where pa.payment_entry_id = "credit_ledger"."id"), 0)`,
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.kind, 'payment'),
        sql`not exists (select 1 from credit_ledger r where r.reverses_entry_id = "credit_ledger"."id")`,
      ),
    )
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
  const withCredit = payments.filter((p) => Number(p.free) > 0);
  if (withCredit.length === 0) return;
  let open = (await invoiceStandings(tx, userId)).filter((s) => s.openCents > 0);
  for (const payment of withCredit) {
    if (open.length === 0) return;
    const { allocations } = allocatePayment(Number(payment.free), open);
    await insertAllocations(tx, payment.id, allocations);
    open = open
      .map((s) => {
        const taken = allocations.find((a) => a.invoiceId === s.invoiceId)?.amountCents ?? 0;
        return { ...s, openCents: s.openCents - taken };
      })
      .filter((s) => s.openCents > 0);
  }
}

/**
 * Reverses a payment of the user with a reason (inside the caller's transaction, which holds the
 * account row's lock): a 'payment_reversal' entry of the same amount naming it. Returns the new
 * entry's id and the payment reversed.
 * @throws PaymentError 400 blank reason, 404 no such payment of this account, 409 already reversed.
 */
export async function bookPaymentReversal(
  tx: Tx,
  userId: number,
  paymentEntryId: number,
  reason: string,
): Promise<{ entryId: number; payment: LedgerRow }> {
  if (reason.trim() === '') throw new PaymentError(400, 'Give the reason for the reversal.');
  const [payment] = await tx
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.id, paymentEntryId),
        eq(creditLedger.userId, userId),
        eq(creditLedger.kind, 'payment'),
      ),
    );
  if (!payment) throw new PaymentError(404, `No payment ${paymentEntryId} on this account.`);
  const [already] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.reversesEntryId, paymentEntryId));
  if (already) throw new PaymentError(409, 'This payment has already been reversed.');
  const entryId = await bookEntry(tx, {
    userId,
    kind: 'payment_reversal',
    amountCents: payment.amountCents,
    note: reason,
    reversesEntryId: payment.id,
  });
  return { entryId, payment };
}
