/**
 * Migrations as their own step (issue 11): on PostgreSQL several `runMigrations` at once apply
 * each migration exactly once (advisory lock), the api refuses a database that is behind with an
 * error naming `npm run db:migrate`, and the embedded PGlite database is migrated in place.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/client.js';
import {
  knownMigrations,
  MigrationsBehindError,
  pendingMigrations,
  prepareDatabase,
  runMigrations,
} from '../src/db/migrations.js';
import { createDatabase, dropDatabase, postgresAnswers } from './pg-server.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

const postgres = await postgresAnswers('the migration lock tests');

const created: string[] = [];
/** Creates an empty database and returns its URL (dropped after the file). */
async function emptyDatabase(): Promise<string> {
  const { name, url } = await createDatabase('serena_migrate_');
  created.push(name);
  return url;
}

afterAll(async () => {
  for (const name of created) await dropDatabase(name);
});

describe.skipIf(!postgres)('migrations on PostgreSQL', () => {
  it('four migrate steps at once apply every migration exactly once', async () => {
    const url = await emptyDatabase();
    const all = knownMigrations().map((m) => m.tag);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => runMigrations({ kind: 'postgres', url })),
    );
    const applying = results.filter((r) => r.applied.length > 0);
    expect(applying).toHaveLength(1);
    expect(applying[0]!.applied).toEqual(all);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        'select count(*)::text as n from drizzle.__drizzle_migrations',
      );
      expect(Number(rows[0]!.n)).toBe(all.length);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('the api refuses a database whose migrations are behind, naming the migrate step', async () => {
    const url = await emptyDatabase();
    const handle = await openDb({ kind: 'postgres', url }, { onPoolError: () => {} });
    try {
      const pending = await pendingMigrations(handle.db);
      expect(pending).toEqual(knownMigrations().map((m) => m.tag));
      await expect(prepareDatabase(handle)).rejects.toThrow(MigrationsBehindError);
      await expect(prepareDatabase(handle)).rejects.toThrow(/Run `npm run db:migrate`/);
    } finally {
      await handle.close();
    }
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'j'.repeat(40) });
    await expect(buildApp({ config, redis: null })).rejects.toThrow(MigrationsBehindError);

    // The real entry point exits 1 with the message; after the migrate step it would start.
    const run = promisify(execFile);
    const failure = await run('npx', ['tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url, API_PORT: '0' },
    }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Run `npm run db:migrate`');
    const migrated = await run('npx', ['tsx', 'src/db/migrate.ts'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: url },
    });
    expect(migrated.stdout).toMatch(/migrate: applied \d+ migration\(s\) to PostgreSQL/);
    const handle2 = await openDb({ kind: 'postgres', url }, { onPoolError: () => {} });
    try {
      expect(await pendingMigrations(handle2.db)).toEqual([]);
      await prepareDatabase(handle2);
    } finally {
      await handle2.close();
    }
  }, 90_000);
});

describe('migrations on the embedded database', () => {
  it('are applied in place at start', async () => {
    const handle = await openDb({ kind: 'pglite' });
    try {
      expect((await pendingMigrations(handle.db)).length).toBeGreaterThan(0);
      await prepareDatabase(handle);
      expect(await pendingMigrations(handle.db)).toEqual([]);
      expect((await runMigrations({ kind: 'pglite', handle })).applied).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 30_000);
});
