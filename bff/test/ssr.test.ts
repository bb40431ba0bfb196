/**
 * Server rendering of the public pages (issue 12, first paint) with the real web build
 * (`npm run build -w web` writes web/dist and web/dist/server; `npm test` builds before this suite)
 * and a fake upstream: a visitor's `/` and `/products` arrive with their content, Chakra's styles
 * and the Apollo state; a signed-in request gets its own page, private (issue 29, see also
 * ssr-signed-in.test.ts); a visitor's rendered pages are reused.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APOLLO_STATE_ID, SSR_ENTRY } from '@serena/domain';
import { chunkFiles, jsonForScript } from '../src/ssr.js';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream } from './helpers/fake-upstream.js';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

let app: FastifyInstance | undefined;

beforeAll(() => {
  if (!existsSync(`${WEB_DIST}/${SSR_ENTRY}`)) {
    throw new Error(`No server entry in ${WEB_DIST}: run \`npm run build -w web\` first`);
  }
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The `#root` element's HTML of a page. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${APOLLO_STATE_ID}">`);
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

/** The Apollo state a page carries, parsed. */
function apolloStateOf(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${APOLLO_STATE_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no Apollo state in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

// The first render of a process loads the server entry and the route modules: give it time.
describe('server-rendered public pages', { timeout: 30_000 }, () => {
  it('GET / for a visitor has the hero, the home products and Chakra styles in the HTML', async () => {
    app = await buildTestServer(createFakeUpstream(6), { WEB_DIST });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const root = rootOf(res.body);
    expect(root).toContain('Furniture wholesale for Irish retailers');
    expect(root).toContain('Apply for Trade Account');
    expect(root).toContain('Bed 1');
    // Chakra's styles in <head>, the classes they define used in the page, each marked so the
    // browser's Emotion cache adopts it where it is: a global one `data-s` (Emotion's "in place"),
    // the components' all in one, marked data-ssr-emotion with all their names
    // (lib/emotion-cache.ts), none left as Emotion's own.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<style data-s="" data-emotion="css-global [^"]+">/);
    const styleTags = head.match(/<style\b[^>]*>/g) ?? [];
    const components = styleTags.filter((tag) => tag.includes('data-ssr-emotion="css '));
    expect(components).toHaveLength(1);
    expect(components[0]?.split(' ').length).toBeGreaterThan(20);
    expect(
      styleTags.every((tag) => tag.includes('data-s=""') || tag.includes('data-ssr-emotion="css ')),
    ).toBe(true);
    const heading = /<h1 id="home-hero-heading" class="[^"]*\b(css-[a-z0-9]+)"/.exec(root)?.[1];
    expect(heading).toBeDefined();
    expect(head).toContain(`.${heading}{`);
    // No inline script (the CSP is script-src 'self'): only the JSON state and the module scripts.
    for (const tag of res.body.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag).toMatch(/type="application\/json"|\ssrc="/);
    }
    expect(JSON.stringify(apolloStateOf(res.body))).toContain('Bed 1');
  });

  it('GET /products for a visitor lists the products, the first picture preloaded at high priority', async () => {
    app = await buildTestServer(createFakeUpstream(6), { WEB_DIST });
    const res = await app.inject({ method: 'GET', url: '/products' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('All Products');
    expect(root).toContain('Bed 1');
    expect(root).toContain('Mattress 2');
    expect(root).toMatch(/<img [^>]*fetchpriority="high"[^>]*width="\d+" height="\d+"/i);
    const preload = /<link rel="preload" as="image" fetchpriority="high" href="[^"]+"[^>]*>/.exec(
      res.body,
    )?.[0];
    expect(preload).toBeDefined();
    expect(preload).not.toContain('&amp;amp;');
    // After the charset (first) and the viewport declaration: a phone's preload scanner sizes the
    // picture against the viewport it knows, 980 px wide before that declaration.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head.indexOf('<meta charset')).toBeLessThan(head.indexOf(preload!));
    expect(head.indexOf('name="viewport"')).toBeGreaterThan(0);
    expect(head.indexOf('name="viewport"')).toBeLessThan(head.indexOf(preload!));
    // No script is preloaded before the first paint: the route's chunks are listed for the
    // browser entry, which preloads them once the page has painted (web/src/main.tsx).
    expect(res.body).not.toContain('rel="modulepreload"');
    const chunks = /<script type="application\/json" id="__ROUTE_CHUNKS__">([^<]*)<\/script>/.exec(
      res.body,
    );
    const listed = JSON.parse(chunks?.[1] ?? '[]') as string[];
    expect(listed).toContainEqual(expect.stringMatching(/^assets\/products-/));
    // The filters drawer's code loads when the drawer is first opened, not with the page.
    expect(listed).not.toContainEqual(expect.stringMatching(/filter-drawer-panel/));
    // Visitors never see prices (spec §1): none in the rendered data.
    const state = JSON.stringify(apolloStateOf(res.body));
    expect(state).not.toMatch(/"(amount|cents|price)":\s*\d/i);
  });

  it('a signed-in request gets its own page, private and never the stored one (issue 29)', async () => {
    const upstream = createFakeUpstream(6);
    app = await buildTestServer(upstream, { WEB_DIST });
    const visitor = await app.inject({ method: 'GET', url: '/products' });
    expect(visitor.body).toContain('Bed 1');
    for (const headers of [{ cookie: 'authToken=some.jwt.token' }, { authorization: 'Bearer x' }]) {
      const callsBefore = upstream.calls.length;
      const res = await app.inject({ method: 'GET', url: '/products', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(rootOf(res.body)).toContain('Bed 1');
      // Rendered for this request with its token, not read from the visitors' page store.
      expect(upstream.calls.length).toBeGreaterThan(callsBefore);
      expect(res.body).not.toBe(visitor.body);
    }
    // The visitor's stored page is still the visitor's.
    const again = await app.inject({ method: 'GET', url: '/products' });
    expect(again.body).toBe(visitor.body);
  });

  it('reuses a rendered page from the public cache (no upstream calls the second time)', async () => {
    const upstream = createFakeUpstream(6);
    app = await buildTestServer(upstream, { WEB_DIST });
    const first = await app.inject({ method: 'GET', url: '/products' });
    const callsAfterFirst = upstream.calls.length;
    expect(callsAfterFirst).toBeGreaterThan(0);
    const second = await app.inject({ method: 'GET', url: '/products' });
    expect(second.body).toBe(first.body);
    expect(upstream.calls.length).toBe(callsAfterFirst);
  });

  it('renders and stores a page once for URLs that differ only in parameters it does not read', async () => {
    const upstream = createFakeUpstream(6);
    app = await buildTestServer(upstream, { WEB_DIST });
    const first = await app.inject({ method: 'GET', url: '/products?sort=name&utm_source=mail' });
    expect(first.statusCode).toBe(200);
    const callsAfterFirst = upstream.calls.length;
    expect(callsAfterFirst).toBeGreaterThan(0);
    for (const url of ['/products?fbclid=1&sort=name', '/products?sort=name&x=' + 'y'.repeat(50)]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe(rootOf(first.body));
    }
    expect(upstream.calls.length).toBe(callsAfterFirst);
    // A parameter the list reads is another page.
    await app.inject({ method: 'GET', url: '/products?sort=name&page=2' });
    expect(upstream.calls.length).toBeGreaterThan(callsAfterFirst);
  });

  it('routes behind a sign-in and the admin console stay client-rendered', async () => {
    app = await buildTestServer(createFakeUpstream(6), { WEB_DIST });
    for (const url of ['/cart', '/checkout', '/account/account-info', '/admin', '/signin']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('never serves the server build as a file', async () => {
    app = await buildTestServer(createFakeUpstream(1), { WEB_DIST });
    const res = await app.inject({ method: 'GET', url: `/${SSR_ENTRY}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment', () => {
    const text = jsonForScript({ html: '</script><!-- & <b>' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ html: '</script><!-- & <b>' });
  });
});

describe('chunkFiles (issue 29)', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    'src/route.tsx': {
      file: 'assets/route.js',
      imports: ['_shared.js', '_react.js'],
      dynamicImports: ['src/block.tsx', 'src/drawer.tsx'],
    },
    'src/block.tsx': { file: 'assets/block.js', imports: ['_shared.js'] },
    'src/drawer.tsx': { file: 'assets/drawer.js' },
  };

  it("lists a route's files and their static imports, less the entry's, and only the lazy modules it names", () => {
    expect(chunkFiles(manifest, ['src/route.tsx'])).toEqual([
      'assets/route.js',
      'assets/shared.js',
    ]);
    expect(chunkFiles(manifest, ['src/route.tsx', 'src/block.tsx'])).toEqual([
      'assets/route.js',
      'assets/shared.js',
      'assets/block.js',
    ]);
    expect(chunkFiles(manifest, ['src/missing.tsx'])).toEqual([]);
  });
});
