import type { AdminInvoiceResolvers, InvoiceState } from '../../__generated__/resolvers-types.js';
import type { InvoiceStateDto } from '../../upstream/admin-types.js';

const STATES: Record<InvoiceStateDto, InvoiceState> = {
  unpaid: 'UNPAID',
  'part paid': 'PART_PAID',
  paid: 'PAID',
  credited: 'CREDITED',
};

/** An invoice of an account as the admin sees it (issue 22); money fields are the api's cents. */
export const AdminInvoice: AdminInvoiceResolvers = {
  state: (i) => STATES[i.state],
};
