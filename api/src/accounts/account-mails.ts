/**
 * Account e-mails as HTML with a plain-text part (issue 14, documents): the trade account is
 * approved; a password reset was asked for. Built with the shop's MJML layout (mail-template.ts).
 */
import type { MailMessage } from '../mail/mail.js';
import { euro } from '../mail/format.js';
import { renderMail } from '../mail/mail-template.js';

function greeting(fullName: string): string {
  return fullName.trim() ? `Hello ${fullName.trim()},` : 'Hello,';
}

/**
 * 'Your Serena Trade account is approved' with the sign-in link (`${publicUrl}/signin`). It promises
 * ordering on credit only when the credit limit (cents) is above €0 (issue 22); at €0 it says the
 * account can browse trade prices and the shop will set a credit limit.
 * @throws Error only when the template itself is broken.
 */
export async function accountApprovedMail(
  user: { email: string; fullName: string; creditLimitCents?: number },
  publicUrl: string,
): Promise<MailMessage> {
  const limit = user.creditLimitCents ?? 0;
  const rendered = await renderMail({
    title: 'Your Serena Trade account is approved',
    greeting: greeting(user.fullName),
    paragraphs: [
      'Your application for a Serena Trade account has been approved.',
      limit > 0
        ? `You can now sign in and see trade prices, place orders on your credit account (credit limit ${euro(limit)}) and download your invoices and statements.`
        : 'You can now sign in and browse our trade prices. We will set a credit limit on your account shortly and let you know when you can place orders on credit.',
    ],
    button: { label: 'Sign in', href: `${publicUrl}/signin` },
  });
  return { to: user.email, ...rendered };
}

/**
 * The password-reset e-mail (spec §4 forgot password) for a link such as
 * `${PUBLIC_URL}/reset-password?token=…`, valid for one hour and usable once.
 * @throws Error only when the template itself is broken.
 */
export async function passwordResetMail(
  to: string,
  fullName: string,
  link: string,
): Promise<MailMessage> {
  const rendered = await renderMail({
    title: 'Reset your Serena Trade password',
    greeting: greeting(fullName),
    paragraphs: [
      'We received a request to reset the password of your Serena Trade account.',
      'Open this link to choose a new password (it works once and expires in 1 hour):',
    ],
    button: { label: 'Choose a new password', href: link },
    after: [
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ],
  });
  return { to, ...rendered };
}
