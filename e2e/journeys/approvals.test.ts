import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StackTarget } from '../support/admin.js';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser.js';
import {
  acceptInvitation,
  DEMO_COMPANY_ADMIN,
  inviteCompanyUser,
  roomOnDemoCredit,
} from '../support/company.js';
import { waitForMail } from '../support/mail.js';
import {
  addBedToCart,
  euro,
  openProductFromList,
  saveShippingAddress,
  shownAvailableCredit,
  toCents,
  viewerCredit,
} from '../support/orders.js';
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
const PASSWORD = 'Member#2026x';

/**
 * Signs in from a fresh /signin (no return path left by the last page's guard) and waits for the
 * account menu of `name`.
 */
async function signInAs(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/signin');
  await signIn(page, email, PASSWORD);
  await page.getByRole('button', { name: `Account menu of ${name}` }).waitFor();
}

/** Four capital-led letters for this try's people, e.g. 'Qxzt' (names take letters, not digits). */
function personTag(): string {
  const letters = Array.from({ length: 4 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return letters.join('').replace(/^./, (c) => c.toUpperCase());
}

/** Puts one 5ft King Cashel Grand Bed (Cloud Storage) through checkout; returns its total (cents). */
async function orderBed(page: Page, reference: string): Promise<number> {
  await openProductFromList(page, 'Cashel', 'Cashel Grand Bed');
  await addBedToCart(page, '5ft King', { storage: 'Cloud Storage' });
  await page.goto('/checkout');
  await saveShippingAddress(page, { firstName: 'Orla', address: '1 Quay Street', city: 'Galway' });
  const total = toCents(await page.getByTestId('checkout-order-total').innerText());
  await field(page.getByTestId('checkout-line'), 'Customer Reference').fill(reference);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await waitForText(page, 'Order awaiting approval');
  await waitForPath(page, '/orders');
  return total;
}

/**
 * Order approval (issue 24 "Done when"): the demo company's admin invites a buyer (limit €1,000
 * per order) and an approver from the storefront; both accept and sign in. The buyer's bed order above the
 * limit is "Awaiting approval" with the available credit already lower; the approver approves it
 * (the order is placed, invoiced and mailed). A second such order is rejected and the credit
 * comes back.
 */
describe('order approval', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir') };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('holds a buyer’s order over the limit until an approver approves or rejects it', async () => {
    // The demo company's admin (the seeded customer) builds the team; the demo company gets room
    // on its credit first, since other journeys spend it.
    const owner = DEMO_COMPANY_ADMIN.email;
    const buyer = uniqueEmail('buyer');
    const approver = uniqueEmail('approver');
    // Names of this try alone: a retried journey finds the first try's users on the company too.
    const tag = personTag();
    const buyerName = `Orla Buyer ${tag}`;
    const approverName = `Aine Approver ${tag}`;
    await roomOnDemoCredit(target);
    await runJourney(
      browser,
      baseUrl,
      'approvals',
      VIEWPORTS.desktop,
      async ({ page, context }) => {
        // The company admin invites a buyer and an approver and limits the buyer to €1,000 an order.
        await signIn(page, owner, DEMO_COMPANY_ADMIN.password);
        await waitForPath(page, '/');
        await page.goto('/account/company-users');
        await inviteCompanyUser(page, buyerName, buyer, 'BUYER');
        await inviteCompanyUser(page, approverName, approver, 'APPROVER');
        const row = page.getByRole('listitem', { name: buyerName });
        await field(row, 'Limit per order (€)').fill('1000');
        await row.getByRole('button', { name: 'Save' }).click();
        await row.getByText('User updated').waitFor();
        await screenshot(page, 'approvals-company-users');
        await signOut(page);
        await acceptInvitation(page, target, {
          email: buyer,
          password: PASSWORD,
          name: buyerName,
        });
        await acceptInvitation(page, target, {
          email: approver,
          password: PASSWORD,
          name: approverName,
        });

        // The buyer orders a bed over the limit: awaiting approval, the credit reserved at once.
        await signInAs(page, buyer, buyerName);
        const before = (await viewerCredit(context, baseUrl)).available;
        const total = await orderBed(page, 'APPROVE-ME');
        expect(total).toBeGreaterThan(100_000);
        const waiting = page.getByRole('list', { name: 'Orders for approval' });
        await waiting.getByRole('listitem', { name: /Awaiting approval/ }).waitFor();
        await expect.poll(() => shownAvailableCredit(page), POLL).toBe(before - total);
        await screenshot(page, 'approvals-buyer-awaiting');
        await signOut(page);

        // The approver is e-mailed, opens Approvals and approves with a note.
        await waitForMail(
          target.dataDir,
          approver,
          (m) => m.headers.subject === 'Order awaiting your approval',
        );
        await signInAs(page, approver, approverName);
        await page.goto('/account/approvals');
        const card = page.getByRole('listitem', {
          name: new RegExp(`Order of ${buyerName}, Awaiting approval`),
        });
        await card.getByRole('textbox', { name: 'Note' }).fill('Fine for Galway');
        await screenshot(page, 'approvals-approver');
        await card.getByRole('button', { name: 'Approve' }).click();
        await waitForText(page, 'Order approved and placed');
        await page
          .getByRole('listitem', { name: new RegExp(`Order of ${buyerName}, Approved`) })
          .getByText(`Approved by ${approverName}: “Fine for Galway”`)
          .waitFor();
        // Placed: invoiced and mailed to the company like any order.
        const confirmation = await waitForMail(
          target.dataDir,
          owner,
          (m) =>
            (m.headers.subject ?? '').startsWith('Order confirmation') &&
            m.text.includes('APPROVE-ME'),
        );
        expect(confirmation.text).toContain('APPROVE-ME');
        expect(confirmation.text).toContain(euro(total));
        await signOut(page);

        // A second order over the limit is rejected: the credit comes back.
        await signInAs(page, buyer, buyerName);
        await page.goto('/orders');
        await expect.poll(() => shownAvailableCredit(page), POLL).toBe(before - total);
        expect(await page.getByText('APPROVE-ME').count()).toBeGreaterThan(0);
        const second = await orderBed(page, 'REJECT-ME');
        await expect.poll(() => shownAvailableCredit(page), POLL).toBe(before - total - second);
        await signOut(page);
        await signInAs(page, approver, approverName);
        await page.goto('/account/approvals');
        const next = page.getByRole('listitem', {
          name: new RegExp(`Order of ${buyerName}, Awaiting approval`),
        });
        await next.getByRole('textbox', { name: 'Note' }).fill('Over budget');
        await next.getByRole('button', { name: 'Reject' }).click();
        await waitForText(page, 'Order rejected');
        await signOut(page);
        await signInAs(page, buyer, buyerName);
        await page.goto('/orders');
        await page
          .getByRole('list', { name: 'Orders for approval' })
          .getByRole('listitem', { name: /Rejected/ })
          .waitFor();
        await expect.poll(() => shownAvailableCredit(page), POLL).toBe(before - total);
        await screenshot(page, 'approvals-buyer-rejected');
      },
    );
  }, 420_000);
});
