/**
 * The customer's price of one configured unit (issue 25 "Price lists", "Volume breaks"; spec §9
 * VAT; architecture "Money"). The one function every customer price goes through: the bff quotes
 * with it and the api enforces it at checkout. Pure, integer euro cents, no I/O.
 *
 * The order, applied once and in this order (documented here and on `customerUnitPrice`):
 * 0. **Accepted quote** (issue 25 "Negotiated quotes"). A line of an accepted quote carries the net
 *    unit price the shop set by hand (`quotedUnitPrice`); it REPLACES the result of steps 1 to 4
 *    for that line: no price list, no volume break and no rounding applies on top of it (the shop
 *    priced the line knowing them; a quote may even be above the list price). Only step 5 follows.
 * 1. **Price list, fixed price.** A fixed price for the line's variation beats a fixed price for the
 *    product (its SKU). A fixed price replaces the product part of the trade unit price (the matched
 *    variation's or the base price); a bed's storage extra is added to it unchanged. A list never
 *    raises a price: a fixed price above the trade product part is capped at it.
 * 2. **Price list, percentage** (only when no fixed price applies). A rule for one of the product's
 *    categories beats a rule for everything (the specific beats the general, as variation beats
 *    SKU); among applicable rules of the winning scope the largest percentage wins. It applies to
 *    the whole trade unit price, storage extra included.
 * 3. **Volume break** on top of the list price: the product's own tiers when it has any, else the
 *    tiers of its categories (the category default); the largest percentage among the tiers whose
 *    minimum quantity the line reaches.
 * 4. **Rounding** half-up to the cent once per unit, on the exact result of 1 to 3.
 * 5. **VAT** once per unit at the line's rate (`vatOnUnit`), as for the trade price.
 *
 * Rules count only on the dates they are valid: validFrom and validTo are ISO dates (YYYY-MM-DD),
 * both inclusive, either absent meaning "open". Without a price list and without tiers the result
 * is the trade price exactly.
 */
import type { Cents } from './money.js';
import { isValidQuantity } from './pricing.js';
import { STANDARD_VAT_RATE_BP, vatOnUnit, type VatRateBp } from './vat.js';

/** 100 % in basis points: percentages are whole basis points from 0 to 10000 (1000 = 10 %). */
export const FULL_PERCENT_BP = 10_000;

/** A rule's validity window: ISO dates (YYYY-MM-DD), both inclusive; null or absent = open. */
export interface Validity {
  validFrom?: string | null;
  validTo?: string | null;
}

/** A percentage off the trade price for one category (categoryId) or for everything (null). */
export interface PercentRule extends Validity {
  kind: 'PERCENT';
  /** The category the rule applies to; null = every product. */
  categoryId: number | null;
  /** Percentage off in basis points, 0 to 10000 (1000 = 10 %). */
  percentBp: number;
}

/** A fixed net price for a product (variationId null) or one of its variations. */
export interface FixedRule extends Validity {
  kind: 'FIXED';
  productId: number;
  /** The variation the price is for; null = the product whatever its variation. */
  variationId: number | null;
  /** Net price in integer euro cents, replacing the product part of the trade unit price. */
  priceCents: Cents;
}

/** One rule of a customer price list. */
export type PriceRule = PercentRule | FixedRule;

/** A customer's price list: its rules (an inactive list is passed as null, not as a list). */
export interface CustomerPriceList {
  rules: readonly PriceRule[];
}

/** A quantity tier: from `minQuantity` units on, `percentBp` off the list price. */
export interface VolumeBreak {
  /** The product the tier is for, or null for a category default. */
  productId: number | null;
  /** The category of a category default (null for a product tier). */
  categoryId: number | null;
  /** Smallest quantity the tier applies to, 1 to 99. */
  minQuantity: number;
  /** Percentage off in basis points, 0 to 10000. */
  percentBp: number;
}

