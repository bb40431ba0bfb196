/**
 * The company-user calls of the api as the bff sees them (issue 24 "Companies and users"): the
 * company admin's users (list, invite, role and limits, suspend, reinstate, remove) under
 * /api/company/users, accepting an invitation, and order approval (list, approve or reject, the
 * company rule). Each takes the viewer's bearer token (accepting
 * an invitation none). Failures throw the GraphQL errors of errors.ts: 401 UNAUTHENTICATED, 403
 * FORBIDDEN, and 400/404 with the api's message (made userErrors by the resolvers).
 */
import type { ApiBody, ApiJson } from './api-json.js';

/** One company user as the api sends it; limits are gross integer euro cents, null = none. */
export type CompanyUserDto = ApiJson<'listCompanyUsers', 200>['users'][number];

/** One saved delivery address of the company as the api sends it (issue 24 address book). */
export type CompanyAddressDto = ApiJson<'listCompanyAddresses', 200>['addresses'][number];

/** A company as the shop's staff see it (issue 24): addresses, rule in cents, pending approvals. */
export type AdminCompanyDto = ApiJson<'getAccountCompany', 200>;

/** POST /api/company/addresses and PATCH …/{addressId} body: the whole address (snake_case). */
export type CompanyAddressBody = ApiBody<'createCompanyAddress'>;

/** The answer of an address book change: the message and the address. */
export type CompanyAddressChangeResponse = ApiJson<'createCompanyAddress', 201>;

/** A change of a saved address without a body. */
export type CompanyAddressChange = 'delete' | 'default';

/** POST /api/company/users body: { email, full_name, role }. */
export type InviteCompanyUserBody = ApiBody<'inviteCompanyUser'>;

/** PATCH /api/company/users/{userId} body: role and/or limits in cents (null clears a limit). */
export type UpdateCompanyUserBody = ApiBody<'updateCompanyUser'>;

/** POST /api/auth/user/accept-invitation body: { token, password, confirm_password? }. */
export type AcceptInvitationBody = ApiBody<'acceptInvitation'>;

/** The answer of accepting an invitation: the same as a sign-in's (token, user, device token). */
export type AcceptInvitationResponse = ApiJson<'acceptInvitation', 200>;

/** The answer of a change of one company user: the message and the user after it. */
export type CompanyUserChangeResponse = ApiJson<'updateCompanyUser', 200>;

/** One order awaiting (or past) approval as the api sends it (issue 24); amounts gross cents. */
export type ApprovalDto = ApiJson<'listApprovals', 200>['approvals'][number];

/** One line of an {@link ApprovalDto}. */
export type ApprovalLineDto = ApprovalDto['lines'][number];

/** The answer of approving or rejecting: the message, the request and the orders placed. */
export type ApprovalDecisionResponse = ApiJson<'approveOrder', 200>;

/** A decision on an order awaiting approval. */
export type ApprovalDecision = 'approve' | 'reject';

/** A change of a company user's access. */
export type CompanyAccessChange = 'suspend' | 'reinstate' | 'remove' | 'reinvite';

/** How the company calls reach the api: method, path, optional token and body. */
export type CompanyCall = <T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  token: string | null,
  body?: unknown,
) => Promise<T>;

/** Every company-user call of the bff. */
export interface CompanyUpstream {
  /** GET /api/company/users (COMPANY_ADMIN; 403 otherwise). */
  listUsers(token: string): Promise<{ users: CompanyUserDto[] }>;
  /** POST /api/company/users: invites by e-mail (201; 400 field errors). */
  inviteUser(body: InviteCompanyUserBody, token: string): Promise<CompanyUserChangeResponse>;
  /** PATCH /api/company/users/{userId} (400 bad values or own role, 404 not in the company). */
  updateUser(
    userId: number,
    body: UpdateCompanyUserBody,
    token: string,
  ): Promise<CompanyUserChangeResponse>;
  /** POST …/{userId}/suspend | reinstate | reinvite, or DELETE …/{userId} (remove). */
  changeAccess(
    userId: number,
    change: CompanyAccessChange,
    token: string,
  ): Promise<CompanyUserChangeResponse>;
  /** POST /api/auth/user/accept-invitation (400 invalid link or password). */
  acceptInvitation(body: AcceptInvitationBody): Promise<AcceptInvitationResponse>;
  /** GET /api/company/approvals (any company user; a BUYER gets their own). */
  listApprovals(token: string): Promise<{ approvals: ApprovalDto[] }>;
  /** POST /api/company/approvals/{id}/approve | reject (403 own order, 404, 409 decided). */
  decide(
    approvalId: number,
    decision: ApprovalDecision,
    note: string | null,
    token: string,
  ): Promise<ApprovalDecisionResponse>;
  /** GET /api/company/addresses (any company role). */
  listAddresses(token: string): Promise<{ addresses: CompanyAddressDto[] }>;
  /** POST /api/company/addresses, or PATCH …/{addressId} with `addressId` (COMPANY_ADMIN). */
  saveAddress(
    addressId: number | null,
    body: CompanyAddressBody,
    token: string,
  ): Promise<CompanyAddressChangeResponse>;
  /** DELETE /api/company/addresses/{addressId} or POST …/{addressId}/default (COMPANY_ADMIN). */
  changeAddress(
    addressId: number,
    change: CompanyAddressChange,
    token: string,
  ): Promise<CompanyAddressChangeResponse>;
  /** GET /api/company/approval-rule: the amount in gross cents, null = no rule. */
  approvalRule(token: string): Promise<{ approval_above_cents: number | null }>;
  /** PUT /api/company/approval-rule (COMPANY_ADMIN; 403 otherwise). */
  setApprovalRule(
    cents: number | null,
    token: string,
  ): Promise<{ approval_above_cents: number | null }>;
}

/** The {@link CompanyUpstream} over `call`. */
export function createCompanyUpstream(call: CompanyCall): CompanyUpstream {
  const userPath = (userId: number) => `/api/company/users/${encodeURIComponent(userId)}`;
  const addressPath = (id: number) => `/api/company/addresses/${encodeURIComponent(id)}`;
  return {
    listUsers: (token) => call('GET', '/api/company/users', token),
    inviteUser: (body, token) => call('POST', '/api/company/users', token, body),
    updateUser: (userId, body, token) => call('PATCH', userPath(userId), token, body),
    changeAccess: (userId, change, token) =>
      change === 'remove'
        ? call('DELETE', userPath(userId), token)
        : call('POST', `${userPath(userId)}/${change}`, token),
    acceptInvitation: (body) => call('POST', '/api/auth/user/accept-invitation', null, body),
    listApprovals: (token) => call('GET', '/api/company/approvals', token),
    decide: (approvalId, decision, note, token) =>
      call(
        'POST',
        `/api/company/approvals/${encodeURIComponent(approvalId)}/${decision}`,
        token,
        note ? { note } : {},
      ),
    listAddresses: (token) => call('GET', '/api/company/addresses', token),
    saveAddress: (addressId, body, token) =>
      addressId === null
        ? call('POST', '/api/company/addresses', token, body)
        : call('PATCH', addressPath(addressId), token, body),
    changeAddress: (addressId, change, token) =>
      change === 'delete'
        ? call('DELETE', addressPath(addressId), token)
        : call('POST', `${addressPath(addressId)}/default`, token),
    approvalRule: (token) => call('GET', '/api/company/approval-rule', token),
    setApprovalRule: (cents, token) =>
      call('PUT', '/api/company/approval-rule', token, { approval_above_cents: cents }),
  };
}
