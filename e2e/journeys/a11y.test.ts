import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import {
  checkAccessibility,
  describeFinding,
  KNOWN_VIOLATIONS_IN_OTHER_FEATURES,
  type AxeFinding,
} from '../support/axe.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import {
  keepOnLoopback,
  openRoute,
  ROUTES,
  saveFailureArtifacts,
  SESSION_STATES,
  slugOf,
  watchPage,
  type PageWatch,
  unexpectedFailures,
  type SessionState,
} from '../support/routes.js';
import { signIn } from '../support/sign-in.js';

/** Routes also checked with axe at 375 px (the busiest layouts on a phone). */
const MOBILE_PATHS = ['/', '/products', '/products/1'];

/**
 * Every route of spec §2, as a visitor and as the signed-in demo customer, at 1280 and 375 px
 * (issue "Quality gates"), in one pass per page load:
 * - it renders its own content (or the spec's redirect), with no console error, no
 *   Content-Security-Policy violation and no failed request;
 * - axe-core with the WCAG 2.0/2.1 A + AA rules finds no serious or critical violation (every route
 *   at 1280 px; the home, product list and a bed's page at 375 px), unless it is on the allow-list
 *   of known findings (support/axe.ts);
 * - dialogs, the drawer and menus keep and give back focus.
 * One browser for the file and one context per state × width (the four run side by side, each
 * visiting the routes in order); on failure a screenshot and the console log go to e2e/artifacts/.
 * (This file took over routes.test.ts: both opened every route, 565 s together in CI.)
 */
