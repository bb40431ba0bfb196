import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, VIEWPORTS } from '../support/browser.js';
import { listHydrated } from '../support/orders.js';

/**
 * A visitor browses the catalog (issue: platform and catalog): home → /products → page 2 → a bed's
 * page → picks a size and a fabric → the colour follows. No price, and no '€', anywhere.
 */
describe('visitor browses the catalog', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('goes from home to a bed and configures it, seeing no prices', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl, VIEWPORTS.desktop);
    try {
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toMatch(/\w/);
      expect(await page.textContent('body')).not.toContain('€');

      await page
        .getByRole('link', { name: /view all/i })
        .first()
        .click();
      await page.waitForURL(/\/products$/);
      await expect.poll(() => page.getByRole('heading', { name: 'All Products' }).count()).toBe(1);
      await expect.poll(() => page.locator('main h3').count()).toBe(8);
      const firstPageNames = await page.locator('main h3').allTextContents();

      await page.getByRole('link', { name: 'Page 2' }).first().click();
      // Before hydration the link loads page 2 from the server: its 'load' waits for eight cold
      // pictures, which took over 30 s in both of stop 38's CI runs (the retry passed). What the
      // journey checks is the URL and the new cards below.
      await page.waitForURL(/page=2/, { waitUntil: 'commit' });
      await expect
        .poll(async () => (await page.locator('main h3').allTextContents()).join('|'))
        .not.toBe(firstPageNames.join('|'));
      expect(await page.textContent('body')).not.toContain('€');

      await page.getByRole('tab', { name: 'Beds', exact: true }).click();
      await page.waitForURL(/category=beds/);
      // The tab is a link: before hydration it loads the Beds list from the server (issue 12). The
      // bed opens from the hydrated list, so its configurator answers at once.
      await listHydrated(page);
      await page.locator('main a[href^="/products/"]').first().click();
      await page.waitForURL(/\/products\/\d+$/);
      // The bed's own lead time (related beds' cards below carry theirs too, issue 29).
      await expect
        .poll(() => page.getByText('Lead time: 2 to 4 weeks').first().isVisible())
        .toBe(true);

      const sizes = page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio');
      await expect.poll(() => sizes.first().getAttribute('aria-checked')).toBe('true');
      await sizes.nth(4).click();
      await expect.poll(() => sizes.nth(4).getAttribute('aria-checked')).toBe('true');

      const fabrics = page.getByRole('radiogroup', { name: 'Fabric' }).getByRole('radio');
      const colours = page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio');
      // Choosing a fabric selects its first colour (spec §4), for each fabric in turn.
      for (const index of [1, 2]) {
        await fabrics.nth(index).click();
        await expect.poll(() => fabrics.nth(index).getAttribute('aria-checked')).toBe('true');
        await expect.poll(() => colours.first().getAttribute('aria-checked')).toBe('true');
        const checkedColours = page
          .getByRole('radiogroup', { name: 'Colour' })
          .locator('[role="radio"][aria-checked="true"]');
        expect(await checkedColours.count()).toBe(1);
      }

      // Changing the size clears fabric and colour (spec §4).
      await sizes.nth(3).click();
      await expect.poll(() => colours.count()).toBe(0);
      expect(await page.textContent('body')).not.toContain('€');
      expect(consoleErrors).toEqual([]);
    } catch (error) {
      await screenshot(page, 'catalog-journey-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
