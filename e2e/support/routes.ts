import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { DEMO_CUSTOMER } from './sign-in.js';

/** Who is browsing: a signed-out visitor or the signed-in demo customer. */
export type SessionState = 'visitor' | 'customer';

/** Both session states, visitor first. */
export const SESSION_STATES: readonly SessionState[] = ['visitor', 'customer'];

/** What one route shows in one session state. */
export interface RouteOutcome {
  /** Where the page ends up (pathname + search); the route's own path when absent (no redirect). */
  finalPath?: string;
  /** The page's one h1, word for word from the spec (a RegExp where the text is data). */
  heading: string | RegExp;
  /** Further texts that must be visible (substring match). */
  texts?: readonly string[];
}

/** One row of spec §2's route table with what it must render for a visitor and a customer. */
export interface RouteCase {
  /** Path + query as typed into the address bar. */
  path: string;
  visitor: RouteOutcome;
  customer: RouteOutcome;
  /**
   * Failed requests this route provokes on purpose (matched against "METHOD url -> status"); every
   * other failed request fails the check.
   */
  provokedFailures?: readonly RegExp[];
}

/** Spec §2 Not-found page heading. */
export const NOT_FOUND_HEADING = "THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.";
/** Spec §2 Account screens: sign-in heading. */
const SIGN_IN_HEADING = 'Trade Sign In';
/** The home hero's h1. */
const HOME_HEADING = 'Furniture wholesale for Irish retailers';
/** Spec §2 Track page / §8: unknown tracking ID. */
const ORDER_NOT_FOUND = 'Order Not Found';

const notFound: RouteOutcome = { heading: NOT_FOUND_HEADING, texts: ['Return Home Page'] };
const visitorHome: RouteOutcome = {
  heading: HOME_HEADING,
  texts: ['Apply for Trade Account', 'Trade Sign In'],
};
const customerHome: RouteOutcome = {
  heading: HOME_HEADING,
  texts: [`Welcome back, ${DEMO_CUSTOMER.firstName}.`],
};
/** A signed-in customer on a visitors-only screen is sent to / (no page to go back to). */
const sentHome: RouteOutcome = { ...customerHome, finalPath: '/' };
/** A visitor on a protected route is sent to /signin (spec §2). */
const sentToSignIn: RouteOutcome = {
  finalPath: '/signin',
  heading: SIGN_IN_HEADING,
  texts: ['Forgot Password?'],
};
const same = (outcome: RouteOutcome) => ({ visitor: outcome, customer: outcome });

/** Every route of spec §2's route table, plus the trailing-slash and unknown-path cases. */
export const ROUTES: readonly RouteCase[] = [
  { path: '/', visitor: visitorHome, customer: customerHome },
  { path: '/home-2', visitor: visitorHome, customer: customerHome },
  { path: '/signin', visitor: { heading: SIGN_IN_HEADING }, customer: sentHome },
  { path: '/login', visitor: { heading: SIGN_IN_HEADING }, customer: sentHome },
  { path: '/signup', visitor: { heading: 'Apply For Trade Account' }, customer: sentHome },
  { path: '/forget-password', visitor: { heading: 'Forgot Password' }, customer: sentHome },
  { path: '/forgot-pass', visitor: { heading: 'Forgot Password' }, customer: sentHome },
  {
    path: '/reset-password',
    ...same({
      heading: 'Reset Password',
      texts: ['Invalid or expired reset link. Please request a new password reset.'],
    }),
  },
  {
    path: '/reset-password?token=x',
    ...same({ heading: 'Reset Password', texts: ['New Password', 'Confirm Password'] }),
  },
  { path: '/story', ...same({ heading: 'Our Story', texts: ['Integrity', 'Innovation'] }) },
  { path: '/contact', ...same({ heading: 'Contact Us', texts: ['Ashbourne'] }) },
  { path: '/contracts', ...same({ heading: 'Contract Furniture' }) },
  { path: '/privacy-policy', ...same({ heading: 'Privacy Notice' }) },
  { path: '/cookies-policy', ...same({ heading: 'Cookies Policy' }) },
  { path: '/return-policy', ...same({ heading: 'Return Policy', texts: ['30 days'] }) },
  { path: '/terms-and-conditions', ...same({ heading: 'Terms and Conditions' }) },
  {
    path: '/products',
    visitor: { heading: 'All Products', texts: ['All items'] },
    customer: { heading: 'All Products', texts: ['All items', '€'] },
  },
  {
    path: '/products/1',
    visitor: { heading: /Bed/, texts: ['Lead time: 2 to 4 weeks', 'Description'] },
    customer: { heading: /Bed/, texts: ['Lead time: 2 to 4 weeks', 'Description', '€'] },
  },
  { path: '/products/', ...same(notFound) },
  { path: '/category/beds', ...same({ heading: 'Beds', texts: ['Lead time: 2 to 4 weeks'] }) },
  { path: '/category/kids%20beds', ...same({ heading: 'Kids Beds' }) },
  { path: '/category/nope', ...same(notFound) },
  { path: '/track', ...same({ heading: 'Track Your Order' }) },
  { path: '/order-tracking/UNKNOWN', ...same({ heading: ORDER_NOT_FOUND }) },
  { path: '/cart', visitor: sentToSignIn, customer: { heading: 'Shopping Cart' } },
  { path: '/checkout', visitor: sentToSignIn, customer: { heading: 'Checkout' } },
  { path: '/quick-order', visitor: sentToSignIn, customer: { heading: 'Quick order' } },
  {
    path: '/orders',
    visitor: { heading: 'My Orders', texts: ['Please log in to view your orders'] },
    customer: { heading: 'My Orders', texts: ['Available credit', 'Active', 'Delivered'] },
  },
  { path: '/orders/UNKNOWN', visitor: sentToSignIn, customer: { heading: ORDER_NOT_FOUND } },
  {
    path: '/account/account-info',
    visitor: sentToSignIn,
    customer: { heading: 'Account Information' },
  },
  {
    path: '/account/account-password',
    visitor: sentToSignIn,
    customer: { heading: 'Update Password' },
  },
  // Issue 24: the demo customer is their company's admin and account holder.
  {
    path: '/account/company-users',
    visitor: sentToSignIn,
    customer: { heading: 'Company users', texts: ['Invite a user', 'Send invitation'] },
  },
  // Issue 24: saved lists (the demo customer's own and those shared in the company).
  {
    path: '/account/saved-lists',
    visitor: sentToSignIn,
    customer: { heading: 'Saved lists', texts: ['New list', 'Create list'] },
  },
  {
    path: '/account/addresses',
    visitor: sentToSignIn,
    customer: { heading: 'Address book', texts: ['Add an address', 'Eircode'] },
  },
  {
    path: '/accept-invitation',
    ...same({
      heading: 'Accept invitation',
      texts: ['Invalid or expired invitation link. Please ask your company administrator'],
    }),
  },
  { path: '/some/unknown/path', ...same(notFound) },
];

