/**
 * The Irish postcode, the Eircode (issue 24 "Address book"): a routing key (a letter and two digits,
 * or the special D6W) and a four-character unique identifier, written "D02 X285". Only the letters
 * A C D E F H K N P R T V W X Y occur in either part. Pure, no I/O.
 */

/** The characters an Eircode uses besides digits (no B, G, I, J, L, M, O, Q, S, U, Z). */
const LETTERS = 'ACDEFHKNPRTVWXY';
const ROUTING_KEY = `(?:[${LETTERS}]\\d{2}|D6W)`;
const UNIQUE_ID = `[${LETTERS}\\d]{4}`;
const EIRCODE = new RegExp(`^(${ROUTING_KEY})(${UNIQUE_ID})$`);

/** The message shown for an Eircode that is not valid. */
export const EIRCODE_MESSAGE = 'Enter a valid Eircode, e.g. D02 X285.';

/**
 * Checks an Eircode typed in any case and spacing ('d02x285', ' D02  x285 ') and returns it
 * normalised, upper case with one space between routing key and identifier ('D02 X285'), or the
 * message to show.
 */
export function checkEircode(
  text: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  const match = EIRCODE.exec(compact);
  if (!match) return { ok: false, message: EIRCODE_MESSAGE };
  return { ok: true, value: `${match[1]} ${match[2]}` };
}
