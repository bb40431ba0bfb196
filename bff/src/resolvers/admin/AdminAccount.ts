import type { AccountStatus, AdminAccountResolvers } from '../../__generated__/resolvers-types.js';

/** A trade account for the admin (issue 9); money fields are the api's cents. */
export const AdminAccount: AdminAccountResolvers = {
  id: (a) => String(a.id),
  status: (a) => a.status.toUpperCase() as AccountStatus,
  /** The credit ledger, oldest first with running balance: one api call when asked for. */
  ledger: async (a, _args, { viewerToken, upstream }) =>
    (await upstream.admin.getLedger(a.id, viewerToken ?? '')).entries,
  /** The invoices oldest due first with their standing (issue 22): one api call when asked for. */
  invoices: async (a, _args, { viewerToken, upstream }) =>
    (await upstream.admin.getInvoices(a.id, viewerToken ?? '')).invoices,
  /** Its price list (issue 25), one api call when asked for; null: the trade price. */
  /** Staff-only notes, newest first (issue 26): one api call when asked for. */
  notes: async (a, _args, { viewerToken, upstream }) =>
    (await upstream.admin.listAccountNotes(a.id, viewerToken ?? '')).notes,
  priceList: async (a, _args, { viewerToken, upstream }) =>
    a.priceListId === null
      ? null
      : (await upstream.admin.pricing.get(a.priceListId, viewerToken ?? '')).priceList,
};
