/**
 * The admin api as the bff sees it (issue 9): one typed method per `/api/admin/...` call, each
 * taking the admin's bearer token. Failures throw the GraphQL errors of errors.ts (the api's 401
 * and 403 become UNAUTHENTICATED and FORBIDDEN; 400/404/409 keep the api's message and code).
 */
import type {
  AccountAction,
  AccountChangeResponse,
  AccountListParams,
  AdminAccountDto,
  AdminPageDto,
  LedgerEntryDto,
} from './admin-types.js';
import { createAdminCatalogUpstream, type AdminCatalogUpstream } from './admin-catalog.js';

/** The transport the real client provides: method, path (with query), token and JSON body. */
export type AdminCall = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
) => Promise<T>;

/** Every admin call of the bff. */
export interface AdminUpstream {
  /** GET /api/admin/me: 401 without a live session, 403 for a non-admin. */
  me(token: string): Promise<{ admin: { id: number | null; label: string } }>;
  /** GET /api/admin/accounts */
  listAccounts(params: AccountListParams, token: string): Promise<AdminPageDto<AdminAccountDto>>;
  /** GET /api/admin/accounts/{id} */
  getAccount(id: number, token: string): Promise<{ account: AdminAccountDto }>;
  /** GET /api/admin/accounts/{id}/ledger */
  getLedger(id: number, token: string): Promise<{ entries: LedgerEntryDto[] }>;
  /** POST /api/admin/accounts/{id}/{approve|reject|block|unblock} */
  changeAccountStatus(
    id: number,
    action: AccountAction,
    token: string,
  ): Promise<AccountChangeResponse>;
  /** PUT /api/admin/accounts/{id}/credit-limit { credit_limit } (euros) */
  setCreditLimit(id: number, euros: string, token: string): Promise<AccountChangeResponse>;
  /** POST /api/admin/accounts/{id}/payments { amount, note } (euros) */
  recordPayment(
    id: number,
    euros: string,
    note: string | null,
    token: string,
  ): Promise<AccountChangeResponse>;
  /** The catalog calls (`/api/admin/catalog/...`, issue 10). */
  catalog: AdminCatalogUpstream;
}

/** Builds a query string from the defined, non-empty values of `params` (leading '?', or ''). */
export function queryOf(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value as string | number | boolean));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Creates the admin calls over `call`. */
export function createAdminUpstream(call: AdminCall): AdminUpstream {
  const account = (id: number) => `/api/admin/accounts/${encodeURIComponent(id)}`;
  return {
    me: (token) => call('GET', '/api/admin/me', token),
    listAccounts: (params, token) => call('GET', `/api/admin/accounts${queryOf(params)}`, token),
    getAccount: (id, token) => call('GET', account(id), token),
    getLedger: (id, token) => call('GET', `${account(id)}/ledger`, token),
    changeAccountStatus: (id, action, token) => call('POST', `${account(id)}/${action}`, token),
    setCreditLimit: (id, euros, token) =>
      call('PUT', `${account(id)}/credit-limit`, token, { credit_limit: euros }),
    recordPayment: (id, euros, note, token) =>
      call('POST', `${account(id)}/payments`, token, { amount: euros, note }),
    catalog: createAdminCatalogUpstream(call),
  };
}
