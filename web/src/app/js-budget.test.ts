/**
 * JavaScript budget (issue 12): the brotli size of each storefront route's initial JavaScript, read
 * from the production build in web/dist (`npm test` builds it before the suites; its manifest lists
 * every chunk). Deterministic: the same build always gives the same bytes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISSUE_TARGET, routeSizes } from '../../scripts/route-sizes.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(webDir, 'dist');
const built = existsSync(join(dist, '.vite', 'manifest.json'));
if (!built) console.warn('js-budget: web/dist has no build manifest; run `npm run build -w web`.');

/**
 * Ceilings enforced today, brotli bytes. Issue 12 asks for {@link ISSUE_TARGET} (150 KiB home, 200
 * KiB other routes); the shared entry (React DOM, React Router, Apollo Client, Chakra's runtime and
 * theme) is above that on its own, see the numbers in this test's output and the perf note. These
 * ceilings stop any regression while that work goes on; lower them as chunks shrink. They were set
 * at 256/325 KiB on the perf branch and moved to 260/330 KiB when the admin, retail (live status,
 * quick order) and architecture branches joined it: the shell grew by about 4 KiB brotli. Building
 * the Chakra system from `defaultBaseConfig` and only the recipes the app uses (theme.ts) took
 * about 10 KiB off every route (home 256.0 → 245.8, checkout 324.2 → 314.4), and loading the
 * toast machinery with the first toast (layout/app-toaster.tsx) 4.4 KiB more: 242/311 KiB. Then
 * the browser entry began loading the app in six stages, one task each (src/main.tsx), which took
 * Lighthouse's Total Blocking Time on / from about 490 ms to about 110 ms: the same code in 35 files
 * instead of 20 compresses 13-14 KiB worse (brotli of the home page's files concatenated: 240.6 KiB,
 * one by one: 254.5 KiB), so 255/324 KiB; splitting the route table stage into React Router, the
 * collections menu, the header, the frame and the table (the largest stage went from 37 to 10 ms)
 * made it 260.1/329.3 KiB: 261/330 KiB. Issue 22's checkout field "Your PO number" (its own
 * component, the client length check and the server's message) took /checkout from 329.9 to
 * 330.3 KiB: 261/331 KiB (home 260.6 → 260.8 KiB from the longer GraphQL documents). Issue 24's
 * company users (their GraphQL documents in the storefront's `graphql()` map, two lazy routes and
 * the user menu's entry) took home from 260.8 to 261.4 KiB: 262/331 KiB. Stop 34 (the staff role
 * table, signed-in SSR, the admin search's Kbd recipe in the shared theme): home 262.1, /checkout
 * 331.5 KiB: 263/332 KiB. Stop 35 (order approval at checkout, the Placed by filter, news titles and
 * dates on the home page, the shared quote thread): home 263.0, /checkout 332.5 KiB: 264/333 KiB.
 * Issue 24's saved lists (their documents in the storefront's graphql() map, two account routes,
 * the user menu's entry) took home to 263.7 and /checkout to 333.3 KiB: 264/334 KiB.
 * With issue 24's address book and whole purchase order reorder as well (the picker loads lazily),
 * both merged in stop 36: home 264.2, /checkout 334.5 KiB: 265/335 KiB. Most of each step is the
 * client preset's documents map (every GraphQL document of the storefront in the shared chunk).
 * Stop 37 (issue 29) builds with the client preset's babel optimizer (web/vite.config.ts): each
 * `graphql()` call imports its own document, so the map is gone from every route: home 264.2 →
 * 260.8, /checkout 334.5 → 331.1 KiB: 262/332 KiB. The same stop's merges (issue 24's live approval
 * notices in the header, the checkout's "save this address" fields, the progress recipe of the
 * admin's jobs page in the shared theme) took home to 262.0 and /checkout to 333.0 KiB: 263/334 KiB.
 * Stop 38: text typed before hydration handed to React (src/main.tsx) and the server-rendered /cart
 * (the cart store's normalizing split out, its cookie mirror loaded on demand): home 263.1,
 * /checkout 334.1 KiB: 264/335 KiB. The rest of stop 38 (issue 29: parts hydrated later, near the
 * viewport or when touched, lib/hydrate-later.tsx, which took Total Blocking Time down) took home to
 * 264.1 and /checkout to 335.0 KiB: 265/336 KiB.
 * Stop 40 (issue 29): each GraphQL document its own module (web/graphql-documents-plugin.ts), so the
 * shared chunk no longer holds every route's documents (124 KB less minified JavaScript to parse on
 * the home page, little in brotli: the documents compress well): home 264.6 → 261.6, /checkout
 * 335.4 → 332.6 KiB: 262/333 KiB.
 * Stop 43 (issue 29): each start-up stage imports the next (src/app/boot/), so the modules the
 * stages share stay in the first stage that needs them instead of 22 small files of their own:
 * the frame is 13 files instead of 35, home 42 → 20 files and 261.0 → 255.2 KiB, /checkout 332.1 →
 * 326.0 KiB: 256/327 KiB. The small parts 8 or more routes share made a stage of their own
 * (src/app/boot/9-shared.ts): /products/:id 43 -> 37 files, /orders 39 -> 31, home 20 -> 17 files
 * but 255.2 -> 258.6 KiB, /checkout 326.5 KiB: 259/327 KiB.
 * Stop 44 (issue 29): only the vendor prefixes the target browsers need (src/lib/css-prefixer.ts,
 * stylis' own prefixer beside Emotion's copy: +3.4 KB minified): home 259.3, /checkout 327.3 KiB,
 * for 26 KB less CSS in each server-rendered page (115 -> 89 KB on /products/1). The shared stage
 * also holds the parts under 1 KB three or more of the buyer's pages load (9-shared.ts): home 261.4
 * KiB, /checkout 328.5 KiB, for 5-7 fewer script files on each buyer's page: 262/329 KiB.
 * Stop 45 (issue 29): the product card as one styled root over plain elements (its picture,
 * price and stock line share their logic with ImageWithFallback, Price and StockStatus, which the
 * page frame still loads): home 261.5 -> 262.0 KiB for a third fewer React components hydrated on
 * the home page (922 -> 618 in its main content) and /products (741 -> 513): 263/329 KiB.
 * Stop 48 (issue 29): V8's compile hint on the first line of each chunk (web/compile-hints-plugin.ts,
 * 29 bytes, about 20 in brotli, per file): home 262.2 -> 262.5, /checkout 328.9 -> 329.2 KiB, for
 * the pages' functions compiled off the main thread: 263/330 KiB.
 */
