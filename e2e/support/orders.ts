import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { runAdminCli, type StackTarget } from './admin.js';
import { field, waitForText } from './session.js';

const POLL = { timeout: 15_000, interval: 100 } as const;

/**
 * The few members of a DOM element the in-page functions below read (the e2e workspace compiles
 * with or without the DOM library, so `evaluateAll` callbacks cast to it).
 */
interface PageElement {
  getAttribute(name: string): string | null;
  querySelector(selector: string): PageElement | null;
  textContent: string | null;
  innerText: string;
}

/** A euro amount as the storefront shows it ("€1,234.50"), anywhere in a text. */
export const EURO_PATTERN = /€\s?[\d,]+\.\d{2}/g;

/**
 * Returns the integer euro cents of a displayed amount such as "€1,234.50" or "1234.50" (design
 * "Money": integer cents, never floats). @throws when the text holds no such amount.
 */
export function toCents(text: string): number {
  const match = /(-?)€?\s?([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no euro amount in "${text}"`);
  const cents = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** Every euro amount in `text`, in order, as integer cents (e.g. "€1.00 and €2.50" -> [100, 250]). */
export function amountsIn(text: string): number[] {
  return (text.match(EURO_PATTERN) ?? []).map(toCents);
}

/** Formats integer cents as the storefront does for Ireland, e.g. 251904 -> "€2,519.04". */
export function euro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100).toLocaleString('en-IE');
  return `${sign}€${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** VAT on a net unit price in cents: 23 %, rounded half-up to the cent (spec §9, design "Money"). */
export function vatOf(netCents: number): number {
  return Math.floor((netCents * 23 + 50) / 100);
}

interface ViewerCreditResponse {
  data?: {
    viewer: { availableCredit: { amount: string }; creditLimit: { amount: string } } | null;
  };
  errors?: { message: string }[];
}

/**
 * The signed-in viewer's available credit and credit limit in cents, read through GraphQL
 * (`viewer { availableCredit creditLimit }`) with the browser context's own cookies (design
 * "Credit"). @throws when nobody is signed in in `context` or the request fails.
 */
export async function viewerCredit(
  context: BrowserContext,
  baseUrl: string,
): Promise<{ available: number; limit: number }> {
  const response = await context.request.post(`${baseUrl}/graphql`, {
    data: { query: '{ viewer { availableCredit { amount } creditLimit { amount } } }' },
  });
  const body = (await response.json()) as ViewerCreditResponse;
  const viewer = body.data?.viewer;
  if (!response.ok() || !viewer) {
    throw new Error(`viewer credit: HTTP ${response.status()} ${JSON.stringify(body)}`);
  }
  return {
    available: toCents(viewer.availableCredit.amount),
    limit: toCents(viewer.creditLimit.amount),
  };
}

/** What the product page's live price panel shows for a complete choice (spec §9), in cents. */
export interface LivePrice {
  /** Unit price excluding VAT. */
  unit: number;
  /** VAT on one unit. */
  vat: number;
  /** Unit price including VAT, from the 'Line total (q × …)' label. */
  unitGross: number;
  /** The quantity the line is priced for. */
  quantity: number;
  /** The line total (unit gross × quantity). */
  lineTotal: number;
}

/** The product page's live price panel (the polite live region holding the line total). */
export function pricePanel(page: Page): Locator {
  return page.locator('[aria-live="polite"]').filter({ has: page.getByTestId('line-total') });
}

/**
 * Waits until the product page's live price has settled (not busy, a line total shown) and
 * `accept` approves it, and returns it in cents. @throws (assertion) after 15 s.
 */
export async function settledLivePrice(
  page: Page,
  accept: (price: LivePrice) => boolean = () => true,
): Promise<LivePrice> {
  let last: LivePrice | null = null;
  await expect
    .poll(
      async () => {
        const panel = pricePanel(page);
        if ((await panel.count()) !== 1) return 'no line total yet';
        if ((await panel.getAttribute('aria-busy')) !== null) return 'pricing';
        const text = (await panel.innerText()).replace(/\s+/g, ' ');
        const quantity = /Line total \((\d+) ×/.exec(text)?.[1];
        const [unit, vat, unitGross, lineTotal] = amountsIn(text);
        if (!quantity || [unit, vat, unitGross, lineTotal].some((v) => v === undefined)) {
          return `unreadable price panel: ${text}`;
        }
        last = {
          unit: unit!,
          vat: vat!,
          unitGross: unitGross!,
          lineTotal: lineTotal!,
          quantity: +quantity,
        };
        return accept(last) ? 'settled' : `not yet: ${text}`;
      },
      { ...POLL, message: 'live price settles' },
    )
    .toBe('settled');
  return last!;
}

/** The option chip `name` in the product page's radio group `group` ('Size', 'Fabric', 'Storage'). */
export function option(page: Page, group: string, name: string): Locator {
  return page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });
}

/** Clicks an option chip and waits until it is the checked one of its group. */
export async function choose(page: Page, group: string, name: string): Promise<void> {
  const chip = option(page, group, name);
  await chip.click();
  await expect.poll(() => chip.getAttribute('aria-checked'), POLL).toBe('true');
}

/**
 * Opens a product's page from /products: searches for `query` and clicks the card named `name`
 * (spec §2 Product list → Product detail). Returns the product's id from the URL.
 */
export async function openProductFromList(
  page: Page,
  query: string,
  name: string,
): Promise<string> {
  await page.goto(`/products?q=${encodeURIComponent(query)}`);
  const card = page.locator('main article').filter({
    has: page.getByRole('heading', { level: 3, name, exact: true }),
  });
  await card.getByRole('link').first().click();
  await page.waitForURL(/\/products\/\d+$/);
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  return /\/products\/(\d+)$/.exec(page.url())![1]!;
}

/** A small real PDF: the special instructions attached to a cart line. */
const PLAN_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/**
 * On the open product page of the Cashel Grand Bed: chooses `size`, the Chenille fabric (its first
 * colour) and `options.storage`, attaches plan.pdf when `options.withFile`, adds it to the cart and
 * waits until the header's cart badge counts one more unit.
 */
export async function addBedToCart(
  page: Page,
  size: string,
  options: { withFile?: boolean; storage?: string } = {},
): Promise<void> {
  await choose(page, 'Size', size);
  await choose(page, 'Fabric', 'Chenille');
  const colours = page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio');
  await expect.poll(() => colours.first().getAttribute('aria-checked'), POLL).toBe('true');
  if (options.storage) await choose(page, 'Storage', options.storage);
  if (options.withFile) {
    await page
      .getByLabel('Attach a file (.pdf, .doc, .docx)')
      .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PLAN_PDF });
    await page.getByRole('button', { name: 'Remove plan.pdf' }).waitFor();
  }
  const badge = page.getByTestId('cart-badge').filter({ visible: true });
  const units = async () => ((await badge.count()) ? Number(await badge.innerText()) : 0);
  const before = await units();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await waitForText(page, 'Cashel Grand Bed added to cart');
  await expect.poll(units, POLL).toBe(before + 1);
}

/** Fills and saves the checkout's 'Shipping address' form (spec §2 Checkout), country Ireland. */
export async function saveShippingAddress(
  page: Page,
  to: { firstName: string; address: string; city: string },
): Promise<void> {
  const shipping = page.getByRole('form', { name: 'Shipping address' });
  await field(shipping, 'First Name').fill(to.firstName);
  await field(shipping, 'Address').fill(to.address);
  await field(shipping, 'City').fill(to.city);
  await field(shipping, 'Country').fill('Ireland');
  await shipping.getByRole('button', { name: 'Save' }).click();
  await shipping.waitFor({ state: 'hidden' });
}

/** The My Orders card of the order with `trackingId` (an article named 'Order {trackingId}'). */
export function orderCard(page: Page, trackingId: string): Locator {
  return page.getByRole('article', { name: `Order ${trackingId}`, exact: true });
}

/** The value shown under `label` (e.g. 'Tracking ID', 'Reference') on an order card. */
export async function cardField(card: Locator, label: string): Promise<string> {
  const labelText = card.getByText(label, { exact: true }).first();
  return (await labelText.locator('xpath=following-sibling::*[1]').innerText()).trim();
}

/** Opens a My Orders tab ('Active', 'Cancelled', 'Delivered') and waits until it is selected. */
export async function openOrdersTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), POLL).toBe('true');
}

