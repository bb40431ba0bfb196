import type { AdminOrderFilter, AdminOrderSortField } from '@/admin/__generated__/graphql';
import type { ListParams } from '../lib/use-list-params';

/** The status filter's value for cancelled orders (any other value is a delivery status name). */
export const CANCELLED = 'cancelled';

/** Sort columns of the order list, as the server names them. */
export const ORDER_SORT_FIELDS: readonly AdminOrderSortField[] = [
  'ORDER_DATE',
  'TOTAL',
  'DELIVERY_STATUS',
  'CUSTOMER',
  'PRODUCT_NAME',
];

const DAY = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * The server filter of the order list from the URL (issue 9 Orders): `q` text (tracking ID,
 * reference number, product), `status` (a delivery status name or 'cancelled'), `customer` (account
 * id), `from`/`to` days (YYYY-MM-DD). Empty or malformed values are left out.
 */
export function orderFilterFrom(list: Pick<ListParams, 'get'>): AdminOrderFilter {
  const filter: AdminOrderFilter = {};
  const q = list.get('q').trim();
  const status = list.get('status');
  if (q) filter.search = q;
  if (status === CANCELLED) filter.cancelled = true;
  else if (status) filter.deliveryStatus = status;
  if (list.get('customer')) filter.customerId = list.get('customer');
  if (DAY.test(list.get('from'))) filter.dateFrom = list.get('from');
  if (DAY.test(list.get('to'))) filter.dateTo = list.get('to');
  return filter;
}

/** The sort column from the URL, ORDER_DATE when absent or unknown. */
export function orderSortFrom(list: Pick<ListParams, 'sortBy'>): AdminOrderSortField {
  return ORDER_SORT_FIELDS.find((f) => f === list.sortBy) ?? 'ORDER_DATE';
}