const CEILING = { home: 263 * 1024, other: 330 * 1024 };

/**
 * Script files per page, the entry and its start-up stages included (stop 43, issue 29): each file
 * costs the browser a task of its own (about 1-3 ms on this machine, four times that in
 * Lighthouse's mobile run) whatever its size, so the count is held like the bytes. Frame (entry and
 * stages): 14 files; the route with the most, /products/:id: 37, then 30 (stop 44: 9-shared.ts).
 */
const MAX_FILES = { frame: 14, route: 30 };

describe.skipIf(!built)('initial JavaScript per storefront route (brotli)', () => {
  const report = built ? routeSizes(webDir, dist) : null;

  it('maps every route of the route table to a chunk and loads no admin code', () => {
    expect(report?.routes.length).toBeGreaterThan(20);
    expect(report?.routes.filter((r) => !r.found).map((r) => r.route)).toEqual([]);
    expect(report?.leaks).toEqual([]);
  });

  it('keeps the home page and every other route within their budgets', () => {
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const rows = report?.routes ?? [];
    console.log(
      rows.map((r) => `${r.route.padEnd(28)} ${kib(r.brotli).padStart(10)}`).join('\n'),
      `\nissue 12 target: home ${kib(ISSUE_TARGET.home)}, other ${kib(ISSUE_TARGET.other)}`,
    );
    const over = rows.filter(
      (r) => r.brotli > (r.route === '/' || r.route === '/home-2' ? CEILING.home : CEILING.other),
    );
    expect(over.map((r) => `${r.route}: ${kib(r.brotli)}`)).toEqual([]);
  });

  it('loads the page frame and every route in few script files', () => {
    expect(report?.entry.chunks).toBeLessThanOrEqual(MAX_FILES.frame);
    const over = (report?.routes ?? []).filter((r) => r.chunks > MAX_FILES.route);
    expect(over.map((r) => `${r.route}: ${r.chunks} files`)).toEqual([]);
  });
});

/**
 * Texts only graphql-js's executor and validation rules hold: the browser never executes or
 * validates GraphQL itself, so no chunk may carry them (issue 29: `import('graphql-ws')` took the
 * package's server half and with it all of graphql-js, 135 KB minified, into every signed-in page).
 */
const GRAPHQL_SERVER_TEXTS = ['Must provide document.', 'Unknown directive'];

describe.skipIf(!built)('JavaScript the browser never runs', () => {
  it("carries none of graphql-js's executor or validation in any chunk", () => {
    const assets = join(dist, 'assets');
    const carrying = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => {
        const code = readFileSync(join(assets, file), 'utf8');
        return GRAPHQL_SERVER_TEXTS.some((text) => code.includes(text));
      });
    expect(carrying).toEqual([]);
  });
});
