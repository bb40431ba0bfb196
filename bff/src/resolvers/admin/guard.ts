/**
 * The one admin guard of the GraphQL schema (issue 9): `Query.admin` and `Mutation.admin` resolve
 * to an {@link AdminScope} only for an admin, so every field under AdminQuery and AdminMutation is
 * guarded by construction. A visitor gets UNAUTHENTICATED; a signed-in non-admin FORBIDDEN (the api
 * decides, from its session and role check on GET /api/admin/me, and checks again on every call).
 * The scope carries the staff role (issue 26), which each admin field checks (permissions.ts).
 */
import { GraphQLError } from 'graphql';
import { perRequest, type GraphQLContext } from '../../context.js';
import type { AdminScope } from '../../models.js';
import { errorCode } from '../../upstream/errors.js';
import { unauthenticated } from '../../session/viewer.js';

/**
 * Resolves to the admin scope of the request (one api check per request, shared by both
 * namespaces and by every operation of a server-rendered page). @throws GraphQLError
 * UNAUTHENTICATED without a live session, FORBIDDEN for a non-admin.
 */
export const requireAdmin: (context: GraphQLContext) => Promise<AdminScope> = perRequest(check);

async function check(context: GraphQLContext): Promise<AdminScope> {
  const token = context.viewerToken;
  if (!token) throw unauthenticated();
  let me;
  try {
    me = (await context.upstream.admin.me(token)).admin;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FORBIDDEN') {
      throw new GraphQLError('The admin console needs an admin account.', {
        extensions: { code: 'FORBIDDEN' },
      });
    }
    if (code === 'UNAUTHENTICATED') throw unauthenticated();
    throw error;
  }
  return {
    token,
    staffRole: me.staffRole,
    viewer: { id: me.id, label: me.label, permissions: me.permissions },
  };
}

/** The resolver of `Query.admin` and `Mutation.admin`: the guard. */
export const adminNamespace = (
  _parent: unknown,
  _args: unknown,
  context: GraphQLContext,
): Promise<AdminScope> => requireAdmin(context);
