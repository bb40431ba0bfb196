import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN,
  applyInBrowser,
  CONTACT_SENT,
  dashboardFigure,
  openAdminFromUserMenu,
  openSection,
  orderOneBed,
  settled,
  shotPath,
} from '../support/admin-console.js';
import { checkAccessibility, describeFinding } from '../support/axe.js';
import { launchBrowser, openPage, screenshot, VIEWPORTS } from '../support/browser.js';
import { orderCard, openOrdersTab, toCents, viewerCredit } from '../support/orders.js';
import { field, runJourney, signIn, uniqueEmail, waitForText } from '../support/session.js';

const POLL = { timeout: 15_000, interval: 100 } as const;

/** Every admin screen, with its name for the screenshots; `open` reaches the detail screens. */
const ADMIN_SCREENS: readonly { name: string; path: string; open?: string }[] = [
  { name: 'dashboard', path: '/admin' },
  { name: 'accounts', path: '/admin/accounts' },
  { name: 'account-detail', path: '/admin/accounts', open: '/admin/accounts/' },
  { name: 'orders', path: '/admin/orders' },
  { name: 'order-detail', path: '/admin/orders', open: '/admin/orders/' },
  { name: 'inbox', path: '/admin/inbox' },
  { name: 'news', path: '/admin/news' },
  { name: 'delivery-statuses', path: '/admin/delivery-statuses' },
  { name: 'audit-log', path: '/admin/audit' },
];

/** Opens a list screen and, for a detail screen, its first row's link. */
async function openScreen(page: Page, screen: (typeof ADMIN_SCREENS)[number]): Promise<void> {
  await page.goto(screen.path);
  await settled(page);
  if (screen.open) {
    const link = page.locator(`main a[href^="${screen.open}"]`).first();
    await link.click();
    await page.waitForURL(new RegExp(`${screen.open}\\d+$`));
    await settled(page);
  }
}

