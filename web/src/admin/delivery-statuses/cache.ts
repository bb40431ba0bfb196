import type { ApolloCache } from '@apollo/client';
import { AdminDeliveryStatusesQuery } from './documents';

/** A delivery status as the change payloads carry it. */
interface Status {
  id: string;
  name: string;
  position: number;
  fixed: boolean;
  orderCount: number;
}

/**
 * Writes a change payload's list (every status in order) to `admin.deliveryStatuses` (issue 26),
 * so the statuses page, the order filters and the status forms show the change at once. An empty
 * or missing list (a refused change) leaves the cache alone; so does a cache that never held the
 * list (the page asks the server when it opens).
 */
export function saveStatuses(cache: ApolloCache, list: readonly Status[] | undefined): void {
  if (!list || list.length === 0) return;
  // The payload's objects carry their __typename (Apollo adds it to every selection), and so
  // does the cached `admin` object that updateQuery hands back: the AdminQuery merge keeps the
  // other admin fields. Nothing cached yet: the page asks the server itself.
  cache.updateQuery({ query: AdminDeliveryStatusesQuery }, (data) =>
    data ? { ...data, admin: { ...data.admin, deliveryStatuses: [...list] } } : data,
  );
}
