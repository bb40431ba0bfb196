/**
 * Account notes (issue 26): staff-only notes on a customer account — dated, by author, newest
 * first. Adding one is audited (entity 'account', action 'add-note'); nothing here is ever served
 * to the customer (only the admin routes read it).
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { DbOrTx } from '../books/ledger.js';
import { users } from '../db/schema/accounts.js';
import { accountNotes, type AccountNoteRow } from '../db/schema/account-notes.js';
import { audited, type AdminActor } from './audit.js';
import { AdminError } from './errors.js';
import { ACCOUNT_ADMIN_MESSAGES } from './accounts.js';

/** Longest note, in characters after trimming. */
export const MAX_NOTE_LENGTH = 2000;

/** A note on the admin wire. */
export interface AccountNoteDto {
  id: number;
  accountId: number;
  author: string;
  body: string;
  /** ISO 8601 instant. */
  createdAt: string;
}

const dtoOf = (row: AccountNoteRow): AccountNoteDto => ({
  id: row.id,
  accountId: row.userId,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** @throws AdminError 404 when there is no account `id`. */
async function requireAccount(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw new AdminError(404, 'NOT_FOUND', ACCOUNT_ADMIN_MESSAGES.notFound(id));
}

/**
 * The notes on account `accountId`, newest first.
 * @throws AdminError 404 unknown account.
 */
export async function listAccountNotes(db: Db, accountId: number): Promise<AccountNoteDto[]> {
  await requireAccount(db, accountId);
  const rows = await db
    .select()
    .from(accountNotes)
    .where(eq(accountNotes.userId, accountId))
    .orderBy(desc(accountNotes.createdAt), desc(accountNotes.id));
  return rows.map(dtoOf);
}

/**
 * Adds a note (1 to {@link MAX_NOTE_LENGTH} characters after trimming) to account `accountId`,
 * signed by `actor`; audited in the same transaction.
 * @throws AdminError 400 INVALID (field body) for an empty or too long note, 404 unknown account.
 */
export async function addAccountNote(
  db: Db,
  actor: AdminActor,
  accountId: number,
  rawBody: string,
): Promise<AccountNoteDto> {
  const body = rawBody.trim();
  if (body.length < 1 || body.length > MAX_NOTE_LENGTH) {
    throw new AdminError(400, 'INVALID', `A note has 1 to ${MAX_NOTE_LENGTH} characters.`, 'body');
  }
  return audited(
    db,
    actor,
    { entity: 'account', entityId: accountId, action: 'add-note' },
    async (tx) => {
      await requireAccount(tx, accountId);
      const [row] = await tx
        .insert(accountNotes)
        .values({ userId: accountId, authorUserId: actor.userId, author: actor.label, body })
        .returning();
      const note = dtoOf(row!);
      return { before: null, after: { noteId: note.id, body: note.body }, result: note };
    },
  );
}
