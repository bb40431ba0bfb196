/**
 * Field resolvers of the admin pricing types (issue 25): ids as GraphQL IDs, percentages from
 * basis points to printed percent ('10', '7.5'), fixed prices in cents (Money).
 */
import { formatVatRate } from '@serena/domain';
import type {
  AdminPriceListResolvers,
  AdminPriceRuleResolvers,
  AdminVolumeBreakResolvers,
} from '../../../__generated__/resolvers-types.js';

const optionalId = (id: number | null) => (id === null ? null : String(id));

/** AdminPriceList fields. */
export const AdminPriceList: AdminPriceListResolvers = {
  id: (list) => String(list.id),
};

/** AdminPriceRule fields. */
export const AdminPriceRule: AdminPriceRuleResolvers = {
  id: (rule) => String(rule.id),
  kind: (rule) => (rule.kind === 'percent' ? 'PERCENT' : 'FIXED'),
  categoryId: (rule) => optionalId(rule.categoryId),
  percentOff: (rule) => (rule.percentBp === null ? null : formatVatRate(rule.percentBp)),
  productId: (rule) => optionalId(rule.productId),
  variationId: (rule) => optionalId(rule.variationId),
  price: (rule) => rule.priceCents,
};

/** AdminVolumeBreak fields. */
export const AdminVolumeBreak: AdminVolumeBreakResolvers = {
  id: (tier) => String(tier.id),
  productId: (tier) => optionalId(tier.productId),
  categoryId: (tier) => optionalId(tier.categoryId),
  percentOff: (tier) => formatVatRate(tier.percentBp),
};
