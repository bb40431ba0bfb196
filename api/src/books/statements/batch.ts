/**
 * Statements for many accounts in one ZIP (issue 27, "statement PDFs for many accounts run as
 * jobs"): which trade accounts a month's batch is for, and the ZIP itself, written one account at
 * a time — each statement is built, drawn as PDF, deflated into the ZIP and let go before the next
 * one, so memory holds one PDF whatever the number of accounts. An account whose statement fails
 * is recorded (id, company, message) and left out; the others go on. No HTTP in here.
 */
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { Zip, ZipDeflate } from 'fflate';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/accounts.js';
import { AdminError } from '../../admin/errors.js';
import { irishMonthOf, isMonth, monthLabel, nextMonth, STATEMENT_MESSAGES } from './month.js';
import { statementPdf } from './pdf.js';
import { buildStatement, irishMonthStart } from './service.js';

/** Most accounts one batch may name. */
export const MAX_BATCH_ACCOUNTS = 5000;

/** The messages of a refused batch (HTTP 400). */
export const BATCH_MESSAGES = {
  unknown: (ids: number[]) =>
    `No trade account with id ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ' …' : ''}.`,
  notOpened: (id: number, opened: string, label: string) =>
    `Account ${id} was opened in ${opened}: there is no statement for ${label}.`,
} as const;

/** A trade account: a customer's own account or a company's account holder (not its buyers). */
const tradeAccount = and(
  eq(users.role, 'customer'),
  or(isNull(users.companyId), eq(users.companyId, users.id)),
);

/**
 * The ids of every approved trade account that has a statement for `month` (opened before the
 * month's end, Irish calendar), in id order.
 */
export async function accountsWithStatement(db: Db, month: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        tradeAccount,
        eq(users.status, 'approved'),
        lt(users.createdAt, irishMonthStart(nextMonth(month))),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/**
 * Checks a batch request at time `now`: `month` is a month, not a future one, and every id of
 * `accountIds` (when given) is a trade account opened by the month's end.
 * @returns the ids, deduplicated in the order given, or null for "every account".
 * @throws AdminError 400 (INVALID, field `month` or `accountIds`) with the reason.
 */
export async function checkStatementBatch(
  db: Db,
  month: string,
  accountIds: readonly number[] | null | undefined,
  now: Date,
): Promise<number[] | null> {
  if (!isMonth(month)) {
    const shown = month.length > 20 || /[^\x20-\x7e]/.test(month) ? 'That' : `'${month}'`;
    throw new AdminError(400, 'INVALID', STATEMENT_MESSAGES.badMonth(shown), 'month');
  }
  if (month > irishMonthOf(now)) {
    throw new AdminError(400, 'INVALID', STATEMENT_MESSAGES.future(monthLabel(month)), 'month');
  }
  if (!accountIds || accountIds.length === 0) return null;
  const ids = [...new Set(accountIds)];
  const found = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(and(tradeAccount, inArray(users.id, ids)));
  const unknown = ids.filter((id) => !found.some((f) => f.id === id));
  if (unknown.length > 0) {
    throw new AdminError(400, 'INVALID', BATCH_MESSAGES.unknown(unknown), 'accountIds');
  }
  const late = found.find((f) => irishMonthOf(f.createdAt) > month);
  if (late) {
    const message = BATCH_MESSAGES.notOpened(
      late.id,
      monthLabel(irishMonthOf(late.createdAt)),
      monthLabel(month),
    );
    throw new AdminError(400, 'INVALID', message, 'accountIds');
  }
  return ids;
}

/** An account whose statement could not be made. */
export interface StatementFailure {
  accountId: number;
  /** The company name ('' when the account could not be read). */
  company: string;
  message: string;
}

/** What a batch did so far: PDFs written, accounts done of all, and the failures. */
export interface StatementBatchSummary {
  /** PDFs in the ZIP. */
  count: number;
  /** Accounts handled (written or failed). */
  done: number;
  total: number;
  failures: StatementFailure[];
}

/** The ZIP entry of an account's statement: `statement-42-Acme-Ltd-2026-11.pdf` (ASCII only). */
export function statementEntryName(user: Pick<UserRow, 'id' | 'companyName'>, month: string) {
  const company = user.companyName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `statement-${user.id}${company ? `-${company}` : ''}-${month}.pdf`;
}

/** What {@link statementsZip} needs. */
export interface StatementsZipOptions {
  db: Db;
  month: string;
  accountIds: readonly number[];
  /** The statements' "now" (the current month's statement runs to this day). */
  now: Date;
  /** Filled in as the ZIP is written; complete once the stream has ended. */
  summary: StatementBatchSummary;
  /** Called after each account (awaited: the next one waits for it). */
  onAccount?: (summary: StatementBatchSummary) => Promise<void>;
}

/** The PDF of one account's statement, or the reason there is none. */
async function accountPdf(
  db: Db,
  id: number,
  month: string,
  now: Date,
): Promise<{ user: UserRow; pdf: Buffer } | StatementFailure> {
  let company = '';
  try {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) return { accountId: id, company, message: 'The account no longer exists.' };
    company = user.companyName;
    return { user, pdf: await statementPdf(await buildStatement(db, user, month, now)) };
  } catch (error) {
    return { accountId: id, company, message: (error as Error).message || 'Unknown error' };
  }
}

/**
 * The ZIP of the statements of `accountIds` for `month`, as chunks: one PDF per account (named by
 * {@link statementEntryName}), each account's bytes yielded before the next is built.
 * @throws only when the ZIP itself cannot be written (an account's failure is recorded).
 */
export async function* statementsZip(options: StatementsZipOptions): AsyncGenerator<Buffer> {
  const { db, month, now, summary } = options;
  const chunks: Uint8Array[] = [];
  let broken: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) broken = error;
    else chunks.push(chunk);
  });
  const drain = function* () {
    if (broken) throw broken;
    for (const chunk of chunks.splice(0)) yield Buffer.from(chunk);
  };
  summary.total = options.accountIds.length;
  for (const id of options.accountIds) {
    const made = await accountPdf(db, id, month, now);
    if ('pdf' in made) {
      const entry = new ZipDeflate(statementEntryName(made.user, month), { level: 6 });
      entry.mtime = now;
      zip.add(entry);
      entry.push(made.pdf, true);
      summary.count += 1;
    } else {
      summary.failures.push(made);
    }
    summary.done += 1;
    yield* drain();
    await options.onAccount?.(summary);
  }
  zip.end();
  yield* drain();
}
