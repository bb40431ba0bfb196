/**
 * The admin audit log (issue 9): every admin write goes through {@link audited}, which runs the
 * change and records who, when, the entity, its id, the action and the entity before and after
 * in the same transaction — a change is never saved without its audit row, nor the reverse.
 */
import type { Db } from '../db/client.js';
import { auditLog, type AuditEntity } from '../db/schema/audit.js';
import type { Tx } from '../books/ledger.js';

/** Who made an admin change: an admin's account, or the CLI credential (no user). */
export interface AdminActor {
  /** The admin's user id; null for the X-Admin-Token credential. */
  userId: number | null;
  /** The admin's e-mail, or 'admin token'. */
  label: string;
}

/** What a change is about: the entity kind and id, the action name and an optional reason. */
export interface AuditSubject {
  entity: AuditEntity;
  entityId: number | string;
  action: string;
  reason?: string | null;
}

/** What a change returns to {@link audited}: the entity before and after (JSON-able) and a result. */
export interface AuditedChange<T> {
  before: unknown;
  after: unknown;
  result: T;
}

/**
 * What runs inside a change's transaction after it (issue 27): queues the change's mail in the
 * outbox, so the mail commits with the change or not at all. Throwing rolls the change back.
 */
export type InTransaction<T> = (tx: Tx, result: T) => Promise<void>;

/**
 * Runs `change` in a transaction and records one audit row for it (the one way admin writes are
 * made), then `inTx` in the same transaction. When either throws, nothing is written and the
 * error propagates.
 * @returns the change's `result`.
 */
export async function audited<T>(
  db: Db,
  actor: AdminActor,
  subject: AuditSubject | ((result: T) => AuditSubject),
  change: (tx: Tx) => Promise<AuditedChange<T>>,
  inTx?: InTransaction<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { before, after, result } = await change(tx);
    await recordAudit(tx, actor, typeof subject === 'function' ? subject(result) : subject, {
      before,
      after,
    });
    await inTx?.(tx, result);
    return result;
  });
}

/**
 * Writes one audit row inside a transaction the caller already runs (a write that owns its
 * transaction, like the catalog import); otherwise use {@link audited}.
 */
export async function recordAudit(
  tx: Tx | Db,
  actor: AdminActor,
  subject: AuditSubject,
  change: { before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actor: actor.label,
    entity: subject.entity,
    entityId: String(subject.entityId),
    action: subject.action,
    before: jsonOf(change.before),
    after: jsonOf(change.after),
    reason: subject.reason?.trim() || null,
  });
}

/** A JSON-safe copy (Dates become ISO strings) or null for undefined/null. */
function jsonOf(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
