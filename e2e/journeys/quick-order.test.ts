import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approvedAccount, type StackTarget } from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { runJourney, signIn, uniqueEmail, waitForPath, waitForText } from '../support/session.js';

const POLL = { timeout: 15_000, interval: 100 } as const;

interface Listed {
  sku: string;
  purchasable: boolean;
  isBed: boolean;
  sizes: { label: string }[];
  fabrics: { name: string; colors: { name: string }[] }[];
}

/**
 * Issue 14, quick order: a retailer pastes twenty lines by SKU, two of them bad; the page prices
 * eighteen, names the two that cannot be ordered, and adds the eighteen to the cart.
 */
describe('quick order', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir') };
  const customer = { email: uniqueEmail('quick-order'), password: 'Quay#Street2026' };

  beforeAll(async () => {
    browser = await launchBrowser();
    await approvedAccount(target, customer.email, customer.password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('prices 20 lines, adds the 18 good ones and names the 2 bad ones', async () => {
    await runJourney(browser, baseUrl, 'quick-order-journey', VIEWPORTS.desktop, async (w) => {
      const { page } = w;
      await signIn(page, customer.email, customer.password);
      await waitForPath(page, '/');
      await page.evaluate(() => localStorage.removeItem('cart'));

      // The catalogue's SKUs, as a retailer would have them from the price list.
      const listed = await page.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `{ products(page: 1, limit: 50) { items { sku purchasable isBed
              sizes { label } fabrics { name colors { name } } } } }`,
          }),
        });
        return ((await response.json()) as { data: { products: { items: unknown[] } } }).data
          .products.items;
      });
      const good = (listed as Listed[]).filter((p) => p.purchasable).slice(0, 18);
      expect(good).toHaveLength(18);
      const rows = good.map((p, i) => {
        const fabric = p.isBed ? p.fabrics[0] : undefined;
        return [
          p.sku,
          '1',
          p.sizes[0]?.label ?? '',
          fabric?.name ?? '',
          fabric?.colors[0]?.name ?? '',
          '',
          `QO-${i + 1}`,
        ].join(', ');
      });
      rows.splice(6, 0, 'SH-NOPE-404, 1');
      rows.splice(15, 0, `${good[2]!.sku}, lots`);
      expect(rows).toHaveLength(20);

      // The example the page prints is a line the demo catalogue sells (issue 29).
      await page.goto('/quick-order');
      const example = await page
        .getByRole('textbox', { name: 'Order lines' })
        .getAttribute('placeholder');
      expect(example).toMatch(/^SH-BED-001, 2, /);
      await page.getByRole('textbox', { name: 'Order lines' }).fill(example!);
      await page.getByRole('button', { name: 'Check prices' }).click();
      await expect.poll(() => page.getByTestId('quick-order-line').count(), POLL).toBe(1);
      expect(await page.getByTestId('quick-order-error').count()).toBe(0);
      await waitForText(page, '1 of 1 lines ready.');

      await page
        .getByRole('textbox', { name: 'Order lines' })
        .fill(`SKU, quantity\n${rows.join('\n')}`);
      await page.getByRole('button', { name: 'Check prices' }).click();
      const lines = page.getByTestId('quick-order-line');
      await expect.poll(() => lines.count(), POLL).toBe(20);
      const errors = await page.getByTestId('quick-order-error').allInnerTexts();
      expect(errors).toEqual([
        "No product has SKU 'SH-NOPE-404'.",
        'Quantity must be a whole number from 1 to 99.',
      ]);
      await waitForText(
        page,
        `18 of 20 lines ready; not added: line 7 (SH-NOPE-404), line 16 (${good[2]!.sku}).`,
      );
      await page.screenshot({ path: '/work/shots/retail/quick-order-1280.png', fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: '/work/shots/retail/quick-order-375.png', fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.getByRole('button', { name: 'Add 18 lines to cart' }).click();
      await waitForText(page, 'Added 18 lines to the cart.');
      await page.goto('/cart');
      await expect.poll(() => page.getByTestId('cart-line').count(), POLL).toBe(18);
    });
  });
});
