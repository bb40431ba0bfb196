/**
 * Database migrations as their own step (issue 11). `runMigrations` applies the SQL migrations of
 * api/drizzle/ with drizzle's migrator; on PostgreSQL it first takes a session advisory lock on
 * one connection, so several processes (replicas, a `migrate` job and a rolling update) can run it
 * at once: the first applies the migrations, the others wait and then find nothing to do.
 * `pendingMigrations` tells how far a database is behind, so the api can refuse to start on it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, type Db, type DbHandle } from './client.js';

/**
 * Key of the PostgreSQL advisory lock held while migrating: the first 8 bytes of
 * SHA-256('serena-migrate') as a signed 64-bit integer.
 */
export const MIGRATION_LOCK_KEY = '30821674898740975';

/** Thrown by the api at start when the PostgreSQL database is behind api/drizzle/. */
export class MigrationsBehindError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database is ${pending.length} migration(s) behind (${pending.join(', ')}). ` +
        'Run `npm run db:migrate` (the migrate step) before starting the api.',
    );
    this.name = 'MigrationsBehindError';
  }
}

/** The migrations of api/drizzle/ in order: tag (file name without .sql) and creation time (ms). */
export function knownMigrations(): { tag: string; folderMillis: number }[] {
  // readMigrationFiles keeps the journal's order; the tags come from the same journal file.
  const journal = readMigrationFiles({ migrationsFolder });
  const tags = journalTags();
  return journal.map((m, i) => ({ tag: tags[i] ?? `#${i}`, folderMillis: m.folderMillis }));
}

/** The tags of api/drizzle/meta/_journal.json, in order. */
function journalTags(): string[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

/**
 * The tags of the migrations not yet applied to `db` (drizzle applies in order and records the
 * newest `created_at`, so every migration newer than that is pending). All of them on an empty
 * database.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = knownMigrations();
  const exists = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists[0]?.present) return known.map((m) => m.tag);
  const last = await rowsOf<{ created_at: string | null }>(
    db,
    sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
  );
  const applied = Number(last[0]?.created_at ?? 0);
  return known.filter((m) => m.folderMillis > applied).map((m) => m.tag);
}

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** What {@link runMigrations} did. */
export interface MigrationResult {
  /** Tags applied by this call (empty when the database was up to date). */
  applied: string[];
  /** Milliseconds spent waiting for another process's migration lock (PostgreSQL). */
  waitedMs: number;
}

/**
 * Applies the pending migrations. PostgreSQL: on one dedicated connection, holding the advisory
 * lock {@link MIGRATION_LOCK_KEY} for the whole run (released even on failure). PGlite: directly
 * (one process owns the folder).
 * @throws on SQL errors (the failing migration's transaction is rolled back by drizzle).
 */
export async function runMigrations(
  target: { kind: 'postgres'; url: string } | { kind: 'pglite'; handle: DbHandle },
): Promise<MigrationResult> {
  if (target.kind === 'pglite') {
    const applied = await pendingMigrations(target.handle.db);
    await target.handle.migrate();
    return { applied, waitedMs: 0 };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const started = Date.now();
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const waitedMs = Date.now() - started;
    try {
      const db = drizzlePg(client) as unknown as Db;
      const applied = await pendingMigrations(db);
      if (applied.length > 0) await migratePg(drizzlePg(client), { migrationsFolder });
      return { applied, waitedMs };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Makes an opened database ready for the api: the embedded PGlite database (one process) is
 * migrated in place; a PostgreSQL database must already be migrated by the migrate step.
 * @throws MigrationsBehindError when PostgreSQL has pending migrations.
 */
export async function prepareDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await handle.migrate();
    return;
  }
  const pending = await pendingMigrations(handle.db);
  if (pending.length > 0) throw new MigrationsBehindError(pending);
}
