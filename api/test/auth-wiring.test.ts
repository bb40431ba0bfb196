/**
 * Trade accounts inside the real application (`buildApp`): routes registered, the auth plugin's
 * session check on, OpenAPI entries, the fake-clock option, and the demo accounts seed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { TestDb } from './harness.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../src/db/seed/accounts.js';
import { readAdminTokenFile } from '../src/admin/admin-token.js';
import { backends, fakeClock, openTestDb, registration, uniqueEmail } from './auth-app.js';

describe.each(backends)('on %s', (backend) => {
  let app: FastifyInstance;
  let testDb: TestDb;
  let dataDir: string;
  const clock = fakeClock();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'serena-wiring-'));
    testDb = await openTestDb(backend);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      db: testDb.handle,
      accounts: { clock: clock.now },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function send(method: 'GET' | 'POST', url: string, body?: object, token?: string) {
    const res = await app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  }

  describe('buildApp', () => {
    it('runs register -> approve -> login -> me -> logout -> 401', async () => {
      const email = uniqueEmail('wired');
      expect((await send('POST', '/api/auth/user/register', registration({ email }))).status).toBe(
        201,
      );
      const approve = await app.inject({
        method: 'POST',
        url: '/api/admin/users/by-email/approve',
        payload: { email },
        headers: { 'x-admin-token': readAdminTokenFile(dataDir) ?? '' },
      });
      expect(approve.statusCode).toBe(200);
      const login = await send('POST', '/api/auth/user/login', { email, password: 'Str0ng!Pass' });
      expect(login.status).toBe(200);
      const token = login.body.token as string;
      expect((await send('GET', '/api/auth/user/me', undefined, token)).status).toBe(200);
      expect((await send('POST', '/api/auth/user/logout', undefined, token)).status).toBe(200);
      const after = await send('GET', '/api/auth/user/loggedin', undefined, token);
      expect(after).toEqual({ status: 401, body: { success: false, message: 'Unauthorized' } });
    });

    it('uses the injected clock for the throttle', async () => {
      const email = uniqueEmail('wired');
      for (let i = 0; i < 6; i++)
        await send('POST', '/api/auth/user/login', { email, password: 'x' });
      expect((await send('POST', '/api/auth/user/login', { email, password: 'x' })).status).toBe(
        429,
      );
      clock.advance(1000);
      expect((await send('POST', '/api/auth/user/login', { email, password: 'x' })).status).toBe(
        401,
      );
    });

    it('publishes the account routes in the OpenAPI document', async () => {
      const doc = await send('GET', '/api/docs/json');
      const paths = Object.keys(doc.body.paths as object);
      for (const p of [
        '/api/auth/user/register',
        '/api/auth/user/login',
        '/api/auth/user/logout',
        '/api/auth/user/loggedin',
        '/api/auth/user/me',
        '/api/auth/user/forgot-password',
        '/api/auth/user/reset-password',
        '/api/auth/user/update/{userId}',
        '/api/auth/user/update_password/{userId}',
        '/api/admin/users',
        '/api/admin/users/{id}/approve',
        '/api/admin/users/by-email/approve',
        '/api/admin/users/admins',
      ]) {
        expect(paths).toContain(p);
      }
    });
  });

  describe('demo accounts', () => {
    it('seeds an approved customer and an admin once, who can sign in', async () => {
      const first = await seedDemoAccounts(testDb.handle.db);
      expect(first).toEqual(['demo@serenatrade.ie', 'admin@serenatrade.ie']);
      expect(await seedDemoAccounts(testDb.handle.db)).toEqual([]);
      const [customer, admin] = DEMO_ACCOUNTS;
      const login = await send('POST', '/api/auth/user/login', {
        email: customer!.email,
        password: customer!.password,
      });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({
        full_name: 'Aoife Murphy',
        company_name: 'Murphy Interiors',
        office_city: 'Galway',
        credit_limit: '5000.00',
      });
      const adminLogin = await send('POST', '/api/auth/user/login', {
        email: admin!.email,
        password: admin!.password,
      });
      expect(adminLogin.status).toBe(200);
      const list = await send(
        'GET',
        '/api/admin/users',
        undefined,
        adminLogin.body.token as string,
      );
      expect(list.status).toBe(200);
    });
  });
});
