/**
 * The stacks of the admin scale bench (issue 29): a throw-away PostgreSQL database per size next
 * to BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrated, seeded
 * with the demo catalog and accounts, filled by bench/admin-data.ts and analysed; then served by
 * the built api (`node api/dist/server.js`, run `npm run build -w api` first) in its own process,
 * so its memory can be read from /proc. Both are dropped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/index.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../src/db/seed/accounts.js';
import { generateAdminData, type AdminDataSize } from './admin-data.js';

/** The PostgreSQL server the databases are created on. */
export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PREFIX = process.env.BENCH_DB_PREFIX ?? 'serena_admin_scale_';
/** The api processes' old-generation cap (MiB): BENCH_API_HEAP_MIB. */
const HEAP_MIB = Number(process.env.BENCH_API_HEAP_MIB ?? 192);
const SERVER_JS = fileURLToPath(new URL('../dist/server.js', import.meta.url));

/** Runs one statement on `url`; false when the server does not answer or it fails. */
export async function runStatement(statement: string, url = SERVER_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(statement);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** One size served by its own api process. */
export interface Side {
  label: string;
  size: AdminDataSize;
  base: string;
  /** The api process id (for /proc/<pid>/status). */
  pid: number;
  /** The admin's bearer token. */
  token: string;
  close(): Promise<void>;
}

/** Creates and fills the database of `size`; returns its URL. */
export async function prepareDatabase(dbName: string, size: AdminDataSize): Promise<string> {
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  const handle = await openDb({ kind: 'postgres', url: url.toString() }, { onPoolError: () => {} });
  try {
    await handle.migrate();
    await seedDemo(handle.db);
    await seedDemoAccounts(handle.db);
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const ms = await generateAdminData(client, size);
    await client.query('vacuum analyze');
    const counts = await client.query<{ orders: string; accounts: string; pos: string }>(
      `select (select count(*) from orders) as orders, (select count(*) from purchase_orders) as pos,
         (select count(*) from users where role = 'customer') as accounts`,
    );
    const c = counts.rows[0]!;
    console.log(
      `${dbName}: ${c.accounts} accounts, ${c.orders} orders in ${c.pos} purchase orders, generated in ${Math.round(ms)} ms`,
    );
  } finally {
    await client.end();
  }
  return url.toString();
}

/** Waits until the api answers /api/health (or its process ends). @throws after 60 s. */
async function waitForApi(base: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`api exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`api at ${base} did not start`);
}

/** Signs the demo admin in. Returns the bearer token. */
async function adminToken(base: string): Promise<string> {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const res = await fetch(`${base}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`admin sign-in failed: ${res.status}`);
  return body.token;
}

/** Creates, fills and serves one size on `port` (see the file comment). */
export async function startSide(label: string, size: AdminDataSize, port: number): Promise<Side> {
  if (!existsSync(SERVER_JS)) throw new Error(`${SERVER_JS} missing: run npm run build -w api`);
  const dbName = `${PREFIX}${randomBytes(4).toString('hex')}`;
  if (!(await runStatement(`create database ${dbName}`))) throw new Error('create database failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-admin-scale-'));
  let child: ChildProcess | undefined;
  const close = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    await runStatement(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await prepareDatabase(dbName, size);
    child = spawn(process.execPath, [SERVER_JS], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        METRICS_PORT: '',
        // The old generation capped (default 192 MiB): V8 otherwise grows its heap lazily under
        // load, so peak RSS shows garbage not yet collected; under the cap an export that held
        // its rows in memory (as before issue 29: +590 MiB at 100,000 orders) runs out of heap.
        NODE_OPTIONS: `--max-old-space-size=${HEAP_MIB}`,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForApi(base, child);
    return { label, size, base, pid: child.pid!, token: await adminToken(base), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The resident set size of process `pid` in MiB (VmRSS of /proc/<pid>/status). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