/** Tracking IDs of the order cards in the open My Orders tab, top to bottom. */
export async function trackingIdsInTab(page: Page): Promise<string[]> {
  const panel = page.getByRole('tabpanel').filter({ visible: true });
  const names = await panel
    .locator('article[aria-label^="Order "]')
    .evaluateAll((elements) =>
      (elements as unknown as PageElement[]).map((node) => node.getAttribute('aria-label') ?? ''),
    );
  return names.map((name) => name.replace(/^Order /, ''));
}

/** The available credit My Orders shows next to the search, in cents (design "Credit"). */
export async function shownAvailableCredit(page: Page): Promise<number> {
  const label = page.locator('main').getByText('Available credit', { exact: true }).first();
  return toCents(await label.locator('xpath=following-sibling::*[1]').innerText());
}

/**
 * Moves an order to its next delivery status with the admin CLI (`npm run admin -- advance
 * <trackingId>`, design "Admin CLI"). Returns what the CLI printed. @throws when the CLI fails.
 */
export async function advanceOrder(target: StackTarget, trackingId: string): Promise<string> {
  const result = await runAdminCli(target, ['advance', trackingId]);
  if (result.code !== 0) {
    throw new Error(`admin advance ${trackingId} exited ${result.code}: ${result.stderr}`);
  }
  return result.stdout;
}

