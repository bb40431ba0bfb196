/**
 * The customer's pricing read (issue 25): the account's active price list with the rules valid on
 * a day, and the shop's volume breaks, as wire DTOs (the bff's "my prices") and as the input of
 * @serena/domain `customerUnitPrice` (the checkout). Integer cents, basis points, ISO dates.
 */
import { asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { isRuleValidOn } from '@serena/domain';
import type { Db } from '../db/client.js';
import type { Tx } from '../books/ledger.js';
import { users } from '../db/schema/accounts.js';
import {
  priceListRules,
  priceLists,
  volumeBreaks,
  type PriceListRuleRow,
  type VolumeBreakRow,
} from '../db/schema/pricing.js';
import type { CustomerPricingDto, PriceRuleDto, VolumeBreakDto } from './schemas.js';

/** A rule row on the wire. */
export function ruleDto(row: PriceListRuleRow): PriceRuleDto {
  return {
    id: row.id,
    kind: row.kind,
    categoryId: row.categoryId,
    percentBp: row.percentBp,
    productId: row.productId,
    variationId: row.variationId,
    priceCents: row.priceCents,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

/** A volume break row on the wire. */
export function volumeBreakDto(row: VolumeBreakRow): VolumeBreakDto {
  return {
    id: row.id,
    productId: row.productId,
    categoryId: row.categoryId,
    minQuantity: row.minQuantity,
    percentBp: row.percentBp,
  };
}

/**
 * Reads the pricing of account `userId` on day `date` (YYYY-MM-DD): its price list when assigned
 * and active, with only the rules valid that day, and the volume breaks — every category default,
 * and the product tiers of `productIds` (all of them when absent). An unknown account or one
 * without a list answers `priceList: null`.
 */
export async function customerPricing(
  db: Db | Tx,
  userId: number,
  date: string,
  productIds?: readonly number[],
): Promise<CustomerPricingDto> {
  const [list] = await db
    .select({ id: priceLists.id, name: priceLists.name, active: priceLists.active })
    .from(users)
    .innerJoin(priceLists, eq(priceLists.id, users.priceListId))
    .where(eq(users.id, userId));
  const breaks = await db
    .select()
    .from(volumeBreaks)
    .where(
      productIds
        ? or(isNull(volumeBreaks.productId), inArray(volumeBreaks.productId, [...productIds]))
        : undefined,
    )
    .orderBy(asc(volumeBreaks.minQuantity), asc(volumeBreaks.id));
  let priceList: CustomerPricingDto['priceList'] = null;
  if (list?.active) {
    const rules = await db
      .select()
      .from(priceListRules)
      .where(eq(priceListRules.priceListId, list.id))
      .orderBy(asc(priceListRules.id));
    priceList = {
      id: list.id,
      name: list.name,
      rules: rules.map(ruleDto).filter((r) => isRuleValidOn(r, date)),
    };
  }
  return { priceList, volumeBreaks: breaks.map(volumeBreakDto), date };
}
