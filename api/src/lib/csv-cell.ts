/**
 * CSV cell safety for every CSV the api writes (admin order export, account statements): a text
 * cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets an
 * apostrophe in front.
 */

/** Neutralises spreadsheet formulas in a text cell; numbers pass unchanged. */
export function safeCell(value: string | number): string | number {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
