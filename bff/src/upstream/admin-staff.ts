/**
 * Staff roles, global search and bulk order moves as the bff sees them (issue 26): one typed method
 * per `/api/admin/staff`, `/api/admin/search` and `/api/admin/orders/bulk/...` call, each taking
 * the staff member's bearer token. Failures throw the GraphQL errors of errors.ts (400/404 keep
 * the api's message, code and field; 403 is FORBIDDEN).
 */
import type { AdminCall } from './admin-types.js';
import type { ApiBody, ApiJson } from './api-json.js';

/** A staff member (GET /api/admin/staff). */
export type AdminStaffMemberDto = ApiJson<'adminListStaff', 200>['staff'][number];

/** The answer of a staff change. */
export type AdminStaffChangeDto = ApiJson<'adminInviteStaff', 201>;

/** The global search's hits. */
export type AdminSearchDto = ApiJson<'adminGlobalSearch', 200>;

/** An order hit of the global search. */
export type AdminSearchOrderDto = AdminSearchDto['orders'][number];

/** A customer hit of the global search. */
export type AdminSearchCustomerDto = AdminSearchDto['customers'][number];

/** A company hit of the global search. */
export type AdminSearchCompanyDto = AdminSearchDto['companies'][number];

/** The body of a bulk move (ids or the list's filter, the status, a reason). */
export type BulkMoveBody = ApiBody<'adminBulkDeliveryStatus'>;

/** The answer of a bulk move: one result per order. */
export type BulkMoveDto = ApiJson<'adminBulkDeliveryStatus', 200>;

/** One order's outcome of a bulk move. */
export type BulkResultDto = BulkMoveDto['results'][number];

/** The signed-in staff member (GET /api/admin/me). */
export type AdminMeDto = ApiJson<'getAdminMe', 200>['admin'];

/** How long a bulk move may take (up to 500 orders, each its own audited write): 2 minutes. */
export const BULK_TIMEOUT_MS = 120_000;

/** Every staff, search and bulk call of the bff. */
export interface AdminStaffUpstream {
  /** GET /api/admin/staff */
  list(token: string): Promise<{ staff: AdminStaffMemberDto[] }>;
  /** POST /api/admin/staff/invitations { email, full_name, role } */
  invite(body: ApiBody<'adminInviteStaff'>, token: string): Promise<AdminStaffChangeDto>;
  /** PUT /api/admin/staff/{id}/role { role } */
  changeRole(
    id: number,
    role: AdminStaffMemberDto['role'],
    token: string,
  ): Promise<AdminStaffChangeDto>;
  /** DELETE /api/admin/staff/{id} */
  remove(id: number, token: string): Promise<AdminStaffChangeDto>;
  /** GET /api/admin/search?q= */
  search(q: string, token: string): Promise<AdminSearchDto>;
  /** POST /api/admin/orders/bulk/delivery-status */
  bulkMove(body: BulkMoveBody, token: string): Promise<BulkMoveDto>;
}

/** The staff, search and bulk calls over `call` (the admin transport). */
export function createAdminStaffUpstream(call: AdminCall): AdminStaffUpstream {
  const staff = (id?: number) => `/api/admin/staff${id === undefined ? '' : `/${id}`}`;
  return {
    list: (token) => call('GET', staff(), token),
    invite: (body, token) => call('POST', `${staff()}/invitations`, token, body),
    changeRole: (id, role, token) => call('PUT', `${staff(id)}/role`, token, { role }),
    remove: (id, token) => call('DELETE', staff(id), token),
    search: (q, token) => call('GET', `/api/admin/search?q=${encodeURIComponent(q)}`, token),
    bulkMove: (body, token) =>
      call('POST', '/api/admin/orders/bulk/delivery-status', token, body, {
        timeoutMs: BULK_TIMEOUT_MS,
      }),
  };
}
