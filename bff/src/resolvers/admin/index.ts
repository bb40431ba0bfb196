/**
 * The admin console's resolvers (issue 9), one file per type. `Query.admin` and `Mutation.admin`
 * are the one guard (guard.ts); admin code is never imported by storefront resolvers.
 */
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AdminAccount } from './AdminAccount.js';
import { AdminAccountNote } from './AdminAccountNote.js';
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
import { ADMIN_FIELD_PERMISSIONS, GUARDED_TYPES, guardedField } from './permissions.js';
import { AdminStaffMember } from './AdminStaffMember.js';
import { AdminBulkOrderResult } from './AdminBulkOrderResult.js';
import { AdminCompany } from './AdminCompany.js';
import { AdminJob } from './AdminJob.js';

/** The admin namespace fields of Query and Mutation: the guard. */
export const adminRootFields = { admin: adminNamespace } as const;

/** The resolvers of the admin types, before the staff role guard. */
const unguarded: Resolvers = {
  AdminQuery,
  AdminMutation,
  AdminAccount,
  AdminAccountNote,
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
  AdminStaffMember,
  AdminBulkOrderResult,
  AdminCompany,
  AdminJob,
  ...catalogResolvers,
};

/**
 * `resolvers` with every field of the admin namespaces (GUARDED_TYPES) wrapped by the staff role
 * guard (issue 26), the fields without a resolver of their own included (the listed ones).
 */
function withRoleGuard(resolvers: Resolvers): Resolvers {
  const out: Record<string, unknown> = { ...resolvers };
  const listed = Object.keys(ADMIN_FIELD_PERMISSIONS).map(
    (key) => key.split('.') as [string, string],
  );
  for (const type of GUARDED_TYPES) {
    const own = (resolvers as Record<string, Record<string, unknown> | undefined>)[type] ?? {};
    const fields = new Set([
      ...Object.keys(own),
      ...listed.filter(([t]) => t === type).map(([, f]) => f),
    ]);
    const wrapped: Record<string, unknown> = {};
    for (const field of fields) {
      const resolve = own[field];
      wrapped[field] = guardedField(
        `${type}.${field}`,
        typeof resolve === 'function' ? (resolve as Parameters<typeof guardedField>[1]) : undefined,
      );
    }
    out[type] = wrapped;
  }
  return out as Resolvers;
}

/** The resolvers of the admin types. */
export const adminResolvers: Resolvers = withRoleGuard(unguarded);
