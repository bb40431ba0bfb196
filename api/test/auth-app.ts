/**
 * Fixtures of the trade-account tests on the shared harness (harness.ts: the real app, a fresh
 * PGlite or PostgreSQL database, a temporary DATA_DIR, a fake clock for the throttles): a sign-up
 * form, JSON calls, approved and signed-in accounts, and `useAuthApp` for a suite's set-up.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildTestApp, type Backend, type TestApp } from './harness.js';

export { backends, fakeClock, openTestDb, type Backend, type FakeClock } from './harness.js';

/** A running harness; `close()` stops the app, drops the database and removes DATA_DIR. */
export type AuthTestApp = TestApp;

/** Builds the harness on `backend`; `env` adds settings (e.g. PUBLIC_URL) to the configuration. */
export function buildAuthApp(
  backend: Backend = 'pglite',
  env: Record<string, string> = {},
): Promise<AuthTestApp> {
  return buildTestApp({ backend, env });
}

/**
 * Registers a suite's set-up: builds the harness before all tests, clears the throttles before each
 * and closes it after all. Returns the harness object, filled in once `beforeAll` has run.
 */
export function useAuthApp(
  backend: Backend = 'pglite',
  env: Record<string, string> = {},
): AuthTestApp {
  const t = {} as AuthTestApp;
  beforeAll(async () => {
    Object.assign(t, await buildAuthApp(backend, env));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => t.resetThrottles());
  return t;
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
