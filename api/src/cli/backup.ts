/**
 * `npm run admin -- backup FILE` and `restore FILE` (issue 27 "Backups"; admin/backup.ts).
 *
 * - backup, embedded PGlite: the running api takes the tarball (GET /api/admin/backup with the
 *   admin credential), so the shop keeps running; with no api answering the CLI opens the data
 *   directory itself. PostgreSQL (`DATABASE_URL`): `pg_dump --format=custom`, also while it runs.
 * - restore: refused while an api answers at API_URL (stop the api and the bff first). PGlite: the
 *   data directory is recreated from the tarball (the old one kept beside it) and migrated.
 *   PostgreSQL: `pg_restore --clean --if-exists --single-transaction` into DATABASE_URL.
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Config } from '../config.js';
import {
  BackupError,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from '../admin/backup.js';
import {
  adminTokenHeaders,
  apiBaseUrl,
  type CliIo,
  isConnectionRefused,
  openConfiguredDb,
} from './api-client.js';

/** The usage lines of the commands (part of the CLI usage). */
export const BACKUP_USAGE = `  backup <file>                write a consistent backup of the database to <file>, also while
                               the shop runs (PGlite: a tarball; PostgreSQL: pg_dump -Fc)
  restore <file>               restore <file> into the configured database; stop the api first`;

/** A parsed backup or restore command. */
export interface BackupCommand {
  name: 'backup' | 'restore';
  file: string;
}

/** The command, an error line for bad arguments, or undefined when `argv` is another command. */
export function parseBackupArgs(
  argv: readonly string[],
): BackupCommand | { error: string } | undefined {
  const [name, file, ...rest] = argv;
  if (name !== 'backup' && name !== 'restore') return undefined;
  if (!file || rest.length > 0) return { error: `Usage: npm run admin -- ${name} <file>` };
  return { name, file: path.resolve(file) };
}

/**
 * Asks the running api for the PGlite tarball and writes it to `file`; returns false when no api
 * answers. @throws BackupError when the api refuses.
 */
async function backupViaApi(io: CliIo, config: Config, file: string): Promise<boolean> {
  const base = apiBaseUrl(io.env);
  let response: Response;
  try {
    response = await fetch(`${base}/api/admin/backup`, {
      headers: adminTokenHeaders(io, config),
      signal: AbortSignal.timeout(600_000),
    });
  } catch (error) {
    if (isConnectionRefused(error)) return false;
    throw new BackupError(`Cannot reach the api at ${base}: ${String(error)}`);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new BackupError(body?.message ?? `The api answered ${response.status}`);
  }
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  await pipeline(body, createWriteStream(file, { mode: 0o600 }));
  return true;
}

/** Takes the backup; returns the line to print. @throws BackupError. */
async function backup(io: CliIo, config: Config, file: string): Promise<string> {
  if (config.databaseUrl) {
    await backupPostgres(config.databaseUrl, file, io.env);
    return `Backed up the PostgreSQL database to ${file} (pg_dump custom format).`;
  }
  if (await backupViaApi(io, config, file)) {
    return `Backed up the embedded database to ${file} (taken by the running api).`;
  }
  const handle = await openConfiguredDb(config);
  try {
    const bytes = await backupPglite(handle, file);
    return `Backed up the embedded database to ${file} (${bytes} bytes).`;
  } finally {
    await handle.close();
  }
}

/** @throws BackupError unless nothing listens at API_URL (a restore needs the api stopped). */
async function ensureNoApi(io: CliIo): Promise<void> {
  const base = apiBaseUrl(io.env);
  try {
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
  } catch (error) {
    if (isConnectionRefused(error)) return;
  }
  throw new BackupError(
    `An api answers at ${base}: stop the api and the bff before restoring (API_URL says where).`,
  );
}

/** Restores the backup; returns the lines to print. @throws BackupError. */
async function restore(io: CliIo, config: Config, file: string): Promise<string[]> {
  await ensureNoApi(io);
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file, io.env);
    return [
      `Restored ${file} into the PostgreSQL database of DATABASE_URL.`,
      'Run `npm run db:migrate` before starting the api if the backup is from an older version.',
    ];
  }
  const dir = path.join(config.dataDir, 'pglite');
  const keptAs = await restorePglite(file, dir);
  return [
    `Restored ${file} into ${dir} (migrated to this version).`,
    ...(keptAs ? [`The data it replaced is kept in ${keptAs}.`] : []),
  ];
}

/** Runs `backup` or `restore`; returns the exit code: 0 done, 1 failed (the reason printed). */
export async function runBackupCommand(
  command: BackupCommand,
  io: CliIo,
  config: Config,
): Promise<number> {
  try {
    if (command.name === 'backup') io.out(await backup(io, config, command.file));
    else for (const line of await restore(io, config, command.file)) io.out(line);
    return 0;
  } catch (error) {
    io.err(error instanceof BackupError ? error.message : String(error));
    return 1;
  }
}
