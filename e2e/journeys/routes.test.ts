import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import {
  keepOnLoopback,
  openRoute,
  ROUTES,
  saveFailureArtifacts,
  SESSION_STATES,
  slugOf,
  unexpectedFailures,
  watchPage,
  type PageWatch,
} from '../support/routes.js';
import { signIn } from '../support/sign-in.js';

/**
 * Browser coverage (issue "Quality gates"): every route of spec §2 as a visitor and as the signed-in
 * demo customer, at 375 px and 1280 px. Each renders its own content (or the spec's redirect), with
 * no console error, no Content-Security-Policy violation and no failed request. One browser for the file and one context per
 * state × width (the four run concurrently, each visiting the routes in order); on failure a screenshot and the console log go to e2e/artifacts/.
 */
describe('every route renders its own content', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const state of SESSION_STATES) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      // The four state × width runs go side by side (own context each); routes run in order inside.
      describe.concurrent(`${state} at ${viewport.width} px`, () => {
        let context: BrowserContext;
        let page: Page;
        let watch: PageWatch;

        beforeAll(async () => {
          context = await browser.newContext({ viewport });
          await keepOnLoopback(context);
          if (state === 'customer') await signIn(context, baseUrl);
          page = await context.newPage();
          watch = watchPage(page);
        });
        afterAll(async () => {
          await context?.close();
        });

        for (const route of ROUTES) {
          it.sequential(route.path, async ({ expect }) => {
            watch.reset();
            try {
              await openRoute(page, watch, baseUrl, route, state, expect);
              expect(watch.documentCsp, 'CSP header').toContain("script-src 'self'");
              expect(watch.cspViolations, 'CSP violations').toEqual([]);
              expect(watch.consoleErrors, 'console errors').toEqual([]);
              expect(unexpectedFailures(watch, route), 'failed requests').toEqual([]);
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
  }
});
