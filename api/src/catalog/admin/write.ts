/**
 * The one way an admin catalog write is made (issue 10): the change runs through the admin audit
 * log's {@link audited} (same transaction as its audit row) and, once committed, the catalog
 * change is announced with {@link publishCatalogChange} so caches of the catalog are dropped.
 */
import type { Db } from '../../db/client.js';
import {
  audited,
  type AdminActor,
  type AuditedChange,
  type AuditSubject,
} from '../../admin/audit.js';
import { publishCatalogChange } from '../catalog-events.js';
import type { Tx } from '../../books/ledger.js';

/**
 * Runs `change` audited as `subject` by `actor`, then publishes the catalog change.
 * @returns the change's result. @throws what `change` throws (nothing is written then).
 */
export async function catalogWrite<T>(
  db: Db,
  actor: AdminActor,
  subject: AuditSubject | ((result: T) => AuditSubject),
  change: (tx: Tx) => Promise<AuditedChange<T>>,
): Promise<T> {
  const result = await audited(db, actor, subject, change);
  await publishCatalogChange(db);
  return result;
}
