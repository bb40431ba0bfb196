/**
 * Which staff permission each admin route needs (issue 26): `METHOD url` as Fastify registers it
 * (`request.routeOptions.url`) → a permission of the one role table (@serena/domain
 * staff-roles.ts), a list meaning "any of these", or `null` for every staff member (their own
 * identity). A route missing here is OWNER-only, and the admin route guard test fails until it is
 * listed, so a new route is never open to a role by accident.
 */
import type { StaffPermission } from '@serena/domain';

/** What a route needs: one permission, any of several, or null (every staff role). */
export type RouteNeed = StaffPermission | readonly StaffPermission[] | null;

/** The admin routes' needs, keyed `METHOD url`. */
export const ADMIN_ROUTE_PERMISSIONS: Readonly<Record<string, RouteNeed>> = {
  'GET /api/admin/me': null,
  'GET /api/admin/dashboard': 'dashboard',
  'GET /api/admin/search': 'search',

  'GET /api/admin/orders': 'orders.view',
  'GET /api/admin/orders/:id': 'orders.view',
  'GET /api/admin/orders/:id/special-quote-file': 'orders.view',
  'GET /api/admin/orders/export.csv': ['orders.print', 'orders.manage'],
  'POST /api/admin/orders/:id/delivery-status': 'orders.status',
  'POST /api/admin/orders/:trackingId/advance': 'orders.status',
  'POST /api/admin/orders/bulk/delivery-status': 'orders.status',
  'GET /api/admin/orders/packing-slips.pdf': 'orders.print',
  'POST /api/admin/orders/:id/cancel': 'orders.manage',
  'GET /api/admin/delivery-statuses': ['orders.view', 'settings'],
  'POST /api/admin/delivery-statuses': 'settings',
  'PUT /api/admin/delivery-statuses/:id': 'settings',
  'PUT /api/admin/delivery-statuses/order': 'settings',
  'DELETE /api/admin/delivery-statuses/:id': 'settings',

  'GET /api/admin/accounts': 'accounts.view',
  'GET /api/admin/accounts/:id': 'accounts.view',
  'GET /api/admin/accounts/:id/company-users': 'accounts.view',
  'GET /api/admin/accounts/:id/company': 'accounts.view',
  'GET /api/admin/users': 'accounts.view',
  'GET /api/admin/accounts/:id/notes': 'accounts.view',
  'POST /api/admin/accounts/:id/notes': 'accounts.manage',
  'POST /api/admin/accounts/:id/approve': 'accounts.manage',
  'POST /api/admin/accounts/:id/reject': 'accounts.manage',
  'POST /api/admin/accounts/:id/block': 'accounts.manage',
  'POST /api/admin/accounts/:id/unblock': 'accounts.manage',
  'PUT /api/admin/accounts/:id/credit-limit': 'accounts.manage',
  'POST /api/admin/company-users/:userId/suspend': 'accounts.manage',
  'POST /api/admin/company-users/:userId/reinstate': 'accounts.manage',
  'POST /api/admin/users/:id/approve': 'accounts.manage',
  'POST /api/admin/users/:id/reject': 'accounts.manage',
  'POST /api/admin/users/by-email/approve': 'accounts.manage',
  'POST /api/admin/users/by-email/reject': 'accounts.manage',
  'PUT /api/admin/users/:id/credit-limit': 'accounts.manage',
  'PUT /api/admin/users/by-email/credit-limit': 'accounts.manage',

  'GET /api/admin/price-lists': 'prices',
  'GET /api/admin/price-lists/:id': 'prices',
  'POST /api/admin/price-lists': 'prices',
  'PATCH /api/admin/price-lists/:id': 'prices',
  'DELETE /api/admin/price-lists/:id': 'prices',
  'POST /api/admin/price-lists/:id/rules': 'prices',
  'DELETE /api/admin/price-lists/:id/rules/:ruleId': 'prices',
  'GET /api/admin/volume-breaks': 'prices',
  'POST /api/admin/volume-breaks': 'prices',
  'DELETE /api/admin/volume-breaks/:id': 'prices',
  'GET /api/admin/quotes': 'quotes',
  'GET /api/admin/quotes/:id': 'quotes',
  'PUT /api/admin/quotes/:id/price': 'quotes',
  'POST /api/admin/quotes/:id/messages': 'quotes',
  'GET /api/admin/quotes/:id/pdf': 'quotes',
  'GET /api/admin/quotes/:id/files/:fileId': 'quotes',
  'PUT /api/admin/accounts/:id/price-list': 'prices',

  'GET /api/admin/accounts/:id/ledger': ['accounts.manage', 'books'],
  'GET /api/admin/accounts/:id/invoices': ['accounts.manage', 'books'],
  'GET /api/admin/accounts/:id/statements/:file': 'books',
  'POST /api/admin/accounts/:id/payments': 'books',
  'POST /api/admin/accounts/:id/payments/:entryId/reverse': 'books',
  'PUT /api/admin/accounts/:id/payment-terms': 'books',
  'PUT /api/admin/accounts/:id/vat-number': 'books',
  'GET /api/admin/books/reconciliation': 'books',
  'POST /api/admin/users/payment': 'books',

  'GET /api/admin/inbox/contact-messages': 'inbox',
  'GET /api/admin/inbox/callback-requests': 'inbox',
  'PATCH /api/admin/inbox/contact-messages/:id': 'inbox',
  'PATCH /api/admin/inbox/callback-requests/:id': 'inbox',
  'GET /api/admin/inbox/contact-messages/:id/file': 'inbox',
  'GET /api/admin/contact-messages': 'inbox',
  'GET /api/admin/callback-requests': 'inbox',

  'GET /api/admin/catalog/categories': 'catalog',
  'POST /api/admin/catalog/categories': 'catalog',
  'PATCH /api/admin/catalog/categories/:id': 'catalog',
  'DELETE /api/admin/catalog/categories/:id': 'catalog',
  'PUT /api/admin/catalog/categories/:id/storage-prices': 'catalog',
  'GET /api/admin/catalog/options': 'catalog',
  'GET /api/admin/catalog/products': 'catalog',
  'POST /api/admin/catalog/products': 'catalog',
  'GET /api/admin/catalog/products/:id': 'catalog',
  'PUT /api/admin/catalog/products/:id': 'catalog',
  'PUT /api/admin/catalog/products/:id/variations': 'catalog',
  'POST /api/admin/catalog/products/:id/images': 'catalog',
  'PUT /api/admin/catalog/products/:id/images': 'catalog',
  'GET /api/admin/catalog/export': 'catalog',
  'POST /api/admin/catalog/import': 'catalog',
  'POST /api/admin/catalog/import-jobs': 'catalog',
  'GET /api/admin/catalog/import-jobs/:id': 'catalog',
  'GET /api/admin/jobs': 'jobs',
  'POST /api/admin/jobs/:queue/:id/retry': 'jobs',
  // The route checks the job's queue too (jobs/routes.ts: a catalog export's file needs `catalog`).
  'GET /api/admin/jobs/:queue/:id/file': [
    'jobs',
    'catalog',
    'orders.print',
    'orders.manage',
    'books',
  ],
  'POST /api/admin/statements/export-jobs': 'books',
  'GET /api/admin/statements/export-jobs/:id': 'books',
  'POST /api/admin/orders-csv-jobs': ['orders.print', 'orders.manage'],
  'GET /api/admin/orders-csv-jobs/:id': ['orders.print', 'orders.manage'],
  'POST /api/admin/catalog/export-jobs': 'catalog',
  'GET /api/admin/catalog/export-jobs/:id': 'catalog',

  'GET /api/admin/news-items': 'news',
  'POST /api/admin/news-items': 'news',
  'PUT /api/admin/news-items/:id': 'news',
  'PUT /api/admin/news-items/order': 'news',
  'DELETE /api/admin/news-items/:id': 'news',

  // The whole log needs `audit`; one order's or account's history is checked in the route
  // (staff/audit-scope.ts).
  'GET /api/admin/audit-log': ['audit', 'orders.view', 'accounts.view'],
  'GET /api/admin/audit-log/export.csv': 'audit',
  'GET /api/admin/backup': 'backup',
  'POST /api/admin/accounts/admins': 'staff',
  'POST /api/admin/users/admins': 'staff',
  'GET /api/admin/staff': 'staff',
  'POST /api/admin/staff/invitations': 'staff',
  'PUT /api/admin/staff/:id/role': 'staff',
  'DELETE /api/admin/staff/:id': 'staff',
};

/** The need of the route `method url`; undefined for an unlisted route (OWNER only). */
export function routeNeed(method: string, url: string): RouteNeed | undefined {
  const key = `${method} ${url}`;
  return Object.hasOwn(ADMIN_ROUTE_PERMISSIONS, key) ? ADMIN_ROUTE_PERMISSIONS[key] : undefined;
}