/** The line to price for a customer; amounts in integer euro cents, net of VAT. */
export interface CustomerPriceInput {
  /** The trade unit net price of the configured line (`priceLine`'s unitPrice). */
  tradeUnitPrice: Cents;
  /** The bed storage extra included in tradeUnitPrice; 0 when none. */
  storageExtra?: Cents;
  productId: number;
  /** The product's category ids. */
  categoryIds: readonly number[];
  /** The id of the variation that priced the line (`matchVariation`); null when the base price. */
  variationId: number | null;
  /** Whole number of units, 1 to 99. */
  quantity: number;
  /** The customer's price list; null or absent = none. */
  priceList?: CustomerPriceList | null;
  /** Volume breaks of the product and its categories (others are ignored). */
  volumeBreaks?: readonly VolumeBreak[];
  /** The date the price is for (ISO YYYY-MM-DD), to check rule validity. */
  at: string;
  /** The VAT rate charged, basis points; default the standard rate (2300 = 23 %). */
  vatRateBp?: VatRateBp;
  /**
   * The net unit price of an accepted quote's line (integer cents), replacing steps 1 to 4; null
   * or absent = no quote.
   */
  quotedUnitPrice?: Cents | null;
}

/** Which price-list rule priced the line. */
export type ListRuleKind =
  'FIXED_VARIATION' | 'FIXED_PRODUCT' | 'CATEGORY_PERCENT' | 'GLOBAL_PERCENT';

/** The customer's unit price with its breakdown; amounts in integer euro cents. */
export interface CustomerUnitPrice {
  /** The trade unit net price given. */
  tradeUnitPrice: Cents;
  /** The customer's unit net price (after list and volume break, rounded once). */
  unitPrice: Cents;
  /** VAT on one unit at vatRateBp, rounded half-up. */
  unitVat: Cents;
  /** unitPrice + unitVat. */
  unitGross: Cents;
  /** The VAT rate charged, basis points. */
  vatRateBp: VatRateBp;
  /** The list rule applied, or null when none. */
  listRule: ListRuleKind | null;
  /** The fixed price applied (product part, capped at the trade part), or null. */
  fixedPriceCents: Cents | null;
  /** The list percentage applied in basis points (0 when none or a fixed price). */
  listPercentBp: number;
  /** The volume break applied in basis points (0 when none). */
  volumePercentBp: number;
  /** The minimum quantity of the volume break applied, or null. */
  volumeMinQuantity: number | null;
  /** True when an accepted quote's price priced the line (step 0; no list rule nor tier then). */
  quoted: boolean;
}

/** True when `at` (YYYY-MM-DD) lies within the rule's window, both ends inclusive. */
export function isRuleValidOn(rule: Validity, at: string): boolean {
  if (rule.validFrom && at < rule.validFrom) return false;
  if (rule.validTo && at > rule.validTo) return false;
  return true;
}

/** Throws a RangeError unless `value` is a whole basis-point percentage from 0 to 10000. */
function assertPercent(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value > FULL_PERCENT_BP) {
    throw new RangeError(`The ${what} must be whole basis points from 0 to 10000: ${value}`);
  }
}

/** Throws a RangeError unless `value` is a non-negative safe integer of cents. */
function assertCents(value: Cents, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`The ${what} must be a non-negative integer of cents: ${value}`);
  }
}

interface ListChoice {
  kind: ListRuleKind | null;
  fixed: Cents | null;
  percentBp: number;
}

