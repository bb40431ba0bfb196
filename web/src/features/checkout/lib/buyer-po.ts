/** Longest buyer's PO number (characters), as the api enforces (issue 22). */
export const BUYER_PO_MAX = 35;

/** The api's message for a longer one, word for word. */
export const BUYER_PO_TOO_LONG = `Your PO number must be at most ${BUYER_PO_MAX} characters.`;

/** The userError field of the buyer's PO number (the api's snake_case). */
export const BUYER_PO_FIELD = 'buyer_po_number';

/** The problem with a typed PO number (trimmed), or null when it can be sent. */
export function buyerPoProblem(value: string): string | null {
  return value.trim().length > BUYER_PO_MAX ? BUYER_PO_TOO_LONG : null;
}
