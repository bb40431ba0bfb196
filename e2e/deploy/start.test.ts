/**
 * `npm start` on the machine's Node (issue 27): CI runs the suites on Node 24 and names the
 * machine's own Node in `MACHINE_NODE`; this test starts the shop with that Node exactly as the
 * README's first command does (`scripts/start.mjs` on a fresh DATA_DIR: migrate, seed, api, bff),
 * reads the storefront page and a GraphQL listing as a visitor (no price), and stops it with
 * SIGTERM. Without `MACHINE_NODE` it uses the Node running the tests.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../support/stack.js';

const node = process.env.MACHINE_NODE || process.execPath;
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();

describe(`npm start on Node ${version} (${node})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'serena-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts the shop with demo data, serves the storefront and stops on SIGTERM', async () => {
    const [port, apiPort] = [await freePort(), await freePort()];
    // Only the settings a first `npm start` has; API_URL and PUBLIC_URL default from the ports.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    };
    delete env.API_URL;
    delete env.PUBLIC_URL;
    const child = spawn(node, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const deadline = Date.now() + 150_000;
      while (!output.includes('Serena Trade is running') && Date.now() < deadline) {
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(output, output).toContain(`Serena Trade is running: http://localhost:${port}`);
      expect(output).toContain('demo@serenatrade.ie');

      const page = await fetch(`http://127.0.0.1:${port}/products`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');

      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({
          query: '{ products(limit: 3) { items { name price { amount } } } }',
        }),
      });
      const body = (await res.json()) as {
        data?: { products: { items: { name: string; price: unknown }[] } };
        errors?: unknown;
      };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      expect(body.data?.products.items.length).toBeGreaterThan(0);
      for (const item of body.data?.products.items ?? []) expect(item.price).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
