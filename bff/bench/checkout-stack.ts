/**
 * The system under test of `bench:attack`: the api and the bff of one built checkout of this
 * repository (this branch, or an older commit checked out as its own worktree and built with
 * `npm ci && npm run build -w api && npm run build -w bff`), each started as its own process the way
 * `npm start` does (`node api/dist/server.js`, `node bff/dist/server.js`), on free loopback ports,
 * NODE_ENV=development (embedded PGlite in a temporary DATA_DIR, demo catalog and accounts seeded),
 * no Redis, default limits. The bff reaches the api through bench/counting-proxy.ts, which counts
 * the REST calls — the same way for every checkout, so no code of the checkout is changed or wrapped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** How long a service may take to answer after it was started (ms): migrations and seeding. */
const START_TIMEOUT_MS = 120_000;

/** A running checkout; `close()` stops its processes and removes its DATA_DIR. */
export interface CheckoutStack {
  /** The label printed in the results, e.g. "before" or "after". */
  label: string;
  /** Base URL of the bff, e.g. http://127.0.0.1:41234 */
  bffUrl: string;
  /** The checkout's demo trade customer (from its own seed). */
  customer: { email: string; password: string };
  /** REST calls the bff made to the api since the last `resetUpstreamCalls()`. */
  upstreamCalls(): Promise<number>;
  /** Requests the counting proxy could not forward since the last reset (should be 0). */
  proxyErrors(): Promise<number>;
  /** Sets the upstream call and proxy error counters to 0. */
  resetUpstreamCalls(): Promise<void>;
  /** The services' output so far (stdout and stderr of api, proxy and bff). */
  output(): string;
  close(): Promise<void>;
}

const running = new Set<ChildProcess>();
// Whatever ends the bench (its deadline, an error), no server of it outlives it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A free loopback TCP port (asked from the OS, then released). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it is true or START_TIMEOUT_MS passed. @throws on timeout or exit. */
async function waitUntil(name: string, child: ChildProcess, check: () => Promise<boolean>) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/** Stops a child with SIGTERM (SIGKILL after 10 s) and waits for its exit. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
  running.delete(child);
}

/**
 * Starts the api, the counting proxy and the bff of the built checkout at `root`.
 * @throws when the checkout is not built or a service does not come up (the log is in the message;
 * everything started is stopped).
 */
export async function startCheckoutStack(root: string, label: string): Promise<CheckoutStack> {
  const apiEntry = path.join(root, 'api/dist/server.js');
  const bffEntry = path.join(root, 'bff/dist/server.js');
  for (const entry of [apiEntry, bffEntry]) {
    if (!existsSync(entry)) {
      throw new Error(
        `${entry} is missing: build ${root} first (npm ci && npm run build -w api && npm run build -w bff)`,
      );
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `serena-attack-${label}-`));
  const logFile = path.join(dataDir, 'services.log');
  const log = createWriteStream(logFile);
  const children: ChildProcess[] = [];
  const launch = (args: string[], env: Record<string, string>, cwd = root) => {
    // Only what a service needs: no DATABASE_URL or REDIS_URL leaks in from the caller's shell.
    const child = spawn(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    children.push(child);
    running.add(child);
    return child;
  };
  const close = async () => {
    for (const child of children.reverse()) await stop(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const [apiPort, proxyPort, bffPort] = [await freePort(), await freePort(), await freePort()];
    const common = { NODE_ENV: 'development', LOG_LEVEL: 'error' };
    const api = launch([apiEntry], {
      ...common,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${bffPort}`,
    });
    await waitUntil(`${label} api`, api, async () => {
      const res = await fetch(`http://127.0.0.1:${apiPort}/api/health`);
      return res.ok;
    });
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    // The proxy runs from this bench's own folder (its tsx), whatever the checkout has installed.
    const proxy = launch(
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./counting-proxy.ts', import.meta.url)),
        String(proxyPort),
        `http://127.0.0.1:${apiPort}`,
      ],
      {},
      fileURLToPath(new URL('.', import.meta.url)),
    );
    await waitUntil(`${label} proxy`, proxy, async () => {
      const res = await fetch(`${proxyUrl}/__bench/calls`);
      return res.ok;
    });
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    const bff = launch([bffEntry], {
      ...common,
      PORT: String(bffPort),
      HOST: '127.0.0.1',
      API_URL: proxyUrl,
    });
    await waitUntil(`${label} bff`, bff, async () => {
      const res = await fetch(`${bffUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      return res.ok;
    });
    const seed = (await import(
      pathToFileURL(path.join(root, 'api/dist/db/seed/accounts.js')).href
    )) as {
      DEMO_ACCOUNTS: readonly { role: string; email: string; password: string }[];
    };
    const counters = async () => {
      const res = await fetch(`${proxyUrl}/__bench/calls`);
      return (await res.json()) as { calls: number; errors: number };
    };
    const customer = seed.DEMO_ACCOUNTS.find((account) => account.role === 'customer');
    if (!customer) throw new Error(`${label}: no demo customer in the seed`);
    return {
      label,
      bffUrl,
      customer,
      upstreamCalls: async () => (await counters()).calls,
      proxyErrors: async () => (await counters()).errors,
      output: () => readFileSync(logFile, 'utf8'),
      resetUpstreamCalls: async () => {
        await fetch(`${proxyUrl}/__bench/reset`, { method: 'POST' });
      },
      close,
    };
  } catch (error) {
    const output = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    await close();
    throw new Error(`${label} stack at ${root} failed to start: ${String(error)}\n${output}`);
  }
}
