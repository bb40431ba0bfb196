/** The bff serving the web app: SPA fallback, asset caching and 404s, the picture proxy, CSRF. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream } from './helpers/fake-upstream.js';

/** A 6 KB script, large enough to be worth compressing. */
const BIG_JS = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, k) => `row ${k}`))};`;

let dist: string;
let app: FastifyInstance | undefined;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'serena-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  // A built chunk with the .br / .gz siblings the web build writes (web/precompress-plugin.ts).
  writeFileSync(join(dist, 'assets', 'big-def456.js'), BIG_JS);
  writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS));
  writeFileSync(join(dist, 'assets', 'big-def456.js.map'), '{"version":3}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('with a built web app', () => {
  it.each([
    '/',
    '/products',
    '/products/12',
    '/category/kids beds',
    '/order-tracking/abc-123',
    '/no/such/page',
  ])('GET %s answers index.html with no-cache', async (url) => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist });
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('SPA');
  });

  it('serves hashed assets as immutable and other files without long caching', async () => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist });
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1)');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/missing-123.js', '/missing.css', '/products/logo.png'])(
    'answers 404 for the missing asset %s',
    async (url) => {
      app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist });
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('SPA');
    },
  );

  it('does not answer index.html for POSTs to unknown paths', async () => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist });
    const res = await app.inject({ method: 'POST', url: '/products', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('without a built web app', () => {
  it('GET / explains that the web app is not built', async () => {
    app = await buildTestServer(createFakeUpstream(1));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('The web app is not built');
  });
});

describe('picture proxy', () => {
  it('streams /images/* and /category-images/* from the api with its headers', async () => {
    const upstream = createFakeUpstream(1);
    app = await buildTestServer(upstream, { WEB_DIST: dist });
    for (const url of ['/images/p1.jpg', '/category-images/kids%20beds.jpg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toBe('JPEG');
    }
    expect(upstream.calls).toEqual(['getAsset', 'getAsset']);
  });

  it('passes the api status of a missing picture and refuses path traversal', async () => {
    const upstream = createFakeUpstream(1);
    app = await buildTestServer(upstream, { WEB_DIST: dist });
    expect((await app.inject({ method: 'GET', url: '/images/missing.jpg' })).statusCode).toBe(404);
    const traversal = await app.inject({
      method: 'GET',
      url: '/images/..%2F..%2Fapi%2Fadmin%2Fnews',
    });
    expect(traversal.statusCode).toBe(404);
    expect(upstream.calls).toEqual(['getAsset']);
  });
});

describe('CSRF prevention and query limits', () => {
  it('refuses a GET query and a text/plain POST without a preflight header', async () => {
    const upstream = createFakeUpstream(1);
    app = await buildTestServer(upstream);
    const get = await app.inject({ method: 'GET', url: '/graphql?query=%7Bsizes%7Bid%7D%7D' });
    expect(get.statusCode).toBe(400);
    expect(get.body).toContain('Cross-Site Request Forgery');
    const post = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: '{ sizes { id } }' }),
    });
    expect(post.statusCode).toBe(400);
    expect(post.body).toContain('Cross-Site Request Forgery');
    expect(upstream.calls).toEqual([]);
  });

  it('accepts a GET query with the apollo-require-preflight header', async () => {
    app = await buildTestServer(createFakeUpstream(1));
    const res = await app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bsizes%7Bid%7D%7D',
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sizes: [{ id: '13' }, { id: '14' }] } });
  });

  it('refuses too deep queries, too many aliases and hides field suggestions', async () => {
    const upstream = createFakeUpstream(1);
    app = await buildTestServer(upstream);
    const post = (query: string) =>
      app!.inject({ method: 'POST', url: '/graphql', payload: { query } });
    let nested = 'id';
    for (let i = 0; i < 12; i++) nested = `relatedProducts { ${nested} }`;
    const deep = await post(`{ product(id: "1") { ${nested} } }`);
    expect(deep.statusCode).toBe(400);
    expect(deep.body).toMatch(/depth limit/i);
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: sizes { id }`).join(' ');
    const many = await post(`{ ${aliases} }`);
    expect(many.statusCode).toBe(400);
    expect(many.body).toMatch(/aliases/i);
    const typo = await post('{ sizez { id } }');
    expect(typo.statusCode).toBe(400);
    expect(typo.body).not.toContain('Did you mean');
    expect(upstream.calls).toEqual([]);
  });

  it('offers introspection outside production and refuses it in production', async () => {
    app = await buildTestServer(createFakeUpstream(1));
    const query = '{ __schema { queryType { name } } }';
    const dev = await app.inject({ method: 'POST', url: '/graphql', payload: { query } });
    expect(dev.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    await app.close();
    app = await buildTestServer(createFakeUpstream(1), { NODE_ENV: 'production' });
    const prod = await app.inject({ method: 'POST', url: '/graphql', payload: { query } });
    expect(prod.statusCode).toBe(400);
    expect(prod.body).toMatch(/introspection/i);
  });
});

describe('compression (issue 12)', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)("serves the build's pre-compressed %s file with Vary", async (encoding, decode) => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist });
    const res = await app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': `${encoding}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload).toString()).toBe(BIG_JS);
  });

  it('prefers brotli and sends the plain file to a client that accepts no encoding', async () => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist });
    const both = await app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(BIG_JS);
  });

  it('never serves source maps', async () => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST: dist });
    const res = await app.inject({ method: 'GET', url: '/assets/big-def456.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('version');
  });

  it('compresses GraphQL answers over 1 KiB, not smaller ones, with Vary', async () => {
    app = await buildTestServer(createFakeUpstream(60));
    const query = '{ products(limit: 50) { items { id name } } }';
    const big = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/);
    const decoded = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as {
      data: { products: { items: unknown[] } };
    };
    expect(decoded.data.products.items).toHaveLength(50);
    expect(big.rawPayload.length).toBeLessThan(brotliDecompressSync(big.rawPayload).length / 3);
    const small = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __typename }' },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
