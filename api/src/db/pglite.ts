/**
 * The embedded database (PGlite) of `openDb` (client.ts), in its own module so that it is loaded
 * only when the embedded database is opened: a production image runs on PostgreSQL
 * (DATABASE_URL is required there) and does not ship PGlite (docker/api.Dockerfile).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Logger } from 'drizzle-orm/logger';
import type { DbHandle, OpenDbOptions } from './handle.js';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema/index.js';

/**
 * Opens PGlite in `dir` (created when missing; in memory without one) with pg_trgm.
 * @throws when PGlite cannot open the folder (e.g. another process holds it).
 */
export async function openPglite(
  dir: string | undefined,
  options: OpenDbOptions,
  logger: Logger | undefined,
): Promise<DbHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the trigram search indexes (migration 0010, issue 12).
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger });
  return {
    db,
    kind: 'pglite',
    sql: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // PGlite's query() takes one statement; exec() runs a script (the queue's schema).
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: async (compression = 'gzip') => {
      // A checkpoint first, so the tarball's files hold every committed change without WAL replay.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir(compression);
    },
  };
}
