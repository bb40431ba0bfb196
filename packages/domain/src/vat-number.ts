/**
 * The customer's VAT number (issue 22: printed on VAT invoices; optional at sign-up, in Account Info
 * and in the admin account screen). Checked with jsvat-next (format and check digits) for the EU
 * member states, Northern Ireland (XI) and Great Britain (GB). Pure, no I/O.
 */
import * as jsvatModule from 'jsvat-next';

// jsvat-next has named exports in its ES build (what bundlers such as Vite read) but only a
// module.exports object under Node's CommonJS interop: take whichever holds checkVAT.
const jsvat = (jsvatModule as unknown as { default?: typeof jsvatModule }).default ?? jsvatModule;

const { checkVAT } = jsvat;

/** The countries accepted: the EU member states plus the United Kingdom (GB and XI numbers). */
const ACCEPTED = [
  jsvat.austria,
  jsvat.belgium,
  jsvat.bulgaria,
  jsvat.croatia,
  jsvat.cyprus,
  jsvat.czechRepublic,
  jsvat.denmark,
  jsvat.estonia,
  jsvat.finland,
  jsvat.france,
  jsvat.germany,
  jsvat.greece,
  jsvat.hungary,
  jsvat.ireland,
  jsvat.italy,
  jsvat.latvia,
  jsvat.lithuania,
  jsvat.luxembourg,
  jsvat.malta,
  jsvat.netherlands,
  jsvat.poland,
  jsvat.portugal,
  jsvat.romania,
  jsvat.slovakiaRepublic,
  jsvat.slovenia,
  jsvat.spain,
  jsvat.sweden,
  jsvat.unitedKingdom,
];

/** The message shown for a VAT number that is not valid. */
export const VAT_NUMBER_MESSAGE =
  'Enter a valid EU, XI or GB VAT number with its country prefix, e.g. IE6388047V.';

/** A VAT number as stored: upper case without spaces, dots or dashes ('ie 638-8047v' -> 'IE6388047V'). */
export function normaliseVatNumber(text: string): string {
  return text.toUpperCase().replace(/[\s.-]/g, '');
}

/**
 * Checks a VAT number: its two-letter country prefix (an EU state, XI or GB) and the country's
 * format and check digits. Returns the normalised number, or the message to show.
 */
export function checkVatNumber(
  text: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = normaliseVatNumber(text);
  // jsvat reads Greek numbers as 'EL'; everything else by its ISO prefix.
  if (!/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(value)) return { ok: false, message: VAT_NUMBER_MESSAGE };
  const result = checkVAT(value, ACCEPTED);
  return result.isValid ? { ok: true, value } : { ok: false, message: VAT_NUMBER_MESSAGE };
}
