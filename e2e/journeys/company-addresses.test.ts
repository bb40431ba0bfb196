import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StackTarget } from '../support/admin.js';
import { checkAccessibility, describeFinding } from '../support/axe.js';
import { launchBrowser, shotPath, VIEWPORTS } from '../support/browser.js';
import {
  acceptInvitation,
  DEMO_COMPANY_ADMIN,
  inviteCompanyUser,
  removeDemoAddresses,
  roomOnDemoCredit,
} from '../support/company.js';
import { pdfText } from '../support/documents.js';
import { addBedToCart, openProductFromList } from '../support/orders.js';
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

/** The saved address as typed (the Eircode in lower case without its space). */
const WAREHOUSE = {
  'Recipient name': 'Siobhan Walsh',
  Company: 'Walsh Interiors Ltd',
  'Address line 1': 'Unit 4, Ballymount Business Park',
  'Address line 2': 'Ballymount Road',
  Town: 'Dublin 12',
  County: 'Co. Dublin',
  Eircode: 'd12x285',
  Phone: '+353 1 555 0100',
} as const;
const NOTES = 'Rear entrance, ring the bell';

/** Every part of the address as printed, the Eircode normalised. */
const PRINTED = [
  'Siobhan Walsh',
  'Walsh Interiors Ltd',
  'Unit 4, Ballymount Business Park',
  'Ballymount Road',
  'Dublin 12',
  'Co. Dublin',
  'D12 X285',
  '+353 1 555 0100',
  NOTES,
];

/** Fails on serious or critical axe findings (WCAG 2.1 A + AA) of the page as it is now. */
async function expectAccessible(page: Page, path: string): Promise<void> {
  const report = await checkAccessibility(page, path, 'customer');
  expect(report.blocking.map(describeFinding), path).toEqual([]);
}

/** Opens My Account → Address book from the account menu. */
async function openAddressBook(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Address book' }).click();
  await waitForPath(page, '/account/addresses');
}

/**
 * Issue 24 "Done when", address book and reordering a whole purchase order: the demo company's
 * admin saves a delivery address (Eircode typed loosely, shown normalised) and invites a buyer;
 * the buyer accepts, checks out to that saved address, and the invoice PDF prints the whole
 * address; the order page shows it too. The buyer then reorders the purchase order from My Orders:
 * every line goes back into the cart at today's prices. The journey first raises the demo
 * company's credit limit (other journeys spend its credit) and removes the address after.
 */
