import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registrationForm, type StackTarget } from '../support/admin.js';
import { checkAccessibility, describeFinding } from '../support/axe.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { field, runJourney, signIn, uniqueEmail, waitForText } from '../support/session.js';

/** The demo admin of the seed (README demo accounts). */
const ADMIN = { email: 'admin@serenatrade.ie', password: 'Admin#Serena2026' } as const;

/** Every admin screen reachable from the sidebar, with its h1. */
const ADMIN_SCREENS: readonly { path: string; nav: string }[] = [
  { path: '/admin', nav: 'Dashboard' },
  { path: '/admin/accounts', nav: 'Accounts' },
  { path: '/admin/orders', nav: 'Orders' },
  { path: '/admin/inbox', nav: 'Inbox' },
  { path: '/admin/news', nav: 'News' },
  { path: '/admin/delivery-statuses', nav: 'Delivery statuses' },
  { path: '/admin/audit', nav: 'Audit log' },
];

/** Where screenshots go: SHOTS_DIR when set (outside the repo), else e2e/artifacts. */
function shotPath(name: string): string {
  const dir = process.env.SHOTS_DIR ?? new URL('../artifacts', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

/** Registers a trade account through the api's REST register call (the sign-up form's call). */
async function apply(target: StackTarget, email: string, password: string): Promise<void> {
  const form = {
    ...registrationForm(email, password),
    full_name: 'Nuala Keane',
    company_name: 'Keane Home',
  };
  const res = await fetch(`${target.apiUrl}/api/auth/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(form),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
}

/** Opens the admin console from the user menu's Admin entry (issue 9). */
async function openAdminFromUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await page.waitForURL('**/admin');
  await page.getByRole('link', { name: 'Serena Trade Admin' }).waitFor();
}

/** Follows an admin section link: the sidebar at 1280 px, the drawer at 375 px. */
async function openSection(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open admin menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  } else {
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name, exact: true })
      .click();
  }
}

/** The admin console (issue 9), as the shop's staff use it. */
describe('admin console', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir') };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('approves a new retailer, sets the credit limit and records a payment', async () => {
    const email = uniqueEmail('admin-retailer');
    const password = 'Keane#2026x';
    await apply(target, email, password);

    await runJourney(browser, baseUrl, 'admin-accounts', VIEWPORTS.desktop, async ({ page }) => {
      // A customer cannot open the console; the admin signs in at /signin like everyone else.
      await signIn(page, ADMIN.email, ADMIN.password);
      await openAdminFromUserMenu(page);

      await openSection(page, 'Accounts');
      await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
      await field(page, 'Search name, company or e-mail').fill(email);
      // The search runs on the server once typing pauses: one row, the applicant's.
      await page.waitForURL(/[?&]q=/);
      await waitForText(page, '1 result');
      await page.getByRole('link', { name: 'Nuala Keane' }).click();
      await page.waitForURL(/\/admin\/accounts\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Keane Home' }).waitFor();
      expect(await page.getByText(email).first().isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('button', { name: 'Block' }).waitFor();

      await field(page, 'Credit limit (€)').fill('2500');
      await page.getByRole('button', { name: 'Set credit limit' }).click();
      await expect.poll(() => page.getByTestId('available-credit').textContent()).toBe('€2,500.00');

      await field(page, 'Payment (€)').fill('120');
      await field(page, 'Note (optional)').fill('BOI 4471');
      await page.getByRole('button', { name: 'Record payment' }).click();
      const ledger = page.getByRole('table', { name: 'Credit ledger' });
      await ledger.getByText('BOI 4471').waitFor();
      expect(await ledger.getByText('Payment').count()).toBe(1);
    });

    // The approved retailer can now sign in.
    await runJourney(
      browser,
      baseUrl,
      'admin-retailer-signs-in',
      VIEWPORTS.desktop,
      async ({ page }) => {
        await signIn(page, email, password);
        await page.goto('/admin');
        await waitForText(page, 'This page is for Serena Home staff only.');
      },
    );
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`every admin screen passes axe (no serious or critical finding) at ${viewport.width} px`, async () => {
      await runJourney(browser, baseUrl, `admin-axe-${size}`, viewport, async ({ page }) => {
        await signIn(page, ADMIN.email, ADMIN.password);
        const blocking: string[] = [];
        for (const screen of ADMIN_SCREENS) {
          await page.goto(screen.path);
          await page.getByRole('link', { name: 'Serena Trade Admin' }).waitFor();
          await page
            .locator('main [aria-busy=true], main [aria-label=Loading]')
            .first()
            .waitFor({ state: 'detached' })
            .catch(() => undefined);
          await page.waitForLoadState('networkidle');
          await page.screenshot({
            path: shotPath(`${screen.nav.toLowerCase().replace(/\W+/g, '-')}-${viewport.width}`),
            fullPage: true,
          });
          const report = await checkAccessibility(page, screen.path, 'customer');
          blocking.push(...report.blocking.map((f) => `${screen.path}: ${describeFinding(f)}`));
        }
        expect(blocking).toEqual([]);
      });
    });
  }
});
