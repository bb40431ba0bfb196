/**
 * Test harness of the catalog api: `buildApp` on a fresh, migrated and seeded database — an
 * in-memory PGlite, or (when TEST_DATABASE_URL is set) a new PostgreSQL database
 * `serena_test_<random>` created through the `postgres` maintenance database and dropped on close.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDb, type DbHandle } from '../src/db/client.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../src/db/seed/accounts.js';
import { seedDemo } from '../src/db/seed/index.js';
import { signBearer } from '../src/plugins/auth.js';
import { openSession } from '../src/services/sessions.js';
import { findUserByEmail } from '../src/services/users.js';

/** The backends the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A running catalog app with its database, config and a customer bearer token. */
export interface CatalogTestApp {
  app: FastifyInstance;
  db: DbHandle;
  config: Config;
  /** A valid customer bearer token (live session of the demo customer), signed with the config's secret. */
  token: string;
  close(): Promise<void>;
}

/** A URL like `url` but on database `name`. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Builds the app on a fresh database of `backend`, seeded unless `seed` is false. */
export async function buildCatalogApp(
  backend: 'pglite' | 'postgres',
  seed = true,
): Promise<CatalogTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
  });
  let dropDatabase: (() => Promise<void>) | undefined;
  let db: DbHandle;
  if (backend === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `serena_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    db = await openDb({ kind: 'postgres', url: withDatabase(url, name) });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    db = await openDb({ kind: 'pglite' });
  }
  await db.migrate();
  if (seed) await seedDemo(db.db);
  const app = await buildApp({ config, db });
  await app.ready();
  await seedDemoAccounts(db.db);
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
  const user = await findUserByEmail(db.db, customer.email);
  const session = await openSession(db.db, user!.id, new Date());
  const token = await signBearer(
    { userId: user!.id, role: 'customer', sessionId: session.id },
    config.jwtSecret,
  );
  return {
    app,
    db,
    config,
    token,
    async close() {
      await app.close();
      await db.close();
      if (dropDatabase) await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
