/**
 * @serena/domain: the shop's money rules, defined once and used by the api (which enforces them
 * atomically at checkout) and the bff (which quotes them): cents, VAT, variation precedence, bed
 * storage surcharges, line price and the credit check (spec §4, §5, §9; issue 15). Pure, no I/O.
 */
export * from './approval.js';
export * from './books.js';
export * from './catalog.js';
export * from './credit.js';
export * from './customer-pricing.js';
export * from './customer-sort.js';
export * from './eircode.js';
export * from './pricing-wire.js';
export * from './money.js';
export * from './pricing.js';
export * from './ssr-contract.js';
export * from './storage.js';
export * from './vat.js';
export * from './vat-number.js';
export * from './staff-roles.js';
export * from './variation-prices.js';
