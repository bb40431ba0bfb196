/**
 * The invitation e-mail of a company user (issue 24): who invited them into which company, as
 * which role, and the single-use link to set a password (valid 7 days). Built with the shop's MJML
 * layout (mail/mail-template.ts), HTML with a plain-text part.
 */
import type { CompanyRole } from '../db/schema/accounts.js';
import type { MailMessage } from '../mail/mail.js';
import { renderMail } from '../mail/mail-template.js';

/** How each company role reads in the invitation. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  COMPANY_ADMIN: 'company administrator',
  BUYER: 'buyer',
  APPROVER: 'approver',
  ACCOUNTS: 'accounts',
};

/** What an invitation e-mail says: to whom, from whom, which company and role, and the link. */
export interface InvitationMailInput {
  to: string;
  fullName: string;
  inviterName: string;
  companyName: string;
  role: CompanyRole;
  /** `${PUBLIC_URL}/accept-invitation?token=…` */
  link: string;
}

/**
 * 'You are invited to Serena Trade' for `input.to` with the 'Accept the invitation' button.
 * @throws Error only when the template itself is broken.
 */
export async function invitationMail(input: InvitationMailInput): Promise<MailMessage> {
  const name = input.fullName.trim();
  const rendered = await renderMail({
    title: 'You are invited to Serena Trade',
    greeting: name ? `Hello ${name},` : 'Hello,',
    paragraphs: [
      `${input.inviterName.trim()} invited you to the Serena Trade account of ${input.companyName} as ${COMPANY_ROLE_LABELS[input.role]}.`,
      'Open this link to choose your password and sign in (it works once and expires in 7 days):',
    ],
    button: { label: 'Accept the invitation', href: input.link },
    after: ['If you did not expect this invitation, you can ignore this e-mail.'],
  });
  return { to: input.to, ...rendered };
}
