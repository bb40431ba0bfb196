import type { MoneyResolvers } from '../__generated__/resolvers-types.js';
import { formatCents } from '@serena/domain';

/** Money fields: integer cents (the parent) to the exact decimal amount in EUR. */
export const Money: MoneyResolvers = {
  amount: (cents) => formatCents(cents),
  currencyCode: () => 'EUR',
};
