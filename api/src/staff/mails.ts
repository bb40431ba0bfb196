/**
 * The invitation e-mail of a staff member (issue 26): who invited them to the Serena Trade admin
 * console, as which role, and the single-use link to choose a password (valid 7 days). The shop's
 * MJML layout (mail/mail-template.ts), HTML with a plain-text part.
 */
import type { StaffRole } from '@serena/domain';
import type { MailMessage } from '../mail/mail.js';
import { renderMail } from '../mail/mail-template.js';

/** How each staff role reads in the invitation. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  OWNER: 'owner',
  SALES: 'sales',
  ACCOUNTS: 'accounts',
  WAREHOUSE: 'warehouse',
  CONTENT: 'content',
};

/** What the invitation says: to whom, from whom, which role, and the link. */
export interface StaffInvitationMailInput {
  to: string;
  fullName: string;
  inviterLabel: string;
  role: StaffRole;
  /** `${PUBLIC_URL}/accept-invitation?token=…` */
  link: string;
}

/** 'You are invited to the Serena Trade admin console' with the 'Accept the invitation' button. */
export async function staffInvitationMail(input: StaffInvitationMailInput): Promise<MailMessage> {
  const name = input.fullName.trim();
  const rendered = await renderMail({
    title: 'You are invited to the Serena Trade admin console',
    greeting: name ? `Hello ${name},` : 'Hello,',
    paragraphs: [
      `${input.inviterLabel} invited you to the Serena Trade admin console as ${STAFF_ROLE_LABELS[input.role]}.`,
      'Open this link to choose your password and sign in (it works once and expires in 7 days):',
    ],
    button: { label: 'Accept the invitation', href: input.link },
    after: ['If you did not expect this invitation, you can ignore this e-mail.'],
  });
  return { to: input.to, ...rendered };
}
