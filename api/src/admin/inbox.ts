/**
 * The admin inbox (issue 9): contact messages (with their attached file) and callback requests,
 * newest first, filtered by unread / unhandled / handled, one page at a time; marking an item read
 * or unread, handled or not, and its note — each change through {@link audited}.
 */
import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  callbackRequests,
  contactMessages,
  type CallbackRequestRow,
  type ContactMessageRow,
} from '../db/schema/forms.js';
import { audited, type AdminActor } from './audit.js';
import { AdminError } from './errors.js';
import { pageOf, type AdminPage } from './paging.js';

/** Which inbox items to list. */
export const INBOX_STATES = ['all', 'unread', 'unhandled', 'handled'] as const;
/** One of {@link INBOX_STATES}. */
export type InboxState = (typeof INBOX_STATES)[number];

/** The triage fields every inbox item carries on the wire. */
const triageFields = {
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  note: z.string().nullable(),
};

/** A contact message on the admin wire. */
export const inboxContactDto = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  file: z
    .object({
      id: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      size: z.number().int(),
    })
    .nullable(),
  createdAt: z.string(),
  ...triageFields,
});

/** A callback request on the admin wire. */
export const inboxCallbackDto = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  createdAt: z.string(),
  ...triageFields,
});

/** A contact message in the inbox, inferred from {@link inboxContactDto}. */
export type InboxContactDto = z.infer<typeof inboxContactDto>;

/** A callback request in the inbox, inferred from {@link inboxCallbackDto}. */
export type InboxCallbackDto = z.infer<typeof inboxCallbackDto>;

/** Changes to an inbox item; absent fields stay. */
export interface InboxUpdate {
  read?: boolean;
  handled?: boolean;
  /** '' clears the note. */
  note?: string;
}

/** Longest admin note. */
export const MAX_NOTE_LENGTH = 2000;

const inboxFields = (
  row: ContactMessageRow | CallbackRequestRow,
): Pick<InboxContactDto, keyof typeof triageFields> => ({
  readAt: row.readAt?.toISOString() ?? null,
  handledAt: row.handledAt?.toISOString() ?? null,
  note: row.note,
});

/** Returns the inbox DTO of a contact message row. */
export function toInboxContact(row: ContactMessageRow): InboxContactDto {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    file:
      row.fileId && row.fileName
        ? {
            id: row.fileId,
            fileName: row.fileName,
            contentType: row.fileType || 'application/octet-stream',
            size: row.fileSize ?? 0,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    ...inboxFields(row),
  };
}

/** Returns the inbox DTO of a callback request row. */
export function toInboxCallback(row: CallbackRequestRow): InboxCallbackDto {
  return {
    id: row.id,
    name: row.name,
    companyName: row.companyName,
    phoneNumber: row.phoneNumber,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    ...inboxFields(row),
  };
}

const TABLES = {
  contact: { table: contactMessages, entity: 'contact_message', dto: toInboxContact },
  callback: { table: callbackRequests, entity: 'callback_request', dto: toInboxCallback },
} as const;
/** The two inbox kinds. */
export type InboxKind = keyof typeof TABLES;
type DtoOf<K extends InboxKind> = K extends 'contact' ? InboxContactDto : InboxCallbackDto;

/** Lists one inbox kind, newest first, filtered by state, one page. */
export async function listInbox<K extends InboxKind>(
  db: Db,
  kind: K,
  state: InboxState,
  page: number,
  pageSize: number,
): Promise<AdminPage<DtoOf<K>>> {
  const { table, dto } = TABLES[kind];
  const where: SQL | undefined =
    state === 'unread'
      ? isNull(table.readAt)
      : state === 'unhandled'
        ? isNull(table.handledAt)
        : state === 'handled'
          ? isNotNull(table.handledAt)
          : undefined;
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const toDto = dto as (row: (typeof rows)[number]) => DtoOf<K>;
  return pageOf(rows.map(toDto), total?.n ?? 0, page, pageSize);
}

/** One contact message by id, or undefined. */
export async function findContactMessage(db: Db, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ? toInboxContact(row) : undefined;
}

/**
 * Marks an inbox item read/unread, handled/not and sets its note ('' clears it); the first read
 * and the handling keep their time. Returns the item.
 * @throws AdminError 404 unknown id, 400 INVALID for a note over 2000 characters.
 */
export async function updateInbox<K extends InboxKind>(
  db: Db,
  actor: AdminActor,
  kind: K,
  id: number,
  change: InboxUpdate,
  now: Date,
): Promise<DtoOf<K>> {
  if (change.note !== undefined && change.note.length > MAX_NOTE_LENGTH) {
    throw new AdminError(
      400,
      'INVALID',
      `The note is at most ${MAX_NOTE_LENGTH} characters.`,
      'note',
    );
  }
  const { table, entity, dto } = TABLES[kind];
  const toDto = dto as (row: ContactMessageRow | CallbackRequestRow) => DtoOf<K>;
  return audited(db, actor, { entity, entityId: id, action: 'update' }, async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before)
      throw new AdminError(
        404,
        'NOT_FOUND',
        `No ${kind === 'contact' ? 'contact message' : 'callback request'} with id ${id}`,
      );
    const patch: Record<string, Date | string | null> = {};
    if (change.read !== undefined) patch.readAt = change.read ? (before.readAt ?? now) : null;
    if (change.handled !== undefined) {
      patch.handledAt = change.handled ? (before.handledAt ?? now) : null;
      if (change.handled && !before.readAt && patch.readAt === undefined) patch.readAt = now;
    }
    if (change.note !== undefined) patch.note = change.note.trim() || null;
    const [after] = Object.keys(patch).length
      ? await tx.update(table).set(patch).where(eq(table.id, id)).returning()
      : [before];
    return {
      before: inboxFields(before),
      after: inboxFields(after),
      result: toDto(after),
    };
  });
}