describe('company address book and reordering a purchase order', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir') };
  const admin = DEMO_COMPANY_ADMIN;

  beforeAll(async () => {
    browser = await launchBrowser();
    await roomOnDemoCredit(target);
  });
  afterAll(async () => {
    await browser?.close();
    // Other journeys type a one-off address at checkout as the demo customer: leave the book empty.
    await removeDemoAddresses(target, WAREHOUSE['Recipient name']);
  });

  it("the demo company's buyer checks out to a saved address, prints it and reorders the purchase order", async () => {
    // A new buyer on each attempt: a retry cannot invite the first attempt's address again.
    const buyer = {
      email: uniqueEmail('demo-buyer'),
      password: 'Ballymount#2026',
      name: 'Brid Buyer',
    };
    await runJourney(browser, baseUrl, 'company-addresses', VIEWPORTS.desktop, async ({ page }) => {
      await signIn(page, admin.email, admin.password);
      await waitForPath(page, '/');
      await page.evaluate(() => localStorage.removeItem('cart'));

      // The demo company admin saves the warehouse address; a bad Eircode is refused first.
      await openAddressBook(page);
      const form = page.getByRole('form', { name: 'Add an address' });
      for (const [label, value] of Object.entries(WAREHOUSE)) await field(form, label).fill(value);
      await field(form, 'Eircode').fill('SW1A 1AA');
      await field(form, 'Delivery notes').fill(NOTES);
      await form.getByRole('button', { name: 'Add address' }).click();
      await waitForText(page, 'Enter a valid Eircode, e.g. D02 X285.');
      await field(form, 'Eircode').fill(WAREHOUSE.Eircode);
      await form.getByRole('button', { name: 'Add address' }).click();
      await waitForText(page, 'Address saved');
      const saved = page
        .getByRole('list', { name: 'Saved addresses' })
        .getByRole('listitem')
        .filter({ hasText: 'Siobhan Walsh' });
      await expect.poll(() => saved.count(), POLL).toBeGreaterThan(0);
      const card = await saved.last().innerText();
      for (const part of PRINTED) expect(card).toContain(part);
      await expectAccessible(page, '/account/addresses');
      await page.screenshot({ path: shotPath('address-book-1280'), fullPage: true });
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.screenshot({ path: shotPath('address-book-375'), fullPage: true });
      await page.setViewportSize(VIEWPORTS.desktop);

      // The admin invites a buyer into the demo company; the buyer accepts and signs in.
      await page.goto('/account/company-users');
      await inviteCompanyUser(page, buyer.name, buyer.email, 'BUYER');
      await signOut(page);
      await acceptInvitation(page, target, buyer);
      await page.goto('/signin');
      await signIn(page, buyer.email, buyer.password);
      await page.getByRole('button', { name: `Account menu of ${buyer.name}` }).waitFor();
      await page.evaluate(() => localStorage.removeItem('cart'));

      // Two lines in the cart; at checkout the buyer picks the saved warehouse address.
      await openProductFromList(page, 'Cashel', 'Cashel Grand Bed');
      await addBedToCart(page, '5ft King');
      await addBedToCart(page, '4ft6 Double');
      await page.goto('/checkout');
      const picker = page.getByRole('radiogroup', { name: 'Deliver to' });
      const chosen = picker.getByRole('radio', { name: /Siobhan Walsh/ }).last();
      await chosen.check();
      await expect.poll(() => chosen.isChecked(), POLL).toBe(true);
      await expectAccessible(page, '/checkout');
      await page.screenshot({ path: shotPath('checkout-saved-address-1280'), fullPage: true });
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.screenshot({ path: shotPath('checkout-saved-address-375'), fullPage: true });
      await page.setViewportSize(VIEWPORTS.desktop);
      const lines = page.getByTestId('checkout-line');
      await expect.poll(() => lines.count(), POLL).toBe(2);
      for (let i = 0; i < 2; i++) {
        await field(lines.nth(i), 'Customer Reference').fill(`WALSH-${i + 1}`);
      }
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await waitForText(page, 'Order Placed Successfully');
      await waitForPath(page, '/orders');
      const number = new URL(page.url()).searchParams.get('placed') ?? '';
      expect(number).toMatch(/^PO-\d{6}$/);
      const po = page.getByRole('article', { name: `Purchase order ${number}` });
      await po.waitFor();
      const poText = await po.innerText();
      for (const part of PRINTED) expect(poText).toContain(part);

      // The invoice prints the whole address.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        po.getByRole('link', { name: 'Invoice (PDF)' }).click(),
      ]);
      const invoice = pdfText(readFileSync(await download.path())).replace(/[ \t]+/g, ' ');
      expect(invoice).toContain('Attn: Siobhan Walsh');
      for (const part of PRINTED) expect(invoice).toContain(part);

      // The order page shows the whole address too.
      const trackingId = (await po.locator('li p').first().innerText()).trim();
      await page.goto(`/orders/${trackingId}`);
      await page.getByRole('heading', { level: 1, name: `Order ${trackingId}` }).waitFor();
      const main = await page.getByRole('main').innerText();
      for (const part of PRINTED) expect(main).toContain(part);
      await page.screenshot({ path: shotPath('order-page-address-1280'), fullPage: true });

      // Reorder the whole purchase order from My Orders into an empty cart.
      await page.evaluate(() => localStorage.removeItem('cart'));
      await page.goto('/orders');
      const again = page.getByRole('article', { name: `Purchase order ${number}` });
      await again.getByRole('button', { name: 'Reorder purchase order' }).click();
      await waitForText(page, `Added 2 lines of ${number} to the cart at today's prices.`);
      await page.setViewportSize(VIEWPORTS.mobile);
      await again.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath('reorder-purchase-order-375') });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/cart');
      const cartLines = page.getByTestId('cart-line');
      await expect.poll(() => cartLines.count(), POLL).toBe(2);
      const cart = await page.getByRole('main').innerText();
      expect(cart).toContain('5ft King');
      expect(cart).toContain('4ft6 Double');
    });
  });
});
