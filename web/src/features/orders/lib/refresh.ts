import type { ApolloClient } from '@apollo/client';

/**
 * After a cancel or reorder, drops the customer's cached orders and available credit and refetches
 * the active queries that read them (My Orders, credit), so the lists and credit are fresh. Never
 * rejects.
 */
export async function refreshOrdersAndCredit(client: ApolloClient, userId: string): Promise<void> {
  try {
    await client.refetchQueries({
      updateCache(cache) {
        const id = cache.identify({ __typename: 'User', id: userId });
        cache.evict({ id, fieldName: 'orders' });
        cache.evict({ id, fieldName: 'order' });
        cache.evict({ id, fieldName: 'availableCredit' });
      },
    });
  } catch {
    // Each query shows its own error state.
  }
}
