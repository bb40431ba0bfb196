/**
 * Messages and the error type of negotiated quotes (issue 25). Customer-facing strings in the shop's
 * voice; the spec has none for quotes.
 */

/** Messages of the quote calls, word for word. */
export const QUOTE_MESSAGES = {
  requested: 'Quote requested. We will answer with a price shortly.',
  notFound: 'Quote not found.',
  expired: 'This quote has expired. Please ask us for a new one.',
  notPriced: 'This quote has not been priced yet.',
  closed: 'This quote has already been accepted or declined.',
  accepted: 'Quote accepted. Your order has been placed.',
  declined: 'Quote declined.',
  replied: 'Message sent.',
  messageRequired: 'Please write a message.',
  priced: 'Quote priced and sent to the customer.',
  priceRequired: 'Give a price for every line, or a discount on the whole quote.',
  validUntilPast: 'The validity date must be today or later.',
  unknownLine: 'This line is not part of the quote.',
  overLimit:
    'This quote is over your spending limit. Ask your company admin or an approver to accept it.',
} as const;

/** A failure of a quote operation: HTTP status, message and (for 400) the field it concerns. */
export class QuoteError extends Error {
  /** Creates the error; `field` names the input (e.g. 'lines.0.unitPrice') for 400s. */
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'QuoteError';
  }
}
