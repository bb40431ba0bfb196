import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import {
  advanceOrder,
  cardField,
  choose,
  deliverySteps,
  euro,
  option,
  openOrdersTab,
  openProductFromList,
  orderCard,
  settledLivePrice,
  shownAvailableCredit,
  toCents,
  trackingIdsInTab,
  vatOf,
  viewerCredit,
} from '../support/orders.js';
import {
  DEMO_CUSTOMER,
  field,
  runJourney,
  signIn,
  signOut,
  waitForPath,
  waitForText,
} from '../support/session.js';

const POLL = { timeout: 15_000, interval: 100 } as const;
const BED = 'Cashel Grand Bed';

/**
 * A retailer orders, follows, cancels and reorders (spec §2 Product detail, Cart, Checkout, My
 * Orders, Track; §4 order states; §5 checkout rules; §8 messages; §9 bed price and VAT): the demo
 * customer configures a bed with Cloud Storage, checks out against their credit, tracks the order
 * as a visitor, cancels it (credit comes back), reorders it and sees it move on after the admin
 * CLI advances it.
 */
describe('a retailer orders, follows, cancels and reorders', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const target = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir') };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('orders a bed, tracks it, cancels it and reorders it (1280 px)', async () => {
    const started = Date.now();
    await runJourney(browser, baseUrl, 'orders-journey', VIEWPORTS.desktop, async (watched) => {
      const { page, context } = watched;

      // Sign in through /signin (spec §2 account screens).
      await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await waitForPath(page, '/');
      const creditBefore = (await viewerCredit(context, baseUrl)).available;

      // Configure the bed: 5ft King, a fabric (its first colour follows), Cloud Storage, 2 units.
      await openProductFromList(page, 'Cashel', BED);
      await expect.poll(() => option(page, 'Storage', 'Cloud Storage').count(), POLL).toBe(1);
      await choose(page, 'Size', '5ft King');
      await choose(page, 'Fabric', 'Chenille');
      const colours = page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio');
      await expect.poll(() => colours.first().getAttribute('aria-checked'), POLL).toBe('true');
      const colour = (await colours.first().getAttribute('aria-label')) ?? '';
      expect(colour).not.toBe('');
      await choose(page, 'Storage', 'Cloud Storage');
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Quantity', exact: true }).inputValue(), POLL)
        .toBe('2');
      const live = await settledLivePrice(page, (p) => p.quantity === 2);
      // Spec §9: VAT is 23 % of the price; a line total is (price + VAT) × quantity.
      expect(live.vat).toBe(vatOf(live.unit));
      expect(live.unitGross).toBe(live.unit + live.vat);
      expect(live.lineTotal).toBe(2 * live.unitGross);

      // Add to Cart: the toast, the header badge, and the form back to quantity 1 (spec §4, §8).
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await waitForText(page, `${BED} added to cart`);
      await expect
        .poll(() => page.getByTestId('cart-badge').filter({ visible: true }).innerText(), POLL)
        .toBe('2');
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Quantity', exact: true }).inputValue(), POLL)
        .toBe('1');

      // /cart: the line's options and the summary; the Order Total is the live line total.
      await page.goto('/cart');
      const cartLine = page.getByTestId('cart-line');
      await expect.poll(() => cartLine.count(), POLL).toBe(1);
      const lineText = await cartLine.innerText();
      for (const detail of [
        'Size: 5ft King',
        'Fabric: Chenille',
        `Colour: ${colour}`,
        'Storage: Cloud Storage',
      ]) {
        expect(lineText).toContain(detail);
      }
      const summaryTotal = page.getByTestId('summary-total');
      await summaryTotal.waitFor();
      expect(toCents(await page.getByTestId('summary-subtotal').innerText())).toBe(2 * live.unit);
      expect(toCents(await page.getByTestId('summary-vat').innerText())).toBe(2 * live.vat);
      expect(toCents(await summaryTotal.innerText())).toBe(live.lineTotal);

      // Checkout: shipping address, then the reference rule (spec §5), then the order.
      await page.getByRole('link', { name: 'Checkout', exact: true }).click();
      await waitForPath(page, '/checkout');
      const shipping = page.getByRole('form', { name: 'Shipping address' });
      await field(shipping, 'First Name').fill('Aoife');
      await field(shipping, 'Address').fill('12 Quay Street');
      await field(shipping, 'City').fill('Galway');
      await field(shipping, 'Country').fill('Ireland');
      await shipping.getByRole('button', { name: 'Save' }).click();
      await shipping.waitFor({ state: 'hidden' });
      expect(toCents(await page.getByTestId('checkout-order-total').innerText())).toBe(
        live.lineTotal,
      );
      const confirm = page.getByRole('button', { name: 'Confirm Order' });
      await confirm.click();
      await waitForText(page, 'Please enter a reference number.');
      const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;
      await field(page.getByTestId('checkout-line'), 'Customer Reference').fill(reference);
      await expect
        .poll(() => page.getByText('Please enter a reference number.').count(), POLL)
        .toBe(0);
      await confirm.click();
      await waitForText(page, 'Order Placed Successfully');
      await waitForPath(page, '/orders');
      // The cart is emptied after a successful order (spec §4): no badge.
      await expect.poll(() => page.getByTestId('cart-badge').count(), POLL).toBe(0);

      // My Orders: the order is Active, awaiting dispatch; credit is lower by exactly its total.
      const placed = page.locator('article[aria-label^="Order "]').filter({ hasText: reference });
      await expect.poll(() => placed.count(), POLL).toBe(1);
      const trackingId = await cardField(placed, 'Tracking ID');
      expect(trackingId).toMatch(/\S{6,}/);
      expect((await cardField(placed, 'Delivery status')).toLowerCase()).toBe('awaiting dispatch');
      expect(await cardField(placed, 'Reference')).toBe(reference);
      expect(await cardField(placed, 'Quantity')).toBe('2');
      expect(await cardField(placed, 'Storage')).toBe('Cloud Storage');
      expect(await trackingIdsInTab(page)).toContain(trackingId);
      expect(toCents(await placed.innerText())).toBe(live.lineTotal);
      const creditAfterOrder = creditBefore - live.lineTotal;
      await expect
        .poll(async () => (await viewerCredit(context, baseUrl)).available, POLL)
        .toBe(creditAfterOrder);
      await expect.poll(() => shownAvailableCredit(page), POLL).toBe(creditAfterOrder);

      // Sign out and track the order as a visitor: no price anywhere (spec §1, §6).
      await signOut(page);
      await page.getByRole('link', { name: 'Track your order' }).first().click();
      await waitForPath(page, '/track');
      await field(page, 'Tracking ID or Reference Number').fill(`  ${trackingId} `);
      await page.getByRole('button', { name: 'Track', exact: true }).click();
      await waitForPath(page, `/order-tracking/${trackingId}`);
      await page
        .getByRole('heading', { level: 1, name: `Thank you for your order #${reference}` })
        .waitFor();
      const visitorSteps = await deliverySteps(page);
      expect(visitorSteps[0]).toEqual({ name: 'Awaiting dispatch', state: 'current' });
      expect(visitorSteps.slice(1).every((step) => step.state === 'pending')).toBe(true);
      expect(visitorSteps.map((step) => step.name.toLowerCase())).toContain('order delivered');
      const trackedText = await page.locator('main').innerText();
      for (const shown of [BED, 'Chenille', colour, 'Galway, Ireland', trackingId]) {
        expect(trackedText).toContain(shown);
      }
      // A visitor sees the town and country only, never the street (design: tracked order DTO).
      expect(trackedText).not.toContain('Quay Street');
      expect(await page.locator('body').innerText()).not.toContain('€');
      // A reference number finds only the customer's own orders (api: against enumeration).
      await page.goto(`/order-tracking/${encodeURIComponent(reference)}`);
      await page.getByRole('heading', { level: 1, name: 'Order Not Found' }).waitFor();

      // Sign in again and cancel: the order moves to Cancelled and the credit comes back.
      await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      // Signed in, the reference number finds the order, with its full address and total.
      await page.goto(`/order-tracking/${encodeURIComponent(reference)}`);
      await page
        .getByRole('heading', { level: 1, name: `Thank you for your order #${reference}` })
        .waitFor();
      expect(await page.locator('main').innerText()).toContain('12 Quay Street');
      expect(toCents(await page.getByTestId('tracking-total').innerText())).toBe(live.lineTotal);
      await page.goto('/orders');
      const active = orderCard(page, trackingId);
      await active.getByRole('button', { name: 'Cancel', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await waitForText(page, 'Order cancelled.');
      await expect.poll(() => active.count(), POLL).toBe(0);
      await openOrdersTab(page, 'Cancelled');
      const cancelled = orderCard(page, trackingId);
      await expect.poll(() => cancelled.count(), POLL).toBe(1);
      expect(await cancelled.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
      await expect
        .poll(async () => (await viewerCredit(context, baseUrl)).available, POLL)
        .toBe(creditBefore);
      await expect.poll(() => shownAvailableCredit(page), POLL).toBe(creditBefore);

      // Reorder the cancelled order, quantity 1: a new Active order; credit drops by its total.
      await cancelled.getByRole('button', { name: 'Reorder' }).click();
      const reorder = page.getByRole('form', { name: 'Reorder' });
      await field(reorder, 'Quantity').fill('0');
      await reorder.getByRole('button', { name: 'Submit' }).click();
      await waitForText(page, 'Quantity is required and must be greater than 0.');
      await field(reorder, 'Quantity').fill('1');
      await reorder.getByRole('button', { name: 'Submit' }).click();
      await waitForText(page, 'Reorder placed.');
      await openOrdersTab(page, 'Active');
      let reorderId = '';
      await expect
        .poll(async () => {
          const ids = (await trackingIdsInTab(page)).filter((id) => id !== trackingId);
          reorderId = ids[0] ?? '';
          return ids.length;
        }, POLL)
        .toBeGreaterThan(0);
      const reordered = orderCard(page, reorderId);
      expect(await cardField(reordered, 'Quantity')).toBe('1');
      expect((await cardField(reordered, 'Delivery status')).toLowerCase()).toBe(
        'awaiting dispatch',
      );
      const reorderTotal = toCents(await reordered.innerText());
      expect(reorderTotal).toBe(live.unitGross);
      await expect
        .poll(async () => (await viewerCredit(context, baseUrl)).available, POLL)
        .toBe(creditBefore - reorderTotal);
      await expect.poll(() => shownAvailableCredit(page), POLL).toBe(creditBefore - reorderTotal);

      // The admin CLI advances the new order; its tracking page shows the next status.
      await advanceOrder(target, reorderId);
      await page.goto(`/order-tracking/${encodeURIComponent(reorderId)}`);
      await page.getByRole('heading', { level: 1, name: /^Thank you for your order #/ }).waitFor();
      const steps = await deliverySteps(page);
      expect(steps[0]).toEqual({ name: 'Awaiting dispatch', state: 'done' });
      expect(steps[1]?.state).toBe('current');
      const next = steps[1]?.name ?? '';
      expect(next).not.toBe('');
      const status = page.getByText('Current status', { exact: true });
      expect(await status.locator('xpath=following-sibling::*[1]').innerText()).toBe(next);
      expect(toCents(await page.getByTestId('tracking-total').innerText())).toBe(reorderTotal);
      // Once it has left 'awaiting dispatch' it can no longer be cancelled (spec §4).
      await page.goto('/orders');
      const moved = orderCard(page, reorderId);
      await moved.waitFor();
      expect(await cardField(moved, 'Delivery status')).toBe(next);
      expect(await moved.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);

      console.info(
        `orders journey: line total ${euro(live.lineTotal)} (2 × ${euro(live.unitGross)}: ` +
          `${euro(live.unit)} + VAT ${euro(live.vat)}); credit ${euro(creditBefore)} → ` +
          `${euro(creditAfterOrder)} after the order → ${euro(creditBefore)} after cancelling → ` +
          `${euro(creditBefore - reorderTotal)} after the reorder (${euro(reorderTotal)}); ` +
          `advanced to '${next}'; ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    });
  });
});
