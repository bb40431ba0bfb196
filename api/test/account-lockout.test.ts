/**
 * Issue 13 accounts: five wrong passwords used to lock the account for everyone, the correct
 * password included — anyone knowing a customer's e-mail could keep them out. Failures now count
 * per (account, client address) with growing delays, under a per-account ceiling high enough that
 * the customer signing in from their own address still gets in. And a live reset link is never
 * written to the log: the line says where the mail file is.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedDemoAccounts } from '../src/db/seed/accounts.js';
import { createAccountsDeps } from '../src/routes/auth.js';
import { buildTestApp, type TestApp } from './harness.js';

const EMAIL = 'demo@serenatrade.ie';
const PASSWORD = 'Serena#2026';
const ATTACKER = '198.51.100.66';
const CUSTOMER = '203.0.113.10';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoAccounts(t.db.db);
}, 60_000);
afterAll(async () => t?.close());

const login = (password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    remoteAddress: address,
    payload: { email: EMAIL, password },
  });

describe('sign-in throttling per account and client address', () => {
  it('wrong passwords from one address throttle that address, not the customer', async () => {
    t.resetThrottles();
    for (let i = 0; i < 6; i++)
      expect((await login('wrong-password', ATTACKER)).statusCode).toBe(401);
    const throttled = await login('wrong-password', ATTACKER);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json<{ message: string }>().message).toMatch(/^Too many attempts\./);
    // Even with the right password the attacker's address waits.
    expect((await login(PASSWORD, ATTACKER)).statusCode).toBe(429);
    // The customer, from their own address, signs in.
    const own = await login(PASSWORD, CUSTOMER);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ token: string }>().token).toBeTruthy();
  });

  it('delays grow with each further failure of the same address', async () => {
    t.resetThrottles();
    for (let i = 0; i < 6; i++) await login('wrong-password', ATTACKER);
    t.clock.advance(1_100); // the first delay (1 s) has passed
    expect((await login('wrong-password', ATTACKER)).statusCode).toBe(401);
    const second = await login('wrong-password', ATTACKER);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(2);
  });

  it('a spread attack from many addresses reaches the per-account ceiling only past 100 failures', async () => {
    t.resetThrottles();
    for (let i = 0; i < 60; i++) {
      expect((await login('wrong-password', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login(PASSWORD, CUSTOMER)).statusCode).toBe(200);
  }, 60_000);
});

describe('reset links and the log', () => {
  it('logs where the reset mail file is, never the link or its token', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      db: t.db,
      accounts: createAccountsDeps(t.config),
      logger: pino({ level: 'info' }, sink),
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/user/forgot-password',
        payload: { email: EMAIL },
      });
      expect(res.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).not.toMatch(/token=|reset-password\?/);
      expect(log).toMatch(/"file":"[^"]+\.eml"/);
    } finally {
      await app.close();
    }
  });
});
