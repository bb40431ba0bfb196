/**
 * The customer's pricing read as it travels between the api and the bff (GET /api/order/prices,
 * issue 25), turned into what `customerUnitPrice` takes. One mapping for both sides, so the price
 * the bff shows and the price the api charges come from the same rules. Pure.
 */
import type { CustomerPriceList, PriceRule, VolumeBreak } from './customer-pricing.js';

/** A price-list rule on the wire: 'percent' with categoryId/percentBp, or 'fixed' with a price. */
export interface WirePriceRule {
  kind: 'percent' | 'fixed';
  categoryId: number | null;
  /** Basis points off (percent rules). */
  percentBp: number | null;
  productId: number | null;
  variationId: number | null;
  /** Net price in integer euro cents (fixed rules). */
  priceCents: number | null;
  validFrom: string | null;
  validTo: string | null;
}

/** A customer's pricing read on the wire: the day, the active list (or null) and the tiers. */
export interface WirePricing {
  /** The day the prices are for (YYYY-MM-DD, Irish). */
  date: string;
  priceList: { rules: readonly WirePriceRule[] } | null;
  volumeBreaks: readonly VolumeBreak[];
}

/** What `customerUnitPrice` needs of a customer besides the line: list, tiers and the day. */
export interface CustomerPricing {
  priceList: CustomerPriceList | null;
  volumeBreaks: VolumeBreak[];
  /** The day the prices are for (YYYY-MM-DD). */
  at: string;
}

/** A wire rule as a `PriceRule` (a missing number reads as 0, which prices nothing off). */
export function ruleFromWire(rule: WirePriceRule): PriceRule {
  const validity = { validFrom: rule.validFrom, validTo: rule.validTo };
  if (rule.kind === 'percent') {
    return {
      kind: 'PERCENT',
      categoryId: rule.categoryId,
      percentBp: rule.percentBp ?? 0,
      ...validity,
    };
  }
  return {
    kind: 'FIXED',
    productId: rule.productId ?? 0,
    variationId: rule.variationId,
    priceCents: rule.priceCents ?? 0,
    ...validity,
  };
}

/** A pricing read as `customerUnitPrice`'s list, tiers and day. */
export function pricingFromWire(pricing: WirePricing): CustomerPricing {
  return {
    priceList: pricing.priceList ? { rules: pricing.priceList.rules.map(ruleFromWire) } : null,
    volumeBreaks: pricing.volumeBreaks.map((b) => ({ ...b })),
    at: pricing.date,
  };
}
