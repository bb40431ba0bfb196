/**
 * Who may do what with a saved list (issue 24 "Saved lists"), pure so it is tested alone:
 * - see: a user of the list's company who made it, or anyone of that company when it is shared;
 * - change its lines: whoever sees it, except ACCOUNTS (who may view lists but not order);
 * - rename, share or delete: its maker, or the company admin for a shared list.
 * Another company's list, or a colleague's private one, is not found (404), never forbidden.
 */
import type { CompanyRole } from '../db/schema/accounts.js';

/** The caller: their company account, user id and company role. */
export interface ListViewer {
  accountId: number;
  userId: number;
  companyRole: CompanyRole;
}

/** The owner facts of a list. */
export interface ListOwner {
  accountId: number;
  createdByUserId: number;
  shared: boolean;
}

/** True when `viewer` may see `list`. */
export function canSeeList(viewer: ListViewer, list: ListOwner): boolean {
  return (
    viewer.accountId === list.accountId && (list.shared || list.createdByUserId === viewer.userId)
  );
}

/** True when `viewer` may create lists and change a seen list's lines (not ACCOUNTS). */
export function canEditLines(viewer: ListViewer): boolean {
  return viewer.companyRole !== 'ACCOUNTS';
}

/** True when `viewer` may rename, share or delete a list they see. */
export function canManageList(viewer: ListViewer, list: ListOwner): boolean {
  if (!canEditLines(viewer)) return false;
  return (
    list.createdByUserId === viewer.userId ||
    (list.shared && viewer.companyRole === 'COMPANY_ADMIN')
  );
}
