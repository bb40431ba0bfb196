import type {
  AccountSortField,
  AdminQueryResolvers,
  SortDirection,
} from '../../__generated__/resolvers-types.js';
import { errorCode } from '../../upstream/errors.js';
import type { AccountListParams } from '../../upstream/admin-types.js';
import { notImplemented } from './guard.js';
import { numericId } from './payload.js';

const ACCOUNT_SORT: Record<AccountSortField, AccountListParams['sortBy']> = {
  CREATED_AT: 'createdAt',
  FULL_NAME: 'fullName',
  COMPANY_NAME: 'companyName',
  EMAIL: 'email',
  STATUS: 'status',
  CREDIT_LIMIT: 'creditLimit',
};

/** GraphQL SortDirection to the api's. */
export const direction = (d: SortDirection | null | undefined): 'asc' | 'desc' =>
  d === 'ASC' ? 'asc' : 'desc';

/** Clamps paging arguments to the api's range (page from 1, 1 to 100 rows). */
export function paging(page: number | null | undefined, pageSize: number | null | undefined) {
  return {
    page: Math.max(1, Math.min(100_000, Math.trunc(page ?? 1))),
    pageSize: Math.max(1, Math.min(100, Math.trunc(pageSize ?? 20))),
  };
}

/** Resolves to null when the api answers 404 (an unknown id), else the value. */
export async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The admin console's reads (issue 9). The parent is the admin scope (its token), given only
 * after the namespace guard; each field is one api call.
 */
export const AdminQuery: AdminQueryResolvers = {
  dashboard: () => notImplemented('dashboard'),
  catalog: (scope) => scope,

  accounts: (scope, args, { upstream }) =>
    upstream.admin.listAccounts(
      {
        search: args.search?.trim() || null,
        status: args.status ? (args.status.toLowerCase() as AccountListParams['status']) : null,
        sortBy: ACCOUNT_SORT[args.sortBy ?? 'CREATED_AT'],
        sortDirection: direction(args.sortDirection),
        ...paging(args.page, args.pageSize),
      },
      scope.token,
    ),

  account: async (scope, { id }, { upstream }) => {
    const accountId = numericId(id);
    if (accountId === null) return null;
    return orNull(async () => (await upstream.admin.getAccount(accountId, scope.token)).account);
  },

  orders: () => notImplemented('orders'),
  order: () => notImplemented('order'),
  ordersCsv: () => notImplemented('ordersCsv'),
  contactMessages: () => notImplemented('contactMessages'),
  callbackRequests: () => notImplemented('callbackRequests'),
  news: () => notImplemented('news'),
  deliveryStatuses: () => notImplemented('deliveryStatuses'),
  auditLog: () => notImplemented('auditLog'),
};
