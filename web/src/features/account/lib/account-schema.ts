import { z } from 'zod';
import { userProfileFieldOf, userProfileRules } from '@/lib/validation/user-profile';

const { email: _email, invoiceEmail: _invoiceEmail, ...editableRules } = userProfileRules;

/**
 * Rules of the account information form: the spec §5 profile rules for the fields a customer may
 * change (every profile field but the two e-mails, which are read-only, spec §6).
 */
export const accountSchema = z.object(editableRules);

/** An editable field of the account information form. */
export type AccountField = keyof typeof editableRules;

/** The account form while editing. */
export type AccountValues = z.input<typeof accountSchema>;
/** The validated, trimmed account form (the `UpdateAccountInput`). */
export type AccountData = z.output<typeof accountSchema>;

const ACCOUNT_FIELDS = Object.keys(editableRules) as AccountField[];

/** The form field a server (snake_case) field name refers to, or null (spec §8 account update). */
export function accountFieldOf(serverField: string | null | undefined): AccountField | null {
  return userProfileFieldOf(serverField, ACCOUNT_FIELDS);
}
