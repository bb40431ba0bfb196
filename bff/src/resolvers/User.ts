import type { UserResolvers } from '../__generated__/resolvers-types.js';
import { parseEuroAmount } from '../domain/money.js';
import type { UserDto } from '../upstream/types.js';
import { viewerCredit, viewerOrders } from '../session/viewer.js';
import { toOrder } from './Order.js';
import { viewerPurchaseOrders } from '../session/viewer.js';
import { viewerStatementMonths } from './StatementMonth.js';

/** Returns the first word of a full name (shown in the header's user menu); '' when blank. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] ?? '';
}

/**
 * The signed-in trade customer (spec §3 User), mapped from the api's snake_case DTO. Only ever the
 * viewer's own account: the bff reads users from /api/auth/user/me and the viewer's own updates.
 * creditLimit is integer cents from the api's decimal euro string (0 when absent).
 */
export const User: UserResolvers = {
  id: (user) => String(user.id),
  fullName: (user) => user.full_name,
  firstName: (user) => firstName(user.full_name),
  email: (user) => user.email,
  invoiceEmail: (user) => user.invoice_email ?? '',
  phoneNumber: (user) => user.phone_number ?? '',
  country: (user) => user.country ?? '',
  companyName: (user) => user.company_name ?? '',
  officeAddress: (user) => user.office_address ?? '',
  officeCity: (user) => user.office_city ?? '',
  officeEircode: (user) => user.office_eir_code ?? '',
  deliveryAddress: (user) => user.delivery_address ?? '',
  deliveryCity: (user) => user.delivery_city ?? '',
  deliveryEircode: (user) => user.delivery_eir_code ?? '',
  vatNumber: (user) => user.vat_number ?? null,
  creditLimit: (user: UserDto) => parseEuroAmount(user.credit_limit ?? null) ?? 0,
  subscribed: (user) => user.subscribe ?? false,
  /** True for the shop's staff (issue 9): the api's role from login or /me; false when absent. */
  isAdmin: (user) => user.role === 'admin',
  /** Issue 24: the role in the trade company, from login or /me; null when absent. */
  companyRole: (user) => user.company_role ?? null,
  /** Credit limit minus outstanding purchases, in cents (design "Credit"); one api call per request. */
  availableCredit: async (user, _args, context) =>
    parseEuroAmount((await viewerCredit(context, user.id)).available_credit) ?? 0,
  /** The customer's own orders, newest first (spec §2 My Orders). */
  orders: async (user, _args, context) => (await viewerOrders(context, user.id)).map(toOrder),
  /** The customer's purchase orders, newest first (issue 14). */
  purchaseOrders: (_user, _args, context) => viewerPurchaseOrders(context),
  /** The months with an account statement, newest first (issue 14). */
  statements: (_user, _args, context) => viewerStatementMonths(context),
  /** One own order by tracking ID (case-insensitive), null when none. */
  order: async (user, { trackingId }, context) => {
    const wanted = trackingId.trim().toUpperCase();
    const found = (await viewerOrders(context, user.id)).find((o) => o.trackingId === wanted);
    return found ? toOrder(found) : null;
  },
};
