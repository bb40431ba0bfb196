import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import {
  choose,
  euro,
  openProductFromList,
  paginationItems,
  pathAndQuery,
  pricePanel,
  settledLivePrice,
  listHydrated,
  waitForProducts,
  type ListedProduct,
} from '../support/orders.js';
import { DEMO_CUSTOMER, runJourney, signIn } from '../support/session.js';

const POLL = { timeout: 15_000, interval: 100 } as const;
/** Spec §2 Product list: the search box's placeholder, word for word. */
const SEARCH_PLACEHOLDER = 'Search products by name, type, SKU, price...';
/** Spec §9: the search waits this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 400;

const byName = (a: string, b: string) =>
  a.localeCompare(b, 'en-IE', { sensitivity: 'base', numeric: true });
const names = (items: readonly ListedProduct[]) => items.map((item) => item.name);
const query = (page: Page) => new URL(page.url()).searchParams;

/**
 * Spec §9 pagination, written out from the spec: 5 or fewer pages show all; page 3 or lower shows
 * 1 to 5, ellipsis, last; near the end 1, ellipsis, last 5; otherwise 1, ellipsis, previous,
 * current, next, ellipsis, last. The current page is shown as '[n]'.
 */
function expectedPageItems(current: number, total: number): string[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const items: (number | '…')[] =
    total <= 5
      ? range(1, total)
      : current <= 3
        ? [...range(1, 5), '…', total]
        : current >= total - 2
          ? [1, '…', ...range(total - 4, total)]
          : [1, '…', current - 1, current, current + 1, '…', total];
  return items.map((item) => (item === current ? `[${item}]` : String(item)));
}

/** The count next to the category tabs, e.g. '62 products' -> 62 (shown from 768 px). */
async function productCount(page: Page): Promise<number> {
  const text = await page
    .locator('main')
    .getByText(/^\d+ products?$/)
    .innerText();
  return Number.parseInt(text, 10);
}

/** The filter panel's checkbox whose accessible name is `name`, maybe followed by a count. */
function filterBox(scope: Page | Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('checkbox', { name: new RegExp(`^${escaped}(\\s\\d+)?$`) });
}

/** The clickable label (Chakra's checkbox root) of the filter panel's option `name`. */
function filterOption(panel: Locator, name: string): Locator {
  return panel.locator('label').filter({ has: filterBox(panel.page(), name) });
}

/**
 * Visitor and customer on the product list (spec §2 Product list, §3 sort options, §4 tabs and
 * client sorting, §9 page size, search debounce, pagination and bed price): search at 375 px,
 * category tabs, sorting, the filter panel with back and forward, the page-number buttons, and the
 * live bed price as size, fabric and storage change.
 */
