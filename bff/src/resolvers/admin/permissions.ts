/**
 * Which staff permission each admin GraphQL field needs (issue 26), the bff's half of the one
 * role table (@serena/domain staff-roles.ts; the api checks every call again with its route
 * table): `Type.field` → a permission, a list meaning "any of these", or null (every staff role:
 * the namespaces and the viewer). A field missing here is OWNER-only, and the schema-generated
 * admin guard test fails until it is listed.
 */
import { defaultFieldResolver, GraphQLError, type GraphQLFieldResolver } from 'graphql';
import { staffMay, type StaffPermission } from '@serena/domain';
import type { GraphQLContext } from '../../context.js';
import { requireAdmin } from './guard.js';

/** What a field needs: one permission, any of several, or null (every staff role). */
export type FieldNeed = StaffPermission | readonly StaffPermission[] | null;

const each = (fields: string, need: FieldNeed): [string, FieldNeed][] =>
  fields.split(/\s+/).map((field) => [field, need]);

/** The admin fields' needs, keyed `Type.field`. */
export const ADMIN_FIELD_PERMISSIONS: Readonly<Record<string, FieldNeed>> = Object.fromEntries([
  ...each('AdminQuery.viewer AdminQuery.catalog AdminMutation.catalog', null),
  ...each('AdminQuery.dashboard', 'dashboard'),
  ...each('AdminQuery.search', 'search'),
  ...each(
    'AdminQuery.accounts AdminQuery.account AdminQuery.companyUsers AdminQuery.company',
    'accounts.view',
  ),
  ...each('AdminQuery.orders AdminQuery.order', 'orders.view'),
  ...each('AdminQuery.ordersCsv AdminQuery.ordersCsvJob AdminMutation.startOrdersCsvExport', [
    'orders.print',
    'orders.manage',
  ]),
  ...each('AdminQuery.packingSlipsUrl', 'orders.print'),
  ...each('AdminQuery.contactMessages AdminQuery.callbackRequests', 'inbox'),
  ...each('AdminQuery.news', 'news'),
  ...each('AdminQuery.deliveryStatuses', ['orders.view', 'settings']),
  ...each('AdminQuery.priceLists AdminQuery.volumeBreaks', 'prices'),
  ...each('AdminQuery.quotes AdminQuery.quote', 'quotes'),
  ...each('AdminMutation.priceQuote AdminMutation.replyToQuote', 'quotes'),
  ...each('AdminQuery.auditLog AdminQuery.auditLogCsv', 'audit'),
  ...each('AdminQuery.staff', 'staff'),
  ...each('AdminQuery.jobs AdminMutation.retryJob', 'jobs'),
  ...each(
    'AdminCatalogQuery.vatRatePercent AdminCatalogQuery.vatRateBp AdminCatalogQuery.categories ' +
      'AdminCatalogQuery.sizes AdminCatalogQuery.fabrics AdminCatalogQuery.products ' +
      'AdminCatalogQuery.product AdminCatalogQuery.exportUrl AdminCatalogQuery.importJob ' +
      'AdminCatalogQuery.exportJob',
    'catalog',
  ),
  ...each(
    'AdminCatalogMutation.createCategory AdminCatalogMutation.renameCategory ' +
      'AdminCatalogMutation.deleteCategory AdminCatalogMutation.setStoragePrices ' +
      'AdminCatalogMutation.createProduct AdminCatalogMutation.updateProduct ' +
      'AdminCatalogMutation.setVariations AdminCatalogMutation.uploadProductImages ' +
      'AdminCatalogMutation.setProductGallery AdminCatalogMutation.importCatalog ' +
      'AdminCatalogMutation.startCatalogImport AdminCatalogMutation.startCatalogExport',
    'catalog',
  ),
  ...each(
    'AdminMutation.approveAccount AdminMutation.rejectAccount AdminMutation.blockAccount ' +
      'AdminMutation.unblockAccount AdminMutation.suspendCompanyUser ' +
      'AdminMutation.reinstateCompanyUser AdminMutation.setCreditLimit ' +
      'AdminMutation.addAccountNote',
    'accounts.manage',
  ),
  ...each(
    'AdminMutation.recordPayment AdminMutation.reversePayment AdminMutation.setPaymentTerms ' +
      'AdminMutation.setVatNumber AdminMutation.startStatementsExport',
    'books',
  ),
  ...each(
    'AdminMutation.setOrderDeliveryStatus AdminMutation.bulkSetOrderDeliveryStatus',
    'orders.status',
  ),
  ...each('AdminMutation.cancelOrder', 'orders.manage'),
  ...each('AdminMutation.updateContactMessage AdminMutation.updateCallbackRequest', 'inbox'),
  ...each(
    'AdminMutation.createNews AdminMutation.updateNews AdminMutation.deleteNews ' +
      'AdminMutation.reorderNews',
    'news',
  ),
  ...each(
    'AdminMutation.createPriceList AdminMutation.updatePriceList AdminMutation.deletePriceList ' +
      'AdminMutation.addPriceRule AdminMutation.removePriceRule AdminMutation.addVolumeBreak ' +
      'AdminMutation.removeVolumeBreak AdminMutation.assignPriceList',
    'prices',
  ),
  ...each(
    'AdminMutation.addDeliveryStatus AdminMutation.renameDeliveryStatus ' +
      'AdminMutation.reorderDeliveryStatuses AdminMutation.removeDeliveryStatus',
    'settings',
  ),
  ...each(
    'AdminMutation.inviteStaff AdminMutation.changeStaffRole AdminMutation.removeStaff',
    'staff',
  ),
]);

/** The types whose fields are guarded here: the admin namespaces. */
export const GUARDED_TYPES = [
  'AdminQuery',
  'AdminMutation',
  'AdminCatalogQuery',
  'AdminCatalogMutation',
] as const;

/** The FORBIDDEN error of a field the staff role may not use. */
export function roleForbidden(): GraphQLError {
  return new GraphQLError('Your staff role does not allow this.', {
    extensions: { code: 'FORBIDDEN' },
  });
}

/**
 * Wraps the resolver of `Type.field` (or the default resolver) so that it first checks the
 * viewer's staff role against {@link ADMIN_FIELD_PERMISSIONS} (an unlisted field: OWNER only).
 * @throws GraphQLError FORBIDDEN from the wrapped resolver for a role without the permission.
 */
export function guardedField(
  key: string,
  resolve: GraphQLFieldResolver<unknown, GraphQLContext> = defaultFieldResolver,
): GraphQLFieldResolver<unknown, GraphQLContext> {
  const need = Object.hasOwn(ADMIN_FIELD_PERMISSIONS, key)
    ? ADMIN_FIELD_PERMISSIONS[key]
    : undefined;
  return async (parent, args, context, info) => {
    const { staffRole } = await requireAdmin(context);
    const may =
      need === undefined ? staffRole === 'OWNER' : need === null || staffMay(staffRole, need);
    if (!may) throw roleForbidden();
    return resolve(parent, args, context, info);
  };
}
