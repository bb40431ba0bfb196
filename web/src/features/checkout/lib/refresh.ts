import type { ApolloClient } from '@apollo/client';

/**
 * After an order is placed, drops the customer's cached orders and available credit and refetches
 * every active query that read them, so My Orders and the credit shown are fresh (spec §4: orders
 * and current user refreshed). Never rejects.
 */
export async function refreshOrdersAndCredit(client: ApolloClient, userId: string): Promise<void> {
  try {
    await client.refetchQueries({
      updateCache(cache) {
        const id = cache.identify({ __typename: 'User', id: userId });
        cache.evict({ id, fieldName: 'orders' });
        cache.evict({ id, fieldName: 'availableCredit' });
      },
    });
  } catch {
    // Each query shows its own error state; the order itself is placed.
  }
}

/** A new idempotency key for one checkout attempt (design: placing an order is idempotent). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
