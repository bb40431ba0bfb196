/**
 * The shop's own notification mails (issue 26) as HTML with a text part, from the customer mails'
 * MJML template: a new trade application and a checkout's new orders (euros from cents).
 */
import { describe, expect, it } from 'vitest';
import { newApplicationMail, newOrdersMail } from '../src/admin/mails.js';

describe('shop notification mails', () => {
  it('tells the shop of an application, with the details and a link to review it', async () => {
    const mail = await newApplicationMail(
      {
        email: 'nora@walsh.ie',
        fullName: 'Nora Walsh',
        companyName: 'Walsh & Co',
        phoneNumber: '+353871234567',
        country: 'Ireland',
      },
      'shop@serenatrade.ie',
      'https://trade.example',
    );
    expect(mail).toMatchObject({
      to: 'shop@serenatrade.ie',
      subject: 'New trade account application: Walsh & Co',
    });
    expect(mail.text).toContain('E-mail: nora@walsh.ie');
    expect(mail.text).toContain(
      'Review it in the admin console: https://trade.example/admin/accounts',
    );
    expect(mail.html).toContain('Walsh &amp; Co');
    expect(mail.html).toContain('href="https://trade.example/admin/accounts"');
  });

  it('lists each new order line and the total in euros', async () => {
    const mail = await newOrdersMail(
      { email: 'buyer@ltd.ie', companyName: 'Buyer Ltd' },
      [
        {
          trackingId: 'ST-A1',
          referenceNumber: 'R-1',
          productName: 'Cashel Grand Bed',
          quantity: 2,
          totalCents: 159_460,
        },
        {
          trackingId: 'ST-B2',
          referenceNumber: 'R-2',
          productName: 'Aria Mattress',
          quantity: 1,
          totalCents: 40_540,
        },
      ],
      'shop@serenatrade.ie',
      'https://trade.example',
    );
    expect(mail.subject).toBe('New order from Buyer Ltd: ST-A1, ST-B2');
    expect(mail.text).toContain('ST-A1  ref R-1  2 × Cashel Grand Bed: €1594.60 incl. VAT');
    expect(mail.text).toContain('Total: €2000.00 incl. VAT');
    expect(mail.html).toContain('€2000.00 incl. VAT');
    expect(mail.html).toContain('Buyer Ltd (buyer@ltd.ie) placed 2 orders:');
  });
});
