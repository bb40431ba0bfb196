import { readFileSync } from 'node:fs';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminGet, approvedAccount, runAdminCli, type StackTarget } from '../support/admin.js';
import { ADMIN, orderOneBed, settled } from '../support/admin-console.js';
import { launchBrowser, openPage, shotPath, VIEWPORTS } from '../support/browser.js';
import { download, pdfText } from '../support/documents.js';
import { mailsTo } from '../support/mail.js';
import {
  addBedToCart,
  amountsIn,
  euro,
  openProductFromList,
  orderCard,
  saveShippingAddress,
  shownAvailableCredit,
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
/** The demo seller's VAT number (api books/settings.ts DEMO_SELLER) and the retailer's. */
const SELLER_VAT = 'IE1234567T';
const BUYER_VAT = 'IE6388047V';
const BUYER_PO = 'DOYLE-PO-7781';

/** The parsed mails to `address` whose subject is `subject` (the outbox, newest first). */
async function mailsWithSubject(
  dataDir: string,
  address: string,
  subject: string,
): Promise<ParsedMail[]> {
  const found: ParsedMail[] = [];
  for (const mail of mailsTo(dataDir, address)) {
    if (mail.headers.subject !== subject) continue;
    found.push(await simpleParser(readFileSync(mail.file)));
  }
  return found;
}

/** The cents of the amount shown under `label` in a purchase order's amounts. */
async function poAmount(po: Locator, label: string): Promise<number> {
  const text = await po.getByTestId('po-amounts').innerText();
  const match = new RegExp(`${label}\\s*(-?€[\\d,]+\\.\\d{2})`).exec(text);
  if (!match) throw new Error(`no "${label}" in ${JSON.stringify(text)}`);
  return toCents(match[1]!);
}

/**
 * Issue 22, the money trail in the browser: a retailer with a VAT number checks out two lines with
 * their own PO number; the invoice PDF carries the invoice number, both VAT numbers, the due date
 * and the PO; cancelling one line mails and lists a credit note while the invoice stays byte for
 * byte the same and the purchase order shows what is still owed; the admin records a part payment
 * against that invoice in the console; the statement's CSV and PDF close at the ledger's balance;
 * the admin cancels another order and the retailer's open My Orders page shows the credit returned
 * without a reload. `reconcile` agrees before and after.
 */
describe('the books: invoice, credit note, payment and statement agree', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir };
  const customer = { email: uniqueEmail('books'), password: 'Quay#Street2026' };

  beforeAll(async () => {
    browser = await launchBrowser();
    const before = await runAdminCli(target, ['reconcile']);
    expect(before.code, before.stderr).toBe(0);
    await approvedAccount(target, customer.email, customer.password, { vat_number: BUYER_VAT });
    const credit = await runAdminCli(target, ['set-credit', customer.email, '10000', '--confirm']);
    if (credit.code !== 0) throw new Error(`set-credit: ${credit.stderr}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('checks out, cancels a line, is paid in part, and the admin cancel shows live', async () => {
    await runJourney(browser, baseUrl, 'books-journey', VIEWPORTS.desktop, async ({ page }) => {
      // Checkout of two lines with the buyer's PO number.
      await signIn(page, customer.email, customer.password);
      await waitForPath(page, '/');
      await page.evaluate(() => localStorage.removeItem('cart'));
      await openProductFromList(page, 'Cashel', 'Cashel Grand Bed');
      await addBedToCart(page, '5ft King');
      await addBedToCart(page, '4ft6 Double');
      await page.goto('/checkout');
      await saveShippingAddress(page, {
        firstName: 'Niamh',
        address: '4 Mill Lane',
        city: 'Navan',
      });
      const lines = page.getByTestId('checkout-line');
      await expect.poll(() => lines.count(), POLL).toBe(2);
      for (let i = 0; i < 2; i++) {
        await field(lines.nth(i), 'Customer Reference').fill(`BOOKS-${i + 1}`);
      }
      await page.getByLabel(/^Your PO number/).fill(BUYER_PO);
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await waitForText(page, 'Order Placed Successfully');
      await waitForPath(page, '/orders');
      const number = new URL(page.url()).searchParams.get('placed') ?? '';
      const po = page.getByRole('article', { name: `Purchase order ${number}` });
      await po.waitFor();
      expect(await po.getByTestId('po-buyer-number').innerText()).toBe(
        `Your PO number: ${BUYER_PO}`,
      );

      // The invoice PDF: its number, both VAT numbers, the due date My Orders shows, the PO.
      const invoiceLine = await po.getByTestId('po-invoice').innerText();
      const invoiceNumber = /INV-\d{4}-\d{6}/.exec(invoiceLine)?.[0] ?? '';
      expect(invoiceNumber).not.toBe('');
      const dueDate = /Due (\d{1,2} \w+ \d{4})/.exec(invoiceLine)?.[1] ?? '';
      expect(dueDate).not.toBe('');
      const invoiceLink = po.getByRole('link', { name: 'Invoice (PDF)' });
      const invoice = await download(page, invoiceLink);
      const invoiceText = pdfText(invoice);
      for (const words of [invoiceNumber, SELLER_VAT, BUYER_VAT, BUYER_PO, number]) {
        expect(invoiceText).toContain(words);
      }
      expect(invoiceText).toMatch(new RegExp(`Due date\\s+${dueDate}`));
      const invoiced = await poAmount(po, 'Invoiced');

      // Cancel one line: a credit note is mailed and listed; the invoice does not change.
      const trackingIds = (await po.locator('li p:first-child').allInnerTexts()).map((t) =>
        t.trim(),
      );
      expect(trackingIds).toHaveLength(2);
      const card = orderCard(page, trackingIds[1]!);
      const [lineTotal] = amountsIn(await card.innerText());
      expect(lineTotal).toBeGreaterThan(0);
      await card.getByRole('button', { name: 'Cancel', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel order' });
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await waitForText(page, 'Order cancelled.');
      const noteLink = po.getByRole('link', { name: /^Credit note CN-\d{4}-\d{6} \(PDF\)$/ });
      await noteLink.waitFor({ timeout: POLL.timeout });
      const noteNumber = /CN-\d{4}-\d{6}/.exec((await noteLink.innerText()) ?? '')![0];
      const noteText = pdfText(await download(page, noteLink));
      for (const words of [noteNumber, invoiceNumber, SELLER_VAT, BUYER_VAT, euro(lineTotal!)]) {
        expect(noteText).toContain(words);
      }
      let noteMail: ParsedMail | undefined;
      await expect
        .poll(async () => {
          [noteMail] = await mailsWithSubject(
            dataDir,
            customer.email,
            `Order ${trackingIds[1]} cancelled`,
          );
          return noteMail !== undefined;
        }, POLL)
        .toBe(true);
      expect(noteMail!.attachments.map((a) => a.filename)).toEqual([
        `credit-note-${noteNumber}.pdf`,
      ]);
      expect(Buffer.compare(await download(page, invoiceLink), invoice)).toBe(0);
      await expect.poll(() => poAmount(po, 'Credited'), POLL).toBe(lineTotal!);
      expect(await poAmount(po, 'Net owed')).toBe(invoiced - lineTotal!);
      await page.screenshot({ path: shotPath('books-po-credited-1280') });

      // A second order, for the admin to cancel later.
      await orderOneBed(page, 'BOOKS-3');
      const second = new URL(page.url()).searchParams.get('placed') ?? '';
      expect(second).toMatch(/^PO-\d{6}$/);
      const secondPo = page.getByRole('article', { name: `Purchase order ${second}` });
      const secondId = (await secondPo.locator('li p:first-child').first().innerText()).trim();

      // The admin records a part payment allocated to the first invoice, in the console.
      const admin = await openPage(browser, baseUrl, VIEWPORTS.desktop);
      try {
        await signIn(admin.page, ADMIN.email, ADMIN.password);
        await waitForPath(admin.page, '/');
        await admin.page.goto(`/admin/accounts?q=${encodeURIComponent(customer.email)}`);
        await settled(admin.page);
        await admin.page.getByRole('link', { name: 'Niamh Doyle' }).click();
        await admin.page.waitForURL(/\/admin\/accounts\/\d+$/);
        const accountId = /\/admin\/accounts\/(\d+)$/.exec(admin.page.url())![1]!;
        const payment = admin.page.getByRole('form', { name: 'Record a payment' });
        await field(payment, 'Payment (€)').fill('100.00');
        await field(payment, 'Note (optional)').fill('BANK-REF 22');
        await payment.locator('label').filter({ hasText: invoiceNumber }).click();
        await payment.getByRole('button', { name: 'Record payment' }).click();
        const confirm = admin.page.getByRole('alertdialog', {
          name: 'Record a payment of €100.00?',
        });
        expect(await confirm.innerText()).toContain(invoiceNumber);
        await confirm.getByRole('button', { name: 'Record payment' }).click();
        await admin.page
          .getByText(`Payment of €100.00 recorded for ${customer.email}`, { exact: false })
          .first()
          .waitFor({ timeout: POLL.timeout });
        await admin.page.screenshot({ path: shotPath('books-admin-payment-1280') });

        // My Orders: the invoice is part paid; the statement closes at the ledger's balance.
        await page.goto('/orders');
        await po.waitFor();
        expect(await po.getByTestId('po-invoice-state').innerText()).toBe('Part paid');
        expect(await poAmount(po, 'Paid')).toBe(10_000);
        expect(await poAmount(po, 'Net owed')).toBe(invoiced - lineTotal! - 10_000);
        const { account } = await adminGet<{ account: { outstanding: number } }>(
          target,
          `/api/admin/accounts/${accountId}`,
        );
        const statements = page.getByRole('region', { name: 'Statements' });
        const csv = (
          await download(page, statements.getByRole('link', { name: 'Download CSV' }))
        ).toString('utf8');
        const closing = csv.split('\r\n').find((l) => /,Closing balance,/.test(l)) ?? '';
        expect(closing.split(',').at(-1)).toBe((account.outstanding / 100).toFixed(2));
        const statementPdf = pdfText(
          await download(page, statements.getByRole('link', { name: 'Download PDF' })),
        );
        for (const words of [invoiceNumber, noteNumber, euro(account.outstanding)]) {
          expect(statementPdf).toContain(words);
        }

        // The admin cancels the second order: the retailer's open page shows the new credit.
        await page.evaluate(() => {
          (window as unknown as { notReloaded?: boolean }).notReloaded = true;
        });
        const creditBefore = await shownAvailableCredit(page);
        const secondTotal = await poAmount(secondPo, 'Invoiced');
        await admin.page.goto(`/admin/orders?q=${encodeURIComponent(secondId)}`);
        await settled(admin.page);
        await admin.page.getByRole('link', { name: secondId }).click();
        await admin.page.getByRole('button', { name: 'Cancel order' }).click();
        const cancel = admin.page.getByRole('alertdialog');
        await cancel.getByRole('button', { name: 'Cancel order' }).click();
        await cancel.waitFor({ state: 'detached', timeout: POLL.timeout });
        await admin.page
          .getByRole('button', { name: 'Cancel order' })
          .waitFor({ state: 'detached', timeout: POLL.timeout });
        await expect.poll(() => shownAvailableCredit(page), POLL).toBe(creditBefore + secondTotal);
        expect(
          await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
        ).toBe(true);
        await expect
          .poll(
            async () =>
              (await mailsWithSubject(dataDir, customer.email, `Order ${secondId} cancelled`))
                .length,
            POLL,
          )
          .toBe(1);
        await page.screenshot({ path: shotPath('books-my-orders-after-admin-cancel-1280') });
      } finally {
        await admin.context.close();
      }

      const after = await runAdminCli(target, ['reconcile']);
      expect(after.code, after.stderr).toBe(0);
    });
  });
});
