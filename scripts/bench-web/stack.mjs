/**
 * The stack the web benches measure (`npm run bench:web`, `npm run bench:inp`): `scripts/start.mjs`
 * (built first when stale) on `port` and `port + 1` with a throw-away data folder (the seeded demo
 * data), on the embedded database whatever DATABASE_URL says.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Starts the stack on `port`; resolves with its URL and a `stop()` that ends it and deletes its
 * data. @throws when it has not said "Serena Trade is running" within 240 s, or exits first.
 */
export async function startStack(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'serena-bench-web-'));
  const env = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(port + 1),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('stack did not start in 240 s')), 240_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serena Trade is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`stack exited (${code})`)));
  });
  child.stdout.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
