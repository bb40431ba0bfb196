import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approvedAccount, runAdminCli, type StackTarget } from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { pdfText } from '../support/documents.js';
import {
  addBedToCart,
  euro,
  openProductFromList,
  saveShippingAddress,
  toCents,
} from '../support/orders.js';
import {
  field,
  runJourney,
  signIn,
  uniqueEmail,
  waitForPath,
  waitForText,
} from '../support/session.js';

const POLL = { timeout: 15_000, interval: 100 } as const;
const BED = 'Cashel Grand Bed';

/**
 * Issue 14, purchase orders and documents: a retailer adds the bed with the same file twice
 * (one merged line) and in two other sizes, checks out once, and gets one purchase order with three
 * tracking IDs; the HTML confirmation with the invoice PDF attached is in the outbox; the invoice
 * downloaded from My Orders shows the checkout's totals; the shop advances one line and the open
 * My Orders page shows the new status within 2 seconds without a reload.
 */
describe('a checkout is one purchase order with its documents', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir };
  // Its own retailer with room on the account: other journeys spend the demo customer's credit.
  const customer = { email: uniqueEmail('purchase-order'), password: 'Quay#Street2026' };

  beforeAll(async () => {
    browser = await launchBrowser();
    await approvedAccount(target, customer.email, customer.password);
    const credit = await runAdminCli(target, ['set-credit', customer.email, '10000']);
    if (credit.code !== 0) throw new Error(`set-credit: ${credit.stderr}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('places three lines as one purchase order, mails it with the invoice and serves the invoice', async () => {
    await runJourney(browser, baseUrl, 'purchase-order-journey', VIEWPORTS.desktop, async (w) => {
      const { page } = w;
      await signIn(page, customer.email, customer.password);
      await waitForPath(page, '/');
      await page.evaluate(() => localStorage.removeItem('cart'));

      await openProductFromList(page, 'Cashel', BED);
      await addBedToCart(page, '5ft King', { withFile: true });
      await addBedToCart(page, '5ft King', { withFile: true }); // same file again: it merges
      await addBedToCart(page, '4ft6 Double');
      await addBedToCart(page, '4ft6 Double', { storage: 'Ottoman' });

      await page.goto('/cart');
      const lines = page.getByTestId('cart-line');
      await expect.poll(() => lines.count(), POLL).toBe(3);
      expect(await lines.first().innerText()).toContain('plan.pdf');
      await expect
        .poll(() => page.getByTestId('cart-badge').filter({ visible: true }).innerText(), POLL)
        .toBe('4');

      await page.getByRole('link', { name: 'Checkout', exact: true }).click();
      await waitForPath(page, '/checkout');
      await saveShippingAddress(page, {
        firstName: 'Aoife',
        address: '12 Quay Street',
        city: 'Galway',
      });
      const checkoutLines = page.getByTestId('checkout-line');
      for (let i = 0; i < 3; i++) {
        await field(checkoutLines.nth(i), 'Customer Reference').fill(`PO-E2E-${i + 1}`);
      }
      const total = toCents(await page.getByTestId('checkout-order-total').innerText());
      expect(total).toBeGreaterThan(0);
      const outbox = () => {
        try {
          return readdirSync(join(dataDir, 'mail'));
        } catch {
          return [];
        }
      };
      const mailsBefore = new Set(outbox());
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await waitForText(page, 'Order Placed Successfully');
      await waitForPath(page, '/orders');

      // One purchase order, confirmed on My Orders, with three tracking IDs and the gross total.
      const number = new URL(page.url()).searchParams.get('placed') ?? '';
      expect(number).toMatch(/^PO-\d{6}$/);
      const po = page.getByRole('article', { name: `Purchase order ${number}` });
      await po.waitFor();
      expect(await po.innerText()).toContain(`Purchase order ${number} placed: 3 orders`);
      const trackingIds = await po
        .locator('li')
        .evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent ?? ''));
      expect(trackingIds).toHaveLength(3);
      expect(new Set(trackingIds).size).toBe(3);
      expect(await po.innerText()).toContain(euro(total));
      await page.screenshot({ path: '/work/shots/retail/my-orders-po-1280.png' }).catch(() => {});

      // The HTML confirmation with a text part and the invoice PDF attached.
      let confirmation: Awaited<ReturnType<typeof simpleParser>> | undefined;
      await expect
        .poll(async () => {
          for (const file of outbox()) {
            if (mailsBefore.has(file)) continue;
            const mail = await simpleParser(readFileSync(join(dataDir, 'mail', file)));
            if (mail.subject === `Order confirmation ${number}`) confirmation = mail;
          }
          return confirmation !== undefined;
        }, POLL)
        .toBe(true);
      expect(confirmation!.html).toContain(euro(total));
      expect(confirmation!.text).toContain(`Total: ${euro(total)}`);
      for (const id of trackingIds) expect(confirmation!.text).toContain(id);
      const attached = confirmation!.attachments.find((a) => a.contentType === 'application/pdf');
      // The invoice has its own number (issue 22), e.g. invoice-INV-2026-000001.pdf.
      expect(attached?.filename).toMatch(/^invoice-INV-\d{4}-\d{6}\.pdf$/);

      // The invoice downloaded from My Orders: its totals equal the checkout's.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        po.getByRole('link', { name: 'Invoice (PDF)' }).click(),
      ]);
      const path = await download.path();
      const invoice = pdfText(readFileSync(path));
      expect(invoice).toContain(number);
      expect(invoice).toContain('Total due (incl. VAT)');
      expect(invoice).toContain(euro(total));
      for (const id of trackingIds) expect(invoice).toContain(id);
      expect(pdfText(attached!.content)).toContain(euro(total));

      // Live status: the shop advances one line (admin CLI); the open page shows the new status
      // within 2 seconds, without a reload, and a toast says what changed.
      await page.evaluate(() => {
        (window as unknown as { notReloaded?: boolean }).notReloaded = true;
      });
      const line = trackingIds[0]!;
      const card = page.getByRole('article', { name: `Order ${line}` });
      await card.waitFor();
      expect(await card.innerText()).toContain('Awaiting dispatch');
      const advanced = await runAdminCli(target, ['advance', line]);
      expect(advanced.code, advanced.stderr).toBe(0);
      const status = /is now '([^']+)'/.exec(advanced.stdout)?.[1] ?? '';
      expect(status).not.toBe('');
      const label = status.charAt(0).toUpperCase() + status.slice(1);
      const shown = Date.now();
      await expect.poll(() => card.innerText(), { timeout: 2000, interval: 50 }).toContain(label);
      expect(Date.now() - shown).toBeLessThan(2000);
      await waitForText(page, `Order ${line}: ${BED} is now ${label}`);
      expect(
        await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
      await page.screenshot({ path: '/work/shots/retail/my-orders-live-1280.png' }).catch(() => {});
    });
  });
});
