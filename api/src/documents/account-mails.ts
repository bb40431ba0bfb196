/**
 * Account e-mails as HTML with a plain-text part (issue 14, documents): the trade account is
 * approved; a password reset was asked for. Built with the shop's MJML layout (mail-template.ts).
 */
import type { MailMessage } from '../services/mail.js';
import { renderMail } from './mail-template.js';

function greeting(fullName: string): string {
  return fullName.trim() ? `Hello ${fullName.trim()},` : 'Hello,';
}

/**
 * 'Your Serena Trade account is approved' with the sign-in link (`${publicUrl}/signin`).
 * @throws Error only when the template itself is broken.
 */
export async function accountApprovedMail(
  user: { email: string; fullName: string },
  publicUrl: string,
): Promise<MailMessage> {
  const rendered = await renderMail({
    title: 'Your Serena Trade account is approved',
    greeting: greeting(user.fullName),
    paragraphs: [
      'Your application for a Serena Trade account has been approved.',
      'You can now sign in and see trade prices, place orders on your credit account and download your invoices and statements.',
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
