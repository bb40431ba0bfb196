/**
 * The admin CLI (design "Admin CLI"): against a running api (buildApp listening on an ephemeral
 * port, credential read from DATA_DIR/admin-token), and directly on the database when no api
 * answers. Spec §4: an approved account can sign in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli, USAGE, type CliIo } from '../src/cli/admin.js';
import { openDb } from '../src/db/client.js';
import { PASSWORD_RULE_MESSAGE } from '../src/accounts/passwords.js';
import { createUser, findUserByEmail, type ProfileTextField } from '../src/accounts/service.js';
import { backends, registration, uniqueEmail } from './auth-app.js';
import { buildTestApp, type TestApp } from './harness.js';

describe.each(backends)('on %s', (backend) => {
  let t: TestApp | undefined;
  let dataDir: string;
  let apiUrl: string;

  beforeAll(async () => {
    t = await buildTestApp({ backend });
    dataDir = t.dataDir;
    apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  /** Runs the CLI against the running api and collects what it prints. */
  async function cli(
    argv: string[],
    env: Record<string, string> = {},
    promptHidden?: CliIo['promptHidden'],
  ): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCli(argv, {
      env: { NODE_ENV: 'test', DATA_DIR: dataDir, API_URL: apiUrl, ...env },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      promptHidden,
    });
    return { code, out, err };
  }

  async function register(email: string): Promise<void> {
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/auth/user/register',
      payload: registration({ email }),
    });
    expect(res.statusCode).toBe(201);
  }

  async function login(email: string, password = 'Str0ng!Pass') {
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email, password },
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  }

  describe('arguments', () => {
    it('prints the usage for a missing or unknown command (exit 2)', async () => {
      for (const argv of [[], ['frobnicate'], ['approve'], ['set-credit', 'a@b.ie']]) {
        const res = await cli(argv);
        expect(res.code).toBe(2);
        expect(res.err).toEqual([USAGE]);
      }
      expect(USAGE).toContain('approve <email>');
      expect(USAGE).toContain('set-credit <email> <euros>');
      expect(USAGE).toContain('create-admin <email>');
    });

    it('refuses a malformed e-mail or amount (exit 1)', async () => {
      expect(await cli(['approve', 'not-an-email'])).toMatchObject({
        code: 1,
        err: ['Invalid email format'],
      });
      expect(await cli(['set-credit', 'a@b.ie', '-5'])).toMatchObject({
        code: 1,
        err: ['Credit limit must be an amount in euros of 0 or more, e.g. 5000.00'],
      });
    });
  });

  describe('against the running api', () => {
    it('approve lets a pending account sign in', async () => {
      const email = uniqueEmail('cli');
      await register(email);
      expect((await login(email)).status).toBe(403);
      const res = await cli(['approve', email]);
      expect(res).toEqual({ code: 0, out: [`Approved ${email}`], err: [] });
      expect((await login(email)).status).toBe(200);
    });

    it('reject keeps the account out', async () => {
      const email = uniqueEmail('cli');
      await register(email);
      expect(await cli(['reject', email])).toEqual({
        code: 0,
        out: [`Rejected ${email}`],
        err: [],
      });
      expect((await login(email)).body.message).toBe(
        'Your trade account application was not approved.',
      );
    });

    it("answers 'No account with e-mail x@y.z' with exit 1", async () => {
      expect(await cli(['approve', 'x@y.z'])).toEqual({
        code: 1,
        out: [],
        err: ['No account with e-mail x@y.z'],
      });
    });

    it('set-credit sets the limit in euros', async () => {
      const email = uniqueEmail('cli');
      await register(email);
      await cli(['approve', email]);
      const res = await cli(['set-credit', email, '5000']);
      expect(res).toEqual({ code: 0, out: [`Credit limit of ${email} set to €5,000.00`], err: [] });
      const { body } = await login(email);
      expect((body.user as { credit_limit: string }).credit_limit).toBe('5000.00');
    });

    it('create-admin takes ADMIN_PASSWORD and refuses weak passwords with the §5 message', async () => {
      const email = uniqueEmail('boss');
      const weak = await cli(['create-admin', email], { ADMIN_PASSWORD: 'password' });
      expect(weak).toEqual({ code: 1, out: [], err: [PASSWORD_RULE_MESSAGE] });
      const ok = await cli(['create-admin', email], {
        ADMIN_PASSWORD: 'B0ss!Password',
        ADMIN_FULL_NAME: 'Niamh Boss',
      });
      expect(ok).toEqual({ code: 0, out: [`Created admin ${email}`], err: [] });
      const { status, body } = await login(email, 'B0ss!Password');
      expect(status).toBe(200);
      expect((body.user as { full_name: string }).full_name).toBe('Niamh Boss');
    });

    it('create-admin prompts twice for a hidden password on a terminal', async () => {
      const email = uniqueEmail('boss');
      const questions: string[] = [];
      const prompt = (q: string) => {
        questions.push(q);
        return Promise.resolve('Pr0mpt!Password');
      };
      const res = await cli(['create-admin', email], {}, prompt);
      expect(res.code).toBe(0);
      expect(questions).toEqual(['Password: ', 'Repeat password: ']);
      const mismatch = await cli(['create-admin', uniqueEmail('boss')], {}, (q) =>
        Promise.resolve(q === 'Password: ' ? 'Pr0mpt!Password' : 'Other!Passw0rd'),
      );
      expect(mismatch).toEqual({ code: 1, out: [], err: ['Passwords do not match'] });
      const noTerminal = await cli(['create-admin', uniqueEmail('boss')]);
      expect(noTerminal.code).toBe(1);
    });

    it('reports a refused admin credential', async () => {
      const res = await cli(['approve', 'x@y.z'], { ADMIN_TOKEN: 'x'.repeat(40) });
      expect(res.code).toBe(1);
      expect(res.err[0]).toMatch(/refused the admin credential/);
    });
  });
});

/** Returns a loopback port with nothing listening on it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('without a running api', () => {
  it('opens the embedded database of DATA_DIR itself', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'serena-cli-db-'));
    try {
      const email = uniqueEmail('offline');
      const db = await openDb({ kind: 'pglite', dir: path.join(dir, 'pglite') });
      await db.migrate();
      const form = registration({ email });
      await createUser(db.db, {
        profile: form as Record<ProfileTextField, string>,
        password: 'Str0ng!Pass',
      });
      await db.close();

      const port = await freePort();
      const run = (argv: string[]) =>
        runAdminCli(argv, {
          env: { NODE_ENV: 'test', DATA_DIR: dir, API_URL: `http://127.0.0.1:${port}` },
          out: (l) => out.push(l),
          err: (l) => err.push(l),
        });
      const out: string[] = [];
      const err: string[] = [];
      expect(await run(['approve', email])).toBe(0);
      expect(await run(['set-credit', email, '750.25'])).toBe(0);
      expect(await run(['reject', 'x@y.z'])).toBe(1);
      expect(out).toEqual([`Approved ${email}`, `Credit limit of ${email} set to €750.25`]);
      expect(err).toEqual(['No account with e-mail x@y.z']);

      const again = await openDb({ kind: 'pglite', dir: path.join(dir, 'pglite') });
      const row = await findUserByEmail(again.db, email);
      await again.close();
      expect(row?.status).toBe('approved');
      expect(row?.creditLimitCents).toBe(75025);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
