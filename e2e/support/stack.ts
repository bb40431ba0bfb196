import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repo root (e2e/ sits one level below it). */
export const repoRoot = new URL('../..', import.meta.url).pathname;

/** A running api + bff pair on free loopback ports with its own fresh DATA_DIR. */
export interface Stack {
  /** Storefront origin, e.g. http://127.0.0.1:43123 */
  baseUrl: string;
  /** Where the api answers, e.g. http://127.0.0.1:43124 */
  apiUrl: string;
  /** The stack's data folder (embedded database, mail outbox, uploads). */
  dataDir: string;
  /** Environment the services run with (for the admin CLI). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/** Ports of E2E_PORTS handed out by this process (not listened on yet, maybe). */
const handedOut = new Set<number>();

/** True when `port` can be listened on on 127.0.0.1 right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first free port of E2E_PORTS (`from-to`) this process has not handed out yet. */
async function freePortIn(range: string): Promise<number> {
  const match = /^(\d+)-(\d+)$/.exec(range.trim());
  if (!match) throw new Error(`E2E_PORTS must be a range such as 4700-4799, not "${range}"`);
  for (let port = Number(match[1]); port <= Number(match[2]); port += 1) {
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port left in E2E_PORTS=${range}`);
}

/**
 * Resolves to a TCP port that was free a moment ago on 127.0.0.1: one the system picks, or with
 * `E2E_PORTS=4700-4799` one of that range (on a machine shared with other work).
 */
export function freePort(): Promise<number> {
  const range = process.env.E2E_PORTS;
  if (range) return freePortIn(range);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** How long a server may take to answer at start: E2E_START_TIMEOUT_MS (a loaded machine), else 60 s. */
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS) || 60_000;

async function waitUntil(url: string, init: RequestInit | undefined, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/** Options of {@link startStack}. */
export interface StackOptions {
  /**
   * Settings on top of the defaults, e.g. NODE_ENV=production with DATABASE_URL (the default
   * stack is development mode on an embedded database with demo data).
   */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts the built api and bff (npm run build must have run) with demo data in a temporary
 * DATA_DIR (or with `options.env`). Throws when either does not answer within 60 s.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'serena-e2e-'));
  // Serve a snapshot of the web build (WEB_DIST, default web/dist), so a rebuild during the run
  // cannot pull index.html from under the journeys.
  const builtWeb = process.env.WEB_DIST ?? join(repoRoot, 'web/dist');
  if (!existsSync(join(builtWeb, 'index.html'))) {
    throw new Error(`No web build at ${builtWeb}: run \`npm run build\` first.`);
  }
  const webDist = join(dataDir, 'web-dist');
  cpSync(builtWeb, webDist, { recursive: true });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    API_PORT: String(apiPort),
    API_URL: apiUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
    // Every journey's browser comes from 127.0.0.1, like many buyers behind one NAT.
    VISITOR_MUTATIONS_PER_MINUTE: '600',
    MUTATIONS_PER_MINUTE: '600',
    DATABASE_URL: '',
  };
  delete env.DATABASE_URL;
  Object.assign(env, options.env);
  const children: ChildProcess[] = [];
  const start = (script: string) => {
    const child = spawn(process.execPath, [join(repoRoot, script)], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const api = start('api/dist/server.js');
    await waitUntil(`${apiUrl}/api/health`, undefined, api);
    const bff = start('bff/dist/server.js');
    await waitUntil(
      `${baseUrl}/graphql`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      },
      bff,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, apiUrl, dataDir, env, stop };
}