/** Step 1 and 2 of the documented order: the list rule that applies, if any. */
function chooseListRule(input: CustomerPriceInput, productPart: Cents): ListChoice {
  const rules = (input.priceList?.rules ?? []).filter((r) => isRuleValidOn(r, input.at));
  const fixed = rules.filter((r): r is FixedRule => r.kind === 'FIXED');
  fixed.forEach((r) => assertCents(r.priceCents, 'fixed price'));
  const byVariation = fixed.find(
    (r) =>
      r.productId === input.productId &&
      input.variationId !== null &&
      r.variationId === input.variationId,
  );
  const byProduct = fixed.find((r) => r.productId === input.productId && r.variationId === null);
  const chosen = byVariation ?? byProduct;
  if (chosen) {
    return {
      kind: byVariation ? 'FIXED_VARIATION' : 'FIXED_PRODUCT',
      fixed: Math.min(chosen.priceCents, productPart),
      percentBp: 0,
    };
  }
  const percent = rules.filter((r): r is PercentRule => r.kind === 'PERCENT');
  percent.forEach((r) => assertPercent(r.percentBp, 'list percentage'));
  const category = percent.filter(
    (r) => r.categoryId !== null && input.categoryIds.includes(r.categoryId),
  );
  const scope = category.length ? category : percent.filter((r) => r.categoryId === null);
  if (!scope.length) return { kind: null, fixed: null, percentBp: 0 };
  return {
    kind: category.length ? 'CATEGORY_PERCENT' : 'GLOBAL_PERCENT',
    fixed: null,
    percentBp: Math.max(...scope.map((r) => r.percentBp)),
  };
}

/**
 * The volume breaks that count for a product (step 3): its own tiers when it has any, else the
 * category defaults of its categories. Sorted by minimum quantity, ascending.
 */
export function applicableVolumeBreaks(
  breaks: readonly VolumeBreak[],
  productId: number,
  categoryIds: readonly number[],
): VolumeBreak[] {
  const own = breaks.filter((b) => b.productId === productId);
  const chosen = own.length
    ? own
    : breaks.filter(
        (b) => b.productId === null && b.categoryId !== null && categoryIds.includes(b.categoryId),
      );
  chosen.forEach((b) => assertPercent(b.percentBp, 'volume break percentage'));
  return [...chosen].sort((a, b) => a.minQuantity - b.minQuantity);
}

/** Step 3: the largest tier percentage the quantity reaches, with that tier's minimum quantity. */
function chooseVolumeBreak(tiers: readonly VolumeBreak[], quantity: number) {
  let best: VolumeBreak | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!best || tier.percentBp > best.percentBp)) best = tier;
  }
  return best;
}

