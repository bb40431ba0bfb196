/**
 * The e-mails of order approval (issue 24), queued in the transaction that holds or decides the
 * checkout (mail/outbox.ts): every active approver of the company (APPROVER or COMPANY_ADMIN,
 * never the placer) hears of an order awaiting approval; the placer hears of a rejection or of
 * the request's expiry (an approval sends the usual order mails).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema/accounts.js';
import type { OrderApprovalRow } from '../db/schema/approvals.js';
import type { Db } from '../db/client.js';
import type { Tx } from '../books/ledger.js';
import { euro } from '../mail/format.js';
import { renderMail } from '../mail/mail-template.js';
import type { MailOutbox } from '../mail/outbox.js';

/** Company roles that approve others' orders. */
export const APPROVER_ROLES = ['APPROVER', 'COMPANY_ADMIN'] as const;

/** The active approvers and company admins of company `accountId`, but user `exceptId` (the placer). */
export async function activeApprovers(
  db: Db | Tx,
  accountId: number,
  exceptId: number,
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, accountId),
        inArray(users.companyRole, [...APPROVER_ROLES]),
        eq(users.status, 'approved'),
        ne(users.id, exceptId),
      ),
    );
}

/** What queueing approval mails needs: the outbox and the storefront's address for links. */
export interface ApprovalMailDeps {
  mail: MailOutbox;
  publicUrl: string;
}

/** The lines of a held checkout as mail rows. */
function lineRows(approval: OrderApprovalRow) {
  return approval.checkout.rows.map((r) => ({
    label: `${r.productName} × ${r.quantity} — ref ${r.referenceNumber}`,
    value: euro(r.totalCents),
  }));
}

/** Queues 'Order awaiting your approval' to each active approver of the company but the placer. */
export async function queueAwaitingMails(
  deps: ApprovalMailDeps,
  tx: Tx,
  approval: OrderApprovalRow,
  placer: UserRow,
): Promise<void> {
  const approvers = await activeApprovers(tx, approval.accountId, placer.id);
  for (const to of approvers) {
    const rendered = await renderMail({
      title: 'Order awaiting your approval',
      greeting: `Hello ${to.fullName},`,
      paragraphs: [
        `${placer.fullName} placed an order of ${euro(approval.totalCents)} that needs approval. Its credit is reserved for 7 days; approve or reject it before then.`,
      ],
      rows: [
        ...lineRows(approval),
        { label: 'Total', value: euro(approval.totalCents), strong: true },
      ],
      button: { label: 'Review approvals', href: `${deps.publicUrl}/account/approvals` },
    });
    await deps.mail.enqueue({ to: to.email, ...rendered }, tx);
  }
}

/** The words of a mail to the placer of a request: its title and paragraphs. */
interface PlacerMail {
  title: string;
  paragraphs: string[];
}

/**
 * Queues `content` in `tx` to the placer of `approval`, with the request's lines and a link to My
 * Orders; nothing when the placer is gone.
 */
async function queuePlacerMail(
  deps: ApprovalMailDeps,
  tx: Tx,
  approval: OrderApprovalRow,
  content: PlacerMail,
): Promise<void> {
  if (approval.placedByUserId === null) return;
  const [placer] = await tx.select().from(users).where(eq(users.id, approval.placedByUserId));
  if (!placer) return;
  const rendered = await renderMail({
    ...content,
    greeting: `Hello ${placer.fullName},`,
    rows: lineRows(approval),
    button: { label: 'View My Orders', href: `${deps.publicUrl}/orders` },
  });
  await deps.mail.enqueue({ to: placer.email, ...rendered }, tx);
}

/** Queues 'Order not approved' with the approver's note to the placer of a rejected checkout. */
export function queueRejectedMail(
  deps: ApprovalMailDeps,
  tx: Tx,
  approval: OrderApprovalRow,
): Promise<void> {
  return queuePlacerMail(deps, tx, approval, {
    title: 'Order not approved',
    paragraphs: [
      `Your order of ${euro(approval.totalCents)} was not approved; its credit is available again.`,
      ...(approval.note ? [`Note: ${approval.note}`] : []),
    ],
  });
}

/**
 * Queues 'Order approval expired' to the placer of a request no one decided within 7 days (the
 * approval expiry job): its credit is available again and the order was not placed.
 */
export function queueExpiredMail(
  deps: ApprovalMailDeps,
  tx: Tx,
  approval: OrderApprovalRow,
): Promise<void> {
  return queuePlacerMail(deps, tx, approval, {
    title: 'Order approval expired',
    paragraphs: [
      `Your order of ${euro(approval.totalCents)} was not approved or rejected within 7 days, so it was not placed; its credit is available again. Order again if you still need it.`,
    ],
  });
}
