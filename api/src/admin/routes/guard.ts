/**
 * The admin scope of the api (issue 9): every route registered inside {@link adminScope} answers
 * 401 without a valid admin credential (`X-Admin-Token`, the CLI) or bearer, and 403 when the
 * bearer's user is not an approved admin (re-read from the database on every request) or when
 * their staff role lacks the route's permission (issue 26: staff/route-permissions.ts, the role
 * table of @serena/domain). The request then carries `adminActor` (who, for the audit log) and
 * `staffRole`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, staffMay, type StaffRole } from '@serena/domain';
import { routeNeed } from '../../staff/route-permissions.js';
import { adminTokenMatches } from '../admin-token.js';
import type { AdminActor } from '../audit.js';
import { findUserById } from '../../accounts/service.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin making this request; set by the admin scope's guard, null elsewhere. */
    adminActor: AdminActor | null;
    /** The admin's staff role (issue 26; OWNER for the CLI credential); null outside the admin scope. */
    staffRole: StaffRole | null;
  }
}

/** Header carrying the admin credential (ADMIN_TOKEN or DATA_DIR/admin-token). */
export const ADMIN_CREDENTIAL_HEADER = 'x-admin-token';

/** The actor label of the CLI credential in the audit log. */
export const TOKEN_ACTOR: AdminActor = { userId: null, label: 'admin token' };

/**
 * True when `role` may call the route of `request` (its method and registered url; an unlisted
 * route is OWNER-only).
 */
export function roleMayCall(role: StaffRole, request: FastifyRequest): boolean {
  const need = routeNeed(request.method, request.routeOptions.url ?? request.url);
  if (need === undefined) return role === 'OWNER';
  return need === null || staffMay(role, need);
}

/**
 * Returns the admin `onRequest` hook: 401 `{ success: false, message: 'Unauthorized' }` without a
 * valid credential, 403 'Forbidden' for a signed-in non-admin or a staff role without the route's
 * permission; sets `request.adminActor` and `request.staffRole` otherwise.
 */
export function requireAdmin(opts: Pick<AccountsRouteOptions, 'db' | 'deps'>) {
  return async function adminOnly(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const deny = (code: 401 | 403) =>
      reply
        .code(code)
        .send({ success: false as const, message: code === 401 ? 'Unauthorized' : 'Forbidden' });
    const credential = request.headers[ADMIN_CREDENTIAL_HEADER];
    if (typeof credential === 'string' && credential !== '') {
      if (!adminTokenMatches(credential, opts.deps.adminToken)) return deny(401);
      request.adminActor = TOKEN_ACTOR;
      request.staffRole = 'OWNER';
      return;
    }
    if (!request.viewer) return deny(401);
    const user = await findUserById(opts.db, request.viewer.userId);
    if (user?.role !== 'admin' || user.status !== 'approved') return deny(403);
    if (!isStaffRole(user.staffRole) || !roleMayCall(user.staffRole, request)) return deny(403);
    request.adminActor = { userId: user.id, label: user.email };
    request.staffRole = user.staffRole;
  };
}

/** The admin actor of a request inside the admin scope. @throws Error outside it (a bug). */
export function actorOf(request: FastifyRequest): AdminActor {
  if (!request.adminActor) throw new Error('admin route without the admin guard');
  return request.adminActor;
}

/**
 * Registers `routes` in an encapsulated scope whose every route is guarded by
 * {@link requireAdmin} — a route added there cannot be left unguarded.
 */
export function adminScope(
  routes: (app: FastifyInstance, opts: AccountsRouteOptions) => void | Promise<void>,
) {
  return async function scoped(app: FastifyInstance, opts: AccountsRouteOptions): Promise<void> {
    if (!app.hasRequestDecorator('adminActor')) app.decorateRequest('adminActor', null);
    if (!app.hasRequestDecorator('staffRole')) app.decorateRequest('staffRole', null);
    app.addHook('onRequest', requireAdmin(opts));
    await routes(app, opts);
  };
}
