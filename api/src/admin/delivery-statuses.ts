/**
 * Admin delivery statuses (issue 9): the ordered list with how many live orders sit in each;
 * add, rename (orders in it move with it) and reorder — 'awaiting dispatch' always first and
 * 'order delivered' always last, neither renamed (the storefront's rules depend on both names).
 * Every change goes through {@link audited}.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { deliveryStatuses } from '../db/schema/catalog.js';
import { orders } from '../db/schema/orders.js';
import type { Tx } from '../books/ledger.js';
import { FIRST_DELIVERY_STATUS, LAST_DELIVERY_STATUS } from '../orders/service.js';
import { audited, type AdminActor } from './audit.js';
import { AdminError } from './errors.js';

/** A delivery status as the admin edits it. */
export interface AdminDeliveryStatusDto {
  id: number;
  name: string;
  position: number;
  fixed: boolean;
  orderCount: number;
}

const FIXED = new Set([FIRST_DELIVERY_STATUS, LAST_DELIVERY_STATUS]);

/** Every delivery status in order (positions 1..n) with its live order count. */
export async function listAdminStatuses(db: Db | Tx): Promise<AdminDeliveryStatusDto[]> {
  const rows = await db.select().from(deliveryStatuses).orderBy(asc(deliveryStatuses.position));
  const counts = await db
    .select({ name: orders.deliveryStatus, n: count() })
    .from(orders)
    .where(eq(orders.status, 'placed'))
    .groupBy(orders.deliveryStatus);
  const byName = new Map(counts.map((c) => [c.name, c.n]));
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    position: i + 1,
    fixed: FIXED.has(r.name),
    orderCount: byName.get(r.name) ?? 0,
  }));
}

/**
 * Validates a status name: 1 to 60 characters after trimming, unique case-insensitively
 * (except against `selfId`). Returns the trimmed name. @throws AdminError 400 INVALID, 409 DUPLICATE.
 */
async function checkName(tx: Tx, raw: string, selfId?: number): Promise<string> {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length < 1 || name.length > 60) {
    throw new AdminError(400, 'INVALID', 'A delivery status name has 1 to 60 characters.', 'name');
  }
  const clash = await tx
    .select({ id: deliveryStatuses.id })
    .from(deliveryStatuses)
    .where(
      and(
        sql`lower(${deliveryStatuses.name}) = lower(${name})`,
        selfId ? ne(deliveryStatuses.id, selfId) : undefined,
      ),
    );
  if (clash.length > 0) {
    throw new AdminError(409, 'DUPLICATE', `There is already a delivery status '${name}'.`, 'name');
  }
  return name;
}

/** Writes positions 1..n in the order of `ids` (two passes: positions are unique). */
async function writeOrder(tx: Tx, ids: number[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await tx
      .update(deliveryStatuses)
      .set({ position: -(i + 1) })
      .where(eq(deliveryStatuses.id, id));
  }
  for (const [i, id] of ids.entries()) {
    await tx
      .update(deliveryStatuses)
      .set({ position: i + 1 })
      .where(eq(deliveryStatuses.id, id));
  }
}

/** True when the list starts with 'awaiting dispatch' and ends with 'order delivered'. */
function keepsEnds(names: string[]): boolean {
  return names[0] === FIRST_DELIVERY_STATUS && names[names.length - 1] === LAST_DELIVERY_STATUS;
}

const endsError = () =>
  new AdminError(
    400,
    'FIXED_STATUS',
    `'${FIRST_DELIVERY_STATUS}' must stay first and '${LAST_DELIVERY_STATUS}' last.`,
    'position',
  );

/**
 * Adds a status at 1-based `position` (default: just before 'order delivered'). Returns the list.
 * @throws AdminError 400 INVALID name, 409 DUPLICATE, 400 FIXED_STATUS for a position before the
 *   first or after the last.
 */
export async function addStatus(
  db: Db,
  actor: AdminActor,
  rawName: string,
  position: number | null,
): Promise<AdminDeliveryStatusDto[]> {
  return audited(
    db,
    actor,
    (list: AdminDeliveryStatusDto[]) => ({
      entity: 'delivery_status',
      entityId: list.find((s) => s.name === rawName.trim().replace(/\s+/g, ' '))?.id ?? 'new',
      action: 'add',
    }),
    async (tx) => {
      const name = await checkName(tx, rawName);
      const before = await listAdminStatuses(tx);
      const at = position ?? before.length; // 1-based place of the new one
      if (!Number.isInteger(at) || at < 2 || at > before.length) throw endsError();
      const [top] = await tx
        .select({ p: sql<number>`coalesce(max(${deliveryStatuses.position}), 0)` })
        .from(deliveryStatuses);
      const [row] = await tx
        .insert(deliveryStatuses)
        .values({ name, position: Number(top?.p ?? 0) + 1 })
        .returning();
      const ids = before.map((s) => s.id);
      ids.splice(at - 1, 0, row!.id);
      await writeOrder(tx, ids);
      const after = await listAdminStatuses(tx);
      return { before: before.map((s) => s.name), after: after.map((s) => s.name), result: after };
    },
  );
}

