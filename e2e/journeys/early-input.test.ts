import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { listHydrated } from '../support/orders.js';
import { keepOnLoopback } from '../support/routes.js';

/** How long each of the app's scripts is held back, so the click surely lands before hydration. */
const SCRIPT_DELAY_MS = 600;

/**
 * Issue 12: a visitor's page is on screen (server-rendered) before the app's code has run, and the
 * browser entry starts the app only after the page has loaded. What the visitor does in that
 * window is kept and replayed once the page has hydrated (web/src/main.tsx `recordEarlyInput`): a
 * click on a button, a filter box ticked, a sort chosen, words typed in the search box. Each of these journeys fails with the
 * replay switched off.
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

  /**
   * Opens `path` at 1280 px with each of the app's scripts held back {@link SCRIPT_DELAY_MS}, so
   * the server-rendered page shows long before the app can answer, and runs `story` on it.
   */
  async function onSlowPage(path: string, story: (page: Page) => Promise<void>): Promise<void> {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      await keepOnLoopback(context);
      await context.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
        await route.continue();
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      await story(page);
    } finally {
      await context.close();
    }
  }

  /** True while the app has not started: nothing has hydrated the server's HTML. */
  async function notStarted(page: Page): Promise<boolean> {
    return page.evaluate(() => performance.getEntriesByName('boot:stage-0').length === 0);
  }

  it("opens the callback dialog for a click on the header's button before the app has started", async () => {
    await onSlowPage('/story', async (page) => {
      const button = page.getByRole('banner').getByRole('button', { name: 'Request a Callback' });
      await button.waitFor();
      expect(await notStarted(page)).toBe(true);
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Request A Callback' });
      await dialog.waitFor({ timeout: 30_000 });
      expect(await dialog.getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true);
    });
  });

  it('sorts the product list by the sort chosen before the app has started', async () => {
    await onSlowPage('/products', async (page) => {
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await sort.waitFor();
      expect(await notStarted(page)).toBe(true);
      await sort.selectOption({ label: 'Name' });
      await page.waitForURL(/[?&]sort=name\b/, { timeout: 30_000 });
      await listHydrated(page);
      await expect.poll(() => sort.inputValue(), { timeout: 15_000 }).toBe('name');
    });
  });

  it('searches for the words typed before the app has started', async () => {
    await onSlowPage('/products', async (page) => {
      const search = page.getByLabel('Search', { exact: true });
      await search.waitFor();
      expect(await notStarted(page)).toBe(true);
      await search.fill('Kilkenny');
      await page.waitForURL(/[?&]q=Kilkenny\b/, { timeout: 30_000 });
      await listHydrated(page);
      await expect.poll(() => search.inputValue(), { timeout: 15_000 }).toBe('Kilkenny');
      const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
      await expect
        .poll(async () => (await names.allInnerTexts()).map((name) => name.trim()), {
          timeout: 15_000,
        })
        .toContain('Kilkenny Divan Bed');
    });
  });

  it('applies the filter box ticked before the app has started', async () => {
    await onSlowPage('/products', async (page) => {
      const filters = page.getByRole('complementary', { name: 'Product filters' });
      const sofas = filters.getByRole('checkbox', { name: /^Sofas/ });
      await sofas.waitFor({ state: 'attached' });
      expect(await notStarted(page)).toBe(true);
      await filters
        .locator('label')
        .filter({ hasText: /^Sofas\b/ })
        .click();
      await page.waitForURL(/[?&]cats=\d+/, { timeout: 30_000 });
      await listHydrated(page);
      await expect.poll(() => sofas.isChecked(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByRole('tab', { name: 'Sofas' }).getAttribute('aria-selected')).toBe(
        'false',
      );
    });
  });
});