/** The admin console (issue 9), as the shop's staff use it. */
describe('admin console', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("runs the shop: application, approval, credit, an order to 'order delivered', a payment, the inbox", async () => {
    const applicant = {
      fullName: 'Nuala Keane',
      companyName: `Keane Home ${Date.now().toString(36).slice(-5)}`,
      email: uniqueEmail('admin-retailer'),
      password: 'Keane#2026x',
    };
    const reference = `ADM-${Date.now().toString(36).toUpperCase()}`;
    const plan = 'showroom-plan.pdf';
    const retailer = await openPage(browser, baseUrl, VIEWPORTS.desktop);
    try {
      // A retailer applies; a visitor sends a contact message with a file.
      await applyInBrowser(retailer.page, applicant);
      await retailer.page.goto('/contact');
      const contact = retailer.page.getByRole('form', { name: 'Contact Us' });
      await field(contact, 'Full Name').fill('Nuala Keane');
      await field(contact, 'Email').fill(applicant.email);
      await field(contact, 'Phone Number').fill('0871234567');
      await field(contact, 'Message').fill(`Our showroom plan for ${reference} is attached.`);
      await field(contact, 'Attachment (optional)').setInputFiles({
        name: plan,
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\nShowroom: 3 beds by the window\n'),
      });
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await waitForText(retailer.page, CONTACT_SENT);

      await runJourney(browser, baseUrl, 'admin-console', VIEWPORTS.desktop, async ({ page }) => {
        // The admin signs in at /signin and opens the console from the user menu.
        await signIn(page, ADMIN.email, ADMIN.password);
        await openAdminFromUserMenu(page);
        await settled(page);
        expect(Number(await dashboardFigure(page, 'Pending applications'))).toBeGreaterThan(0);
        expect(Number(await dashboardFigure(page, 'Unread messages'))).toBeGreaterThan(0);

        // The application is on the dashboard: approve it and set a credit limit.
        const pending = page.getByRole('region', { name: 'Applications awaiting approval' });
        await pending
          .getByRole('link', { name: `${applicant.companyName} — ${applicant.fullName}` })
          .click();
        await page.waitForURL(/\/admin\/accounts\/\d+$/);
        const accountUrl = page.url();
        await page.getByRole('heading', { level: 1, name: applicant.companyName }).waitFor();
        // Issue 22: the Approve dialog sets the opening credit limit in the same change.
        await page.getByRole('button', { name: 'Approve' }).click();
        const approve = page.getByRole('alertdialog', { name: 'Approve this application?' });
        await field(approve, 'Opening credit limit (€)').fill('3000');
        await approve.getByRole('button', { name: 'Approve account' }).click();
        await page.getByRole('button', { name: 'Block' }).waitFor();
        await expect
          .poll(() => page.getByTestId('available-credit').textContent(), POLL)
          .toBe('€3,000.00');
        // Issue 26: a staff-only note on the account, dated and signed by the admin.
        await field(page, 'New note').fill('Approved after the showroom visit.');
        await page.getByRole('button', { name: 'Add note' }).click();
        const note = page
          .getByRole('listitem')
          .filter({ hasText: 'Approved after the showroom visit.' });
        await note.waitFor();
        expect(await note.textContent()).toContain(ADMIN.email);

        // The retailer signs in (the console is for staff only) and orders; it uses credit.
        await signIn(retailer.page, applicant.email, applicant.password);
        await retailer.page.goto('/admin');
        await waitForText(retailer.page, 'This page is for Serena Home staff only.');
        await orderOneBed(retailer.page, reference);
        const afterOrder = (await viewerCredit(retailer.context, baseUrl)).available;
        expect(afterOrder).toBeLessThan(300_000);

        // The admin finds the order by its reference and moves it to 'order delivered'.
        await openSection(page, 'Orders');
        await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        await field(page, 'Search tracking ID, PO or reference').fill(reference);
        await page.waitForURL(/[?&]q=/);
        const row = page.getByRole('row').filter({ hasText: reference });
        await expect.poll(() => row.count(), POLL).toBe(1);
        await row.getByRole('link').first().click();
        await page.waitForURL(/\/admin\/orders\/\d+$/);
        const title = page.getByRole('heading', { level: 1, name: /^Order \S+$/ });
        await title.waitFor();
        const heading = await title.innerText();
        const trackingId = heading.replace(/^Order\s+/, '').trim();
        const move = page.getByRole('form', { name: 'Move delivery status' });
        await field(move, 'New delivery status').selectOption('order delivered');
        await move.getByRole('button', { name: 'Move order' }).click();
        await waitForText(page, `Order ${trackingId} is now 'order delivered'`);

        // The retailer sees it under Delivered.
        await retailer.page.goto('/orders');
        await openOrdersTab(retailer.page, 'Delivered');
        await expect.poll(() => orderCard(retailer.page, trackingId).count(), POLL).toBe(1);

        // The admin records a payment: the retailer's available credit goes back up by it.
        await page.goto(accountUrl);
        await field(page, 'Payment (€)').fill('250');
        await field(page, 'Note (optional)').fill('EFT 9921');
        await page.getByRole('button', { name: 'Record payment' }).click();
        // Issue 22: the dry run's new balance is confirmed before anything is recorded.
        const confirmPayment = page.getByRole('alertdialog', {
          name: 'Record a payment of €250.00?',
        });
        await confirmPayment.getByText('New balance owed:').waitFor();
        await confirmPayment.getByRole('button', { name: 'Record payment' }).click();
        const ledger = page.getByRole('table', { name: 'Credit ledger' });
        await ledger.getByText('EFT 9921').waitFor();
        expect(await ledger.getByText('Purchase').count()).toBe(1);
        await expect
          .poll(async () => (await viewerCredit(retailer.context, baseUrl)).available, POLL)
          .toBe(afterOrder + 25_000);
        expect(toCents((await page.getByTestId('available-credit').textContent()) ?? '')).toBe(
          afterOrder + 25_000,
        );

        // The admin reads the contact message and downloads its file.
        await openSection(page, 'Inbox');
        const message = page
          .getByRole('article')
          .filter({ hasText: `Our showroom plan for ${reference} is attached.` });
        await expect.poll(() => message.count(), POLL).toBe(1);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          message.getByRole('link', { name: plan }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(plan);
        expect(await download.failure()).toBeNull();
        await message.getByRole('button', { name: 'Mark read' }).click();
        await waitForText(page, 'Marked read.');
        await expect.poll(() => message.getByText('Unread', { exact: true }).count(), POLL).toBe(0);
      });
      expect(retailer.consoleErrors).toEqual([]);
    } catch (error) {
      await screenshot(retailer.page, 'admin-retailer-failure').catch(() => undefined);
      throw error;
    } finally {
      await retailer.context.close();
    }
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`every admin screen passes axe (no serious or critical finding) at ${viewport.width} px`, async () => {
      await runJourney(browser, baseUrl, `admin-axe-${size}`, viewport, async ({ page }) => {
        await signIn(page, ADMIN.email, ADMIN.password);
        const blocking: string[] = [];
        for (const screen of ADMIN_SCREENS) {
          await openScreen(page, screen);
          await page.screenshot({
            path: shotPath(`${screen.name}-${viewport.width}`),
            fullPage: true,
          });
          const report = await checkAccessibility(page, screen.name, 'customer');
          blocking.push(...report.blocking.map((f) => `${screen.name}: ${describeFinding(f)}`));
        }
        expect(blocking).toEqual([]);
      });
    });
  }
});