describe('the product list and the bed configurator', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor searches at 375 px: results after the debounce, the full list once cleared', async () => {
    await runJourney(browser, baseUrl, 'storefront-search', VIEWPORTS.mobile, async ({ page }) => {
      await page.goto('/products');
      const firstPage = await waitForProducts(page, 'first page', (items) => items.length === 8);
      expect(firstPage.every((item) => item.price === null)).toBe(true);

      const search = page.getByPlaceholder(SEARCH_PLACEHOLDER, { exact: true });
      const committed: (string | null)[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) committed.push(new URL(frame.url()).searchParams.get('q'));
      });
      await search.pressSequentially('Wicklow', { delay: 50 });
      const typedAt = Date.now();
      // Nothing is searched until typing has paused for the debounce.
      expect(query(page).get('q')).toBeNull();
      await expect.poll(() => query(page).get('q'), POLL).toBe('Wicklow');
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 100);
      expect(committed.filter((q) => q !== null)).toEqual(['Wicklow']);
      const results = await waitForProducts(page, 'search results', (items) =>
        items.every((item) => item.name.includes('Wicklow')),
      );
      expect(names(results).length).toBeGreaterThanOrEqual(2);
      await page.getByText('Results for “Wicklow”').waitFor();

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect.poll(() => query(page).get('q'), POLL).toBeNull();
      const full = await waitForProducts(page, 'full list again', (items) => items.length === 8);
      expect(names(full)).toEqual(names(firstPage));
      expect(await search.inputValue()).toBe('');
      expect(await page.locator('body').innerText()).not.toContain('€');
    });
  });

  it('a visitor uses tabs, sorting, the filter panel and the page numbers at 1280 px', async () => {
    await runJourney(browser, baseUrl, 'storefront-list', VIEWPORTS.desktop, async ({ page }) => {
      await page.goto('/products');
      const all = await waitForProducts(page, 'first page', (items) => items.length === 8);
      const total = await productCount(page);
      expect(total).toBeGreaterThan(16);

      // Category tab: only mattresses (the demo SKUs name the category). The tab is a link, so a
      // click before hydration loads the server-rendered tab (issue 12).
      await page.getByRole('tab', { name: 'Mattresses', exact: true }).click();
      await expect.poll(() => query(page).get('category'), POLL).toBe('mattresses');
      const mattresses = await waitForProducts(page, 'only mattresses', (items) =>
        items.every((item) => item.sku.startsWith('SH-MAT-')),
      );
      expect(mattresses.every((item) => /Mattress/.test(item.name))).toBe(true);
      await page.getByRole('tab', { name: 'All items', exact: true }).click();
      await expect.poll(() => query(page).get('category'), POLL).toBeNull();
      await waitForProducts(page, 'all items again', (items) => items[0]?.name === all[0]?.name);

      // Sort 'Name' sorts the whole catalogue on the server (issue 14): page 1 is A–Z and starts
      // with a name that comes before every name on the unsorted first page. The tab clicks may
      // have loaded server-rendered pages: the dropdown answers once the list has hydrated.
      await listHydrated(page);
      await page.getByLabel('Sort by').selectOption({ label: 'Name' });
      await expect.poll(() => query(page).get('sort'), POLL).toBe('name');
      const sorted = await waitForProducts(page, 'sorted by name', (items) => {
        const shown = names(items);
        return shown.join('|') === [...shown].sort(byName).join('|');
      });
      expect(sorted).toHaveLength(8);
      const first = names(sorted)[0]!;
      expect(names(all).every((name) => byName(first, name) <= 0)).toBe(true);

      // Filter panel: a category, then a size; the URL keeps both; back and forward restore them.
      const panel = page.getByRole('complementary', { name: 'Product filters' });
      await filterOption(panel, 'Beds').click();
      await expect.poll(() => query(page).get('cats'), POLL).toMatch(/^\d+$/);
      const beds = await waitForProducts(page, 'only beds', (items) =>
        items.every((item) => item.sku.startsWith('SH-BED-')),
      );
      await expect.poll(() => productCount(page), POLL).toBeLessThan(total);
      const bedCount = await productCount(page);
      expect(beds.length).toBe(Math.min(8, bedCount));
      const bedsUrl = pathAndQuery(page);

      await filterOption(panel, '2ft6 Small Single').click();
      await expect.poll(() => query(page).get('sizes'), POLL).toMatch(/^\d+$/);
      await expect.poll(() => productCount(page), POLL).toBeLessThan(bedCount);
      const smallBeds = await waitForProducts(page, 'beds in 2ft6', (items) =>
        items.every((item) => item.sku.startsWith('SH-BED-')),
      );
      // The Cashel Grand Bed comes in 4ft6 Double and larger only.
      expect(names(smallBeds)).not.toContain('Cashel Grand Bed');
      const smallCount = await productCount(page);
      const bothUrl = pathAndQuery(page);
      expect(bothUrl).toContain('cats=');

      await page.goBack();
      await expect.poll(() => pathAndQuery(page), POLL).toBe(bedsUrl);
      await expect.poll(() => productCount(page), POLL).toBe(bedCount);
      expect(await filterBox(panel, '2ft6 Small Single').isChecked()).toBe(false);
      expect(await filterBox(panel, 'Beds').isChecked()).toBe(true);
      await page.goForward();
      await expect.poll(() => pathAndQuery(page), POLL).toBe(bothUrl);
      await expect.poll(() => productCount(page), POLL).toBe(smallCount);
      expect(await filterBox(panel, '2ft6 Small Single').isChecked()).toBe(true);

      // Pagination (spec §9): page 2, then page 3 via the page-number buttons.
      await panel.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByLabel('Sort by').selectOption({ label: 'Name' });
      await expect.poll(() => productCount(page), POLL).toBe(total);
      const pages = Math.ceil(total / 8);
      const page1 = await waitForProducts(page, 'page 1', (items) => items.length === 8);
      expect(await paginationItems(page)).toEqual(expectedPageItems(1, pages));
      const nav = page.getByRole('navigation', { name: 'Pagination' });
      await nav.getByRole('link', { name: 'Page 2', exact: true }).click();
      await expect.poll(() => query(page).get('page'), POLL).toBe('2');
      const page2 = await waitForProducts(page, 'page 2', (items) =>
        items.every((item) => !names(page1).includes(item.name)),
      );
      await nav.getByRole('link', { name: 'Page 3', exact: true }).click();
      await expect.poll(() => query(page).get('page'), POLL).toBe('3');
      expect(query(page).get('sort')).toBe('name');
      await waitForProducts(page, 'page 3', (items) =>
        items.every((item) => ![...names(page1), ...names(page2)].includes(item.name)),
      );
      expect(await paginationItems(page)).toEqual(expectedPageItems(3, pages));
      if (pages > 3) {
        await nav.getByRole('link', { name: 'Page 4', exact: true }).click();
        await expect.poll(() => query(page).get('page'), POLL).toBe('4');
        await expect.poll(() => paginationItems(page), POLL).toEqual(expectedPageItems(4, pages));
      }
      await page.goBack();
      await expect.poll(() => query(page).get('page'), POLL).toBe(pages > 3 ? '3' : '2');
    });
  });

  it('a customer sorts by price and watches a bed price follow size, fabric and storage', async () => {
    await runJourney(
      browser,
      baseUrl,
      'storefront-customer',
      VIEWPORTS.desktop,
      async ({ page }) => {
        await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
        await page.goto('/products');
        await waitForProducts(page, 'priced list', (items) =>
          items.every((item) => item.price !== null),
        );
        await page.getByLabel('Sort by').selectOption({ label: 'Price Low - High' });
        await expect.poll(() => query(page).get('sort'), POLL).toBe('price-asc');
        const cheapestFirst = await waitForProducts(page, 'prices ascending', (items) =>
          items.every((item, i) => i === 0 || (item.price ?? 0) >= (items[i - 1]?.price ?? 0)),
        );
        expect(cheapestFirst.every((item) => item.price !== null)).toBe(true);
        await page.getByLabel('Sort by').selectOption({ label: 'Price Hight - Low' });
        await waitForProducts(page, 'prices descending', (items) =>
          items.every((item, i) => i === 0 || (item.price ?? 0) <= (items[i - 1]?.price ?? 0)),
        );

        // The bed configurator's live price (spec §9 bed price = base + storage extra).
        await openProductFromList(page, 'Cashel', 'Cashel Grand Bed');
        await choose(page, 'Fabric', 'Chenille');
        const small = await settledLivePrice(page);
        const smallSize =
          (await page
            .getByRole('radiogroup', { name: 'Size' })
            .locator('[aria-checked="true"]')
            .innerText()) || '';

        await choose(page, 'Size', '5ft King');
        // A new size clears fabric and colour (spec §4): no line price until they are chosen again.
        await expect.poll(() => pricePanel(page).count(), POLL).toBe(0);
        await choose(page, 'Fabric', 'Chenille');
        const king = await settledLivePrice(page, (p) => p.unit !== small.unit);
        expect(king.unit).toBeGreaterThan(small.unit);

        await choose(page, 'Fabric', 'Plush Velvet');
        const velvet = await settledLivePrice(page, (p) => p.unit !== king.unit);
        expect(velvet.unit).toBeGreaterThan(king.unit);

        await choose(page, 'Storage', 'Ottoman');
        const ottoman = await settledLivePrice(page, (p) => p.unit !== velvet.unit);
        await choose(page, 'Storage', 'Cloud Storage');
        const cloud = await settledLivePrice(page, (p) => p.unit !== ottoman.unit);
        await choose(page, 'Storage', 'None');
        const none = await settledLivePrice(page, (p) => p.unit !== cloud.unit);
        const ottomanExtra = ottoman.unit - velvet.unit;
        const cloudExtra = cloud.unit - velvet.unit;
        expect(ottomanExtra).toBeGreaterThan(0);
        expect(cloudExtra).toBeGreaterThan(ottomanExtra);
        expect(none.unit).toBe(velvet.unit);
        for (const p of [small, king, velvet, ottoman, cloud, none]) {
          expect(p.lineTotal).toBe(p.quantity * (p.unit + p.vat));
        }
        console.info(
          `bed prices (excl. VAT): ${smallSize} Chenille ${euro(small.unit)}; 5ft King Chenille ` +
            `${euro(king.unit)}; Plush Velvet ${euro(velvet.unit)}; + Ottoman ${euro(ottoman.unit)} ` +
            `(+${euro(ottomanExtra)}); + Cloud Storage ${euro(cloud.unit)} (+${euro(cloudExtra)})`,
        );
      },
    );
  });
});
