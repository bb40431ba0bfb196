/**
 * The audit trail of saved lists (issue 24 "Everything is in the company's history and the shop's
 * audit log"): every create, rename or share, delete, items added, quantity changed and line
 * removed writes one audit row on the company's account entity (like the address book and the
 * company users), in the change's own transaction.
 */
import { recordAudit } from '../admin/audit.js';
import type { DbOrTx } from '../books/ledger.js';
import type { ListViewer } from './access.js';

/** The caller of a saved-list write: a list viewer with their e-mail, the audit log's actor. */
export interface ListActor extends ListViewer {
  /** The caller's e-mail (the audit row's actor label). */
  label: string;
}

/** Audit actions of saved lists. */
export type ListAuditAction =
  | 'saved_list_create'
  | 'saved_list_update'
  | 'saved_list_delete'
  | 'saved_list_items_add'
  | 'saved_list_line_update'
  | 'saved_list_line_remove';

/** Records one saved-list change of `actor`'s company in `tx` (before / after as JSON). */
export async function recordListChange(
  tx: DbOrTx,
  actor: ListActor,
  action: ListAuditAction,
  change: { before: unknown; after: unknown },
): Promise<void> {
  await recordAudit(
    tx,
    { userId: actor.userId, label: actor.label },
    { entity: 'account', entityId: actor.accountId, action },
    change,
  );
}

/** What the audit row keeps of a list: its id, name and sharing, and its lines' count. */
export function listSummary(
  list: { id: number; name: string; shared: boolean },
  lineCount?: number,
): Record<string, unknown> {
  return {
    listId: list.id,
    name: list.name,
    shared: list.shared,
    ...(lineCount === undefined ? {} : { lines: lineCount }),
  };
}

/** What the audit row keeps of a line: its configuration and quantity. */
export function lineSummary(line: {
  productId: number;
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
  quantity: number;
}): Record<string, unknown> {
  return {
    productId: line.productId,
    sizeId: line.sizeId,
    fabricId: line.fabricId,
    fabricColorId: line.fabricColorId,
    quantity: line.quantity,
  };
}
