import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approvedAccount, runAdminCli, type StackTarget } from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { linkIn, waitForMail } from '../support/mail.js';
import {
  DEMO_CUSTOMER,
  field,
  mainText,
  runJourney,
  signIn,
  signOut,
  submitSignIn,
  uniqueEmail,
  waitForPath,
  waitForText,
} from '../support/session.js';

/** Spec §8 registration success toast. */
const REGISTERED =
  'Registration successful! You will be able to login after admin account approval';
/** The api's answer to a sign-in before approval (spec §4: no sign-in until approved). */
const AWAITING_APPROVAL = 'Your account is awaiting admin approval.';

/** Opens /products and resolves once product cards are on screen; returns the main text. */
async function productListText(page: Page): Promise<string> {
  await page.goto('/products');
  await page.locator('main a[href^="/products/"]').first().waitFor();
  return mainText(page);
}

/**
 * Trade accounts (spec §2 account screens and route table, §4 auth, §5 sign-up and password rules,
 * §8 registration, login, password and reset messages), told as the retailer lives them.
 */
describe('trade accounts', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir') };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a retailer applies, waits for approval and gets trade prices', async () => {
    const email = uniqueEmail('retailer');
    const password = 'Retail#2026x';
    const newPassword = 'Retail#2027y';
    await runJourney(browser, baseUrl, 'accounts-apply', VIEWPORTS.desktop, async ({ page }) => {
      // Applies for a trade account, filling every field.
      await page.goto('/signup');
      await page.getByRole('heading', { level: 1, name: 'Apply For Trade Account' }).waitFor();
      const fields: [string, string][] = [
        ['Full Name', 'Orla Brennan'],
        ['Company Name', 'Brennan Beds'],
        ['Email', email],
        ['Invoice Email', email.replace('@', '+invoices@')],
        ['Phone Number', '0871234567'],
        ['Country', 'Ireland'],
        ['Office Address', '12 Main Street'],
        ['Office City', 'Drogheda'],
        ['Office Eircode', 'A92 X2Y3'],
        ['Delivery Address', 'Unit 4, Donore Road Business Park'],
        ['Delivery City', 'Drogheda'],
        ['Delivery Eircode', 'A92 K7P4'],
        ['Password', password],
        ['Confirm Password', password],
      ];
      for (const [label, value] of fields) {
        await field(page, label).fill(value);
      }
      await page.getByRole('button', { name: 'Apply For Trade Account' }).click();
      await waitForText(page, REGISTERED);
      await waitForPath(page, '/signin');

      // Before approval the account cannot sign in, and the shop shows no prices.
      await submitSignIn(page, email, password);
      await waitForText(page, AWAITING_APPROVAL);
      expect(new URL(page.url()).pathname).toBe('/signin');
      expect(await productListText(page)).not.toContain('€');

      // Serena Home approves the account with the admin CLI.
      const approved = await runAdminCli(target, ['approve', email]);
      expect(approved.stderr).not.toMatch(/error/i);
      expect(approved).toMatchObject({ code: 0 });
      expect(approved.stdout).toContain(`Approved ${email}`);

      // Now the retailer signs in and sees euro prices on the product cards.
      await signIn(page, email, password);
      await waitForPath(page, '/');
      await page.getByRole('button', { name: 'Account menu of Orla Brennan' }).waitFor();
      await expect.poll(() => productListText(page), { timeout: 15_000 }).toContain('€');

      // Changes the password.
      await page.goto('/account/account-password');
      await page.getByRole('heading', { level: 1, name: 'Update Password' }).waitFor();
      await field(page, 'Current Password').fill(password);
      await field(page, 'New Password').fill(newPassword);
      await field(page, 'Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await waitForText(page, 'Password updated successfully');
      await waitForPath(page, '/');

      // Signs out: the prices are gone.
      await signOut(page);
      expect(await productListText(page)).not.toContain('€');

      // The new password is the one that works now.
      await signIn(page, email, newPassword);
      await waitForPath(page, '/');
    });
  });

  it('a retailer who forgot the password resets it from the e-mailed link', async () => {
    const email = uniqueEmail('forgetful');
    const newPassword = 'Reset#2026z';
    await approvedAccount(target, email, 'Before#2026a');
    await runJourney(browser, baseUrl, 'accounts-reset', VIEWPORTS.desktop, async ({ page }) => {
      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await waitForPath(page, '/forget-password');
      await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
      await field(page, 'Email').fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor();
      expect(await mainText(page)).toContain(`reset your password to ${email}`);
      await page.getByRole('button', { name: 'Return to Login' }).waitFor();

      const mail = await waitForMail(target.dataDir, email, (m) =>
        m.text.includes('/reset-password?token='),
      );
      const link = linkIn(mail.text, '/reset-password?token=');
      expect(link, mail.text).toBeDefined();
      expect(link!.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);

      await page.goto(link!);
      await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
      await field(page, 'New Password').fill(newPassword);
      await field(page, 'Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await waitForText(page, 'Your password has been successfully reset');
      await waitForPath(page, '/signin');

      await signIn(page, email, newPassword);
      await waitForPath(page, '/');
    });
  });

  it('guards: a visitor is sent to /signin, a signed-in customer away from it', async () => {
    await runJourney(browser, baseUrl, 'accounts-guards', VIEWPORTS.desktop, async ({ page }) => {
      await page.goto('/account/account-info');
      await waitForPath(page, '/signin');
      await page.getByRole('heading', { level: 1, name: 'Trade Sign In' }).waitFor();

      // Signing in there returns the customer to the page they asked for (spec §2 redirects).
      await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await waitForPath(page, '/account/account-info');
      await page.getByRole('heading', { level: 1, name: /^Account Information$/i }).waitFor();

      // A signed-in customer opening /signin (or /signup) is sent away, to /.
      for (const path of ['/signin', '/signup']) {
        await page.goto(path);
        await waitForPath(page, '/');
      }
    });
  });
});
