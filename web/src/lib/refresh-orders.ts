import type { ApolloClient } from '@apollo/client';

/**
 * After an order is placed, cancelled or reordered (here or by the shop), drops the customer's
 * cached orders (list and single order), purchase orders (invoice standing, credit notes; issue 22)
 * and available credit, and refetches every active query that read them, so My Orders, the order
 * page and the credit shown are fresh (spec §4: orders and current user refreshed).
 * Never rejects: each query shows its own error state.
 */
export async function refreshOrdersAndCredit(client: ApolloClient, userId: string): Promise<void> {
  try {
    await client.refetchQueries({
      updateCache(cache) {
        const id = cache.identify({ __typename: 'User', id: userId });
        cache.evict({ id, fieldName: 'orders' });
        cache.evict({ id, fieldName: 'order' });
        cache.evict({ id, fieldName: 'availableCredit' });
        cache.evict({ id, fieldName: 'purchaseOrders' });
      },
    });
  } catch {
    // Each query shows its own error state; the order change itself is done.
  }
}
