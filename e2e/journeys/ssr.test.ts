import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import { listedProducts, paginationItems, type ListedProduct } from '../support/orders.js';
import { keepOnLoopback, pathOf, settle, watchPage } from '../support/routes.js';
import { signIn } from '../support/sign-in.js';

/** The box of the product list's tab `name` at 1280 px once /products has hydrated. */
async function hydratedBox(browser: Browser, baseUrl: string, name: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  try {
    await keepOnLoopback(context);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${baseUrl}/products`);
    const tab = page.getByRole('tab', { name, exact: true });
    // Hydrated: the page's main content has (`<html data-hydrated>`; the staged start-up waits for
    // load and a painted frame, which takes longer than poll's 1 s default on a busy machine). The
    // tabs and the search boxes themselves keep their server HTML until touched (issue 29).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === 'true'), {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(true);
    await settle(page, watch, expect);
    return await tab.boundingBox();
  } finally {
    await context.close();
  }
}

/**
 * First paint (issue 12): a visitor's `/` and `/products` arrive server-rendered, so their content
 * shows with JavaScript off; with JavaScript on the page hydrates without a console error (React
 * reports hydration mismatches there) or CSP violation, and then answers clicks and typing.
 */
describe('server-rendered pages for visitors', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the home hero and the product list with JavaScript turned off', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      javaScriptEnabled: false,
    });
    try {
      await keepOnLoopback(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      // The content is on screen, not under the route-change overlay.
      expect(await page.getByTestId('route-loading-overlay').count()).toBe(0);
      await expect(page.locator('h1').innerText()).resolves.toBe(
        'Furniture wholesale for Irish retailers',
      );
      await expect(
        page.getByRole('link', { name: 'Apply for Trade Account' }).isVisible(),
      ).resolves.toBe(true);
      await page.goto(`${baseUrl}/products`);
      await expect(page.locator('h1').innerText()).resolves.toBe('All Products');
      const cards = page.getByRole('list', { name: 'Products' }).getByRole('heading');
      expect(await cards.count()).toBeGreaterThan(3);
      // Styled: the product grid is laid out by Chakra's (server-rendered) CSS, not stacked text.
      const firstImage = page.getByRole('list', { name: 'Products' }).locator('img').first();
      const box = await firstImage.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
      expect(box?.width).toBeLessThan(VIEWPORTS.mobile.width);
      await screenshot(page, 'ssr-products-no-js');
    } finally {
      await context.close();
    }
  });

  it('navigates the product list with JavaScript turned off: tab, page 2 and search', async () => {
    // What a click or Enter does before hydration: the tabs and page numbers are links and the
    // search box is a GET form, so each loads the server-rendered list the client would show.
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      javaScriptEnabled: false,
    });
    try {
      await keepOnLoopback(context);
      const page = await context.newPage();
      const query = () => new URL(page.url()).searchParams;
      const skus = (items: ListedProduct[]) => items.map((item) => item.sku);
      await page.goto(`${baseUrl}/products`);
      expect(await listedProducts(page)).toHaveLength(8);

      const tab = page.getByRole('tab', { name: 'Mattresses', exact: true });
      expect(await tab.getAttribute('aria-selected')).toBe('false');
      // Hydration moves nothing: the tab is where the hydrated page has it (the filter sidebar is
      // laid out by CSS before hydration), so a click that lands before hydration hits it.
      expect(await tab.boundingBox()).toEqual(await hydratedBox(browser, baseUrl, 'Mattresses'));
      await tab.click();
      await page.waitForURL((url) => url.searchParams.get('category') === 'mattresses');
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      // The demo SKUs name the category: the server-rendered list holds mattresses only.
      const first = await listedProducts(page);
      expect(first).toHaveLength(8);
      expect(skus(first).every((sku) => sku.startsWith('SH-MAT-'))).toBe(true);
      // 10 mattresses: two pages (spec §9 page size 8).
      expect(await paginationItems(page)).toEqual(['[1]', '2']);

      const nav = page.getByRole('navigation', { name: 'Pagination' });
      await nav.getByRole('link', { name: 'Page 2', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      expect(query().get('category')).toBe('mattresses');
      const second = await listedProducts(page);
      expect(second.length).toBeGreaterThan(0);
      expect(skus(second).every((sku) => sku.startsWith('SH-MAT-'))).toBe(true);
      expect(skus(second).some((sku) => skus(first).includes(sku))).toBe(false);
      expect(await paginationItems(page)).toEqual(['1', '[2]']);
      await screenshot(page, 'ssr-products-no-js-mattresses-page-2');

      // Enter in the search box submits its form: the search results, from the server.
      await page.getByLabel('Search', { exact: true }).fill('Wicklow');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'Wicklow');
      expect(query().get('category')).toBeNull();
      expect(query().get('page')).toBeNull();
      await page.getByText('Results for “Wicklow”').waitFor();
      const results = await listedProducts(page);
      expect(results.length).toBeGreaterThan(0);
      expect(results.every((item) => item.name.includes('Wicklow'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("hydrates / leaving the server's style elements where they are, every class with its rule", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    try {
      await keepOnLoopback(context);
      // Every style element the page arrived with (at DOMContentLoaded), and each later insertion
      // of one of them: a move (Emotion's own cache moves them all, a style recalc of the page).
      await context.addInitScript(() => {
        const served = new WeakSet<Node>();
        const moved: string[] = [];
        Object.assign(window, { __movedStyles: moved });
        document.addEventListener('DOMContentLoaded', () => {
          for (const style of document.querySelectorAll('style')) served.add(style);
        });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (served.has(node)) moved.push((node as Element).outerHTML.slice(0, 80));
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const watch = watchPage(page);
      await page.goto(`${baseUrl}/`);
      await settle(page, watch, expect);
      const styles = await page.evaluate(() => {
        const css = [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
          .join('\n');
        const defined = new Set(css.match(/\.css-[a-z0-9]+/g));
        const used = new Set(
          [...document.querySelectorAll('[class*="css-"]')].flatMap((el) =>
            [...el.classList].filter((name) => /^css-[a-z0-9]+$/.test(name) && name !== 'css-0'),
          ),
        );
        return {
          moved: (window as unknown as { __movedStyles: string[] }).__movedStyles,
          // The components' styles: one element with the names of all of them.
          served: [...document.querySelectorAll('head > style[data-ssr-emotion]')].map(
            (style) => (style.getAttribute('data-ssr-emotion') ?? '').split(' ').length,
          ),
          // Classes written after the hydration (the header over the hero turns transparent).
          clientRules: [...document.querySelectorAll('head > style[data-emotion="css"]')].length,
          // Chakra's two global styles (layer order; reset, globals and token variables), the
          // server's, kept: not inserted again by the browser.
          globals: [...document.querySelectorAll('style[data-emotion^="css-global"]')].map(
            (style) => style.getAttribute('data-emotion'),
          ),
          // The one the browser adopts as Chakra's global styles (emotion-cache.ts): the other
          // is the layer order statement, without a rule block.
          globalsWithRules: [
            ...document.querySelectorAll('style[data-emotion^="css-global"]'),
          ].filter((style) => style.textContent?.includes('{')).length,
          withoutRule: [...used].filter((name) => !defined.has(`.${name}`)),
        };
      });
      expect(styles.served).toHaveLength(1);
      expect(styles.served[0]).toBeGreaterThan(20);
      expect(styles.moved).toEqual([]);
      expect(styles.clientRules).toBeGreaterThan(0);
      expect(styles.globals).toEqual(['css-global', 'css-global']);
      expect(styles.globalsWithRules).toBe(1);
      expect(styles.withoutRule).toEqual([]);
      expect(watch.consoleErrors, 'console errors').toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`hydrates / and /products at ${viewport.width} px without errors and stays interactive`, async () => {
      const context = await browser.newContext({ viewport });
      try {
        await keepOnLoopback(context);
        const page = await context.newPage();
        const watch = watchPage(page);

        await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
        await settle(page, watch, expect);
        // Interactive after hydration: a client-side navigation from the hero's button.
        await page.getByRole('link', { name: 'Trade Sign In' }).click();
        await expect.poll(() => pathOf(page.url())).toBe('/signin');
        await expect.poll(() => page.locator('h1').innerText()).toMatch(/sign in/i);

        await page.goto(`${baseUrl}/products`, { waitUntil: 'domcontentloaded' });
        const served = await page.locator('main article').count();
        await settle(page, watch, expect);
        // Every card the server sent is still there once the page has hydrated (the cards
        // waiting to hydrate were once dropped by React, leaving the second row empty).
        expect(served, 'server-rendered cards').toBeGreaterThan(4);
        await page.waitForTimeout(2_000); // they went about a second after the page had loaded
        expect(await page.locator('main article').count(), 'cards after hydration').toBe(served);
        const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
        const first = (await names.first().innerText()).trim();
        // Typing in the search box filters on the server and updates the URL (spec §2).
        await page.getByLabel('Search', { exact: true }).fill(first);
        await expect
          .poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 15_000 })
          .toBe(first);
        await expect.poll(() => names.first().innerText(), { timeout: 15_000 }).toBe(first);
        await settle(page, watch, expect);
        await screenshot(page, `ssr-products-hydrated-${size}`);

        expect(watch.documentCsp, 'CSP header').toContain("script-src 'self'");
        expect(watch.cspViolations, 'CSP violations').toEqual([]);
        expect(watch.consoleErrors, 'console errors').toEqual([]);
        expect(watch.failedRequests, 'failed requests').toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/** A price as the storefront prints it, e.g. "€1,299.00". */
const PRICE = /€\s?\d[\d,]*\.\d\d/;

/**
 * First paint for the customers who buy (issue 29): the demo customer's product list, a product
 * with its configurator and prices, My Orders, quick order and account info arrive server-rendered
 * with that customer's data, so they show with JavaScript off; with JavaScript on they hydrate
 * without a console error (React reports hydration mismatches there) or CSP violation. /cart too,
 * from the cart cookie the app mirrors its localStorage cart into.
 */
describe('server-rendered pages for signed-in customers', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the signed-in pages with their prices and data with JavaScript turned off', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      javaScriptEnabled: false,
    });
    try {
      await keepOnLoopback(context);
      await signIn(context, baseUrl);
      const page = await context.newPage();
      const root = page.locator('#root');

      await page.goto(`${baseUrl}/products`);
      await expect(page.locator('h1').innerText()).resolves.toBe('All Products');
      const list = page.getByRole('list', { name: 'Products' });
      expect(await list.getByRole('heading').count()).toBeGreaterThan(3);
      // The customer's prices are in the server's HTML (a visitor's never has one).
      await expect(list.innerText()).resolves.toMatch(PRICE);
      await screenshot(page, 'ssr-signed-in-products-no-js');

      // The product page with the signed-in configurator: the customer's 'from' price.
      await page.goto(`${baseUrl}/products/1`);
      await expect(root.innerText()).resolves.toMatch(PRICE);
      await expect(page.getByRole('radiogroup', { name: 'Size' }).count()).resolves.toBe(1);

      // The customer's own pages, rendered with their data (issue 29).
      const own = [
        ['/orders', 'My Orders'],
        ['/quick-order', 'Quick order'],
        ['/account/account-info', 'Account Information'],
      ] as const;
      for (const [path, heading] of own) {
        await page.goto(`${baseUrl}${path}`);
        await expect(page.locator('h1').innerText()).resolves.toBe(heading);
      }
      await screenshot(page, 'ssr-signed-in-account-info-no-js');
    } finally {
      await context.close();
    }
  });

  it('hydrates the signed-in /products (and renders /products/1) without errors and stays interactive', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      await keepOnLoopback(context);
      await signIn(context, baseUrl);
      const page = await context.newPage();
      const watch = watchPage(page);

      await page.goto(`${baseUrl}/products`, { waitUntil: 'domcontentloaded' });
      // Before any script has run, the prices are on screen.
      await expect(page.getByRole('list', { name: 'Products' }).innerText()).resolves.toMatch(
        PRICE,
      );
      await settle(page, watch, expect);
      const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
      const first = (await names.first().innerText()).trim();
      await page.getByLabel('Search', { exact: true }).fill(first);
      await expect
        .poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 15_000 })
        .toBe(first);
      await settle(page, watch, expect);

      // The product page arrives rendered with the customer's 'from' price and hydrates with no
      // mismatch (the configurator's first render in the browser is the server's).
      await page.goto(`${baseUrl}/products/1`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root').innerText()).resolves.toMatch(PRICE);
      await settle(page, watch, expect);
      await screenshot(page, 'ssr-signed-in-product-hydrated');

      expect(watch.cspViolations, 'CSP violations').toEqual([]);
      expect(watch.consoleErrors, 'console errors').toEqual([]);
      expect(watch.failedRequests, 'failed requests').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders the signed-in /cart from the cart cookie with its prices, hydrates it cleanly, and it still edits', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    try {
      await keepOnLoopback(context);
      await signIn(context, baseUrl);
      const setup = await context.newPage();
      // Two priced lines (a product's first size), written as the app's cart store writes them;
      // the app mirrors them into the cart cookie as it starts.
      await setup.goto(`${baseUrl}/cart`);
      await setup.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: '{ products(limit: 24) { items { id name isBed sizes { id label } } } }',
          }),
        });
        type Item = {
          id: string;
          name: string;
          isBed: boolean;
          sizes: { id: string; label: string }[];
        };
        const { data } = (await response.json()) as { data: { products: { items: Item[] } } };
        const lines = data.products.items
          .filter((p) => !p.isBed && p.sizes.length > 0)
          .slice(0, 2)
          .map((p, i) => ({
            lineId: `e2e-${i}`,
            id: p.id,
            product_name: p.name,
            size: p.sizes[0]!.label,
            sizeId: p.sizes[0]!.id,
            quantity: i + 1,
            storage: 'NONE',
            specialQuote: { text: '' },
          }));
        localStorage.setItem('cart', JSON.stringify(lines));
      });
      await setup.reload();
      // Mirrored: the cookie holds more than the empty list the first visit wrote.
      const mirrored = async () =>
        ((await context.cookies()).find((c) => c.name === 'serena_cart')?.value.length ?? 0) > 10;
      await expect.poll(mirrored, { timeout: 30_000 }).toBe(true);
      await setup.close();

      const page = await context.newPage();
      const watch = watchPage(page);

      await page.goto(`${baseUrl}/cart`, { waitUntil: 'domcontentloaded' });
      // Before any script has run: the lines and the customer's prices are on screen.
      const lines = page.getByTestId('cart-line');
      await expect(lines.count()).resolves.toBe(2);
      await expect(page.getByTestId('summary-total').innerText()).resolves.toMatch(PRICE);
      await settle(page, watch, expect);
      await screenshot(page, 'ssr-signed-in-cart-hydrated');
      const total = await page.getByTestId('summary-total').innerText();
      await page
        .getByRole('button', { name: /Increase quantity/ })
        .first()
        .click();
      await expect.poll(() => page.getByTestId('summary-total').innerText()).not.toBe(total);
      await page
        .getByRole('button', { name: /^Remove/ })
        .first()
        .click();
      await expect.poll(() => lines.count()).toBe(1);
      await settle(page, watch, expect);

      expect(watch.cspViolations, 'CSP violations').toEqual([]);
      expect(watch.consoleErrors, 'console errors').toEqual([]);
      // One GraphQL fetch is cancelled while the lines change (a superseded cart quote, under
      // investigation: issue 29 follow-up); any other failed request fails the journey.
      const failed = watch.failedRequests.filter(
        (line) => !/graphql: net::ERR_ABORTED$/.test(line),
      );
      expect(failed, 'failed requests').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
