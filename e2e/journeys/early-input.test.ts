import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { keepOnLoopback } from '../support/routes.js';

/** How long each of the app's scripts is held back, so the click surely lands before hydration. */
const SCRIPT_DELAY_MS = 600;

/**
 * Issue 12: a visitor's page is on screen (server-rendered) before the app's code has run, and the
 * browser entry starts the app only after the page has loaded. A click on a button in that window
 * is kept and replayed once the page has hydrated (web/src/main.tsx `recordEarlyInput`), so the
 * visitor's first click is never lost.
 */
describe('input before hydration', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opens the callback dialog for a click on the header's button before the app has started", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      await keepOnLoopback(context);
      // Slow scripts: the server-rendered page shows long before the app can answer a click.
      await context.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
        await route.continue();
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/story`, { waitUntil: 'domcontentloaded' });
      const button = page.getByRole('banner').getByRole('button', { name: 'Request a Callback' });
      await button.waitFor();
      // The app has not started yet: nothing has hydrated the server's HTML.
      expect(await page.evaluate(() => performance.getEntriesByName('boot:stage-0').length)).toBe(
        0,
      );
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Request A Callback' });
      await dialog.waitFor({ timeout: 30_000 });
      expect(await dialog.getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
