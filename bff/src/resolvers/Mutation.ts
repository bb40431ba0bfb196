import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { accountMutations } from './mutations/accounts.js';
import { approvalMutations } from './mutations/approvals.js';
import { companyAddressMutations } from './mutations/company-addresses.js';
import { companyMutations } from './mutations/company.js';
import { formMutations } from './mutations/forms.js';
import { orderMutations } from './mutations/orders.js';
import { quoteMutations } from './mutations/quotes.js';
import { savedListMutations } from './mutations/saved-lists.js';

/**
 * Root mutations (architecture "GraphQL contract"): the account mutations (mutations/accounts.ts)
 * the visitor forms (mutations/forms.ts), orders, the company users (mutations/company.ts), the address book (mutations/company-addresses.ts), negotiated quotes (mutations/quotes.ts) and saved lists (mutations/saved-lists.ts). Business failures are userErrors in the payloads.
 */
export const Mutation: MutationResolvers = {
  ...accountMutations,
  ...formMutations,
  ...orderMutations,
  ...companyMutations,
  ...companyAddressMutations,
  ...approvalMutations,
  ...quoteMutations,
  ...savedListMutations,
};
