import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { accountMutations } from './mutations/accounts.js';
import { companyMutations } from './mutations/company.js';
import { formMutations } from './mutations/forms.js';
import { orderMutations } from './mutations/orders.js';

/**
 * Root mutations (architecture "GraphQL contract"): the account mutations (mutations/accounts.ts)
 * the visitor forms (mutations/forms.ts), orders, and the company users (mutations/company.ts). Business failures are userErrors in the payloads.
 */
export const Mutation: MutationResolvers = {
  ...accountMutations,
  ...formMutations,
  ...orderMutations,
  ...companyMutations,
};
