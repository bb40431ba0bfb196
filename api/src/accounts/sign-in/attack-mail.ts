/**
 * The e-mail that tells a customer their account is under a sign-in attack (issue 23, OWASP):
 * sent once per ceiling window, when the failures from every address first pass the account-wide
 * ceiling. It asks nothing of them but to keep their password to themselves.
 */
import { renderMail } from '../../mail/mail-template.js';
import type { MailMessage } from '../../mail/mail.js';

/**
 * The alert for the account `user` after `failures` wrong passwords; `publicUrl` links to the
 * forgot-password page. @throws Error only when the template itself is broken.
 */
export async function signInAttackMail(
  user: { email: string; fullName: string },
  failures: number,
  publicUrl: string,
): Promise<MailMessage> {
  const name = user.fullName.trim();
  const rendered = await renderMail({
    title: 'Many failed sign-ins to your Serena Trade account',
    greeting: name ? `Hello ${name},` : 'Hello,',
    paragraphs: [
      `Someone has tried to sign in to your Serena Trade account with a wrong password ${failures} times within the last hour, from several addresses.`,
      'Your account is safe while your password is secret. Sign-ins from a browser you have used before carry on as usual; from other browsers they are slowed down for a while.',
      'If you think someone may know your password, choose a new one:',
    ],
    button: { label: 'Choose a new password', href: `${publicUrl}/forget-password` },
  });
  return { to: user.email, ...rendered };
}
