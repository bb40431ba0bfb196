import { formatVatRate, storageOptionOf } from '@serena/domain';
import type { AdminOrderResolvers } from '../../__generated__/resolvers-types.js';
import type { AdminOrderDto } from '../../upstream/admin-types.js';
import type { GraphQLContext } from '../../context.js';
import { orderFile } from './files.js';

/**
 * The books' side of an order (invoice, credit notes, siblings): on the detail answer already; for
 * a list row one detail call to the api.
 */
async function books(o: AdminOrderDto, { viewerToken, upstream }: GraphQLContext) {
  if (o.siblings && o.creditNotes) return o;
  return (await upstream.admin.getOrder(o.id, viewerToken ?? '')).order;
}

/** How many audit entries an order's history shows (newest first). */
export const ORDER_HISTORY_LIMIT = 100;

/**
 * An order as the admin sees it (issue 9 Orders); money fields are the api's cents. Its history is
 * the audit log about this order, one api call when asked for.
 */
export const AdminOrder: AdminOrderResolvers = {
  id: (o) => String(o.id),
  vatRatePercent: (o) => Math.round(o.vatRateBp / 100),
  vatRate: (o) => formatVatRate(o.vatRateBp),
  productId: (o) => (o.productId === null ? null : String(o.productId)),
  storageType: (o) => storageOptionOf(o.storageType) ?? 'NONE',
  specialQuoteFile: (o) => orderFile(o.id, o.specialQuoteFile),
  invoiceNumber: async (o, _args, context) => (await books(o, context)).invoiceNumber ?? null,
  creditNotes: async (o, _args, context) => (await books(o, context)).creditNotes ?? [],
  siblings: async (o, _args, context) => (await books(o, context)).siblings ?? [],
  history: async (o, _args, { viewerToken, upstream }) =>
    (
      await upstream.admin.listAudit(
        { entity: 'order', entityId: String(o.id) },
        { page: 1, pageSize: ORDER_HISTORY_LIMIT },
        viewerToken ?? '',
      )
    ).nodes,
};
