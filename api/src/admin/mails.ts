/**
 * E-mails of the admin side (issue 9): the applicant hears of rejection (approval: the HTML
 * accounts/account-mails.ts); the shop (SHOP_EMAIL) hears of each new application and each new
 * order, as HTML with a text part (issue 26). Sent with the one mailer; a failed send is logged,
 * never undoes the change.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../books/ledger.js';
import type { UserRow } from '../db/schema/accounts.js';
import type { OrderRow } from '../db/schema/orders.js';
import { formatCents } from '../lib/money.js';
import type { Mailer, MailMessage } from '../mail/mail.js';
import type { MailOutbox } from '../mail/outbox.js';
import type { InTransaction } from './audit.js';
import { findUserById } from '../accounts/service.js';
import { accountApprovedMail } from '../accounts/account-mails.js';
import { renderMail } from '../mail/mail-template.js';

/**
 * The e-mail telling an applicant the application was not approved, with the staff's `reason`
 * when one was given (issue 26).
 */
export function rejectedMail(
  user: Pick<UserRow, 'email' | 'fullName'>,
  shopEmail: string,
  reason?: string | null,
) {
  const why = reason?.trim();
  return {
    to: user.email,
    subject: 'Your Serena Trade application',
    text: [
      `Hello ${user.fullName},`,
      '',
      'Thank you for applying for a Serena Trade account. We are unable to approve your application.',
      ...(why ? ['', `Reason: ${why}`, ''] : []),
      `If you have any questions, please write to ${shopEmail}.`,
      '',
      'Serena Home',
    ].join('\n'),
  } satisfies MailMessage;
}

/**
 * The e-mail telling the shop about a new trade account application (issue 26: HTML with a text
 * part, the customer mails' template), with a button to the accounts in the console.
 */
export async function newApplicationMail(
  user: Pick<UserRow, 'email' | 'fullName' | 'companyName' | 'phoneNumber' | 'country'>,
  shopEmail: string,
  publicUrl: string,
): Promise<MailMessage> {
  const rendered = await renderMail({
    title: `New trade account application: ${user.companyName}`,
    greeting: null,
    paragraphs: ['A new trade account application is waiting for approval.'],
    rows: [
      { label: 'Name', value: user.fullName },
      { label: 'Company', value: user.companyName },
      { label: 'E-mail', value: user.email },
      { label: 'Phone', value: user.phoneNumber },
      { label: 'Country', value: user.country },
    ],
    button: { label: 'Review it in the admin console', href: `${publicUrl}/admin/accounts` },
  });
  return { to: shopEmail, ...rendered };
}

/**
 * The e-mail telling the shop about new orders (one checkout: one or more order lines; issue 26:
 * HTML with a text part), one row per line with its total incl. VAT, and the checkout's total.
 */
export async function newOrdersMail(
  customer: Pick<UserRow, 'email' | 'companyName'>,
  rows: Pick<
    OrderRow,
    'trackingId' | 'referenceNumber' | 'productName' | 'quantity' | 'totalCents'
  >[],
  shopEmail: string,
  publicUrl: string,
): Promise<MailMessage> {
  const total = rows.reduce((sum, r) => sum + r.totalCents, 0);
  const rendered = await renderMail({
    title: `New order from ${customer.companyName}: ${rows.map((r) => r.trackingId).join(', ')}`,
    greeting: null,
    paragraphs: [
      `${customer.companyName} (${customer.email}) placed ${rows.length === 1 ? 'an order' : `${rows.length} orders`}:`,
    ],
    rows: [
      ...rows.map((r) => ({
        label: `${r.trackingId}  ref ${r.referenceNumber}  ${r.quantity} × ${r.productName}`,
        value: `€${formatCents(r.totalCents)} incl. VAT`,
      })),
      { label: 'Total', value: `€${formatCents(total)} incl. VAT`, strong: true },
    ],
    button: { label: 'See the orders in the admin console', href: `${publicUrl}/admin/orders` },
  });
  return { to: shopEmail, ...rendered };
}

/** Sends a notification; a failure is logged and swallowed (the change stays). */
export async function sendNotice(
  mailer: Mailer,
  message: MailMessage,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await mailer.send(message);
  } catch (err) {
    log.error({ err, to: message.to, subject: message.subject }, 'notification e-mail failed');
  }
}

/** Where and how the shop hears of new orders: SHOP_EMAIL (none: no notice) and PUBLIC_URL. */
export interface ShopNoticeOptions {
  shopEmail?: string;
  publicUrl: string;
}

/**
 * The mail to SHOP_EMAIL about `rows`, the new orders of customer `userId` (issue 9); null
 * without SHOP_EMAIL or for an unknown customer. `db` may be the checkout's transaction.
 */
export async function shopNoticeOfOrders(
  db: DbOrTx,
  options: ShopNoticeOptions,
  userId: number,
  rows: OrderRow[],
): Promise<MailMessage | null> {
  if (!options.shopEmail) return null;
  const customer = await findUserById(db, userId);
  if (!customer) return null;
  return newOrdersMail(customer, rows, options.shopEmail, options.publicUrl);
}

/**
 * What queues, in the decision's transaction, the applicant's mail about an `approve` (HTML, with
 * the sign-in link at `publicUrl`; it promises ordering on credit only above a €0 credit limit)
 * or a `reject` (with SHOP_EMAIL to write to and the staff's `reason`, if any); other status changes send nothing (issue 9
 * Accounts). Pass it as `inTx` to changeAccountStatus: the mail commits with the decision.
 */
export function accountDecisionMail(
  outbox: MailOutbox,
  action: string,
  settings: { publicUrl: string; shopEmail: string },
  reason?: string | null,
): InTransaction<Pick<UserRow, 'email' | 'fullName' | 'creditLimitCents'>> {
  return async (tx, user) => {
    if (action === 'approve') {
      await outbox.enqueue(await accountApprovedMail(user, settings.publicUrl), tx);
    } else if (action === 'reject') {
      await outbox.enqueue(rejectedMail(user, settings.shopEmail, reason), tx);
    }
  };
}
