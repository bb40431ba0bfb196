import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { accountMutations } from './mutations/accounts.js';
import { formMutations } from './mutations/forms.js';
import { orderMutations } from './mutations/orders.js';

/**
 * Root mutations (architecture "GraphQL contract"): the account mutations (mutations/accounts.ts)
 * and the visitor forms (mutations/forms.ts). Business failures are userErrors in the payloads.
 */
export const Mutation: MutationResolvers = {
  ...accountMutations,
  ...formMutations,
  ...orderMutations,
};
