import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, type StackTarget } from '../support/admin.js';
import { launchBrowser, shotPath, VIEWPORTS } from '../support/browser.js';
import {
  acceptInvitation,
  DEMO_COMPANY_ADMIN,
  inviteCompanyUser,
  roomOnDemoCredit,
} from '../support/company.js';
import { choose, openProductFromList, saveShippingAddress, toCents } from '../support/orders.js';
import {
  field,
  runJourney,
  signIn,
  signOut,
  uniqueEmail,
  waitForPath,
  waitForText,
} from '../support/session.js';

const POLL = { timeout: 15_000, interval: 100 } as const;
const LIST = 'Showroom restock';

/** Sends an admin catalog call with the stack's admin token; returns the JSON answer. */
async function adminCall<T>(target: StackTarget, method: string, path: string, body: unknown) {
  const res = await fetch(`${target.apiUrl}${path}`, {
    method,
    headers: { 'x-admin-token': adminToken(target.dataDir), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await res.json()) as T;
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Opens the "Save to list" dialog, picks `list` (or names a new one) and saves. */
async function saveToList(page: Page, list: string, isNew: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Save to list' }).click();
  const form = page.getByRole('form', { name: 'Save to list' });
  await form.waitFor();
  if (isNew) {
    await field(form, 'List name').fill(list);
  } else {
    await expect.poll(() => form.getByRole('option', { name: list }).count(), POLL).toBe(1);
    await form.getByRole('combobox', { name: 'List' }).selectOption({ label: list });
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await waitForText(page, `Saved to ${list}`);
  await form.waitFor({ state: 'hidden' });
}

/** Screenshots the page at 1280 and 375 px wide as `{name}-1280` and `{name}-375`. */
async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: shotPath(`${name}-1280`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: shotPath(`${name}-375`), fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);
}

/**
 * Saved lists (issue 24 "Saved lists", "Done when"): the demo company's admin invites a buyer, who
 * accepts and saves a configured bed from the product page and
 * another product from quick order into a new list, and a footstool the shop then stops selling;
 * the list names the footstool as no longer sold, goes to the cart repriced (the two good lines
 * only), and through checkout to a placed order on the demo company's account (the journey
 * first raises its credit limit: other journeys spend it).
 */
describe('saved lists', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir') };

  beforeAll(async () => {
    browser = await launchBrowser();
    await roomOnDemoCredit(target);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves a bed and a quick-order line, names a product no longer sold, and orders the list', async () => {
    // A new buyer on each attempt: a retry cannot invite the first attempt's address again.
    const buyer = { email: uniqueEmail('lists'), password: 'Lists#Street2026', name: 'Cian Buyer' };
    const sku = `RETIRE-${Date.now().toString(36).toUpperCase()}`;
    const retired = {
      sku,
      name: 'Retired Footstool',
      price: '99.00',
      stock: -1,
      status: 'available',
    };
    const created = await adminCall<{ product: { id: number } }>(
      target,
      'POST',
      '/api/admin/catalog/products',
      retired,
    );
    await runJourney(browser, baseUrl, 'saved-lists', VIEWPORTS.desktop, async ({ page }) => {
      // The demo company admin invites the buyer, who accepts and signs in.
      await signIn(page, DEMO_COMPANY_ADMIN.email, DEMO_COMPANY_ADMIN.password);
      await waitForPath(page, '/');
      await page.goto('/account/company-users');
      await inviteCompanyUser(page, buyer.name, buyer.email, 'BUYER');
      await signOut(page);
      await acceptInvitation(page, target, buyer);
      await page.goto('/signin');
      await signIn(page, buyer.email, buyer.password);
      await page.getByRole('button', { name: `Account menu of ${buyer.name}` }).waitFor();
      await page.evaluate(() => localStorage.removeItem('cart'));

      // A configured bed from the product page into a new list.
      await openProductFromList(page, 'Cashel', 'Cashel Grand Bed');
      await choose(page, 'Size', '5ft King');
      await choose(page, 'Fabric', 'Chenille');
      const colours = page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio');
      await expect.poll(() => colours.first().getAttribute('aria-checked'), POLL).toBe('true');
      await choose(page, 'Storage', 'Ottoman');
      await saveToList(page, LIST, true);

      // The quick-order example line (another product) into the same list.
      await page.goto('/quick-order');
      const box = page.getByRole('textbox', { name: 'Order lines' });
      await box.fill((await box.getAttribute('placeholder'))!);
      await page.getByRole('button', { name: 'Check prices' }).click();
      await waitForText(page, '1 of 1 lines ready.');
      await saveToList(page, LIST, false);

      // A footstool into the list, which the shop then stops selling.
      await page.goto(`/products/${created.product.id}`);
      await page.getByRole('heading', { level: 1, name: 'Retired Footstool' }).waitFor();
      await saveToList(page, LIST, false);
      await adminCall(target, 'PUT', `/api/admin/catalog/products/${created.product.id}`, {
        ...retired,
        status: 'unavailable',
      });

      // The Saved lists page, then the list: two lines priced now, the footstool named.
      await page.goto('/account/saved-lists');
      await page.getByRole('link', { name: LIST }).waitFor();
      await waitForText(page, '1 line is no longer sold');
      expect(await page.getByRole('list', { name: 'Saved lists' }).innerText()).toContain(
        '3 lines',
      );
      await shots(page, 'saved-lists');
      await page.getByRole('link', { name: LIST }).click();
      await page.getByRole('heading', { level: 1, name: LIST }).waitFor();
      const lines = page.getByRole('list', { name: 'List lines' }).getByRole('listitem');
      await expect.poll(() => lines.count(), POLL).toBe(3);
      await waitForText(page, 'Retired Footstool is no longer sold.');
      const priced = await lines.evaluateAll((items) =>
        items.map(
          (li) => /line (€[\d,]+\.\d{2}) incl\. VAT/.exec(li.textContent ?? '')?.[1] ?? null,
        ),
      );
      expect(priced.filter(Boolean)).toHaveLength(2);
      expect(priced[2]).toBeNull();
      await shots(page, 'saved-list');

      // The whole list to the cart: the two good lines, the footstool named.
      await page.getByRole('button', { name: 'Add list to cart' }).click();
      await page.getByText('2 lines added to cart at your current prices.').waitFor();
      await waitForText(page, 'Not added: Retired Footstool is no longer sold.');
      await page.goto('/cart');
      await expect.poll(() => page.getByTestId('cart-line').count(), POLL).toBe(2);

      // Checkout at the prices the list showed.
      await page.goto('/checkout');
      await saveShippingAddress(page, {
        firstName: 'Aoife',
        address: '1 Quay Street',
        city: 'Galway',
      });
      const checkoutLines = page.getByTestId('checkout-line');
      await expect.poll(() => checkoutLines.count(), POLL).toBe(2);
      const total = toCents(await page.getByTestId('checkout-order-total').innerText());
      expect(total).toBe(priced.filter(Boolean).reduce((sum, p) => sum + toCents(p!), 0));
      for (let i = 0; i < 2; i += 1) {
        await field(checkoutLines.nth(i), 'Customer Reference').fill(`LIST-${i + 1}`);
      }
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await waitForText(page, 'Order Placed Successfully');
      await waitForPath(page, '/orders');
    });
  });
});
