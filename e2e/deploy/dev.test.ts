/**
 * `npm run dev` (issue 11): one command starts the api and the bff under `tsx watch` and the web
 * app on Vite's dev server with hot module reload; the page, GraphQL through Vite's proxy and both
 * services' /health answer; SIGTERM stops all three and frees their ports.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tcpAnswers } from '../cluster/topology.js';
import { freePort, repoRoot } from '../support/stack.js';

describe('npm run dev', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'serena-dev-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts api, bff and Vite with hot reload in one command, and stops them', async () => {
    const [apiPort, bffPort, webPort] = [await freePort(), await freePort(), await freePort()];
    const child = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        API_PORT: String(apiPort),
        PORT: String(bffPort),
        WEB_PORT: String(webPort),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const deadline = Date.now() + 150_000;
      while (!output.includes('[dev] Serena Trade (development)') && Date.now() < deadline) {
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(output, output).toContain(`http://localhost:${webPort}`);

      const web = `http://127.0.0.1:${webPort}`;
      const page = await fetch(`${web}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('id="root"');
      // Vite serves its hot-reload client, and the page loads it.
      expect(html).toContain('/@vite/client');
      expect((await fetch(`${web}/@vite/client`)).status).toBe(200);
      // GraphQL goes through Vite's proxy to the bff, which calls the api.
      const gql = await fetch(`${web}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ categories { id } }' }),
      });
      expect(gql.status).toBe(200);
      const body = (await gql.json()) as { data?: { categories: unknown[] } };
      expect(body.data?.categories.length).toBeGreaterThan(0);
      for (const port of [apiPort, bffPort]) {
        expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      }
      // Development logs are pino-pretty lines, not JSON.
      expect(output).toMatch(/\[api\] \[\d\d:\d\d:\d\d\] INFO/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    for (const port of [apiPort, bffPort, webPort]) {
      expect(await tcpAnswers('127.0.0.1', port)).toBe(false);
    }
  }, 180_000);
});
