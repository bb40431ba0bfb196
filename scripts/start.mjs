// `npm start`: builds what is missing or stale, starts the api then the bff (which serves the web
// app), waits until both answer, prints the storefront URL and the demo accounts, and stops both
// cleanly on Ctrl-C or SIGTERM. Settings come from the environment (see README: PORT, API_PORT,
// API_URL, DATA_DIR, DATABASE_URL, JWT_SECRET, SMTP_URL, PUBLIC_URL, NODE_ENV; START_WAIT_MS: how long
// to wait for each server to answer, default 60000, for a busy machine).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

// The shop ships on Node 24 LTS (issue 27); an older supported Node still runs it.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.log(
    `Node ${process.version} runs the shop; Node 24 LTS is recommended (the images and CI use it).`,
  );
}
const env = { ...process.env };
env.PORT ??= '4000';
env.API_PORT ??= '4001';
env.API_URL ??= `http://127.0.0.1:${env.API_PORT}`;
env.DATA_DIR = resolve(root, env.DATA_DIR ?? '.data');
env.PUBLIC_URL ??= `http://localhost:${env.PORT}`;

/** Newest modification time (ms) of the files below `path`, skipping node_modules and dist. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name === '__generated__') continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

const workspaces = [
  {
    name: 'api',
    entry: 'server.js',
    inputs: [
      'api/src',
      'api/drizzle',
      'api/package.json',
      'packages/domain/src',
      'packages/server-kit/src',
    ],
  },
  {
    name: 'bff',
    entry: 'server.js',
    inputs: [
      'bff/src',
      'schema.graphql',
      'bff/package.json',
      'packages/domain/src',
      'packages/server-kit/src',
    ],
  },
  {
    name: 'web',
    entry: 'index.html',
    inputs: ['web/src', 'web/public', 'web/index.html', 'schema.graphql'],
  },
];
for (const { name, inputs, entry } of workspaces) {
  // Built when its stamp (written below) or its entry file (`npm run build`) is newer than every input.
  const stamp = join(root, name, 'dist', '.build-stamp');
  const builtAt = Math.max(
    ...[stamp, join(root, name, 'dist', entry)].map((p) =>
      existsSync(p) ? statSync(p).mtimeMs : 0,
    ),
  );
  const changedAt = Math.max(...inputs.map((p) => newest(join(root, p))));
  if (builtAt >= changedAt) continue;
  console.log(`Building ${name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Build of ${name} failed.`);
    process.exit(1);
  }
  writeFileSync(stamp, new Date().toISOString());
}

const children = [];
let stopping = false;

function startService(name, script) {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (${code ?? signal}); shutting down.`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(name, url, init, timeoutMs = Number(process.env.START_WAIT_MS ?? 60_000)) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s.`);
  await stop(1);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((r) => {
          if (child.exitCode !== null) return r();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            r();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// PostgreSQL is migrated by its own step (the api refuses a database that is behind); the
// embedded database is migrated by the api itself.
if (env.DATABASE_URL) {
  const migrated = spawnSync(process.execPath, ['api/dist/db/migrate.js'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (migrated.status !== 0) {
    console.error('The database migration failed.');
    process.exit(1);
  }
}

startService('api', 'api/dist/server.js');
await waitFor('api', `${env.API_URL}/api/health`);
startService('bff', 'bff/dist/server.js');
await waitFor('bff', `http://127.0.0.1:${env.PORT}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ __typename }' }),
});

let accounts = '';
try {
  const { DEMO_ACCOUNTS } = await import(join(root, 'api/dist/db/seed/accounts.js'));
  const seeded =
    process.env.NODE_ENV !== 'production' && (!env.DATABASE_URL || env.SEED_DEMO === '1');
  if (seeded) {
    accounts = DEMO_ACCOUNTS.map(
      (a) => `  ${a.label.padEnd(15)} ${a.email.padEnd(24)} password: ${a.password}`,
    ).join('\n');
  }
} catch {
  // demo accounts not available in this build
}
console.log(`\nSerena Trade is running: http://localhost:${env.PORT}\n`);
if (accounts) console.log(`Demo accounts:\n${accounts}\n`);
console.log('Press Ctrl-C to stop.');
