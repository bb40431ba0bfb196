/**
 * Account e-mails as HTML with a plain-text part (issue 14): approval and password reset carry
 * their link in both parts, and names are escaped in the HTML.
 */
import { describe, expect, it } from 'vitest';
import { accountApprovedMail, passwordResetMail } from '../src/accounts/account-mails.js';

describe('account e-mails', () => {
  it('approval: HTML and text with the sign-in link', async () => {
    const mail = await accountApprovedMail(
      { email: 'aoife@example.ie', fullName: "Aoife O'Brien <Ltd>" },
      'https://trade.example.ie',
    );
    expect(mail.to).toBe('aoife@example.ie');
    expect(mail.subject).toBe('Your Serena Trade account is approved');
    expect(mail.html).toContain('href="https://trade.example.ie/signin"');
    expect(mail.html).toContain('Aoife O&#39;Brien &lt;Ltd&gt;');
    expect(mail.html).not.toContain('<Ltd>');
    expect(mail.text).toContain("Hello Aoife O'Brien <Ltd>,");
    expect(mail.text).toContain('Sign in: https://trade.example.ie/signin');
  });

  it('password reset: the one-hour link in both parts', async () => {
    const link = 'https://trade.example.ie/reset-password?token=abc&x=1';
    const mail = await passwordResetMail('niamh@example.ie', 'Niamh Ní Bhriain', link);
    expect(mail.subject).toBe('Reset your Serena Trade password');
    expect(mail.html).toContain('token=abc&amp;x=1');
    expect(mail.html).toContain('Niamh Ní Bhriain');
    expect(mail.text).toContain(`Choose a new password: ${link}`);
    expect(mail.text).toContain('expires in 1 hour');
  });
});
