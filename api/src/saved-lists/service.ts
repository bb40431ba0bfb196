/**
 * The saved-list rules on the database (issue 24 "Saved lists"): the lists a user sees, creating
 * one (optionally with items), renaming and sharing, deleting, adding items (a line of the same
 * configuration gets the quantities added, at most 99), changing a line's quantity and removing
 * a line. Access is decided by access.ts; every write runs in one transaction with its audit row
 * on the company's history (audit.ts).
 */
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { savedListLines, savedLists, users } from '../db/schema/index.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../plugins/errors.js';
import { canEditLines, canManageList, canSeeList, type ListViewer } from './access.js';
import { nameItem, sameConfiguration, type NamedItem, type SavedItemInput } from './items.js';
import { lineSummary, listSummary, recordListChange, type ListActor } from './audit.js';

/** Most lines one list holds. */
export const MAX_LIST_LINES = 200;
/** The 404 message of a list the caller does not see. */
export const LIST_NOT_FOUND = 'Saved list not found.';
/** The 403 message of a change the caller's role or ownership does not allow. */
export const LIST_FORBIDDEN = 'You may not change this saved list.';

/** A stored list row. */
export type SavedListRow = typeof savedLists.$inferSelect;
/** A stored line row. */
export type SavedListLineRow = typeof savedListLines.$inferSelect;
/** A list with its lines and its maker's name. */
export interface SavedListFull {
  list: SavedListRow;
  createdByName: string;
  lines: SavedListLineRow[];
}

/** The lists `viewer` sees, newest first, with their lines. */
export async function listSavedLists(db: Db, viewer: ListViewer): Promise<SavedListFull[]> {
  const rows = await db
    .select({ list: savedLists, createdByName: users.fullName })
    .from(savedLists)
    .innerJoin(users, eq(users.id, savedLists.createdByUserId))
    .where(
      and(
        eq(savedLists.accountId, viewer.accountId),
        or(eq(savedLists.shared, true), eq(savedLists.createdByUserId, viewer.userId)),
      ),
    )
    .orderBy(desc(savedLists.updatedAt), desc(savedLists.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(savedListLines)
    .where(
      inArray(
        savedListLines.listId,
        rows.map((r) => r.list.id),
      ),
    )
    .orderBy(asc(savedListLines.id));
  return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.listId === r.list.id) }));
}

/** One list `viewer` sees. @throws NotFoundError (404) for any other */
export async function findSavedList(
  db: Db,
  viewer: ListViewer,
  id: number,
): Promise<SavedListFull> {
  const [row] = await db
    .select({ list: savedLists, createdByName: users.fullName })
    .from(savedLists)
    .innerJoin(users, eq(users.id, savedLists.createdByUserId))
    .where(eq(savedLists.id, id));
  if (!row || !canSeeList(viewer, row.list)) throw new NotFoundError(LIST_NOT_FOUND);
  const lines = await db
    .select()
    .from(savedListLines)
    .where(eq(savedListLines.listId, id))
    .orderBy(asc(savedListLines.id));
  return { ...row, lines };
}

/** The list for a change. @throws NotFoundError when unseen; ForbiddenError when not allowed */
async function listForChange(
  db: Db,
  viewer: ListViewer,
  id: number,
  manage: boolean,
): Promise<SavedListFull> {
  const found = await findSavedList(db, viewer, id);
  const allowed = manage ? canManageList(viewer, found.list) : canEditLines(viewer);
  if (!allowed) throw new ForbiddenError(LIST_FORBIDDEN);
  return found;
}

/** Names every item first (so bad input writes nothing). @throws BadRequestError */
async function nameItems(db: Db, items: readonly SavedItemInput[]): Promise<NamedItem[]> {
  const named: NamedItem[] = [];
  for (const [i, item] of items.entries()) named.push(await nameItem(db, item, i));
  return named;
}

/** Adds named items to list `listId` (tx): same configuration adds up, capped at 99. */
async function addNamedItems(
  tx: Db,
  listId: number,
  existing: SavedListLineRow[],
  items: NamedItem[],
): Promise<void> {
  const lines = existing.map((l) => ({ ...l }));
  for (const item of items) {
    const same = lines.find((l) => sameConfiguration(l, item));
    if (same) {
      same.quantity = Math.min(99, same.quantity + item.quantity);
      await tx
        .update(savedListLines)
        .set({ quantity: same.quantity })
        .where(eq(savedListLines.id, same.id));
    } else {
      if (lines.length >= MAX_LIST_LINES) {
        throw new BadRequestError('items', `A saved list holds at most ${MAX_LIST_LINES} lines.`);
      }
      const [row] = await tx
        .insert(savedListLines)
        .values({ ...item, listId })
        .returning();
      lines.push(row!);
    }
  }
  await tx.update(savedLists).set({ updatedAt: new Date() }).where(eq(savedLists.id, listId));
}

