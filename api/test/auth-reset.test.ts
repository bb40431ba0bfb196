/**
 * Forgot and reset password (spec §2, §4, §5 reset rules, §7 forgot/reset calls, §8 messages):
 * the .eml outbox, PUBLIC_URL links whatever the Host header, single use, one-hour expiry,
 * session revocation and throttling.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../src/db/schema/accounts.js';
import { PASSWORD_RULE_MESSAGE } from '../src/accounts/passwords.js';
import { hashToken } from '../src/accounts/tokens.js';
import {
  approvedAccount,
  useAuthApp,
  call,
  registration,
  signIn,
  uniqueEmail,
  backends,
} from './auth-app.js';

describe.each(backends)('on %s', (backend) => {
  const PUBLIC_URL = 'https://trade.serena.test';
  const t = useAuthApp(backend, { PUBLIC_URL });

  const mailDir = () => path.join(t.dataDir, 'mail');
  const mailFiles = (): string[] => {
    try {
      return readdirSync(mailDir()).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };

  /** Decodes quoted-printable soft breaks and escapes so the link reads as sent. */
  const decodeQp = (eml: string) =>
    eml
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

  /** Asks for a reset link and returns the token read from the new .eml file, with the file text. */
  async function requestReset(
    email: string,
    headers: Record<string, string> = {},
  ): Promise<{ token: string; eml: string }> {
    const before = new Set(mailFiles());
    const res = await call(t.app, 'POST', '/api/auth/user/forgot-password', {
      body: { email },
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const file = mailFiles().find((f) => !before.has(f));
    expect(file).toBeDefined();
    const eml = decodeQp(readFileSync(path.join(mailDir(), file!), 'utf8'));
    const match = /(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(eml);
    expect(match).not.toBeNull();
    expect(match![1]).toBe(PUBLIC_URL);
    return { token: match![2]!, eml };
  }

  async function account() {
    const email = uniqueEmail();
    const id = await approvedAccount(t, registration({ email }));
    return { id, email };
  }

  const reset = (body: unknown, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', '/api/auth/user/reset-password', { body, headers });

  describe('POST /api/auth/user/forgot-password', () => {
    it("answers 404 'This email does not exist.' for an unknown e-mail", async () => {
      const res = await call(t.app, 'POST', '/api/auth/user/forgot-password', {
        body: { email: uniqueEmail('nobody') },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'This email does not exist.' });
    });

    it('requires an e-mail', async () => {
      const res = await call(t.app, 'POST', '/api/auth/user/forgot-password', { body: {} });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'email', message: 'email is required' }]);
    });

    it('writes an .eml to DATA_DIR/mail with a PUBLIC_URL link, even with a forged Host header', async () => {
      const { email } = await account();
      const { token, eml } = await requestReset(email.toUpperCase(), {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      });
      expect(eml).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
      expect(eml).not.toContain('evil.example');
      expect(eml).toMatch(new RegExp(`^To: ${email}`, 'mi'));
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      // Only the SHA-256 hash is stored, valid for one hour.
      const [row] = await t.db.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
      expect(row).toBeDefined();
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000);
      const all = await t.db.db.select().from(passwordResetTokens);
      expect(all.some((r) => r.tokenHash === token)).toBe(false);
    });
  });

  describe('POST /api/auth/user/reset-password', () => {
    it('resets once, revokes every session, and the link is dead afterwards', async () => {
      const { email } = await account();
      const { token: session } = await signIn(t, email);
      const { token } = await requestReset(email);
      const res = await reset({ token, password: 'N3w!Passw0rd' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Your password has been successfully reset',
      });
      expect((await call(t.app, 'GET', '/api/auth/user/me', { token: session })).status).toBe(401);
      await signIn(t, email, 'N3w!Passw0rd');
      const again = await reset({ token, password: 'An0ther!Pass' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        success: false,
        message: 'Invalid or expired reset link!',
        errors: [{ field: 'token', message: 'Invalid or expired reset link!' }],
      });
      await signIn(t, email, 'N3w!Passw0rd');
    });

    it('refuses a token after one hour (fake clock)', async () => {
      const { email } = await account();
      const { token } = await requestReset(email);
      t.clock.advance(60 * 60 * 1000 + 1);
      const res = await reset({ token, password: 'N3w!Passw0rd' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid or expired reset link!');
      await signIn(t, email);
    });

    it('accepts a token just before the hour is over', async () => {
      const { email } = await account();
      const { token } = await requestReset(email);
      t.clock.advance(59 * 60 * 1000);
      expect((await reset({ token, password: 'N3w!Passw0rd' })).status).toBe(200);
    });

    it('refuses missing and unknown tokens', async () => {
      for (const body of [
        { password: 'N3w!Passw0rd' },
        { token: 'made-up', password: 'N3w!Passw0rd' },
      ]) {
        const res = await reset(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Invalid or expired reset link!');
      }
    });

    it('applies the §5 password rule and keeps the token usable', async () => {
      const { email } = await account();
      const { token } = await requestReset(email);
      const weak = await reset({ token, password: 'weakpass' });
      expect(weak.status).toBe(400);
      expect(weak.body.errors).toEqual([{ field: 'password', message: PASSWORD_RULE_MESSAGE }]);
      expect((await reset({ token, password: 'N3w!Passw0rd' })).status).toBe(200);
    });

    it('throttles guessing tokens per client address', async () => {
      const from = { 'x-forwarded-for': '203.0.113.50' };
      for (let i = 0; i < 11; i++) {
        expect((await reset({ token: `guess-${i}`, password: 'N3w!Passw0rd' }, from)).status).toBe(
          400,
        );
      }
      const res = await reset({ token: 'guess-x', password: 'N3w!Passw0rd' }, from);
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
    });
  });

  describe('forgot-password throttle', () => {
    it('limits reset e-mails per account: 3, then a growing wait', async () => {
      const { email } = await account();
      for (let i = 0; i < 3; i++) await requestReset(email);
      await requestReset(email); // the 4th is sent, and locks the account key for 1 minute
      const res = await call(t.app, 'POST', '/api/auth/user/forgot-password', { body: { email } });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Too many attempts. Please try again in 60 seconds.');
      t.clock.advance(60_000);
      await requestReset(email);
    });

    it('limits requests per client address, unknown e-mails included', async () => {
      const from = { 'x-forwarded-for': '198.51.100.20' };
      for (let i = 0; i < 11; i++) {
        const res = await call(t.app, 'POST', '/api/auth/user/forgot-password', {
          body: { email: uniqueEmail('ghost') },
          headers: from,
        });
        expect(res.status).toBe(404);
      }
      const res = await call(t.app, 'POST', '/api/auth/user/forgot-password', {
        body: { email: uniqueEmail('ghost') },
        headers: from,
      });
      expect(res.status).toBe(429);
    });
  });
});
