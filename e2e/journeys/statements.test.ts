import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approvedAccount, runAdminCli, type StackTarget } from '../support/admin.js';
import { checkAccessibility, describeFinding } from '../support/axe.js';
import { launchBrowser, shotPath, VIEWPORTS } from '../support/browser.js';
import { pdfText } from '../support/documents.js';
import { runJourney, signIn, uniqueEmail, waitForPath } from '../support/session.js';

/** This month in Ireland: '2026-11' and 'November 2026'. */
function irishMonth(): { month: string; label: string } {
  const now = new Date();
  const month = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: 'Europe/Dublin',
  })
    .format(now)
    .slice(0, 7);
  const label = new Intl.DateTimeFormat('en-IE', { month: 'long', year: 'numeric' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
  return { month, label };
}

/**
 * Issue 14, the monthly account statement: a retailer whose payment the shop recorded opens My
 * Orders, finds the Statements block with this month (the account was opened this month), and
 * downloads the CSV and the PDF of it; both show the payment and the balances. At 1280 and 375 px,
 * with no serious or critical axe finding on the page.
 */
describe('the monthly account statement from My Orders', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir') };
  const customer = { email: uniqueEmail('statement'), password: 'Quay#Street2026' };

  beforeAll(async () => {
    browser = await launchBrowser();
    await approvedAccount(target, customer.email, customer.password);
    const paid = await runAdminCli(target, ['payment', customer.email, '250']);
    if (paid.code !== 0) throw new Error(`payment: ${paid.stderr}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('downloads this month’s statement as CSV and PDF from My Orders', async () => {
    const { month, label } = irishMonth();
    for (const [name, viewport] of [
      ['1280', VIEWPORTS.desktop],
      ['375', VIEWPORTS.mobile],
    ] as const) {
      await runJourney(browser, baseUrl, `statement-${name}`, viewport, async ({ page }) => {
        await signIn(page, customer.email, customer.password);
        await waitForPath(page, '/');
        await page.goto('/orders');
        const block = page.getByRole('region', { name: 'Statements' });
        await block.waitFor();
        const select = block.getByRole('combobox', { name: 'Month' });
        expect(await select.inputValue()).toBe(month);
        expect(await select.locator('option').allInnerTexts()).toEqual([label]);
        await block.screenshot({ path: shotPath(`statements-block-${name}`) });
        await page.screenshot({ path: shotPath(`statements-my-orders-${name}`) });
        const axe = await checkAccessibility(page, '/orders', 'customer');
        expect(axe.blocking.map(describeFinding)).toEqual([]);

        const [csvDownload] = await Promise.all([
          page.waitForEvent('download'),
          block.getByRole('link', { name: 'Download CSV' }).click(),
        ]);
        expect(csvDownload.suggestedFilename()).toBe(`statement-${month}.csv`);
        const csv = readFileSync(await csvDownload.path(), 'utf8').replace(/^\uFEFF/, '');
        const lines = csv.trim().split('\r\n');
        expect(lines[0]).toBe(
          'Date,Type,Reference,Description,Net (EUR),VAT (EUR),Gross (EUR),Balance (EUR)',
        );
        expect(lines[1]).toBe(`${month}-01,Opening balance,,,,,,0.00`);
        expect(lines[2]).toMatch(
          new RegExp(`^${month}-\\d\\d,Payment,,Payment received,,,-250\\.00,-250\\.00$`),
        );
        expect(lines[3]).toMatch(new RegExp(`^${month}-\\d\\d,Closing balance,,,,,,-250\\.00$`));
        // The closing balance's ageing (issue 22): nothing due, €250 of credit not yet allocated.
        expect(lines[4]).toMatch(
          new RegExp(`^${month}-\\d\\d,Ageing,,Current \\(not yet due\\),,,,0\\.00$`),
        );
        expect(lines.at(-1)).toMatch(
          new RegExp(`^${month}-\\d\\d,Ageing,,Credit not yet allocated,,,,-250\\.00$`),
        );

        const [pdfDownload] = await Promise.all([
          page.waitForEvent('download'),
          block.getByRole('link', { name: 'Download PDF' }).click(),
        ]);
        expect(pdfDownload.suggestedFilename()).toBe(`statement-${month}.pdf`);
        const text = pdfText(readFileSync(await pdfDownload.path()));
        for (const words of ['Account statement', label, 'Doyle Interiors', 'Payment received']) {
          expect(text).toContain(words);
        }
        expect(text).toContain('-€250.00');
        expect(text).toContain('€0.00');
      });
    }
  });
});
