/**
 * The account writes of the admin console (issue 9; issue 22 books): status changes (approve with
 * an opening credit limit), the credit limit with its confirmation, payments (allocated, with a dry
 * run), payment reversals, payment terms and the VAT number. Each shapes its payload; a refusal of
 * the api (400/404/409, e.g. CONFIRMATION_REQUIRED) becomes userErrors.
 */
import type { GraphQLContext } from '../../context.js';
import type {
  AccountAction,
  AccountChangeResponse,
  AccountNoteDto,
  AdminAccountDto,
  PaymentOutcomeDto,
} from '../../upstream/admin-types.js';
import type { AdminScope } from '../../models.js';
import { attempt, invalid, numericId, type AdminUserError } from './payload.js';

/** The api's field names of account changes as the GraphQL arguments name them. */
const ACCOUNT_FIELDS = {
  credit_limit: 'creditLimit',
  amount: 'amount',
  note: 'note',
  invoice_numbers: 'invoiceNumbers',
  reason: 'reason',
  days: 'days',
  vat_number: 'vatNumber',
};
/** Longest payment note or reversal reason (the api's limit). */
const MAX_TEXT = 500;
/** Longest rejection reason (the api's limit). */
const MAX_REASON = 1000;
/** Longest account note (the api's limit). */
const MAX_NOTE = 2000;

/** An AdminAccountPayload as the resolvers build it. */
export interface AccountPayload {
  account: AdminAccountDto | null;
  message: string | null;
  userErrors: AdminUserError[];
}

/** An AdminPaymentPayload as the resolvers build it. */
export interface PaymentPayload extends AccountPayload {
  payment: PaymentOutcomeDto | null;
}

const unknownAccount = (id: string): AdminUserError[] => [
  { field: 'id', message: `No account with id ${id}`, code: 'NOT_FOUND' },
];

const refused = (userErrors: AdminUserError[]): AccountPayload => ({
  account: null,
  message: null,
  userErrors,
});

/** Runs an account change and shapes its AdminAccountPayload. */
export function accountChange(
  id: string,
  run: (accountId: number) => Promise<AccountChangeResponse>,
): Promise<AccountPayload> {
  const accountId = numericId(id);
  if (accountId === null) return Promise.resolve(refused(unknownAccount(id)));
  return attempt<AccountPayload>(
    async () => {
      const answer = await run(accountId);
      return { account: answer.account, message: answer.message, userErrors: [] };
    },
    refused,
    ACCOUNT_FIELDS,
  );
}

/** A status change of an account; approve may set the opening credit limit (euros). */
export const statusChange =
  (action: AccountAction) =>
  (
    scope: AdminScope,
    args: { id: string; creditLimit?: string | null; reason?: string | null },
    { upstream }: GraphQLContext,
  ) => {
    const limit = action === 'approve' ? args.creditLimit?.trim() : undefined;
    const reason = action === 'reject' ? args.reason?.trim() : undefined;
    if (reason && reason.length > MAX_REASON) {
      return Promise.resolve(
        refused(invalid('reason', `reason is at most ${MAX_REASON} characters`)),
      );
    }
    const body = limit ? { credit_limit: limit } : reason ? { reason } : undefined;
    return accountChange(args.id, (accountId) =>
      upstream.admin.changeAccountStatus(accountId, action, scope.token, body),
    );
  };

/** An AdminAccountNotePayload as the resolver builds it. */
export interface NotePayload {
  note: AccountNoteDto | null;
  userErrors: AdminUserError[];
}

/** Adds a staff-only note to an account (issue 26) and shapes its AdminAccountNotePayload. */
export function noteChange(
  scope: AdminScope,
  args: { accountId: string; body: string },
  { upstream }: GraphQLContext,
): Promise<NotePayload> {
  const failed = (userErrors: AdminUserError[]): NotePayload => ({ note: null, userErrors });
  const body = args.body.trim();
  if (body.length < 1 || body.length > MAX_NOTE) {
    return Promise.resolve(failed(invalid('body', `A note has 1 to ${MAX_NOTE} characters.`)));
  }
  const accountId = numericId(args.accountId);
  if (accountId === null) return Promise.resolve(failed(unknownAccount(args.accountId)));
  return attempt<NotePayload>(
    async () => ({
      note: (await upstream.admin.addAccountNote(accountId, body, scope.token)).note,
      userErrors: [],
    }),
    failed,
    { body: 'body', id: 'accountId' },
  );
}

