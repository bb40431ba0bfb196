/**
 * `statements <YYYY-MM> [--out FILE]` of the admin CLI (issue 27): queues a statements job on the
 * running api (every approved trade account with a statement that month), waits for it printing
 * its progress, then prints its outcome and the accounts that failed, and with --out writes the
 * ZIP. When no api answers it builds the ZIP itself on the database (to --out, else
 * statements-YYYY-MM.zip here), like the other commands.
 */
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.js';
import { prepareDatabase } from '../db/migrations.js';
import {
  accountsWithStatement,
  checkStatementBatch,
  statementsZip,
  type StatementBatchSummary,
  type StatementFailure,
} from '../books/statements/batch.js';
import { statementsMessage } from '../books/statements/job.js';
import {
  adminTokenHeaders,
  apiBaseUrl,
  type CliIo,
  isConnectionRefused,
  openConfiguredDb,
} from './api-client.js';

/** A parsed statements command. */
export interface StatementsCommand {
  name: 'statements';
  month: string;
  /** Where the ZIP goes (absolute); undefined: not downloaded (api) or ./statements-MONTH.zip. */
  out?: string;
}

/** Usage lines of the command (part of the CLI usage). */
export const STATEMENTS_USAGE = `  statements <YYYY-MM> [--out <file.zip>]
                               every trade account's statement PDF of the month in one ZIP,
                               built by a background job; waits for it (--out: writes the ZIP)`;

/** Milliseconds between two reads of the running job. */
export const STATEMENTS_POLL_MS = 1000;

/** Parses `statements YYYY-MM [--out FILE]`; null when it is another command. */
export function parseStatementsArgs(
  argv: readonly string[],
): StatementsCommand | { error: string } | null {
  const [name, ...rest] = argv;
  if (name !== 'statements') return null;
  const usage = { error: 'Usage: npm run admin -- statements <YYYY-MM> [--out <file.zip>]' };
  let out: string | undefined;
  const words: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const word = rest[i]!;
    if (word === '--out') {
      if (out !== undefined || !rest[i + 1]) return usage;
      out = rest[(i += 1)]!;
    } else if (word.startsWith('--out=') && out === undefined && word.length > 6) {
      out = word.slice(6);
    } else words.push(word);
  }
  if (words.length !== 1 || words[0]!.startsWith('-')) return usage;
  return { name, month: words[0]!, ...(out ? { out: path.resolve(out) } : {}) };
}

/** A job as the api answers it (the fields the CLI reads). */
interface JobAnswer {
  id: string;
  state: string;
  output: {
    progress?: { done?: number; total?: number };
    message?: string;
    failures?: StatementFailure[];
    value?: { message?: string };
  } | null;
}

/** The lines of the accounts that failed. */
export function failureLines(failures: readonly StatementFailure[]): string[] {
  return failures.map(
    (f) => `  Account ${f.accountId}${f.company ? ` (${f.company})` : ''}: ${f.message}`,
  );
}

type Outcome = { ok: boolean; lines: string[] };

/** The api's refusal as one line. */
async function refusal(response: Response): Promise<string> {
  if (response.status === 401) {
    return 'The api refused the admin credential: set ADMIN_TOKEN (or use the DATA_DIR of the running api).';
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? `The api answered ${response.status}`;
}

/** Queues the job on the api and waits for it; undefined when no api answers. */
async function viaApi(
  cmd: StatementsCommand,
  io: CliIo,
  config: Config,
): Promise<Outcome | undefined> {
  const headers = adminTokenHeaders(io, config);
  const base = apiBaseUrl(io.env);
  let started: Response;
  try {
    started = await fetch(`${base}/api/admin/statements/export-jobs`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ month: cmd.month }),
    });
  } catch (err) {
    if (isConnectionRefused(err)) return undefined;
    return { ok: false, lines: [`Cannot reach the api at ${base}: ${String(err)}`] };
  }
  if (!started.ok) return { ok: false, lines: [await refusal(started)] };
  let job = ((await started.json()) as { job: JobAnswer }).job;
  io.out(`Queued job ${job.id}: statements for ${cmd.month}.`);
  let shown = '';
  for (let polls = 1; job.state === 'queued' || job.state === 'active'; polls += 1) {
    await new Promise((resolve) => setTimeout(resolve, STATEMENTS_POLL_MS));
    if (job.state === 'queued' && polls === 30) {
      io.out('  still queued: is a worker running (the api with its jobs, or npm run worker)?');
    }
    const read = await fetch(`${base}/api/admin/statements/export-jobs/${job.id}`, { headers });
    if (!read.ok) return { ok: false, lines: [await refusal(read)] };
    job = ((await read.json()) as { job: JobAnswer }).job;
    const p = job.output?.progress;
    const line = p?.total !== undefined ? `  ${p.done ?? 0} of ${p.total} accounts` : '';
    if (job.state === 'active' && line && line !== shown) io.out((shown = line));
  }
  if (job.state !== 'completed') {
    const message = job.output?.message ?? job.output?.value?.message ?? 'The job failed.';
    return { ok: false, lines: [`The statements job ${job.state}: ${message}`] };
  }
  const lines = [job.output?.message ?? 'Done.', ...failureLines(job.output?.failures ?? [])];
  if (cmd.out) {
    const file = await fetch(`${base}/api/admin/jobs/statements/${job.id}/file`, { headers });
    if (!file.ok) return { ok: false, lines: [...lines, await refusal(file)] };
    const bytes = Buffer.from(await file.arrayBuffer());
    await writeFile(cmd.out, bytes);
    lines.push(`Wrote ${cmd.out} (${bytes.byteLength} bytes).`);
  }
  return { ok: true, lines };
}

/** Builds the ZIP on the database directly (no api running). */
async function viaDatabase(cmd: StatementsCommand, io: CliIo, config: Config): Promise<Outcome> {
  const handle = await openConfiguredDb(config);
  try {
    await prepareDatabase(handle);
    const now = new Date();
    const accountIds =
      (await checkStatementBatch(handle.db, cmd.month, null, now)) ??
      (await accountsWithStatement(handle.db, cmd.month));
    const out = cmd.out ?? path.resolve(`statements-${cmd.month}.zip`);
    const summary: StatementBatchSummary = { count: 0, done: 0, total: 0, failures: [] };
    const onAccount = (s: StatementBatchSummary) => {
      if (s.done % 25 === 0 || s.done === s.total) io.out(`  ${s.done} of ${s.total} accounts`);
      return Promise.resolve();
    };
    const zip = statementsZip({
      db: handle.db,
      month: cmd.month,
      accountIds,
      now,
      summary,
      onAccount,
    });
    await pipeline(Readable.from(zip), createWriteStream(out));
    return {
      ok: true,
      lines: [
        statementsMessage(summary, path.basename(out)),
        ...failureLines(summary.failures),
        `Wrote ${out}.`,
      ],
    };
  } finally {
    await handle.close();
  }
}

/** Runs the command; returns the exit code (0 done, 1 refused or failed). */
export async function runStatementsCommand(
  cmd: StatementsCommand,
  io: CliIo,
  config: Config,
): Promise<number> {
  let outcome: Outcome;
  try {
    outcome = (await viaApi(cmd, io, config)) ?? (await viaDatabase(cmd, io, config));
  } catch (err) {
    outcome = { ok: false, lines: [err instanceof Error ? err.message : String(err)] };
  }
  for (const line of outcome.lines) (outcome.ok ? io.out : io.err)(line);
  return outcome.ok ? 0 : 1;
}
