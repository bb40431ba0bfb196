import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminGet, type StackTarget } from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { waitForMail } from '../support/mail.js';
import { field, runJourney, waitForText } from '../support/session.js';

/** The api's success text for a contact message (spec §7: shown as the success toast). */
const CONTACT_SENT = 'Your message has been sent. We will be in touch shortly.';
/** The api's data.message for a callback request (spec §4: the success toast shows it). */
const CALLBACK_SENT = 'Thank you! We will call you back shortly.';
/** Where the shop's notifications go (SHOP_EMAIL, default of the api). */
const SHOP_EMAIL = process.env.SHOP_EMAIL?.trim() || 'trade@serenahome.ie';

interface ContactRow {
  fullName: string;
  email: string;
  phoneNumber: string;
  message: string;
  file: { name: string; type: string; size: number } | null;
}

interface CallbackRow {
  name: string;
  companyName: string;
  phoneNumber: string;
  message: string;
}

/** A short tag that makes this run's messages unique. */
const runTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Holds the GraphQL request of `operation` back by `ms` so a busy state ('Sending...') stays on
 * screen long enough to be seen; the request itself goes through unchanged.
 */
async function slowDown(page: Page, operation: string, ms: number): Promise<() => Promise<void>> {
  const pattern = '**/graphql';
  await page.route(pattern, async (route) => {
    if (route.request().postDataBuffer()?.includes(operation)) {
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    await route.continue();
  });
  return () => page.unroute(pattern);
}

/**
 * The visitor forms (spec §2 Contact section and Request A Callback modal, §4 form states, §5 rules,
 * §8 contact and callback messages): what the visitor sees, and what reaches the shop (the stored
 * row through the admin api, the notification e-mail in the outbox).
 */
describe('visitor forms', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const target: StackTarget = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir') };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor sends the contact form with a file, once', async () => {
    const message = `Please quote 40 ottoman beds for our Navan shop (ref ${runTag()}).`;
    const fileName = 'room-plan.pdf';
    await runJourney(browser, baseUrl, 'forms-contact', VIEWPORTS.desktop, async ({ page }) => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Contact Us' });
      await form.waitFor();

      const fill = async () => {
        await field(form, 'Full Name').fill('Mary Byrne');
        await field(form, 'Email').fill('mary.byrne@example.ie');
        await field(form, 'Phone Number').fill('0871234567');
        await field(form, 'Message').fill(message);
      };
      await fill();
      await field(form, 'Attachment (optional)').setInputFiles({
        name: fileName,
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\nBay 3: 4 x 2 m, delivery by the side door\n'),
      });
      await form.getByText(fileName, { exact: true }).waitFor();

      const restore = await slowDown(page, 'sendContactMessage', 800);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByRole('button', { name: 'Sending...' }).waitFor();
      await waitForText(page, CONTACT_SENT);
      await restore();

      // The form and the file are cleared.
      await form.getByRole('button', { name: 'Send Message' }).waitFor();
      for (const label of ['Full Name', 'Email', 'Phone Number', 'Message']) {
        expect(await field(form, label).inputValue(), label).toBe('');
      }
      expect(await field(form, 'Attachment (optional)').inputValue()).toBe('');
      expect(await form.getByText(fileName, { exact: true }).count()).toBe(0);

      // The shop has the message with its file, and a notification e-mail.
      const { messages } = await adminGet<{ messages: ContactRow[] }>(
        target,
        '/api/admin/contact-messages',
      );
      const row = messages.find((m) => m.message === message);
      expect(row).toMatchObject({
        fullName: 'Mary Byrne',
        email: 'mary.byrne@example.ie',
        phoneNumber: '+353871234567',
        file: { name: fileName, type: 'application/pdf' },
      });
      const mail = await waitForMail(target.dataDir, SHOP_EMAIL, (m) => m.text.includes(message));
      expect(mail.text).toContain('Mary Byrne');

      // Sending the same message again is refused.
      await fill();
      await form.getByRole('button', { name: 'Send Message' }).click();
      await waitForText(page, 'You have already submitted this message.');
      const again = await adminGet<{ messages: ContactRow[] }>(
        target,
        '/api/admin/contact-messages',
      );
      expect(again.messages.filter((m) => m.message === message)).toHaveLength(1);

      // A digit typed into Full Name is refused with the spec's message.
      await field(form, 'Full Name').fill('');
      await field(form, 'Full Name').pressSequentially('Sean1');
      await waitForText(page, 'Full name must contain only letters and spaces');
      expect(await field(form, 'Full Name').inputValue()).toBe('Sean');
    });
  });

  for (const [size, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['mobile', VIEWPORTS.mobile],
  ] as const) {
    it(`a visitor requests a callback from the header (${size}, ${viewport.width} px)`, async () => {
      const message = `Call about the sofa range, mornings best (ref ${runTag()}).`;
      await runJourney(browser, baseUrl, `forms-callback-${size}`, viewport, async ({ page }) => {
        await page.goto('/story');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if (size === 'mobile') {
          // At 375 px the header's button lives in the slide-in drawer.
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: 'Request a Callback' })
            .click();
        } else {
          await page
            .getByRole('banner')
            .getByRole('button', { name: 'Request a Callback' })
            .click();
        }
        const dialog = page.getByRole('dialog', { name: 'Request A Callback' });
        await dialog.waitFor();

        // Submitting empty marks every field.
        await dialog.getByRole('button', { name: 'Send Message' }).click();
        await expect
          .poll(() => dialog.getByText('This field is required', { exact: true }).count())
          .toBe(4);

        await field(dialog, 'Name').fill('Aoife Kelly');
        await field(dialog, 'Company Name').fill('Kelly Furnishings');
        await field(dialog, 'Phone Number').fill('0861234567');
        await field(dialog, 'Message').fill(message);
        expect(await dialog.getByText('This field is required', { exact: true }).count()).toBe(0);
        await dialog.getByRole('button', { name: 'Send Message' }).click();

        await waitForText(page, CALLBACK_SENT);
        await dialog.waitFor({ state: 'hidden' });

        const { requests } = await adminGet<{ requests: CallbackRow[] }>(
          target,
          '/api/admin/callback-requests',
        );
        expect(requests.find((r) => r.message === message)).toEqual(
          expect.objectContaining({
            name: 'Aoife Kelly',
            companyName: 'Kelly Furnishings',
            phoneNumber: '+353861234567',
          }),
        );
      });
    });
  }
});
