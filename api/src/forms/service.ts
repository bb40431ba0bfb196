/**
 * The visitor forms (spec §2 Contact section and Request A Callback, §5 validation, §8 messages):
 * input rules with the spec's messages, storage of contact messages and callback requests, and the
 * e-mails to the shop. No HTTP in here: forms/routes.ts calls these.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { PERSON_NAME } from '../lib/names.js';
import {
  callbackRequests,
  contactMessages,
  type CallbackRequestRow,
  type ContactMessageRow,
} from '../db/schema/forms.js';
import type { MailMessage } from '../mail/mail.js';
import { renderMail } from '../mail/mail-template.js';
import type { DbOrTx } from '../books/ledger.js';
import { controlCharacterMessage, findControlCharacter } from '../lib/control-chars.js';

/** Spec §5: most characters in a contact message. */
export const CONTACT_MESSAGE_MAX = 250;
/** Spec §5: most characters in a callback message. */
export const CALLBACK_MESSAGE_MAX = 200;
/** Spec §9: most digits in a phone number. */
export const PHONE_MAX_DIGITS = 15;
/** Longest name, company name or e-mail accepted (characters); a guard, not a spec rule. */
export const TEXT_FIELD_MAX = 120;
export { DEFAULT_SHOP_EMAIL } from '../config.js';

/** The spec's user-facing strings for the forms (spec §5, §7, §8), word for word. */
export const FORM_MESSAGES = {
  contactRequired: 'This field is required.',
  callbackRequired: 'This field is required',
  fullNameLetters: 'Full name must contain only letters and spaces',
  invalidEmail: 'Invalid email format',
  phoneDigits: 'Phone number must contain digits only',
  phoneTooLong: `Phone number must contain at most ${PHONE_MAX_DIGITS} digits`,
  contactMessageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  callbackMessageTooLong: `Message must be at most ${CALLBACK_MESSAGE_MAX} characters`,
  tooLong: `Must be at most ${TEXT_FIELD_MAX} characters`,
  duplicate: 'You have already submitted this message.',
  contactSent: 'Your message has been sent. We will be in touch shortly.',
  callbackSent: 'Thank you! We will call you back shortly.',
  invalidInput: 'Please check the highlighted fields.',
} as const;

/** Basic e-mail pattern of spec §5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number: digits with an optional leading '+', spaces ignored. A minus is refused. */
const PHONE_PATTERN = /^\+?\d+$/;

/** Any missing or non-string value reads as ''; strings are trimmed. */
const text = (required: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, required));

const phone = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : ''),
    z
      .string()
      .min(1, required)
      .regex(PHONE_PATTERN, FORM_MESSAGES.phoneDigits)
      .refine((s) => s.replace(/\D/g, '').length <= PHONE_MAX_DIGITS, FORM_MESSAGES.phoneTooLong),
  );

/** Spec §5 contact form rules; the parsed values are trimmed (phone without spaces). */
export const contactMessageSchema = z.object({
  fullName: text(FORM_MESSAGES.contactRequired)
    .pipe(z.string().regex(PERSON_NAME, FORM_MESSAGES.fullNameLetters))
    .pipe(z.string().max(TEXT_FIELD_MAX, FORM_MESSAGES.tooLong)),
  email: text(FORM_MESSAGES.contactRequired)
    .pipe(z.string().regex(EMAIL_PATTERN, FORM_MESSAGES.invalidEmail))
    .pipe(z.string().max(TEXT_FIELD_MAX, FORM_MESSAGES.tooLong)),
  phoneNumber: phone(FORM_MESSAGES.contactRequired),
  message: text(FORM_MESSAGES.contactRequired).pipe(
    z.string().max(CONTACT_MESSAGE_MAX, FORM_MESSAGES.contactMessageTooLong),
  ),
});

/** A valid contact message (spec §3 Contact message, without the file). */
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** Spec §5 callback form rules; the parsed values are trimmed (phone without spaces). */
export const callbackRequestSchema = z.object({
  name: text(FORM_MESSAGES.callbackRequired).pipe(
    z.string().max(TEXT_FIELD_MAX, FORM_MESSAGES.tooLong),
  ),
  companyName: text(FORM_MESSAGES.callbackRequired).pipe(
    z.string().max(TEXT_FIELD_MAX, FORM_MESSAGES.tooLong),
  ),
  phoneNumber: phone(FORM_MESSAGES.callbackRequired),
  message: text(FORM_MESSAGES.callbackRequired).pipe(
    z.string().max(CALLBACK_MESSAGE_MAX, FORM_MESSAGES.callbackMessageTooLong),
  ),
});