/**
 * The steps of a tracking page's progress bar (spec §2 order tracking): each status as shown and its
 * state ('done', 'current' or 'pending'), in order.
 */
export async function deliverySteps(page: Page): Promise<{ name: string; state: string }[]> {
  const steps = page.getByRole('list', { name: 'Delivery progress' }).locator('li');
  return steps.evaluateAll((elements) =>
    (elements as unknown as PageElement[]).map((node) => ({
      name: (node.textContent ?? '')
        .replace(/\s*\((completed|current status|to come)\)\s*$/, '')
        .trim(),
      state: node.getAttribute('data-state') ?? '',
    })),
  );
}

/** One product card of a product list as the shopper sees it (spec §2 Product list). */
export interface ListedProduct {
  /** The product name (the card's h3). */
  name: string;
  /** The SKU, e.g. 'SH-BED-001' (its prefix names the category in the demo data). */
  sku: string;
  /** The shown price in cents, or null when none is shown (visitors). */
  price: number | null;
}

/** The cards of the product grid labelled `label` ('Products' on /products), in order. */
export async function listedProducts(page: Page, label = 'Products'): Promise<ListedProduct[]> {
  const cards = page.getByRole('list', { name: label, exact: true }).locator('article');
  const texts = await cards.evaluateAll((elements) =>
    (elements as unknown as PageElement[]).map((node) => ({
      name: node.querySelector('h3')?.textContent?.trim() ?? '',
      text: node.innerText,
    })),
  );
  return texts.map(({ name, text }) => {
    const amounts = amountsIn(text);
    return {
      name,
      sku: /SKU\s+(\S+)/i.exec(text)?.[1] ?? '',
      price: amounts.length ? amounts[0]! : null,
    };
  });
}

/**
 * Polls the product grid until `accept` approves its cards (non-empty) and returns them.
 * @throws (assertion) after 15 s, naming `what`.
 */
export async function waitForProducts(
  page: Page,
  what: string,
  accept: (items: ListedProduct[]) => boolean,
): Promise<ListedProduct[]> {
  let items: ListedProduct[] = [];
  await expect
    .poll(
      async () => {
        items = await listedProducts(page);
        return items.length > 0 && accept(items);
      },
      { ...POLL, message: what },
    )
    .toBe(true);
  return items;
}

/**
 * Resolves once the server-rendered product list has hydrated: the page's main content has
 * (`<html data-hydrated>`, set by the app frame) and its category tabs are there. Before that a
 * tab, page or card link loads the next page from the server (issue 12); the sort dropdown and the
 * filter boxes (form controls) only answer once hydrated (a choice made before is replayed then,
 * web/src/main.tsx). The tabs themselves keep their server HTML until touched (issue 29,
 * lib/hydrate-later.tsx), so their own state says nothing of the page's.
 * @throws (assertion) after 15 s.
 */
export async function listHydrated(page: Page): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Categories' }).getByRole('tab');
  await expect
    .poll(
      async () =>
        (await tabs.count()) > 0 &&
        (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')),
      { ...POLL, message: 'the product list hydrates' },
    )
    .toBe(true);
}

/**
 * The page numbers the pagination bar shows, with 'current' marking the current page and '…' the
 * gaps (spec §9), e.g. ['1', '2', '[3]', '4', '5', '…', '8'].
 */
export async function paginationItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  return nav.locator('ul > li').evaluateAll((elements) =>
    (elements as unknown as PageElement[])
      .map((node) => {
        if (node.getAttribute('aria-hidden') === 'true') return '…';
        const item = node.querySelector('[aria-label^="Page "]');
        if (!item) return '';
        const n = (item.getAttribute('aria-label') ?? '').replace('Page ', '');
        return item.getAttribute('aria-current') === 'page' ? `[${n}]` : n;
      })
      .filter(Boolean),
  );
}

/** The pathname + search of the page's URL, e.g. '/products?cats=1&page=2'. */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
