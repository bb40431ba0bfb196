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

/**
 * Formats a GraphQL `Money` for display in Irish English, e.g. `{ amount: "1234.50", currencyCode:
 * "EUR" }` -> "€1,234.50". The decimal string is handed to Intl as is, so no float rounding happens.
 * Throws a RangeError when the currency code is not a valid ISO 4217 code. Spec §9 (currency euro).
 */
export function formatMoney(money: MoneyLike): string {
  return formatterFor(money.currencyCode).format(money.amount as Intl.StringNumericLiteral);
}
