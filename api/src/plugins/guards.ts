/**
 * The signed-in and own-data guards of the customer routes (issue 28: one place for 401 and 403).
 * Each throws an {@link UnauthorizedError} (401 'Unauthorized') or a {@link ForbiddenError}
 * (403 'Forbidden') that the one error handler (errors.ts) answers with `{ success: false,
 * message }`; called where the handler used to write the reply, so validation still comes first.
 * The admin routes have their own scope (admin/routes/guard.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/accounts.js';
import type { Viewer } from '../lib/viewer.js';
import { findUserById } from '../accounts/service.js';
import { ForbiddenError, UnauthorizedError } from './errors.js';

/** The request's signed-in viewer (live session, checked by the auth plugin). @throws UnauthorizedError */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new UnauthorizedError();
  return request.viewer;
}

/** The signed-in viewer's own account row. @throws UnauthorizedError without a viewer or its row */
export async function requireUser(db: Db, request: FastifyRequest): Promise<UserRow> {
  const user = request.viewer ? await findUserById(db, request.viewer.userId) : undefined;
  if (!user) throw new UnauthorizedError();
  return user;
}

/**
 * The users row of the trade company the signed-in viewer acts for (issue 24: the company
 * account holding the credit, orders, invoices and statements; the viewer's own row for the
 * company's first user). @throws UnauthorizedError without a viewer or that row
 */
export async function requireAccount(db: Db, request: FastifyRequest): Promise<UserRow> {
  const account = request.viewer ? await findUserById(db, request.viewer.accountId) : undefined;
  if (!account) throw new UnauthorizedError();
  return account;
}

/**
 * Passes when `userId` (a path's or a body's) is the signed-in `ownId`: customers, and admins on
 * these routes, reach only their own data. @throws ForbiddenError
 */
export function requireOwn(ownId: number, userId: number): void {
  if (ownId !== userId) throw new ForbiddenError();
}
