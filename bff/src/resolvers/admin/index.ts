/**
 * The admin console's resolvers (issue 9), one file per type. `Query.admin` and `Mutation.admin`
 * are the one guard (guard.ts); admin code is never imported by storefront resolvers.
 */
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AdminAccount } from './AdminAccount.js';
import { AdminDeliveryStatus } from './AdminDeliveryStatus.js';
import { AdminInvoice } from './AdminInvoice.js';
import { AdminMutation } from './AdminMutation.js';
import { AdminNews } from './AdminNews.js';
import { AdminOrder } from './AdminOrder.js';
import { AdminOrderCustomer } from './AdminOrderCustomer.js';
import { AdminOrderSibling } from './AdminOrderSibling.js';
import { AdminPaymentOutcome } from './AdminPaymentOutcome.js';
import { AdminQuery } from './AdminQuery.js';
import { AuditEntry } from './AuditEntry.js';
import { CallbackRequest } from './CallbackRequest.js';
import { ContactMessage } from './ContactMessage.js';
import { catalogResolvers } from './catalog/index.js';
import { CreditLedgerEntry } from './CreditLedgerEntry.js';
import { adminNamespace } from './guard.js';
import { AdminPriceList, AdminPriceRule, AdminVolumeBreak } from './pricing/types.js';

/** The admin namespace fields of Query and Mutation: the guard. */
export const adminRootFields = { admin: adminNamespace } as const;

/** The resolvers of the admin types. */
export const adminResolvers: Resolvers = {
  AdminQuery,
  AdminMutation,
  AdminAccount,
  CreditLedgerEntry,
  AdminOrder,
  AdminOrderCustomer,
  AdminOrderSibling,
  AdminInvoice,
  AdminPaymentOutcome,
  ContactMessage,
  CallbackRequest,
  AdminNews,
  AdminDeliveryStatus,
  AuditEntry,
  AdminPriceList,
  AdminPriceRule,
  AdminVolumeBreak,
  ...catalogResolvers,
};
