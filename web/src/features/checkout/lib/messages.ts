import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** Checkout messages of spec §5 and §8, word for word. */
export const CHECKOUT_MESSAGES = {
  verifying: 'Please wait while we verify your credit balance',
  empty: 'Cart is Empty.',
  insufficientCredit: 'Insufficient credit to place this order.',
  notAuthenticated: 'User not authenticated',
  failed: 'Order placement failed.',
  network: 'Network error. Please try again.',
  generic: 'Something went wrong.',
  success: 'Order Placed Successfully',
  /** Issue 24: the order is over the buyer's limits and waits for an approver. */
  awaitingApproval: 'Order awaiting approval',
} as const;

function firstText(...values: unknown[]): string | null {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value;
  return null;
}

/** The message of an HTTP error body: message, error, detail, errors[0].message or .msg (spec §8). */
function httpBodyMessage(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as Record<string, unknown>;
    const first = (Array.isArray(body.errors) ? body.errors[0] : undefined) as
      Record<string, unknown> | undefined;
    return firstText(body.message, body.error, body.detail, first?.message, first?.msg);
  } catch {
    return null;
  }
}

/**
 * The message to show when placeOrder failed with an error rather than userErrors (spec §8
 * Checkout): a GraphQL error gives its server message ('User not authenticated' when signed out,
 * else the message or 'Order placement failed.'); an HTTP error the first message in its body or
 * 'Something went wrong.'; no response at all 'Network error. Please try again.'.
 */
export function placeOrderErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first?.extensions?.code === 'UNAUTHENTICATED') return CHECKOUT_MESSAGES.notAuthenticated;
    return firstText(first?.message) ?? CHECKOUT_MESSAGES.failed;
  }
  if (ServerError.is(error)) return httpBodyMessage(error.bodyText) ?? CHECKOUT_MESSAGES.generic;
  if (ServerParseError.is(error)) return CHECKOUT_MESSAGES.generic;
  return CHECKOUT_MESSAGES.network;
}
