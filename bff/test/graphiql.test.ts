/**
 * Issue 28 "The schema as a product": GraphiQL served from node_modules outside production — a page
 * that loads nothing from another origin, its bundle, stylesheet and Monaco workers from the
 * package, its start script under the page's CSP — and nothing of it in production.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { GRAPHIQL_PATH, graphiqlDist } from '../src/graphiql.js';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream } from './helpers/fake-upstream.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GraphiQL (development only)', () => {
  it('serves the explorer and every file it loads from the page origin, none from elsewhere', async () => {
    app = await buildTestServer(createFakeUpstream(1), { NODE_ENV: 'development' });
    const page = await app.inject({ method: 'GET', url: GRAPHIQL_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual([
      '/graphiql/assets/graphiql.css',
      '/graphiql/assets/graphiql.js',
      '/graphiql/assets/start.js',
    ]);
    expect(page.body).not.toMatch(/https?:\/\//);
    // The CSP is the storefront's (scripts from 'self' only) plus Monaco's workers.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("worker-src 'self' blob:");

    const dist = graphiqlDist()!;
    const bundle = await app.inject({ method: 'GET', url: '/graphiql/assets/graphiql.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(bundle.rawPayload.equals(readFileSync(join(dist, 'yoga-graphiql.umd.js')))).toBe(true);
    const start = await app.inject({ method: 'GET', url: '/graphiql/assets/start.js' });
    expect(start.body).toContain("endpoint: '/graphql'");
    expect(start.body).not.toMatch(/https?:\/\//);
    for (const worker of ['editor', 'json', 'graphql']) {
      const res = await app.inject({ method: 'GET', url: `/graphiql/assets/${worker}.worker.js` });
      expect([worker, res.statusCode, res.body.length > 1000]).toEqual([worker, 200, true]);
    }
    const css = await app.inject({ method: 'GET', url: '/graphiql/assets/graphiql.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    for (const name of ['package.json', '__proto__', 'constructor', '..%2Fpackage.json']) {
      const res = await app.inject({ method: 'GET', url: `/graphiql/assets/${name}` });
      expect([name, res.statusCode]).toEqual([name, 404]);
    }
  });

  it('is not served in production', async () => {
    app = await buildTestServer(createFakeUpstream(1), { NODE_ENV: 'production' });
    const page = await app.inject({ method: 'GET', url: GRAPHIQL_PATH });
    expect(page.body).not.toContain('graphiql.js');
    const bundle = await app.inject({ method: 'GET', url: '/graphiql/assets/graphiql.js' });
    expect(bundle.statusCode).toBe(404);
  });
});