/** Console errors and failed requests a page produced since the last `reset()`. */
export interface PageWatch {
  /** Console errors and uncaught page errors. */
  consoleErrors: string[];
  /** Requests that failed ("METHOD url: error") or answered >= 400 ("METHOD url -> status"). */
  failedRequests: string[];
  /** Content-Security-Policy violations the page reported (issue 13: the app runs under its CSP). */
  cspViolations: string[];
  /** The Content-Security-Policy header of the last document the page loaded. */
  documentCsp: string | undefined;
  /** Every console message and failure, in order, for the failure artefacts. */
  log: string[];
  /** Requests still in flight. */
  inflight: Set<Request>;
  /** Forgets what was recorded so far (in-flight requests stay tracked). */
  reset(): void;
}

/**
 * Records console errors, page errors, failed requests and HTTP errors on `page`. An image or
 * script request the browser cancelled (net::ERR_ABORTED: the page navigated away, or a preload was
 * dropped) is not a failure.
 */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = {
    consoleErrors: [],
    failedRequests: [],
    cspViolations: [],
    documentCsp: undefined,
    log: [],
    inflight: new Set(),
    reset() {
      watch.consoleErrors.length = 0;
      watch.cspViolations.length = 0;
      watch.failedRequests.length = 0;
      watch.log.length = 0;
    },
  };
  // Every violation (blocked or report-only) reaches the console through this listener.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    watch.log.push(`console.${msg.type()}: ${msg.text()}`);
    if (msg.type() === 'error') watch.consoleErrors.push(msg.text());
    if (/CSP violation|Content Security Policy/.test(msg.text())) {
      watch.cspViolations.push(msg.text());
    }
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.frame() === page.mainFrame()) {
      watch.documentCsp = response.headers()['content-security-policy'];
    }
  });
  page.on('pageerror', (error) => {
    watch.log.push(`pageerror: ${error.stack ?? error.message}`);
    watch.consoleErrors.push(error.message);
  });
  page.on('request', (request) => watch.inflight.add(request));
  page.on('requestfinished', (request) => {
    watch.inflight.delete(request);
    void request.response().then((response) => {
      if (response && response.status() >= 400) {
        const line = `${request.method()} ${request.url()} -> ${response.status()}`;
        watch.log.push(`http: ${line}`);
        watch.failedRequests.push(line);
      }
    });
  });
  page.on('requestfailed', (request) => {
    watch.inflight.delete(request);
    const errorText = request.failure()?.errorText ?? 'failed';
    const line = `${request.method()} ${request.url()}: ${errorText}`;
    watch.log.push(`requestfailed: ${line} (${request.resourceType()})`);
    // Cancelled by the browser (the page moved on, or a server-rendered page's modulepreload was
    // dropped): not a failure. A missing file answers 404, a refused one another net:: error.
    const aborted = ['image', 'script', 'other'].includes(request.resourceType());
    if (!(aborted && errorText === 'net::ERR_ABORTED')) watch.failedRequests.push(line);
  });
  return watch;
}

