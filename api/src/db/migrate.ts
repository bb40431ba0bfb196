/**
 * `npm run db:migrate`: the migration step (issue 11). Applies api/drizzle/ to DATABASE_URL
 * (PostgreSQL, under an advisory lock: safe from several processes at once) or, without it, to the
 * embedded database under DATA_DIR/pglite. Reads only DATABASE_URL and DATA_DIR; prints what it
 * did as one line and exits 0, or prints the error and exits 1.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from './client.js';
import { runMigrations } from './migrations.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    }
    const result = await runMigrations({ kind: 'postgres', url });
    report(result.applied, `PostgreSQL (waited ${result.waitedMs} ms for the migration lock)`);
    return;
  }
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR?.trim() || repoRoot + '.data');
  const handle = await openDb({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
  try {
    const result = await runMigrations({ kind: 'pglite', handle });
    report(result.applied, `the embedded database in ${dataDir}`);
  } finally {
    await handle.close();
  }
}

/** Prints one line: the migrations applied, or that the database was up to date. */
function report(applied: string[], where: string): void {
  console.log(
    applied.length > 0
      ? `migrate: applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}`
      : `migrate: ${where} is up to date`,
  );
}

main().catch((error: unknown) => {
  console.error('migrate failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
