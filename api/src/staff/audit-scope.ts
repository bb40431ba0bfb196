/**
 * Who reads which part of the audit log (issue 26): the whole log needs `audit` (OWNER); the
 * history of one order is also open to a role that sees orders (`orders.view`, e.g. WAREHOUSE on
 * the order's page), and of one account to a role that sees accounts (`accounts.view`).
 */
import { staffMay, type StaffRole } from '@serena/domain';
import { ForbiddenError } from '../plugins/errors.js';

/**
 * Passes when `role` may read the audit entries the filter selects.
 * @throws ForbiddenError (403) otherwise.
 */
export function requireAuditScope(
  role: StaffRole,
  filter: { entity?: string; entityId?: string },
): void {
  if (staffMay(role, 'audit')) return;
  const one = filter.entityId !== undefined && filter.entityId.trim() !== '';
  if (one && filter.entity === 'order' && staffMay(role, 'orders.view')) return;
  if (one && filter.entity === 'account' && staffMay(role, 'accounts.view')) return;
  throw new ForbiddenError();
}
