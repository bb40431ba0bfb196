import { z } from 'zod';
import { PERSON_NAME } from '@/lib/validation/names';
import {
  CALLBACK_MESSAGE_MAX,
  CALLBACK_MESSAGES,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  EMAIL_PATTERN,
  PHONE_DIGITS,
} from './messages';

const requiredText = (message: string) => z.string().trim().min(1, message);

/**
 * Submit-time rules of the Contact Us form (spec §5): every field non-blank ('This field is
 * required.'), full name letters, spaces, apostrophes and hyphens, e-mail pattern, message at most 250 characters.
 */
export const contactFormSchema = z.object({
  fullName: requiredText(CONTACT_MESSAGES.required).regex(
    PERSON_NAME,
    CONTACT_MESSAGES.fullNameLetters,
  ),
  email: requiredText(CONTACT_MESSAGES.required).regex(
    EMAIL_PATTERN,
    CONTACT_MESSAGES.invalidEmail,
  ),
  phoneNumber: requiredText(CONTACT_MESSAGES.required),
  message: requiredText(CONTACT_MESSAGES.required).max(CONTACT_MESSAGE_MAX),
});

/** The Contact Us form's values. */
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/**
 * Submit-time rules of the Request A Callback form (spec §5): every field non-blank after
 * trimming ('This field is required'), phone digits only (a leading minus refused), message at
 * most 200 characters.
 */
export const callbackFormSchema = z.object({
  name: requiredText(CALLBACK_MESSAGES.required),
  companyName: requiredText(CALLBACK_MESSAGES.required),
  phoneNumber: requiredText(CALLBACK_MESSAGES.required).regex(
    PHONE_DIGITS,
    CALLBACK_MESSAGES.phoneDigits,
  ),
  message: requiredText(CALLBACK_MESSAGES.required).max(CALLBACK_MESSAGE_MAX),
});

/** The Request A Callback form's values. */
export type CallbackFormValues = z.infer<typeof callbackFormSchema>;
