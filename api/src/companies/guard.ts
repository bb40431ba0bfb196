/**
 * Authorization of the company routes in one place (issue 24 "Authorization"): a route declares
 * which company roles may call it with `preHandler: requireCompanyRole(...)`, and the order routes
 * refuse the roles that may not order with {@link refuseOrderingRoles}. Both read the viewer the
 * auth plugin set from the live session (plugins/auth.ts), so a suspended or removed user, or a
 * user of a blocked company, is a visitor (401) on every route at once. preHandlers run
 * after schema validation, so bad input still answers 400 first.
 */
import type { FastifyRequest } from 'fastify';
import type { CompanyRole } from '../db/schema/accounts.js';
import type { Viewer } from '../lib/viewer.js';
import { ForbiddenError, UnauthorizedError } from '../plugins/errors.js';

/** The 403 message of a company role that may not place orders (issue 24: ACCOUNTS). */
export const CANNOT_ORDER_MESSAGE = 'Your company role does not allow placing orders.';

/** Company roles that may not place orders (issue 24: ACCOUNTS sees invoices and statements). */
export const NON_ORDERING_ROLES: readonly CompanyRole[] = ['ACCOUNTS'];

/** A signed-in company user: the viewer with their company role set. */
export type CompanyViewer = Viewer & { companyRole: CompanyRole };

/**
 * The request's viewer when they belong to a company and hold one of `roles`.
 * @throws UnauthorizedError (401) without a live session; ForbiddenError (403) for a shop admin
 *   or another role.
 */
export function companyViewer(
  request: FastifyRequest,
  roles: readonly CompanyRole[],
): CompanyViewer {
  const viewer = request.viewer;
  if (!viewer) throw new UnauthorizedError();
  const role = viewer.companyRole;
  if (role === null || !roles.includes(role)) throw new ForbiddenError();
  return { ...viewer, companyRole: role };
}

/**
 * A preHandler that lets through only signed-in users holding one of `roles` in their company
 * (401 without a session, 403 otherwise), e.g. `preHandler: requireCompanyRole('COMPANY_ADMIN')`.
 */
export function requireCompanyRole(...roles: CompanyRole[]) {
  return function companyRoleGuard(request: FastifyRequest): Promise<void> {
    // A throw in the executor rejects: the one error handler answers it.
    return new Promise((resolve) => {
      companyViewer(request, roles);
      resolve();
    });
  };
}

/**
 * A preHandler of the order-placing routes (checkout, reorder): 403 {@link CANNOT_ORDER_MESSAGE}
 * for a company user whose role may not order; everyone else goes on to the route's own checks
 * (a visitor gets its 401 there).
 */
export function refuseOrderingRoles(request: FastifyRequest): Promise<void> {
  const role = request.viewer?.companyRole;
  return role && NON_ORDERING_ROLES.includes(role)
    ? Promise.reject(new ForbiddenError(CANNOT_ORDER_MESSAGE))
    : Promise.resolve();
}
