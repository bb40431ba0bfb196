/** A money value as the GraphQL API sends it: an exact decimal string in `currencyCode` units. */
export interface MoneyLike {
  /** Exact decimal amount, e.g. "1234.50" (euros, not cents). */
  amount: string;
  /** ISO 4217 currency code, always "EUR" in this shop. */
  currencyCode: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IE', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** A plain decimal string: sign, whole digits, optional fraction digits. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal string of euros as Intl's en-IE currency format prints it ("-€1,234.50":
 * grouped thousands, two decimals rounded half away from zero, the minus before the sign), from
 * its digits alone; null for any other shape of string (an exponent, a leading "+").
 */
function euros(amount: string): string | null {
  const match = DECIMAL.exec(amount);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.length > 2 && fraction.charAt(2) >= '5') cents += 1n;
  const grouped = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}€${grouped}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/**
 * Formats a GraphQL `Money` for display in Irish English, e.g. `{ amount: "1234.50", currencyCode:
 * "EUR" }` -> "€1,234.50", with no float rounding. Euros are printed from the decimal string's
 * digits, exactly as Intl's en-IE format would (a property test checks this against Intl): the
 * first Intl formatter of a page costs a phone about 40-60 ms of main thread while the browser
 * loads its locale data (issue 29), and euros are on every signed-in page. Any other currency goes
 * to Intl, which throws a RangeError for a code that is not ISO 4217. Spec §9 (currency euro).
 */
export function formatMoney(money: MoneyLike): string {
  const printed = money.currencyCode === 'EUR' ? euros(money.amount) : null;
  return (
    printed ?? formatterFor(money.currencyCode).format(money.amount as Intl.StringNumericLiteral)
  );
}