/**
 * Renames a status; orders in it take the new name. Returns the list.
 * @throws AdminError 404 unknown id, 400 FIXED_STATUS for the first or last, 400/409 name errors.
 */
export async function renameStatus(
  db: Db,
  actor: AdminActor,
  id: number,
  rawName: string,
): Promise<AdminDeliveryStatusDto[]> {
  return audited(
    db,
    actor,
    { entity: 'delivery_status', entityId: id, action: 'rename' },
    async (tx) => {
      const [before] = await tx.select().from(deliveryStatuses).where(eq(deliveryStatuses.id, id));
      if (!before) throw new AdminError(404, 'NOT_FOUND', `No delivery status with id ${id}`);
      if (FIXED.has(before.name)) {
        throw new AdminError(400, 'FIXED_STATUS', `'${before.name}' cannot be renamed.`, 'id');
      }
      const name = await checkName(tx, rawName, id);
      await tx.update(deliveryStatuses).set({ name }).where(eq(deliveryStatuses.id, id));
      await tx
        .update(orders)
        .set({ deliveryStatus: name })
        .where(eq(orders.deliveryStatus, before.name));
      return {
        before: { name: before.name },
        after: { name },
        result: await listAdminStatuses(tx),
      };
    },
  );
}

/**
 * Puts the statuses in the order of `ids` (every id once, first and last kept). Returns the list.
 * @throws AdminError 400 INVALID not a permutation, 400 FIXED_STATUS ends moved.
 */
export async function reorderStatuses(
  db: Db,
  actor: AdminActor,
  ids: number[],
): Promise<AdminDeliveryStatusDto[]> {
  return audited(
    db,
    actor,
    { entity: 'delivery_status', entityId: 'all', action: 'reorder' },
    async (tx) => {
      const before = await listAdminStatuses(tx);
      const byId = new Map(before.map((s) => [s.id, s.name]));
      if (
        ids.length !== byId.size ||
        new Set(ids).size !== ids.length ||
        !ids.every((i) => byId.has(i))
      ) {
        throw new AdminError(400, 'INVALID', 'Send every delivery status id exactly once.', 'ids');
      }
      if (!keepsEnds(ids.map((i) => byId.get(i)!))) throw endsError();
      await writeOrder(tx, ids);
      const after = await listAdminStatuses(tx);
      return { before: before.map((s) => s.name), after: after.map((s) => s.name), result: after };
    },
  );
}

/**
 * Removes a status no order uses (issue 26); the others close up. Returns the list.
 * @throws AdminError 404 unknown id, 400 FIXED_STATUS for the first or last, 409 IN_USE while
 *   any order (cancelled ones too: they keep their last status) is in it.
 */
export async function removeStatus(
  db: Db,
  actor: AdminActor,
  id: number,
): Promise<AdminDeliveryStatusDto[]> {
  return audited(
    db,
    actor,
    { entity: 'delivery_status', entityId: id, action: 'remove' },
    async (tx) => {
      const [status] = await tx.select().from(deliveryStatuses).where(eq(deliveryStatuses.id, id));
      if (!status) throw new AdminError(404, 'NOT_FOUND', `No delivery status with id ${id}`);
      if (FIXED.has(status.name)) {
        throw new AdminError(400, 'FIXED_STATUS', `'${status.name}' cannot be removed.`, 'id');
      }
      const [used] = await tx
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.deliveryStatus, status.name));
      const n = Number(used?.n ?? 0);
      if (n > 0) {
        throw new AdminError(
          409,
          'IN_USE',
          `'${status.name}' cannot be removed: ${n} ${n === 1 ? 'order is' : 'orders are'} in it. Move ${n === 1 ? 'it' : 'them'} to another status first.`,
          'id',
        );
      }
      await tx.delete(deliveryStatuses).where(eq(deliveryStatuses.id, id));
      const rest = await tx
        .select({ id: deliveryStatuses.id })
        .from(deliveryStatuses)
        .orderBy(asc(deliveryStatuses.position));
      await writeOrder(
        tx,
        rest.map((s) => s.id),
      );
      return {
        before: { name: status.name, position: status.position },
        after: null,
        result: await listAdminStatuses(tx),
      };
    },
  );
}