/**
 * Creates a list of the viewer's company, made by the viewer, with `items` (may be none).
 * @throws ForbiddenError for ACCOUNTS; BadRequestError for an item the catalog refuses.
 */
export async function createSavedList(
  db: Db,
  viewer: ListActor,
  input: { name: string; shared: boolean; items: readonly SavedItemInput[] },
): Promise<SavedListFull> {
  if (!canEditLines(viewer)) throw new ForbiddenError(LIST_FORBIDDEN);
  const items = await nameItems(db, input.items);
  const id = await db.transaction(async (tx) => {
    const [list] = await tx
      .insert(savedLists)
      .values({
        accountId: viewer.accountId,
        createdByUserId: viewer.userId,
        name: input.name,
        shared: input.shared,
      })
      .returning();
    await addNamedItems(tx, list!.id, [], items);
    await recordListChange(tx, viewer, 'saved_list_create', {
      before: null,
      after: { ...listSummary(list!), items: items.map(lineSummary) },
    });
    return list!.id;
  });
  return findSavedList(db, viewer, id);
}

/** Renames and/or shares a list. @throws NotFoundError, ForbiddenError */
export async function updateSavedList(
  db: Db,
  viewer: ListActor,
  id: number,
  change: { name?: string; shared?: boolean },
): Promise<SavedListFull> {
  const { list } = await listForChange(db, viewer, id, true);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(savedLists)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(savedLists.id, id))
      .returning();
    await recordListChange(tx, viewer, 'saved_list_update', {
      before: listSummary(list),
      after: listSummary(updated!),
    });
  });
  return findSavedList(db, viewer, id);
}

/** Deletes a list and its lines. @throws NotFoundError, ForbiddenError */
export async function deleteSavedList(db: Db, viewer: ListActor, id: number): Promise<void> {
  const { list, lines } = await listForChange(db, viewer, id, true);
  await db.transaction(async (tx) => {
    await tx.delete(savedLists).where(eq(savedLists.id, id));
    await recordListChange(tx, viewer, 'saved_list_delete', {
      before: listSummary(list, lines.length),
      after: null,
    });
  });
}

/** Adds items to a list. @throws NotFoundError, ForbiddenError, BadRequestError */
export async function addSavedListItems(
  db: Db,
  viewer: ListActor,
  id: number,
  items: readonly SavedItemInput[],
): Promise<SavedListFull> {
  const found = await listForChange(db, viewer, id, false);
  const named = await nameItems(db, items);
  await db.transaction(async (tx) => {
    await addNamedItems(tx, id, found.lines, named);
    await recordListChange(tx, viewer, 'saved_list_items_add', {
      before: listSummary(found.list, found.lines.length),
      after: { ...listSummary(found.list), added: named.map(lineSummary) },
    });
  });
  return findSavedList(db, viewer, id);
}

/**
 * Sets a line's quantity (1..99) or, with `quantity` null, removes the line.
 * @throws NotFoundError for an unseen list or a line not in it; ForbiddenError
 */
export async function changeSavedListLine(
  db: Db,
  viewer: ListActor,
  id: number,
  lineId: number,
  quantity: number | null,
): Promise<SavedListFull> {
  const found = await listForChange(db, viewer, id, false);
  const line = found.lines.find((l) => l.id === lineId);
  if (!line) throw new NotFoundError('Line not found.');
  await db.transaction(async (tx) => {
    const where = and(eq(savedListLines.id, lineId), eq(savedListLines.listId, id));
    if (quantity === null) await tx.delete(savedListLines).where(where);
    else await tx.update(savedListLines).set({ quantity }).where(where);
    await tx.update(savedLists).set({ updatedAt: new Date() }).where(eq(savedLists.id, id));
    const before = { ...listSummary(found.list), lineId, ...lineSummary(line) };
    await recordListChange(
      tx,
      viewer,
      quantity === null ? 'saved_list_line_remove' : 'saved_list_line_update',
      { before, after: quantity === null ? null : { ...before, quantity } },
    );
  });
  return findSavedList(db, viewer, id);
}
