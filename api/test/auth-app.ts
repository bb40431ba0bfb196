/**
 * Test harness of the trade-account routes: a Fastify app with the api's zod compilers, error
 * handler, the auth plugin (session check on) and the auth, user and admin routes, on an
 * in-memory PGlite database (or a fresh PostgreSQL database when TEST_DATABASE_URL is set),
 * a temporary DATA_DIR (mail outbox, admin token) and a fake clock for the throttles.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.js';
import { openDb, type DbHandle } from '../src/db/client.js';
import { authPlugin } from '../src/plugins/auth.js';
import { errorsPlugin } from '../src/plugins/errors.js';
import { adminUserRoutes } from '../src/routes/admin-users.js';
import { authRoutes, createAccountsDeps, type AccountsDeps } from '../src/routes/auth.js';
import { userRoutes } from '../src/routes/users.js';
import type { Throttle } from '../src/services/throttle.js';

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

/** The backends to run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export { backends } from './catalog-harness.js';

/** A test database backend. */
export type Backend = 'pglite' | 'postgres';

/**
 * Opens an empty migrated database: in-memory PGlite, or a throw-away PostgreSQL database created
 * next to TEST_DATABASE_URL (dropped by `drop`).
 */
export async function openTestDb(
  backend: Backend = 'pglite',
): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (backend === 'pglite' || !url) {
    const handle = await openDb({ kind: 'pglite' });
    await handle.migrate();
    return { handle, drop: async () => {} };
  }
  const name = `serena_accounts_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDb({ kind: 'postgres', url: dbUrl.toString() });
  await handle.migrate();
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A running harness; `close()` stops the app, drops the database and removes DATA_DIR. */
export interface AuthTestApp {
  app: FastifyInstance;
  /** Clears every throttle (tests share one app). */
  resetThrottles(): void;
  db: DbHandle;
  config: Config;
  deps: AccountsDeps;
  clock: FakeClock;
  dataDir: string;
  close(): Promise<void>;
}

/** Builds the harness on `backend`; `env` adds settings (e.g. PUBLIC_URL) to the configuration. */
export async function buildAuthApp(
  backend: Backend = 'pglite',
  env: Record<string, string> = {},
): Promise<AuthTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-auth-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  const { handle, drop } = await openTestDb(backend);
  const clock = fakeClock();
  const deps = createAccountsDeps(config, { clock: clock.now });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, db: handle.db });
  const options = { db: handle.db, config, deps };
  await app.register(authRoutes, options);
  await app.register(userRoutes, options);
  await app.register(adminUserRoutes, options);
  await app.ready();
  return {
    app,
    resetThrottles: () => {
      for (const th of Object.values(deps.throttles) as Throttle[]) th.clear();
    },
    db: handle,
    config,
    deps,
    clock,
    dataDir,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A complete valid sign-up form (spec §5). */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    full_name: 'Jane Walsh',
    email: 'jane@shop.ie',
    invoice_email: 'accounts@shop.ie',
    phone_number: '+353 87 123 4567',
    country: 'Ireland',
    office_address: '1 Main Street',
    office_city: 'Cork',
    office_eir_code: 'T12 AB34',
    delivery_address: '2 Quay Road',
    delivery_city: 'Cork',
    delivery_eir_code: 'T12 CD56',
    company_name: 'Walsh Beds',
    password: 'Str0ng!Pass',
    confirm_password: 'Str0ng!Pass',
    subscribe: false,
    ...overrides,
  };
}

/** A JSON answer of the api. */
export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Record<string, unknown> & {
    success?: boolean;
    message?: string;
    errors?: { field: string; message: string }[];
  };
}

/** Sends a JSON request with an optional bearer token and extra headers. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** Registers an account and approves it with the admin credential; returns its id. */
export async function approvedAccount(
  t: AuthTestApp,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const form = registration(overrides);
  const reg = await call(t.app, 'POST', '/api/auth/user/register', { body: form });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const ok = await call(t.app, 'POST', '/api/admin/users/by-email/approve', {
    body: { email: form.email },
    headers: { 'x-admin-token': t.deps.adminToken ?? '' },
  });
  if (ok.status !== 200) throw new Error(`approve failed: ${JSON.stringify(ok.body)}`);
  return (ok.body.user as { id: number }).id;
}

let counter = 0;

/** Returns a fresh e-mail address, e.g. user7-ab12@shop.ie (tests share one database). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${randomBytes(3).toString('hex')}@shop.ie`;
}

/** Signs in and returns the token and user id (throws unless 200). */
export async function signIn(
  t: AuthTestApp,
  email: string,
  password = 'Str0ng!Pass',
): Promise<{ token: string; userId: number }> {
  const res = await call(t.app, 'POST', '/api/auth/user/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, userId: (res.body.user as { id: number }).id };
}