/**
 * Third-party hosts the storefront embeds on purpose: the OpenStreetMap frame of the Contact page
 * (spec §2 Contact section: "an embedded map").
 */
export const EMBEDDED_THIRD_PARTY_HOSTS: readonly string[] = ['www.openstreetmap.org'];

/**
 * Keeps `context` on loopback (this machine has no outside network, and tests make no external
 * fetches): a request to an embedded third-party host gets a small blank page instead, and any
 * other non-loopback request is aborted, so it shows up as a failed request and fails the check.
 */
export async function keepOnLoopback(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:',
    async (route) => {
      const { hostname } = new URL(route.request().url());
      if (EMBEDDED_THIRD_PARTY_HOSTS.includes(hostname)) {
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Map</title><body></body></html>',
        });
      } else {
        await route.abort('blockedbyclient');
      }
    },
  );
}

/** The pathname + search of a URL, the form `RouteOutcome.finalPath` uses. */
export function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

// 30 s: a route that renders in under a second alone can take over 15 s on a loaded 2-core machine.
const POLL = { timeout: 30_000, interval: 100 } as const;

/**
 * True once the storefront's page has hydrated (`<html data-hydrated>`, set by the app frame):
 * on a busy machine the network can be quiet while the page's code still runs, and a click or a
 * keystroke then would race React. The admin console has no such mark.
 */
async function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.documentElement.dataset.hydrated === 'true' ||
      location.pathname.startsWith('/admin'),
  );
}

/**
 * Waits until the route-change overlay (spec §2: 500 ms on each route change) is gone and no
 * request has been in flight for 250 ms, on a hydrated page. Throws after 30 s.
 */
export async function settle(page: Page, watch: PageWatch, expect: ExpectStatic): Promise<void> {
  const overlay = page.getByTestId('route-loading-overlay');
  let quietSince = 0;
  await expect
    .poll(async () => {
      const busy =
        watch.inflight.size > 0 || (await overlay.count()) > 0 || !(await hydrated(page));
      if (busy) quietSince = 0;
      else quietSince ||= Date.now();
      return quietSince > 0 && Date.now() - quietSince >= 250;
    }, POLL)
    .toBe(true);
}

/**
 * Opens `route` in `page` and waits until it shows the outcome for `state`: the final path (after
 * any redirect), exactly one h1 with the expected text, each expected text visible, then a settled
 * page. Throws (an assertion error) when any of that does not happen within 15 s. Pass the test
 * context's `expect`, so the checks belong to the right test when tests run concurrently.
 */
export async function openRoute(
  page: Page,
  watch: PageWatch,
  baseUrl: string,
  route: RouteCase,
  state: SessionState,
  expect: ExpectStatic,
): Promise<void> {
  const outcome = route[state];
  await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'domcontentloaded' });
  const finalPath = outcome.finalPath ?? route.path;
  await expect.poll(() => pathOf(page.url()), POLL).toBe(finalPath);
  const headings = page.locator('h1');
  await expect
    .poll(async () => {
      const texts = await headings.allInnerTexts();
      return texts.length === 1 ? texts[0]?.trim() : `${texts.length} h1: ${texts.join(' | ')}`;
    }, POLL)
    .toMatch(
      typeof outcome.heading === 'string'
        ? new RegExp(`^${outcome.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i')
        : outcome.heading,
    );
  for (const text of outcome.texts ?? []) {
    await expect
      .poll(() => page.getByText(text).filter({ visible: true }).count(), {
        ...POLL,
        message: `visible text "${text}"`,
      })
      .toBeGreaterThan(0);
  }
  await settle(page, watch, expect);
  expect(pathOf(page.url())).toBe(finalPath);
}

/** The failed requests of `watch` that `route` does not provoke on purpose. */
export function unexpectedFailures(watch: PageWatch, route: RouteCase): string[] {
  const provoked = route.provokedFailures ?? [];
  return watch.failedRequests.filter((line) => !provoked.some((re) => re.test(line)));
}

/** A file-name-safe slug of a route path, e.g. "/category/kids%20beds" -> "category-kids-20beds". */
export function slugOf(path: string): string {
  return path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
}

/**
 * Writes a screenshot and the page's console log to e2e/artifacts/{name}.png / .log (ignored by
 * git). Never throws: a failing artefact must not hide the test's own error.
 */
export async function saveFailureArtifacts(
  page: Page,
  watch: PageWatch,
  name: string,
): Promise<void> {
  const dir = new URL('../artifacts', import.meta.url).pathname;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${name}.log`),
      [`url: ${page.url()}`, ...watch.log].join('\n') + '\n',
      'utf8',
    );
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false, timeout: 10_000 });
  } catch (error) {
    console.warn(`could not save artefacts for ${name}:`, error);
  }
}