/** Half-up rounding of numerator / denominator for non-negative bigints, as a safe number. */
function roundHalfUp(numerator: bigint, denominator: bigint): Cents {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * Returns the customer's unit net price, VAT and breakdown for one configured line, in integer
 * euro cents, in the order documented at the top of this module (issue 25): fixed price (variation
 * beats SKU) else the best percentage (category beats global) → volume break on top → round
 * half-up once per unit → VAT per unit at the line's rate. Never negative, never above the trade
 * price; with no list and no tiers it is the trade price exactly.
 * @throws {RangeError} INVALID input: quantity not 1..99, a price not a non-negative integer of
 *   cents, a storage extra above the trade price, a percentage outside 0..10000 bp, a bad VAT rate.
 */
export function customerUnitPrice(input: CustomerPriceInput): CustomerUnitPrice {
  const storage = input.storageExtra ?? 0;
  assertCents(input.tradeUnitPrice, 'trade unit price');
  assertCents(storage, 'storage extra');
  if (storage > input.tradeUnitPrice) throw new RangeError('Storage extra above the unit price');
  if (!isValidQuantity(input.quantity)) {
    throw new RangeError(`Quantity must be a whole number from 1 to 99: ${input.quantity}`);
  }
  const vatRateBp = input.vatRateBp ?? STANDARD_VAT_RATE_BP;
  if (input.quotedUnitPrice !== null && input.quotedUnitPrice !== undefined) {
    return atQuotedPrice(input.tradeUnitPrice, input.quotedUnitPrice, vatRateBp);
  }
  const list = chooseListRule(input, input.tradeUnitPrice - storage);
  const tiers = applicableVolumeBreaks(
    input.volumeBreaks ?? [],
    input.productId,
    input.categoryIds,
  );
  const tier = chooseVolumeBreak(tiers, input.quantity);
  const volumeBp = tier?.percentBp ?? 0;
  const listed = list.fixed !== null ? list.fixed + storage : input.tradeUnitPrice;
  const full = BigInt(FULL_PERCENT_BP);
  const numerator = BigInt(listed) * (full - BigInt(list.percentBp)) * (full - BigInt(volumeBp));
  const unitPrice = roundHalfUp(numerator, full * full);
  const unitVat = vatOnUnit(unitPrice, vatRateBp);
  return {
    tradeUnitPrice: input.tradeUnitPrice,
    unitPrice,
    unitVat,
    unitGross: unitPrice + unitVat,
    vatRateBp,
    listRule: list.kind,
    fixedPriceCents: list.fixed,
    listPercentBp: list.percentBp,
    volumePercentBp: volumeBp,
    volumeMinQuantity: tier?.minQuantity ?? null,
    quoted: false,
  };
}

/** Step 0 then 5: the accepted quote's net unit price and its VAT at the line's rate. */
function atQuotedPrice(
  tradeUnitPrice: Cents,
  quoted: Cents,
  vatRateBp: VatRateBp,
): CustomerUnitPrice {
  assertCents(quoted, 'quoted unit price');
  const unitVat = vatOnUnit(quoted, vatRateBp);
  return {
    tradeUnitPrice,
    unitPrice: quoted,
    unitVat,
    unitGross: quoted + unitVat,
    vatRateBp,
    listRule: null,
    fixedPriceCents: null,
    listPercentBp: 0,
    volumePercentBp: 0,
    volumeMinQuantity: null,
    quoted: true,
  };
}

/**
 * A quote's unit price after a discount on the whole quote (issue 25: the shop may answer a quote
 * with "x % off" instead of a price per line): `unitPrice` (net cents, the customer's price when the
 * quote was asked) less `percentBp`, rounded half-up once per unit, so every line carries a whole
 * unit price the checkout can charge and invoice.
 * @throws {RangeError} a price not a non-negative integer of cents or a percentage outside 0..10000.
 */
export function discountedUnitPrice(unitPrice: Cents, percentBp: number): Cents {
  assertCents(unitPrice, 'unit price');
  assertPercent(percentBp, 'quote discount');
  const full = BigInt(FULL_PERCENT_BP);
  return roundHalfUp(BigInt(unitPrice) * (full - BigInt(percentBp)), full);
}

/** One volume tier as the customer sees it: from `minQuantity` units, `unit` each. */
export interface VolumeUnitPrice {
  /** Smallest quantity of the tier. */
  minQuantity: number;
  /** The customer's price of one unit at that quantity (net, VAT, gross). */
  unit: CustomerUnitPrice;
}

/**
 * The customer's price per unit at each volume tier of the product (issue 25: "10 or more: €X
 * each"), computed with `customerUnitPrice` at each tier's minimum quantity so the product page
 * shows exactly what the cart and checkout charge. Tiers above 99 units and tiers that do not lower
 * the price below the previous one are left out. Empty when the product has no tiers.
 * @throws {RangeError} as `customerUnitPrice`.
 */
export function volumeUnitPrices(input: Omit<CustomerPriceInput, 'quantity'>): VolumeUnitPrice[] {
  const tiers = applicableVolumeBreaks(
    input.volumeBreaks ?? [],
    input.productId,
    input.categoryIds,
  );
  const result: VolumeUnitPrice[] = [];
  let previous = customerUnitPrice({ ...input, quantity: 1 }).unitPrice;
  for (const tier of tiers) {
    if (tier.minQuantity < 2 || !isValidQuantity(tier.minQuantity)) continue;
    const unit = customerUnitPrice({ ...input, quantity: tier.minQuantity });
    if (unit.unitPrice >= previous) continue;
    previous = unit.unitPrice;
    result.push({ minQuantity: tier.minQuantity, unit });
  }
  return result;
}