/** Records a payment (or its dry run) and shapes its AdminPaymentPayload. */
export function paymentChange(
  scope: AdminScope,
  args: {
    id: string;
    amount: string;
    note?: string | null;
    invoiceNumbers?: readonly string[] | null;
    dryRun?: boolean | null;
  },
  { upstream }: GraphQLContext,
): Promise<PaymentPayload> {
  const failed = (userErrors: AdminUserError[]): PaymentPayload => ({
    ...refused(userErrors),
    payment: null,
  });
  if (args.note && args.note.length > MAX_TEXT) {
    return Promise.resolve(failed(invalid('note', `note is at most ${MAX_TEXT} characters`)));
  }
  const numbers = (args.invoiceNumbers ?? []).map((n) => n.trim()).filter(Boolean);
  if (numbers.length > 100 || numbers.some((n) => n.length > 40)) {
    return Promise.resolve(failed(invalid('invoiceNumbers', 'Name at most 100 invoice numbers')));
  }
  const accountId = numericId(args.id);
  if (accountId === null) return Promise.resolve(failed(unknownAccount(args.id)));
  return attempt<PaymentPayload>(
    async () => {
      const answer = await upstream.admin.recordPayment(
        accountId,
        {
          euros: args.amount.trim(),
          note: args.note?.trim() || null,
          invoiceNumbers: numbers,
          dryRun: args.dryRun === true,
        },
        scope.token,
      );
      return {
        account: answer.account,
        message: answer.message,
        payment: answer.payment,
        userErrors: [],
      };
    },
    failed,
    ACCOUNT_FIELDS,
  );
}

/** Reverses a payment with a reason and shapes its AdminAccountPayload. */
export function reversalChange(
  scope: AdminScope,
  args: { id: string; entryId: string; reason: string },
  { upstream }: GraphQLContext,
): Promise<AccountPayload> {
  const reason = args.reason.trim();
  if (reason === '' || reason.length > MAX_TEXT) {
    return Promise.resolve(
      refused(
        invalid('reason', `Give the reason for the reversal (up to ${MAX_TEXT} characters).`),
      ),
    );
  }
  const entryId = numericId(args.entryId);
  if (entryId === null) {
    return Promise.resolve(
      refused([
        {
          field: 'entryId',
          message: `No payment ${args.entryId} on this account.`,
          code: 'NOT_FOUND',
        },
      ]),
    );
  }
  return accountChange(args.id, (accountId) =>
    upstream.admin.reversePayment(accountId, entryId, reason, scope.token),
  );
}

/** Sets the payment terms (0 to 365 days) and shapes its AdminAccountPayload. */
export function paymentTermsChange(
  scope: AdminScope,
  args: { id: string; days: number },
  { upstream }: GraphQLContext,
): Promise<AccountPayload> {
  if (!Number.isInteger(args.days) || args.days < 0 || args.days > 365) {
    return Promise.resolve(
      refused(invalid('days', 'days must be a whole number of days from 0 to 365')),
    );
  }
  return accountChange(args.id, (accountId) =>
    upstream.admin.setPaymentTerms(accountId, args.days, scope.token),
  );
}

/** Sets or clears the VAT number (checked by the api) and shapes its AdminAccountPayload. */
export function vatNumberChange(
  scope: AdminScope,
  args: { id: string; vatNumber: string },
  { upstream }: GraphQLContext,
): Promise<AccountPayload> {
  const vatNumber = args.vatNumber.trim();
  if (vatNumber.length > 40) {
    return Promise.resolve(refused(invalid('vatNumber', 'A VAT number is at most 40 characters')));
  }
  return accountChange(args.id, (accountId) =>
    upstream.admin.setVatNumber(accountId, vatNumber, scope.token),
  );
}
