/**
 * The cluster of `npm run test:cluster` (issue 11), without containers: nginx (Debian package, its
 * configuration generated into a temporary folder and run as the current user with `-p`) in front
 * of bff and api processes started from the build, on one PostgreSQL database and one Redis key
 * prefix. Everything listens on 127.0.0.1; every wait is bounded.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, repoRoot } from '../support/stack.js';

/** PostgreSQL server of the cluster (a fresh database is created on it and dropped). */
export const PG_SERVER =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Redis of the cluster (its own key prefix, deleted at the end). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The nginx binary (Debian's). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Resolves true when a TCP connection to host:port opens within a second. */
export function tcpAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Runs one SQL statement on `url` through a short-lived connection; returns the rows. */
export async function sqlQuery<T extends object>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Creates an empty database on PG_SERVER; returns its URL and a drop function. */
export async function freshDatabase(label: string) {
  const name = `serena_cluster_${label}_${randomBytes(4).toString('hex')}`;
  await sqlQuery(PG_SERVER, `create database ${name}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => sqlQuery(PG_SERVER, `drop database if exists ${name} with (force)`),
  };
}

/** A node process of the cluster (api or bff) that can be stopped and started again. */
export interface Service {
  name: string;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  child: ChildProcess;
  /** Starts the process (again) and waits until `readyPath` answers 200. */
  start(): Promise<void>;
  /** Sends `signal` and waits (at most 15 s) for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Polls `url` until it answers 200 (at most `timeoutMs`); throws when `child` exits first. */
export async function waitForOk(url: string, child?: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: process exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * A service running `script` (relative to the repo root) with `env` on `port`; output goes to
 * `<logDir>/<name>.log`. Not started until `start()`, which waits for `readyPath` on `port`.
 */
export function service(
  name: string,
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  logDir: string,
  readyPath = '/ready',
): Service {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const self: Service = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child: undefined as unknown as ChildProcess,
    async start() {
      const child = spawn(process.execPath, [join(repoRoot, script)], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      self.child = child;
      await waitForOk(`${self.url}${readyPath}`, child);
    },
    stop(signal = 'SIGTERM') {
      const child = self.child;
      return new Promise<void>((resolve) => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill(signal);
      });
    },
  };
  return self;
}

/** Runs `node <script>` to the end; resolves with its exit code and output. */
export function runScript(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, script)], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // 'close', not 'exit': the child can exit before its last output has been read.
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * The nginx configuration: `webPort` balances the bff instances, `apiPort` the api instances
 * (the bffs' API_URL). A refused connection, an error or a 502/503 answer is retried once on the
 * other instance — also for POST (`non_idempotent`): checkouts carry idempotency keys and a
 * closing bff answers 503 before running anything. A failed instance rests for 2 s.
 */
export function nginxConfig(options: {
  dir: string;
  webPort: number;
  apiPort: number;
  bffPorts: number[];
  apiPorts: number[];
}): string {
  const { dir } = options;
  const servers = (ports: number[]) =>
    // max_fails=0: never rest an instance. A stopped one refuses at once on loopback and the
    // request moves to the other (proxy_next_upstream), so a recently restarted instance is never
    // skipped while its peer goes down (a rolling restart with both resting answered 502).
    ports.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n');
  const proxy = (upstream: string, forwardedFor: string) => `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For ${forwardedFor};
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
      proxy_buffering off;
    }`;
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  gzip on;
  gzip_types application/json application/javascript text/css;
  upstream bff {
${servers(options.bffPorts)}
    keepalive 32;
  }
  upstream api {
${servers(options.apiPorts)}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${options.webPort};
${proxy('bff', '$proxy_add_x_forwarded_for')}
  }
  server {
    listen 127.0.0.1:${options.apiPort};
    # The bffs already name the visitor's address: pass it on unchanged.
${proxy('api', '$http_x_forwarded_for')}
  }
}
`;
}

/** Starts nginx with a generated configuration in `dir`; returns a stop function. */
export async function startNginx(options: Parameters<typeof nginxConfig>[0]) {
  const file = join(options.dir, 'nginx.conf');
  writeFileSync(file, nginxConfig(options));
  const child = spawn(
    NGINX,
    ['-p', options.dir, '-c', file, '-e', join(options.dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await tcpAnswers('127.0.0.1', options.webPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

export { freePort };

/** Deletes every Redis key under `prefix` (SCAN, so safe on a shared server). */
export async function deleteRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A `redis-server` of a test's own (no persistence) that can be killed and started again. */
export interface OwnRedis {
  url: string;
  port: number;
  /** Starts the server (again) on the same port; resolves once it answers PING. */
  start(): Promise<void>;
  /** Kills the server (SIGKILL, as a crash) and waits until it exited. */
  kill(): Promise<void>;
}

/** True when `redis-server` can be run. */
export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

/** A `redis-server` on `port` of 127.0.0.1 (not started until `start()`). */
export function ownRedis(port: number): OwnRedis {
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    port,
    async start() {
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ];
      child = spawn('redis-server', args, { stdio: 'ignore' });
      const probe = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      probe.on('error', () => {});
      try {
        for (let i = 0; i < 50; i += 1) {
          const pong = await probe
            .connect()
            .then(() => probe.ping())
            .catch(() => null);
          if (pong === 'PONG') return;
          probe.disconnect();
          await new Promise((r) => setTimeout(r, 100));
        }
      } finally {
        probe.disconnect();
      }
      throw new Error(`redis-server did not answer on port ${port}`);
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
