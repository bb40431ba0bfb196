/**
 * Backups of the shop's database (issue 27 "Backups"), no HTTP in here:
 *
 * - **PGlite** (the embedded default): PGlite's own `dumpDataDir` — a gzipped tarball of the data
 *   directory taken between queries after a checkpoint — restored with `loadDataDir` into a new,
 *   empty data directory; the directory it replaces is kept beside it, renamed.
 * - **PostgreSQL**: `pg_dump --format=custom` (one consistent snapshot while the shop runs) and
 *   `pg_restore --clean --if-exists --single-transaction`, the client programs of the server's major
 *   version on PATH (`PG_DUMP` / `PG_RESTORE` name others). The connection settings go to them as
 *   libpq environment variables, so the password never shows in a process list.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { parse } from 'pg-connection-string';
import { openDb, type DbHandle } from '../db/client.js';
import { prepareDatabase } from '../db/migrations.js';

const run = promisify(execFile);

/** What a backup file holds, from its first bytes: a PGlite tarball or a pg_dump archive. */
export type BackupKind = 'pglite' | 'postgres';

/** A backup or restore that cannot be done; `message` is one line for the operator. */
export class BackupError extends Error {}

/** The kind of backup in `file` (gzip magic: PGlite; `PGDMP`: pg_dump custom format). @throws BackupError. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      head = Buffer.alloc(5);
      await handle.read(head, 0, 5, 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  throw new BackupError(`${file} is not a backup of this shop (neither PGlite nor pg_dump).`);
}

/**
 * Writes the open PGlite database's tarball to `file`; returns its size in bytes.
 * @throws BackupError when the handle is not PGlite.
 */
export async function backupPglite(handle: DbHandle, file: string): Promise<number> {
  if (!handle.dumpDataDir) throw new BackupError('This database is not PGlite.');
  const tarball = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
  await writeFile(file, tarball, { mode: 0o600 });
  return tarball.length;
}

/**
 * Restores a PGlite backup into `dir`: a non-empty `dir` is first renamed to
 * `<dir>.before-restore-<timestamp>` (returned, else null); the restored database is migrated to
 * this version. @throws BackupError for a file that is no PGlite backup.
 */
export async function restorePglite(file: string, dir: string): Promise<string | null> {
  if ((await backupKindOf(file)) !== 'pglite') {
    throw new BackupError(`${file} is a PostgreSQL backup; set DATABASE_URL to restore it.`);
  }
  let keptAs: string | null = null;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    keptAs = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptAs);
  }
  const tarball = new Blob([await readFile(file)]);
  const handle = await openDb({ kind: 'pglite', dir }, { loadDataDir: tarball });
  try {
    await prepareDatabase(handle);
  } finally {
    await handle.close();
  }
  return keptAs;
}

/** libpq environment for `url` (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE, PGSSLMODE). */
export function libpqEnv(url: string): Record<string, string> {
  const parsed = parse(url);
  const env: Record<string, string> = {};
  const set = (name: string, value: unknown) => {
    if (typeof value === 'string' && value !== '') env[name] = value;
  };
  set('PGHOST', parsed.host);
  set('PGPORT', parsed.port);
  set('PGUSER', parsed.user);
  set('PGPASSWORD', parsed.password);
  set('PGDATABASE', parsed.database);
  set('PGSSLMODE', new URL(url).searchParams.get('sslmode') ?? undefined);
  return env;
}

/** Runs a PostgreSQL client program; @throws BackupError with its last stderr line. */
async function runClient(program: string, args: string[], url: string): Promise<void> {
  try {
    await run(program, args, {
      env: { ...process.env, ...libpqEnv(url) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(`${program} not found: install the PostgreSQL client programs.`);
    }
    const lines = (failure.stderr ?? failure.message).trim().split('\n');
    throw new BackupError(`${program} failed: ${lines.at(-1) ?? 'no message'}`);
  }
}

/** `pg_dump --format=custom` of the database at `url` into `file`. @throws BackupError. */
export async function backupPostgres(url: string, file: string, env = process.env): Promise<void> {
  await runClient(
    env.PG_DUMP ?? 'pg_dump',
    ['--format=custom', '--no-owner', `--file=${file}`],
    url,
  );
}

/**
 * Restores a pg_dump archive into the database at `url` in one transaction, dropping the objects
 * it holds first (`--clean --if-exists`). The job queue's own schema (pg-boss, issue 27) is
 * dropped just before: pg_restore cannot clean its partitioned job table (an inherited
 * constraint), and its state is replaced by the archive's anyway; a failed restore leaves it to
 * be made again by the next start. @throws BackupError.
 */
export async function restorePostgres(url: string, file: string, env = process.env): Promise<void> {
  if ((await backupKindOf(file)) !== 'postgres') {
    throw new BackupError(`${file} is a PGlite backup; unset DATABASE_URL to restore it.`);
  }
  // pg_restore needs --dbname to restore into a database; the name is no secret (the rest: env).
  const database = libpqEnv(url).PGDATABASE ?? 'postgres';
  await runClient(
    env.PSQL ?? 'psql',
    ['-v', 'ON_ERROR_STOP=1', '-q', '-c', 'DROP SCHEMA IF EXISTS pgboss CASCADE', database],
    url,
  );
  const options = [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
  ];
  await runClient(env.PG_RESTORE ?? 'pg_restore', [...options, `--dbname=${database}`, file], url);
}