describe('every route renders its own content and passes axe (WCAG 2.1 A + AA)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const checked: string[] = [];
  let overlayChecks = 0;
  let rendered = 0;
  const allFindings: { check: string; finding: AxeFinding }[] = [];
  const knownSeen = new Set<string>();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    const byRule = new Map<string, number>();
    const groups = new Map<string, { finding: AxeFinding; checks: Set<string> }>();
    for (const { check, finding } of allFindings) {
      const rule = `${finding.rule} (${finding.impact})`;
      byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
      const key = `${rule} ${finding.target.replace(/:nth-child\(\d+\)/g, '')}`;
      const group = groups.get(key) ?? { finding, checks: new Set<string>() };
      group.checks.add(check);
      groups.set(key, group);
    }
    const lines = [
      `axe summary: ${checked.length} checks run (${ROUTES.length} routes × ${SESSION_STATES.length} states at 1280 px, ${MOBILE_PATHS.length} routes × ${SESSION_STATES.length} states at 375 px, ${overlayChecks} open overlays); ${rendered} route loads checked for content, CSP, console and requests`,
      `violations by rule (failing elements, all impacts): ${
        byRule.size === 0
          ? 'none'
          : [...byRule.entries()].map(([rule, count]) => `${rule}: ${count}`).join(', ')
      }`,
      `allow-listed known findings seen: ${knownSeen.size} of ${KNOWN_VIOLATIONS_IN_OTHER_FEATURES.length}`,
      ...[...groups.values()].map(
        ({ finding, checks }) =>
          `  ${describeFinding(finding)}\n    on ${checks.size} checks: ${[...checks].join(', ')}`,
      ),
    ];
    console.log(lines.join('\n'));
  });

  const cases = SESSION_STATES.flatMap((state) =>
    (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map((size) => ({ state, size })),
  );

  for (const { state, size } of cases) {
    const viewport = VIEWPORTS[size];
    // The state × width runs go side by side (own context each); routes run in order inside.
    describe.concurrent(`${state} at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      let watch: PageWatch;

      beforeAll(async () => {
        context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
        await keepOnLoopback(context);
        if (state === 'customer') await signIn(context, baseUrl);
        page = await context.newPage();
        watch = watchPage(page);
      });
      afterAll(async () => {
        await context?.close();
      });

      for (const route of ROUTES) {
        const axe = size === 'desktop' || MOBILE_PATHS.includes(route.path);
        it.sequential(route.path, async ({ expect }) => {
          const check = `${route.path} (${state}, ${viewport.width} px)`;
          watch.reset();
          try {
            await openRoute(page, watch, baseUrl, route, state, expect);
            expect(watch.documentCsp, 'CSP header').toContain("script-src 'self'");
            expect(watch.cspViolations, 'CSP violations').toEqual([]);
            expect(watch.consoleErrors, 'console errors').toEqual([]);
            expect(unexpectedFailures(watch, route), 'failed requests').toEqual([]);
            rendered += 1;
            if (!axe) return;
            const report = await checkAccessibility(page, route.path, state);
            checked.push(check);
            allFindings.push(...report.findings.map((finding) => ({ check, finding })));
            for (const finding of report.known) knownSeen.add(`${finding.rule} ${finding.target}`);
            expect(report.blocking.map(describeFinding), 'serious or critical violations').toEqual(
              [],
            );
          } catch (error) {
            await saveFailureArtifacts(
              page,
              watch,
              `routes-${state}-${size}-${slugOf(route.path)}`,
            );
            throw error;
          }
        });
      }
    });
  }
  /** Dialogs, the drawer and menus: axe with them open, focus kept inside, focus given back. */
  describe.concurrent('overlays', () => {
    const overlays: {
      name: string;
      state: SessionState;
      size: keyof typeof VIEWPORTS;
      open: (page: Page) => Promise<void>;
      trigger: (page: Page) => ReturnType<Page['getByRole']>;
      container: string;
      trapsFocus: boolean;
    }[] = [
      {
        name: 'Request A Callback dialog',
        state: 'visitor',
        size: 'desktop',
        trigger: (page) => page.getByRole('button', { name: 'Request a Callback' }),
        open: (page) => page.getByRole('button', { name: 'Request a Callback' }).click(),
        container: '[role="dialog"]',
        trapsFocus: true,
      },
      {
        name: 'mobile menu drawer',
        state: 'visitor',
        size: 'mobile',
        trigger: (page) => page.getByRole('button', { name: 'Open menu' }),
        open: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
        container: '[role="dialog"]',
        trapsFocus: true,
      },
      {
        name: 'user menu',
        state: 'customer',
        size: 'desktop',
        trigger: (page) => page.getByRole('button', { name: /^Account menu of / }),
        open: (page) => page.getByRole('button', { name: /^Account menu of / }).click(),
        container: '[role="menu"]',
        trapsFocus: false,
      },
    ];
    const story = ROUTES.find((r) => r.path === '/story');

    for (const overlay of overlays) {
      it.sequential(
        `${overlay.name} (${overlay.state}, ${VIEWPORTS[overlay.size].width} px)`,
        async ({ expect }) => {
          if (!story) throw new Error('/story is missing from ROUTES');
          const check = `${overlay.name} (${overlay.state}, ${VIEWPORTS[overlay.size].width} px)`;
          const context = await browser.newContext({
            viewport: VIEWPORTS[overlay.size],
            reducedMotion: 'reduce',
          });
          await keepOnLoopback(context);
          if (overlay.state === 'customer') await signIn(context, baseUrl);
          const page = await context.newPage();
          const watch = watchPage(page);
          try {
            await openRoute(page, watch, baseUrl, story, overlay.state, expect);
            await overlay.open(page);
            const container = page.locator(overlay.container).filter({ visible: true });
            const holdsFocus = async () =>
              (await page.locator(`${overlay.container}:focus-within`).count()) > 0;
            await expect.poll(() => container.count(), { timeout: 10_000 }).toBe(1);
            // Focus moves into the overlay when it opens.
            await expect.poll(holdsFocus, { timeout: 5_000 }).toBe(true);
            const report = await checkAccessibility(page, '/story', overlay.state);
            checked.push(check);
            overlayChecks += 1;
            allFindings.push(...report.findings.map((finding) => ({ check, finding })));
            expect(report.blocking.map(describeFinding), 'serious or critical violations').toEqual(
              [],
            );
            if (overlay.trapsFocus) {
              // Tab and Shift+Tab never leave a modal (WCAG 2.4.3 focus order, 2.1.2 no trap out).
              for (const key of [
                ...Array<string>(12).fill('Tab'),
                ...Array<string>(4).fill('Shift+Tab'),
              ]) {
                await page.keyboard.press(key);
                expect(await holdsFocus(), `focus after ${key}`).toBe(true);
              }
            }
            await page.keyboard.press('Escape');
            await expect.poll(() => container.count(), { timeout: 5_000 }).toBe(0);
            // Focus returns to the control that opened the overlay.
            await expect
              .poll(() => overlay.trigger(page).and(page.locator(':focus')).count(), {
                timeout: 5_000,
              })
              .toBe(1);
            expect(watch.consoleErrors, 'console errors').toEqual([]);
          } catch (error) {
            await saveFailureArtifacts(page, watch, `a11y-overlay-${slugOf(check)}`);
            throw error;
          } finally {
            await context.close();
          }
        },
      );
    }
  });
});