/** A valid callback request (spec §3 Callback request). */
export type CallbackRequestInput = z.infer<typeof callbackRequestSchema>;

/** One field error of a 400 answer. */
export interface FieldError {
  field: string;
  message: string;
}

/** Outcome of validating a form: the parsed value, or the first error of each failing field. */
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * Validates `input` against a form schema. Returns the trimmed value, or one error per field (the
 * first rule it breaks), in the schema's field order. Never throws.
 */
export function validateForm<T>(schema: z.ZodType<T>, input: unknown): Validation<T> {
  const control = findControlCharacter(input);
  if (control) {
    return { ok: false, errors: [{ field: control, message: controlCharacterMessage(control) }] };
  }
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return { ok: false, errors };
}

/**
 * Returns the duplicate-detection key of a contact message: SHA-256 (hex) of the lower-cased e-mail
 * and the message text lower-cased with runs of whitespace collapsed (spec §8 repeat message).
 */
export function contactDedupeKey(email: string, message: string): string {
  const normalise = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256')
    .update(`${normalise(email)}\u0000${normalise(message)}`)
    .digest('hex');
}

/** The attachment of a contact message as stored: random id on disk, sanitised name, type, bytes. */
export interface ContactAttachment {
  id: string;
  name: string;
  type: string;
  size: number;
}

/**
 * Stores a contact message. Returns the new row, or null when the same sender already sent the same
 * message (spec §8: 409) — decided atomically by the unique dedupe key.
 */
export async function saveContactMessage(
  db: DbOrTx,
  input: ContactMessageInput,
  file: ContactAttachment | undefined,
): Promise<ContactMessageRow | null> {
  const rows = await db
    .insert(contactMessages)
    .values({
      ...input,
      dedupeKey: contactDedupeKey(input.email, input.message),
      fileId: file?.id ?? null,
      fileName: file?.name ?? null,
      fileType: file?.type ?? null,
      fileSize: file?.size ?? null,
    })
    .onConflictDoNothing({ target: contactMessages.dedupeKey })
    .returning();
  return rows[0] ?? null;
}

/** Stores a callback request and returns the new row (spec §7 request-call). */
export async function saveCallbackRequest(
  db: DbOrTx,
  input: CallbackRequestInput,
): Promise<CallbackRequestRow> {
  const rows = await db.insert(callbackRequests).values(input).returning();
  const row = rows[0];
  if (!row) throw new Error('insert into callback_requests returned no row');
  return row;
}

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * The shop's notification e-mail for a stored contact message (spec §2 Contact section; issue 26):
 * HTML with a text part (the customer mails' template), the sender's details, the message, and
 * the uploaded file attached when its bytes are given (`file`, as stored).
 */
export async function contactMail(
  shopEmail: string,
  row: ContactMessageRow,
  file?: Buffer | null,
): Promise<MailMessage> {
  const rendered = await renderMail({
    title: `Contact message from ${oneLine(row.fullName)}`,
    greeting: null,
    paragraphs: ['A new message was sent with the Contact Us form.'],
    rows: [
      { label: 'Name', value: row.fullName },
      { label: 'E-mail', value: row.email },
      { label: 'Phone', value: row.phoneNumber },
      { label: 'Received', value: row.createdAt.toISOString() },
      {
        label: 'Attachment',
        value: row.fileId ? `${row.fileName ?? 'file'} (${row.fileSize ?? 0} bytes)` : 'none',
      },
    ],
    after: ['Message:', row.message],
  });
  const attached =
    row.fileId && file
      ? [
          {
            filename: row.fileName ?? 'attachment',
            content: file,
            contentType: row.fileType ?? 'application/octet-stream',
          },
        ]
      : [];
  return { to: shopEmail, ...rendered, ...(attached.length ? { attachments: attached } : {}) };
}

/**
 * The shop's notification e-mail for a stored callback request (spec §2 Request A Callback;
 * issue 26): HTML with a text part (the customer mails' template).
 */
export async function callbackMail(
  shopEmail: string,
  row: CallbackRequestRow,
): Promise<MailMessage> {
  const rendered = await renderMail({
    title: `Callback request from ${oneLine(row.name)} (${oneLine(row.companyName)})`,
    greeting: null,
    paragraphs: ['A callback was requested with the Request A Callback form.'],
    rows: [
      { label: 'Name', value: row.name },
      { label: 'Company', value: row.companyName },
      { label: 'Phone', value: row.phoneNumber },
      { label: 'Received', value: row.createdAt.toISOString() },
    ],
    after: ['Message:', row.message],
  });
  return { to: shopEmail, ...rendered };
}
