/**
 * The admin CLI's commands on the running api (issue 9): the admin console's own audited endpoints
 * under /api/admin/, with e-mails resolved to account ids and tracking IDs to order ids through the
 * console's list endpoints.
 */
import { formatCents } from '../lib/money.js';
import { nextDeliveryStatus } from '../admin/order-advance.js';
import { ORDER_MESSAGES } from '../orders/order-messages.js';
import { ADMIN_MESSAGES } from '../accounts/service.js';

/** A parsed CLI command; `cents` is the credit limit in euro cents (the CLI takes euros). */
export type AdminCommand =
  | { name: 'approve' | 'reject'; email: string }
  | { name: 'set-credit'; email: string; cents: number; confirm: boolean }
  | { name: 'payment'; email: string; cents: number }
  | { name: 'advance'; trackingId: string }
  | { name: 'create-admin'; email: string };

/** The part of a payment answer the CLI prints (cents). */
interface PaymentOutcome {
  allocations: { invoiceNumber: string; amount: number; openAfter: number }[];
  unallocated: number;
}

/** The lines of a payment's allocations: each invoice, what it took and what stays open. */
export function allocationLines(payment: PaymentOutcome): string[] {
  return [
    ...payment.allocations.map(
      (a) =>
        `  ${a.invoiceNumber}: €${formatCents(a.amount)}${a.openAfter > 0 ? ` (€${formatCents(a.openAfter)} still open)` : ' (paid)'}`,
    ),
    ...(payment.unallocated > 0
      ? [`  €${formatCents(payment.unallocated)} on account (no open invoice)`]
      : []),
  ];
}

/** A failed step of a command: the line to print. */
export class CliFailure extends Error {}

/** No api answers at API_URL (connection refused): the CLI opens the database itself. */
export class NoApi extends Error {}

/** One JSON call to the running api with the admin credential; the parsed body on 2xx. */
export type ApiCall = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

/**
 * The console endpoints (admin/routes, audited with the actor 'admin token') that carry out
 * `command`; e-mails resolve to account ids and tracking IDs to order ids through the console's
 * list endpoints. @returns the success line. @throws CliFailure with the line to print.
 */
export async function runOnConsole(
  command: AdminCommand,
  call: ApiCall,
  password: string | undefined,
  fullName: string,
): Promise<string> {
  const message = (body: Record<string, unknown>) =>
    typeof body.message === 'string' ? body.message : 'Done';
  if (command.name === 'create-admin') {
    const body = { email: command.email, password, full_name: fullName };
    return message(await call('POST', '/api/admin/accounts/admins', body));
  }
  if (command.name === 'advance') {
    const search = new URLSearchParams({ search: command.trackingId, pageSize: '100' });
    const list = await call('GET', `/api/admin/orders?${search.toString()}`);
    const order = (list.nodes as AdminOrderRef[]).find((o) => o.trackingId === command.trackingId);
    if (!order) throw new CliFailure(ORDER_MESSAGES.notFound);
    if (order.cancelled) throw new CliFailure(ORDER_MESSAGES.cancelledNoAdvance);
    const statuses = await call('GET', '/api/admin/delivery-statuses');
    const names = (statuses.deliveryStatuses as { name: string }[]).map((d) => d.name);
    const next = nextDeliveryStatus(names, order.deliveryStatus);
    if (!next) throw new CliFailure(ORDER_MESSAGES.alreadyDelivered);
    const path = `/api/admin/orders/${order.id}/delivery-status`;
    return message(await call('POST', path, { deliveryStatus: next }));
  }
  const search = new URLSearchParams({ search: command.email, pageSize: '100' });
  const list = await call('GET', `/api/admin/accounts?${search.toString()}`);
  const wanted = command.email.trim().toLowerCase();
  const account = (list.nodes as { id: number; email: string }[]).find(
    (a) => a.email.toLowerCase() === wanted,
  );
  if (!account) throw new CliFailure(ADMIN_MESSAGES.noEmail(command.email));
  const base = `/api/admin/accounts/${account.id}`;
  switch (command.name) {
    case 'approve':
    case 'reject':
      return message(await call('POST', `${base}/${command.name}`, {}));
    case 'set-credit':
      return message(
        await call('PUT', `${base}/credit-limit`, {
          credit_limit: formatCents(command.cents),
          confirm: command.confirm,
        }),
      );
    case 'payment': {
      const body = await call('POST', `${base}/payments`, { amount: formatCents(command.cents) });
      const payment = body.payment as PaymentOutcome | undefined;
      return [message(body), ...(payment ? allocationLines(payment) : [])].join('\n');
    }
  }
}

/** The order fields the CLI's advance reads from the console's order list. */
interface AdminOrderRef {
  id: number;
  trackingId: string;
  deliveryStatus: string;
  cancelled: boolean;
}
