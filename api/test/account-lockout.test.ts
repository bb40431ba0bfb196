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
import { createAccountsDeps } from '../src/accounts/auth-routes.js';
import { throttleAddress } from '../src/lib/address-key.js';
import { outbox } from './admin-helpers.js';
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

const login = (password: string, address: string, deviceToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    remoteAddress: address,
    payload: { email: EMAIL, password, ...(deviceToken ? { deviceToken } : {}) },
  });

/** The attack mails in the outbox (issue 23). */
const attackMails = () =>
  outbox(t.dataDir).filter((m) => m.includes('Many failed sign-ins to your Serena Trade account'));

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

describe('the account-wide ceiling (issue 23, OWASP)', () => {
  it('keys IPv6 addresses by /64', () => {
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('203.0.113.9')).toBe('203.0.113.9');
  });

  it('addresses of one /64 share one counter: 20 addresses cannot spread an attack', async () => {
    t.resetThrottles();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const address = `2001:db8:66:1:${(i % 20).toString(16)}::${i + 1}`;
      statuses.push((await login('wrong-password', address)).statusCode);
    }
    // Per (account, address) 5 free: the /64 is throttled after its 5th failure.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(6).every((s) => s === 429)).toBe(true);
  });

  it('after 100 failures from 20 addresses the customer still signs in; their own browser without delay', async () => {
    t.resetThrottles();
    // The customer signed in from their browser before: it holds the account's device token.
    const before = await login(PASSWORD, CUSTOMER);
    expect(before.statusCode).toBe(200);
    const device = before.json<{ deviceToken: string }>().deviceToken;
    expect(device).toMatch(/^d1\./);
    const mailsBefore = attackMails().length;

    // The attack: 100 failures from 20 networks (5 each, within the per-address allowance).
    for (let i = 0; i < 100; i++) {
      const address = `2001:db8:${(i % 20).toString(16)}:9::${i + 1}`;
      expect((await login('wrong-password', address)).statusCode).toBe(401);
    }
    expect(t.delays).toEqual([]);
    // One more from a 21st network passes the ceiling: the customer is mailed, once.
    expect((await login('wrong-password', '2001:db8:99:9::1')).statusCode).toBe(401);
    expect((await login('wrong-password', '2001:db8:98:9::1')).statusCode).toBe(401);
    expect(attackMails().length).toBe(mailsBefore + 1);
    expect(attackMails().at(-1)).toContain(`To: ${EMAIL}`);

    // The customer's own browser (device token) signs in at once, from its usual address.
    const delaysBefore = t.delays.length;
    const own = await login(PASSWORD, CUSTOMER, device);
    expect(own.statusCode).toBe(200);
    expect(t.delays.length).toBe(delaysBefore);
    // A new browser with the right password is slowed, not refused.
    const elsewhere = await login(PASSWORD, '198.51.100.200');
    expect(elsewhere.statusCode).toBe(200);
    expect(t.delays.length).toBe(delaysBefore + 1);
    expect(t.delays.at(-1)).toBeGreaterThan(0);
    expect(t.delays.at(-1)).toBeLessThanOrEqual(3000);
    // A forged or foreign device token is no device token.
    await login(PASSWORD, '198.51.100.201', `${device.slice(0, -2)}xx`);
    expect(t.delays.length).toBe(delaysBefore + 2);
    expect(attackMails().length).toBe(mailsBefore + 1);
  }, 120_000);
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
