import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approvedAccount, type StackTarget } from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { linkIn, waitForMail } from '../support/mail.js';
import {
  field,
  runJourney,
  signIn,
  signOut,
  uniqueEmail,
  waitForPath,
  waitForText,
} from '../support/session.js';

/**
 * Trade companies (issue 24): the company admin invites a buyer from My Account → Company users,
 * the invitation arrives in the outbox, the buyer accepts it (choosing a password signs them in)
 * and signs in again later with that password.
 */
describe('trade companies', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir') };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the company admin invites a buyer, who accepts and signs in', async () => {
    const adminEmail = uniqueEmail('owner');
    const adminPassword = 'Owner#2026x';
    const buyerEmail = uniqueEmail('buyer');
    const buyerPassword = 'Buyer#2026x';
    await approvedAccount(target, adminEmail, adminPassword);
    await runJourney(browser, baseUrl, 'companies-invite', VIEWPORTS.desktop, async ({ page }) => {
      // The owner opens Company users from the account menu: they are its only user.
      await signIn(page, adminEmail, adminPassword);
      await waitForPath(page, '/');
      await page.getByRole('button', { name: /^Account menu of / }).click();
      await page.getByRole('menuitem', { name: 'Company users' }).click();
      await waitForPath(page, '/account/company-users');
      const users = page.getByRole('list', { name: 'Company users' });
      await users.getByRole('listitem').first().waitFor();
      expect(await users.getByRole('listitem').count()).toBe(1);

      // They invite Brid as a buyer.
      const form = page.getByRole('form', { name: 'Invite a user' });
      await field(form, 'Full name').fill('Brid Buyer');
      await field(form, 'Email').fill(buyerEmail);
      await form.getByRole('combobox').selectOption('BUYER');
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await waitForText(page, `Invitation sent to ${buyerEmail}.`);
      await users.getByRole('listitem', { name: 'Brid Buyer' }).getByText('Invited').waitFor();
      await signOut(page);

      // The invitation is in the outbox, with a link to choose a password.
      const mail = await waitForMail(target.dataDir, buyerEmail, (m) =>
        m.text.includes('/accept-invitation?token='),
      );
      expect(mail.headers.subject).toBe('You are invited to Serena Trade');
      const link = linkIn(mail.text, '/accept-invitation?token=');
      expect(link, mail.text).toBeDefined();

      // Brid accepts: choosing the password signs her in.
      await page.goto(link!);
      await page.getByRole('heading', { level: 1, name: 'Accept invitation' }).waitFor();
      await field(page, 'New Password').fill(buyerPassword);
      await field(page, 'Confirm Password').fill(buyerPassword);
      await page.getByRole('button', { name: 'Accept and sign in' }).click();
      await waitForPath(page, '/');
      await page.getByRole('button', { name: 'Account menu of Brid Buyer' }).waitFor();
      await signOut(page);

      // Later she signs in with her e-mail and password like any customer.
      await signIn(page, buyerEmail, buyerPassword);
      await page.getByRole('button', { name: 'Account menu of Brid Buyer' }).waitFor();
    });
  });
});
