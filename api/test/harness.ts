/**
 * The one way the api tests build an application: `buildApp` (the real plugins and routes) on a
 * fresh, migrated database — an in-memory PGlite, or (when TEST_DATABASE_URL is set) a throw-away
 * PostgreSQL database `serena_test_<random>` created next to TEST_DATABASE_URL and force-dropped on
 * close, each a copy of the run's snapshot (db-snapshot.ts) — with a temporary DATA_DIR (mail
 * outbox, uploads, admin token) and a fake clock for the account throttles. catalog-harness.ts and
 * auth-app.ts add their fixtures on top of it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Db, DbHandle } from '../src/db/client.js';
import type { UserRole } from '../src/db/schema/accounts.js';
import { signBearer } from '../src/plugins/auth.js';
import { createAccountsDeps, type AccountsDeps } from '../src/accounts/auth-routes.js';
import { openSession } from '../src/accounts/sessions.js';
import { Throttle } from '../src/accounts/throttle.js';
import { createAccountThrottles } from '../src/accounts/redis-throttle.js';
import { closeRedis, createRedis } from '@serena/server-kit';
import { openPostgresCopy, openSnapshot, type TestDb } from './db-snapshot.js';

/** A test database backend. */
export type Backend = 'pglite' | 'postgres';

/** The backends the suites run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A controllable clock: `now()` in ms, `advance(ms)` moves it forward. */
export interface FakeClock {
  now: () => number;
  advance: (ms: number) => void;
}

/** Returns a fake clock starting at the real current time (sessions are checked on real time). */
export function fakeClock(): FakeClock {
  let t = Date.now();
  return { now: () => t, advance: (ms) => void (t += ms) };
}

export type { TestDb } from './db-snapshot.js';

/**
 * Opens an empty migrated database on `backend` (PGlite when TEST_DATABASE_URL is unset), with
 * the demo catalog when `options.seedCatalog`.
 * @throws when PostgreSQL refuses to create the database or the migrations fail.
 */
export async function openTestDb(
  backend: Backend = 'pglite',
  options: { seedCatalog?: boolean } = {},
): Promise<TestDb> {
  const kind = options.seedCatalog ? 'catalog' : 'migrated';
  if (backend === 'postgres' && process.env.TEST_DATABASE_URL) return openPostgresCopy(kind);
  const handle = await openSnapshot(kind);
  return { handle, close: () => handle.close() };
}

/** A running application with its database, settings, account dependencies and clock. */
export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  config: Config;
  deps: AccountsDeps;
  clock: FakeClock;
  dataDir: string;
  /** The delays (ms) the account-wide sign-in ceiling asked for, in order (none is waited). */
  delays: number[];
  /** Clears every account throttle and the recorded delays (the tests of a file share one app). */
  resetThrottles(): void;
  /** Stops the app, closes (and drops) the database and removes DATA_DIR. */
  close(): Promise<void>;
}

/** Options of {@link buildTestApp}. */
export interface TestAppOptions {
  backend?: Backend;
  /** Extra settings (e.g. PUBLIC_URL, JWT_SECRET) for `loadConfig`, besides NODE_ENV and DATA_DIR. */
  env?: Record<string, string>;
  /** Seeds the demo catalog before the app starts. */
  seedCatalog?: boolean;
}

/** Builds and readies the real application on a fresh database (see the file comment). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-api-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env });
  const testDb = await openTestDb(options.backend, { seedCatalog: options.seedCatalog });
  const db = testDb.handle;
  const clock = fakeClock();
  // With REDIS_URL the throttles count in Redis, as in production (its own client, closed below).
  const redis = createRedis(config.redis);
  const delays: number[] = [];
  const deps = createAccountsDeps(config, {
    clock: clock.now,
    delay: (ms) => {
      delays.push(ms);
      return Promise.resolve();
    },
    ...(redis ? { throttles: createAccountThrottles(redis) } : {}),
  });
  const app = await buildApp({ config, db, accounts: deps });
  await app.ready();
  return {
    app,
    db,
    config,
    deps,
    clock,
    dataDir,
    delays,
    resetThrottles: () => {
      for (const th of Object.values(deps.throttles)) if (th instanceof Throttle) th.clear();
      delays.length = 0;
    },
    async close() {
      await app.close();
      await closeRedis(redis);
      await testDb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens a session for `userId` and returns a bearer token for it, signed with `secret`. */
export async function bearerFor(
  db: Db,
  userId: number,
  role: UserRole,
  secret: Uint8Array,
): Promise<string> {
  const session = await openSession(db, userId, new Date());
  return signBearer({ userId, role, sessionId: session.id }, secret);
}
