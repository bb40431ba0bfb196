/**
 * Admin news (issue 9; issue 26: title, draft / published state and publish date): list in the
 * home page's order, create (at the top), edit, delete and reorder; the HTML is sanitised on the
 * server with the same rules as product descriptions. Every change goes through {@link audited}.
 */
import { asc, desc, eq, min } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { news } from '../db/schema/catalog.js';
import { sanitizeDescription } from '../lib/sanitize-html.js';
import type { Tx } from '../books/ledger.js';
import { audited, type AdminActor } from './audit.js';
import { AdminError } from './errors.js';

/** Longest news HTML accepted, in characters. */
export const MAX_NEWS_HTML = 20_000;
/** Longest news title accepted, in characters. */
export const MAX_NEWS_TITLE = 200;

/** A news item's state: only `published` items whose publish date has come show on the home page. */
export type NewsStatus = 'draft' | 'published';

/** A news item as the admin edits it (position from 1; dates ISO 8601). */
export interface AdminNewsDto {
  id: number;
  title: string;
  contentHtml: string;
  status: NewsStatus;
  publishAt: string;
  position: number;
  createdAt: string;
}

/** What the admin sends to create or edit a news item (title and state optional: '' and published). */
export interface NewsInput {
  title?: string;
  contentHtml: string;
  status?: NewsStatus;
  /** ISO 8601 date-time; omitted: now (create) or unchanged (edit). */
  publishAt?: string;
}

/** Every news item in the home page's order, positions 1..n. */
export async function listAdminNews(db: Db | Tx): Promise<AdminNewsDto[]> {
  const rows = await db
    .select()
    .from(news)
    .orderBy(asc(news.position), desc(news.createdAt), desc(news.id));
  return rows.map((n, i) => ({
    id: n.id,
    title: n.title,
    contentHtml: n.contentHtml,
    status: n.status,
    publishAt: n.publishAt.toISOString(),
    position: i + 1,
    createdAt: n.createdAt.toISOString(),
  }));
}

/**
 * Sanitises news HTML. @throws AdminError 400 INVALID when it is empty after sanitising or longer
 * than {@link MAX_NEWS_HTML}.
 */
export function cleanNewsHtml(html: string): string {
  if (html.length > MAX_NEWS_HTML) {
    throw new AdminError(
      400,
      'INVALID',
      `News is at most ${MAX_NEWS_HTML} characters.`,
      'contentHtml',
    );
  }
  const clean = sanitizeDescription(html).trim();
  if (clean.replace(/<[^>]*>/g, '').trim() === '') {
    throw new AdminError(400, 'INVALID', 'Please enter the news text.', 'contentHtml');
  }
  return clean;
}

/** The stored fields of a news input. @throws AdminError 400 INVALID (HTML, title or date). */
function newsFields(input: NewsInput) {
  const contentHtml = cleanNewsHtml(input.contentHtml);
  const title = (input.title ?? '').trim();
  if (title.length > MAX_NEWS_TITLE) {
    const message = `The title is at most ${MAX_NEWS_TITLE} characters.`;
    throw new AdminError(400, 'INVALID', message, 'title');
  }
  const publishAt = input.publishAt === undefined ? undefined : new Date(input.publishAt);
  if (publishAt && Number.isNaN(publishAt.getTime())) {
    throw new AdminError(400, 'INVALID', 'Please enter a valid publish date.', 'publishAt');
  }
  return { title, contentHtml, status: input.status ?? 'published', publishAt };
}

/** The audited view of a news item's fields. */
const audit = (n: { title: string; contentHtml: string; status: NewsStatus; publishAt: Date }) => ({
  title: n.title,
  contentHtml: n.contentHtml,
  status: n.status,
  publishAt: n.publishAt.toISOString(),
});

const notFound = (id: number) => new AdminError(404, 'NOT_FOUND', `No news item with id ${id}`);

/** Creates a news item at the top of the list. Returns it. @throws AdminError 400 (see newsFields). */
export async function createNews(
  db: Db,
  actor: AdminActor,
  input: NewsInput,
): Promise<AdminNewsDto> {
  const fields = newsFields(input);
  const values = { ...fields, publishAt: fields.publishAt ?? new Date() };
  return audited(
    db,
    actor,
    (item: AdminNewsDto) => ({ entity: 'news', entityId: item.id, action: 'create' }),
    async (tx) => {
      const [top] = await tx.select({ p: min(news.position) }).from(news);
      const [row] = await tx
        .insert(news)
        .values({ ...values, position: (top?.p ?? 1) - 1 })
        .returning();
      const item = (await listAdminNews(tx)).find((n) => n.id === row!.id)!;
      return { before: null, after: audit(values), result: item };
    },
  );
}

/** Replaces a news item's fields. @throws AdminError 404 unknown id, 400 invalid input. */
export async function updateNews(
  db: Db,
  actor: AdminActor,
  id: number,
  input: NewsInput,
): Promise<AdminNewsDto> {
  const fields = newsFields(input);
  return audited(db, actor, { entity: 'news', entityId: id, action: 'update' }, async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
    if (!before) throw notFound(id);
    const values = { ...fields, publishAt: fields.publishAt ?? before.publishAt };
    await tx.update(news).set(values).where(eq(news.id, id));
    const item = (await listAdminNews(tx)).find((n) => n.id === id)!;
    return { before: audit(before), after: audit(values), result: item };
  });
}

/** Deletes a news item. @throws AdminError 404 unknown id. */
export async function deleteNews(db: Db, actor: AdminActor, id: number): Promise<void> {
  await audited(db, actor, { entity: 'news', entityId: id, action: 'delete' }, async (tx) => {
    const [before] = await tx.delete(news).where(eq(news.id, id)).returning();
    if (!before) throw notFound(id);
    return { before: audit(before), after: null, result: undefined };
  });
}

/**
 * Puts the news in the order of `ids` (every id exactly once). Returns the new list.
 * @throws AdminError 400 INVALID when `ids` is not a permutation of the news ids.
 */
export async function reorderNews(
  db: Db,
  actor: AdminActor,
  ids: number[],
): Promise<AdminNewsDto[]> {
  return audited(db, actor, { entity: 'news', entityId: 'all', action: 'reorder' }, async (tx) => {
    const before = await listAdminNews(tx);
    const known = new Set(before.map((n) => n.id));
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => known.has(id))
    ) {
      throw new AdminError(400, 'INVALID', 'Send every news id exactly once.', 'ids');
    }
    for (const [i, id] of ids.entries()) {
      await tx
        .update(news)
        .set({ position: i + 1 })
        .where(eq(news.id, id));
    }
    return {
      before: before.map((n) => n.id),
      after: ids,
      result: await listAdminNews(tx),
    };
  });
}
