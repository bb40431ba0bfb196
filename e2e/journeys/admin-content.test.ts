import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, settled, shotPath } from '../support/admin-console.js';
import { checkAccessibility, describeFinding } from '../support/axe.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { linkIn, waitForMail } from '../support/mail.js';
import { field, runJourney, signIn, uniqueEmail, waitForText } from '../support/session.js';

/** A product's link in the admin product list (not 'New product'). */
const FIRST_PRODUCT = 'main a[href*="/admin/catalog/products/"]:not([href$="/new"])';

/** axe on the current screen: no serious or critical violation. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  const report = await checkAccessibility(page, new URL(page.url()).pathname, 'customer');
  expect(report.blocking.map(describeFinding), what).toEqual([]);
}

/**
 * Waits until the editor holds the focus and the caret's block became `block` (a toolbar command
 * runs its `focus()` a frame later: keys typed before it were lost on a loaded machine).
 */
async function typingGoesTo(editor: Locator, block: string): Promise<void> {
  await editor.locator(block).first().waitFor();
  await expect
    .poll(() => editor.evaluate((el) => el.contains(document.activeElement)), { timeout: 10_000 })
    .toBe(true);
}

/**
 * Rich text news (issue 26, Done when): the owner invites a CONTENT member, who accepts, writes a
 * news item with a heading, a bulleted list and a link in the Tiptap editor and publishes it; a
 * visitor's home page shows the heading, the list item and the link (rel="noopener noreferrer",
 * added by the server's sanitiser). axe on the news editor and the product editor at 1280 and 375 px.
 * Then the owner changes the member's role on the Staff page and removes them.
 */
describe('rich text news by a CONTENT member', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const stamp = Date.now().toString(36);
  const content = {
    name: 'Cora Content',
    email: uniqueEmail('cora'),
    password: 'Cora#Content2026',
  };
  const title = `Showroom evening ${stamp}`;
  const heading = `Late opening ${stamp}`;
  const listItem = `Boucle headboards ${stamp}`;
  const linkText = `book a visit ${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the owner invites a CONTENT member', async () => {
    await runJourney(browser, baseUrl, 'content-owner', VIEWPORTS.desktop, async ({ page }) => {
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/staff');
      await settled(page);
      await field(page, 'Full name').fill(content.name);
      await field(page, 'Email').fill(content.email);
      await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('CONTENT');
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await waitForText(page, `Invitation sent to ${content.email}.`);
    });
  }, 60_000);

  it('the member writes a heading, a list and a link, publishes, and the home page shows them', async () => {
    const mail = await waitForMail(dataDir, content.email, (m) =>
      m.text.includes('/accept-invitation?token='),
    );
    const link = linkIn(mail.text, '/accept-invitation?token=')!;
    await runJourney(browser, baseUrl, 'content-news', VIEWPORTS.desktop, async ({ page }) => {
      await page.goto(link);
      await field(page, 'New Password').fill(content.password);
      await field(page, 'Confirm Password').fill(content.password);
      await page.getByRole('button', { name: 'Accept and sign in' }).click();
      await page.waitForURL(/\/admin\/catalog/, { timeout: 20_000 });
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      await nav.getByRole('link', { name: 'News' }).click();
      await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
      await settled(page);

      const form = page
        .locator('form')
        .filter({ has: page.getByRole('toolbar') })
        .first();
      await field(form, 'Title').fill(title);
      const editor = form.getByRole('textbox', { name: 'Text' });
      const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
      await editor.click();
      await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
      await typingGoesTo(editor, 'h2');
      await page.keyboard.type(heading);
      await page.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
      await typingGoesTo(editor, 'ul li');
      await page.keyboard.type(listItem);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter'); // an empty item ends the list
      await page.keyboard.type(`Please ${linkText}`);
      for (let i = 0; i < linkText.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      await toolbar.getByRole('button', { name: 'Link' }).click();
      await field(form, 'Link address').fill('https://serenatrade.ie/contact');
      await form.getByRole('button', { name: 'Apply link' }).click();
      const preview = form.getByRole('region', { name: 'Preview' });
      await preview.getByRole('link', { name: linkText }).waitFor();
      await page.screenshot({ path: shotPath('news-editor-1280'), fullPage: true });
      await expectAccessible(page, 'news editor at 1280 px');
      await form.getByRole('button', { name: 'Publish' }).click();
      await waitForText(page, 'News published.');
      await page.getByText(title, { exact: true }).first().waitFor();

      // A product's description in the same editor (axe at 1280 px).
      await page.goto('/admin/catalog');
      await settled(page);
      await page.locator(FIRST_PRODUCT).first().click();
      await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
      // Not `settled`: the product page's live storefront preview keeps the network busy.
      await page.getByRole('button', { name: 'Save product' }).waitFor();
      await page.screenshot({ path: shotPath('product-editor-1280'), fullPage: true });
      await expectAccessible(page, 'product editor at 1280 px');
    });

    await runJourney(browser, baseUrl, 'content-home', VIEWPORTS.desktop, async ({ page }) => {
      await page.goto('/');
      const news = page.getByRole('region', { name: 'News' });
      const article = news.locator('article').filter({ hasText: title });
      await article.getByRole('heading', { level: 3, name: title }).waitFor({ timeout: 20_000 });
      await article.getByRole('heading', { level: 2, name: heading }).waitFor();
      expect(await article.locator('ul > li').allInnerTexts()).toEqual([listItem]);
      const anchor = article.getByRole('link', { name: linkText });
      expect(await anchor.getAttribute('href')).toBe('https://serenatrade.ie/contact');
      expect(await anchor.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await anchor.getAttribute('target')).toBeNull();
      await article.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath('home-news-rich-text-1280') });
    });
  }, 180_000);

  it('the news and product editors pass axe at 375 px', async () => {
    await runJourney(browser, baseUrl, 'content-mobile', VIEWPORTS.mobile, async ({ page }) => {
      await signIn(page, content.email, content.password);
      await page.goto('/admin/news');
      await page.getByRole('toolbar', { name: 'Formatting' }).first().waitFor();
      await settled(page);
      await page.screenshot({ path: shotPath('news-editor-375'), fullPage: true });
      await expectAccessible(page, 'news editor at 375 px');
      await page.goto('/admin/catalog');
      await settled(page);
      await page.locator(FIRST_PRODUCT).first().click();
      await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
      // Not `settled`: the product page's live storefront preview keeps the network busy.
      await page.getByRole('button', { name: 'Save product' }).waitFor();
      await page.screenshot({ path: shotPath('product-editor-375'), fullPage: true });
      await expectAccessible(page, 'product editor at 375 px');
    });
  }, 120_000);
  it("the owner changes the member's role on the Staff page, then removes them", async () => {
    await runJourney(browser, baseUrl, 'content-staff', VIEWPORTS.desktop, async ({ page }) => {
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin/staff');
      await settled(page);
      const row = page.getByRole('row').filter({ hasText: content.email });
      await row.waitFor();
      // The owner's own row offers no removal.
      const own = page.getByRole('row').filter({ hasText: ADMIN.email });
      expect(await own.getByRole('button', { name: /^Remove / }).count()).toBe(0);
      await page.getByRole('combobox', { name: `Role of ${content.name}` }).selectOption('SALES');
      await waitForText(page, `${content.email} is now SALES.`);
      await row.getByRole('button', { name: `Remove ${content.name}` }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await dialog.getByText(content.email, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await waitForText(page, `Removed ${content.email}.`);
      await row.waitFor({ state: 'detached' });
    });
  }, 90_000);
});
