// `npm run dev` (issue 11): the api and the bff from their TypeScript sources with `tsx watch`
// (restart on save) and the web app on Vite's dev server (hot module reload), in one command.
// Each line of output is prefixed with its service. Open the Vite URL it prints: Vite forwards
// /graphql, pictures and files to the bff. Ctrl-C or SIGTERM stops all three.
// Settings (environment): API_PORT (4001), PORT (bff, 4000), WEB_PORT (Vite, 5173), DATA_DIR
// (.data), and everything `npm start` reads (DATABASE_URL, REDIS_URL, ...).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env };
env.NODE_ENV ??= 'development';
env.PORT ??= '4000';
env.API_PORT ??= '4001';
env.WEB_PORT ??= '5173';
env.API_URL ??= `http://127.0.0.1:${env.API_PORT}`;
env.BFF_URL ??= `http://127.0.0.1:${env.PORT}`;
env.DATA_DIR = resolve(root, env.DATA_DIR ?? '.data');
env.PUBLIC_URL ??= `http://localhost:${env.WEB_PORT}`;
env.FORCE_COLOR ??= process.stdout.isTTY ? '1' : '0';

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const vite = join(root, 'node_modules/vite/bin/vite.js');
const children = [];
let stopping = false;

/** Starts `args` under node in its own process group, its output prefixed with `name`. */
function startService(name, args, cwd = root) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${code ?? signal}); shutting down.`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

/** Polls `url` until it answers 2xx (or `timeoutMs` passes: then stops everything). */
async function waitFor(name, url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  console.error(`[dev] ${name} did not answer at ${url} within ${timeoutMs / 1000} s.`);
  await stop(1);
}

/** Stops every service's process group (tsx watch and its child, Vite), SIGKILL after 10 s. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const kill = (pid, signal) => {
            try {
              process.kill(pid, signal);
            } catch {
              // already gone
            }
          };
          // The service first (tsx watch passes it on, Vite closes its server), then whatever it
          // left in its process group; everything is killed after 10 s.
          const timer = setTimeout(() => kill(-child.pid, 'SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            kill(-child.pid, 'SIGTERM');
            done();
          });
          kill(child.pid, 'SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

startService('api', [tsx, 'watch', '--clear-screen=false', 'api/src/server.ts']);
await waitFor('api', `${env.API_URL}/health`);
startService('bff', [tsx, 'watch', '--clear-screen=false', 'bff/src/server.ts']);
await waitFor('bff', `${env.BFF_URL}/health`);
startService('web', [vite, '--port', env.WEB_PORT, '--strictPort'], join(root, 'web'));
await waitFor('web', `http://127.0.0.1:${env.WEB_PORT}/`);
if (!stopping) {
  console.log(`\n[dev] Serena Trade (development): http://localhost:${env.WEB_PORT}`);
  console.log('[dev] api, bff and web reload on save. Press Ctrl-C to stop.\n');
}
