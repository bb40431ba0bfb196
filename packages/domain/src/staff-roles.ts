/**
 * Staff roles of the admin console (issue 26, least privilege): the one role → permission table
 * that the api (route guard), the bff (field guard) and the web console (what it shows) all read.
 * Pure, no I/O.
 */

/** The shop's staff roles (issue 26). */
export const STAFF_ROLES = ['OWNER', 'SALES', 'ACCOUNTS', 'WAREHOUSE', 'CONTENT'] as const;
/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff member may do, one word per area of the console:
 * `dashboard` (the cards), `orders.view` (order list, detail, quotes), `orders.status` (move the
 * delivery status), `orders.print` (packing slips, CSV export), `orders.manage` (cancel),
 * `accounts.view`, `accounts.manage` (applications, credit limits, blocking, company users),
 * `prices` (price lists, volume breaks), `inbox` (contact messages, callbacks), `books`
 * (payments, invoices, statements, credit notes, reconciliation, terms, VAT numbers), `catalog`,
 * `news`, `settings` (delivery statuses), `audit`, `backup`, `staff` (staff management).
 */
export const STAFF_PERMISSIONS = [
  'dashboard',
  'search',
  'orders.view',
  'orders.status',
  'orders.print',
  'orders.manage',
  'accounts.view',
  'accounts.manage',
  'prices',
  'quotes',
  'inbox',
  'books',
  'catalog',
  'news',
  'settings',
  'audit',
  'backup',
  'staff',
  'jobs',
] as const;
/** One of {@link STAFF_PERMISSIONS}. */
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * The role → permission table (issue 26): OWNER everything; SALES accounts, applications, credit
 * limits, quotes (orders), inbox; ACCOUNTS payments, statements, credit notes, reconciliation;
 * WAREHOUSE orders (view, move delivery status, print); CONTENT catalog and news.
 */
export const STAFF_ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  OWNER: STAFF_PERMISSIONS,
  SALES: [
    'dashboard',
    'search',
    'orders.view',
    'orders.manage',
    'accounts.view',
    'accounts.manage',
    'prices',
    'quotes',
    'inbox',
  ],
  ACCOUNTS: ['dashboard', 'search', 'orders.view', 'accounts.view', 'books'],
  WAREHOUSE: ['search', 'orders.view', 'orders.status', 'orders.print'],
  CONTENT: ['catalog', 'news'],
};

/** True when `value` is one of {@link STAFF_ROLES}. */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * True when `role` holds `permission`, or any of `permission` when a list is given (a list
 * stands for "any of these", e.g. the delivery status list read by orders and settings).
 */
export function staffMay(
  role: StaffRole,
  permission: StaffPermission | readonly StaffPermission[],
): boolean {
  const held = STAFF_ROLE_PERMISSIONS[role];
  const wanted: readonly StaffPermission[] =
    typeof permission === 'string' ? [permission] : permission;
  return wanted.some((p) => held.includes(p));
}
