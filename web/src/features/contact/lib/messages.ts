/** The contact and callback forms' user-facing strings, word for word from spec §5 and §8. */
export const CONTACT_MESSAGES = {
  required: 'This field is required.',
  fullNameLetters: 'Full name must contain only letters and spaces',
  invalidEmail: 'Invalid email format',
  duplicate: 'You have already submitted this message.',
  generic: 'Something went wrong. Please try again.',
  sent: 'Your message has been sent. We will be in touch shortly.',
} as const;

/** The Request A Callback form's strings (spec §5, §8). */
export const CALLBACK_MESSAGES = {
  required: 'This field is required',
  phoneDigits: 'Phone number must contain digits only',
  generic: 'Something went wrong. Please try again.',
} as const;

/** Spec §5, §9: most characters in a contact message. */
export const CONTACT_MESSAGE_MAX = 250;
/** Spec §5, §9: most characters in a callback message. */
export const CALLBACK_MESSAGE_MAX = 200;
/** Spec §9: how long error messages stay, in milliseconds. */
export const ERROR_DISPLAY_MS = 3000;
/** Spec §5: the email is checked once it is longer than this many characters. */
export const EMAIL_CHECK_AFTER = 5;

/** Basic e-mail pattern (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with an optional leading '+' (E.164 from the phone input); a minus is refused (spec §5). */
export const PHONE_DIGITS = /^\+?\d+$/;
