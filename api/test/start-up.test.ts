/**
 * Issue 27 "Degrade, don't fail": how the api process starts when a dependency is missing, run as
 * an operator runs it (the real entry point, src/server.ts under tsx). The database unreachable:
 * it refuses to start with one line naming the database (no stack). Redis unreachable: it starts,
 * says so in one line, and `/ready` answers 200 `degraded`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseStartError } from '../src/db/start-error.js';

const apiRoot = path.resolve(import.meta.dirname, '..');

/** A loopback port where nothing listens (one the system gave and took back). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Environment of an api process: secrets, a quiet JSON log, and `extra`. */
function env(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    LOG_FORMAT: 'json',
    SEED_DEMO: '0',
    API_HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_TOKEN: randomBytes(24).toString('hex'),
    ...extra,
  };
}

/** Starts `src/server.ts`; `output()` is everything it printed so far, `exited` its exit code. */
function startApi(environment: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, exited, output: () => output };
}

describe('api start-up without its dependencies', () => {
  it('names the database in one line and refuses to start when it is unreachable', async () => {
    const port = await deadPort();
    const api = startApi(
      env({
        DATABASE_URL: `postgres://shop:secret-password@127.0.0.1:${port}/serena`,
        API_PORT: String(await deadPort()),
      }),
    );
    expect(await api.exited).toBe(1);
    const lines = api.output().trim().split('\n');
    expect(lines).toEqual([
      `api: cannot use the database (PostgreSQL at postgres://127.0.0.1:${port}/serena): ` +
        `connect ECONNREFUSED 127.0.0.1:${port}; refusing to start`,
    ]);
    expect(api.output()).not.toContain('secret-password');
  }, 60_000);

  it('names an unknown database and the SQLSTATE it answered', () => {
    const cause = Object.assign(new Error('database "nope" does not exist'), { code: '3D000' });
    const wrapped = new Error('Failed query: select 1', { cause });
    expect(
      databaseStartError({ kind: 'postgres', url: 'postgres://u:p@db:5432/nope' }, wrapped),
    ).toBe(
      'api: cannot use the database (PostgreSQL at postgres://db:5432/nope): 3D000: database "nope" does not exist; refusing to start',
    );
  });

  it('starts degraded, saying so in one line, when Redis is unreachable', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-start-up-'));
    const apiPort = await deadPort();
    const api = startApi(
      env({
        DATA_DIR: dataDir,
        API_PORT: String(apiPort),
        REDIS_URL: `redis://127.0.0.1:${await deadPort()}`,
        REDIS_KEY_PREFIX: 'start-up:',
      }),
    );
    try {
      let ready: unknown;
      // tsx compiles the api and PGlite migrates first: slow on a loaded machine.
      const deadline = Date.now() + 120_000;
      while (ready === undefined && Date.now() < deadline) {
        if (api.child.exitCode !== null) throw new Error(`api exited: ${api.output()}`);
        ready = await fetch(`http://127.0.0.1:${apiPort}/ready`).then(
          async (res) => ({ status: res.status, body: (await res.json()) as unknown }),
          () => undefined,
        );
        if (ready === undefined) await new Promise((r) => setTimeout(r, 250));
      }
      expect(ready).toEqual({
        status: 200,
        body: { status: 'degraded', database: 'ok', redis: 'failed' },
      });
      const redisLines = api
        .output()
        .split('\n')
        .filter((line) => /redis/i.test(line));
      expect(redisLines).toHaveLength(1);
      expect(redisLines[0]).toContain(
        'redis unavailable (ECONNREFUSED): degraded to in-process state until it answers',
      );
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
