/**
 * Pricing of one configured cart line (spec §4 variation matching, §5 quantity 1 to 99, §9 bed
 * price and VAT; architecture "Money"). Pure functions on integer euro cents, no I/O: the bff's
 * resolvers (quotes) and the api's checkout (services/order-pricing.ts) load the product,
 * variations and storage prices, convert them to cents and call `priceLine`.
 */
import type { Cents } from './money.js';
import { STANDARD_VAT_RATE_BP, vatOnUnit, type VatRateBp } from './vat.js';

// Re-exported for the browser, which imports this module alone (not the package's index).
export { vatOnUnit };

/** Storage choice of a bed (spec §4 "Storage is exclusive"); NONE is the spec's 'Non Ottoman'. */
export type StorageOption = 'NONE' | 'OTTOMAN' | 'CLOUD_STORAGE';

/** Size ids on which Cloud Storage adds the cloud base (spec §9: 13, 14, 15). */
export const CLOUD_BASE_SIZE_IDS: ReadonlySet<number> = new Set([13, 14, 15]);

/** Smallest quantity of a line (spec §5, §9). */
export const MIN_QUANTITY = 1;
/** Largest quantity of a line (spec §5, §9). */
export const MAX_QUANTITY = 99;

/** True when `quantity` is a whole number from MIN_QUANTITY to MAX_QUANTITY (spec §5). */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
}

/**
 * Why a line cannot be priced:
 * - INVALID_QUANTITY: quantity not an integer from 1 to 99 (spec §5);
 * - INVALID_STORAGE: storage chosen for a product that is not a bed (spec §2: storage is beds only);
 * - STORAGE_NOT_AVAILABLE: the storage option is not offered for the product or has no price for
 *   the chosen size (spec §9);
 * - SELECTION_REQUIRED: a size (beds: size, fabric and colour) must be chosen (spec §5 add to cart);
 * - INVALID_SELECTION: the size, fabric or colour is not one the product offers.
 */
export type PricingErrorCode =
  | 'INVALID_QUANTITY'
  | 'INVALID_STORAGE'
  | 'STORAGE_NOT_AVAILABLE'
  | 'SELECTION_REQUIRED'
  | 'INVALID_SELECTION';

/** The choice of a line a pricing error concerns (a field of the api's checkout line). */
export type PricingField = 'quantity' | 'sizeId' | 'fabricId' | 'storageType';

/** A line that cannot be priced as asked; `message` is fit to show to the customer. */
export class PricingError extends Error {
  override readonly name = 'PricingError';

  /** Creates the error with its machine-readable code, a customer-facing message and its field. */
  constructor(
    readonly code: PricingErrorCode,
    message: string,
    readonly field: PricingField,
  ) {
    super(message);
  }
}

/** The ids a variation depends on (spec §3 Variation); null means "does not depend on it". */
export interface VariationKey {
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
}

/** A variation with its net price in integer euro cents. */
export interface PricedVariation extends VariationKey {
  /** Net price in integer euro cents. */
  price: Cents;
}

/** The customer's choice of size, fabric and colour (each absent when not chosen). */
export interface VariationSelection {
  sizeId?: number | null;
  fabricId?: number | null;
  fabricColorId?: number | null;
}

/**
 * Finds the variation that prices a selection (spec §4: "matched by size alone, fabric and colour
 * alone, or all three"). Precedence, most specific first:
 * 1. a variation with all three ids equal to the selection's size, fabric and colour;
 * 2. a size-independent variation (sizeId null) with the selection's fabric and colour;
 * 3. a fabric-independent variation (fabricId and fabricColorId null) with the selection's size.
 * Within one rank the first in list order wins. Variations of any other shape (e.g. size and fabric
 * without colour) never match. Returns undefined when none matches (the base price then applies).
 */
export function matchVariation<V extends VariationKey>(
  variations: readonly V[],
  selection: VariationSelection,
): V | undefined {
  const sizeId = selection.sizeId ?? null;
  const fabricId = selection.fabricId ?? null;
  const colorId = selection.fabricColorId ?? null;
  const hasFabric = fabricId !== null && colorId !== null;
  if (sizeId !== null && hasFabric) {
    const exact = variations.find(
      (v) => v.sizeId === sizeId && v.fabricId === fabricId && v.fabricColorId === colorId,
    );
    if (exact) return exact;
  }
  if (hasFabric) {
    const byFabric = variations.find(
      (v) => v.sizeId === null && v.fabricId === fabricId && v.fabricColorId === colorId,
    );
    if (byFabric) return byFabric;
  }
  if (sizeId !== null) {
    return variations.find(
      (v) => v.sizeId === sizeId && v.fabricId === null && v.fabricColorId === null,
    );
  }
  return undefined;
}

/** Inputs of `storageExtra`; every amount in integer euro cents. */
export interface StorageExtraInput {
  storage: StorageOption;
  /** The chosen size id; required when storage is not NONE. */
  sizeId: number | null | undefined;
  /** Ottoman price per size id, in cents (spec §3 Storage prices). */
  ottomanPrices: ReadonlyMap<number, Cents>;
  /** Cloud Storage base in cents, or null when the shop has none. */
  cloudBase: Cents | null;
}

/**
 * Returns the storage extra of a bed in integer euro cents (spec §9): 0 for NONE ('Non Ottoman');
 * the ottoman price of the size for OTTOMAN; the ottoman price plus the cloud base for
 * CLOUD_STORAGE, the cloud base only on size ids 13, 14 and 15 (`CLOUD_BASE_SIZE_IDS`).
 * @throws {PricingError} SELECTION_REQUIRED when storage is chosen without a size;
 *   STORAGE_NOT_AVAILABLE when the size has no ottoman price, or Cloud Storage is chosen on
 *   sizes 13 to 15 while the cloud base is unknown (never quote a bed below its price).
 * @throws {RangeError} when a price is not a non-negative integer of cents.
 */
export function storageExtra({
  storage,
  sizeId,
  ottomanPrices,
  cloudBase,
}: StorageExtraInput): Cents {
  if (storage === 'NONE') return 0;
  if (sizeId === null || sizeId === undefined) {
    throw new PricingError('SELECTION_REQUIRED', 'Please select a size.', 'storageType');
  }
  const ottoman = ottomanPrices.get(sizeId);
  if (ottoman === undefined) {
    throw new PricingError(
      'STORAGE_NOT_AVAILABLE',
      'This storage option is not available for the chosen size.',
      'storageType',
    );
  }
  assertCents(ottoman, 'ottoman price');
  if (storage === 'OTTOMAN' || !CLOUD_BASE_SIZE_IDS.has(sizeId)) return ottoman;
  if (cloudBase === null) {
    throw new PricingError(
      'STORAGE_NOT_AVAILABLE',
      'This storage option is not available for the chosen size.',
      'storageType',
    );
  }
  assertCents(cloudBase, 'cloud storage base');
  return ottoman + cloudBase;
}

/** What the product offers, to refuse choices it does not have (optional check of `priceLine`). */
export interface ProductOptions {
  /** Size ids of the product; empty when it has no sizes. */
  sizeIds: readonly number[];
  /** Colour ids per fabric id; empty when it has no fabrics. */
  fabrics: ReadonlyMap<number, readonly number[]>;
  /** Storage options offered besides NONE (spec §3 Product.types). */
  storage: readonly StorageOption[];
}

/** The configured line to price: spec §3 cart item choices and quantity. */
export interface LineSelection extends VariationSelection {
  /** Storage choice; NONE when absent. */
  storage?: StorageOption;
  /** Whole number of units, 1 to 99. */
  quantity: number;
}

/** Inputs of `priceLine`; every amount in integer euro cents, net of VAT. */
export interface PriceLineInput {
  /** The product's base price in cents (used when no variation matches). */
  basePrice: Cents;
  /** The product's priced variations. */
  variations: readonly PricedVariation[];
  /** Ottoman price per size id in cents (beds). */
  ottomanPrices: ReadonlyMap<number, Cents>;
  /** Cloud Storage base in cents, or null when unknown. */
  cloudBase: Cents | null;
  /** True when the product is in the Beds category (only beds take storage). */
  isBed: boolean;
  /** The customer's choices. */
  input: LineSelection;
  /** When given, choices the product does not offer are refused. */
  options?: ProductOptions;
  /** The VAT rate charged, in basis points; default the standard rate (2300 = 23 %). */
  vatRateBp?: VatRateBp;
}

/** A priced line; every amount in integer euro cents. */
export interface PricedLine {
  /** Net unit price: matched variation (or base price) plus storage extra. */
  unitPrice: Cents;
  /** VAT on one unit at `vatRateBp`, rounded half-up. */
  unitVat: Cents;
  /** The VAT rate charged, in basis points (2300 = 23 %). */
  vatRateBp: VatRateBp;
  /** unitPrice + unitVat. */
  unitGross: Cents;
  /** unitGross × quantity. */
  lineTotal: Cents;
  /** The quantity priced, 1 to 99. */
  quantity: number;
}

/**
 * Prices one cart line (spec §4, §5, §9; architecture "Money"): the unit price is the matched
 * variation's price (else the base price) plus, for beds, the storage extra; VAT is computed once
 * per unit; the line total is (unit price + unit VAT) × quantity. Returns integer euro cents.
 * @throws {PricingError} INVALID_QUANTITY (not an integer 1..99), INVALID_STORAGE (storage on a
 *   product that is not a bed), SELECTION_REQUIRED / INVALID_SELECTION / STORAGE_NOT_AVAILABLE
 *   (see `ProductOptions` and `storageExtra`).
 * @throws {RangeError} when a price is not a non-negative integer of cents.
 */
export function priceLine(args: PriceLineInput): PricedLine {
  const { basePrice, variations, ottomanPrices, cloudBase, isBed, input, options } = args;
  const vatRateBp = args.vatRateBp ?? STANDARD_VAT_RATE_BP;
  const { quantity } = input;
  const storage = input.storage ?? 'NONE';
  if (!isValidQuantity(quantity)) {
    throw new PricingError(
      'INVALID_QUANTITY',
      'Quantity must be a whole number from 1 to 99.',
      'quantity',
    );
  }
  if (!isBed && storage !== 'NONE') {
    throw new PricingError(
      'INVALID_STORAGE',
      'Storage can only be chosen for beds.',
      'storageType',
    );
  }
  if (options) checkSelection(options, input, isBed, storage);
  const variation = matchVariation(variations, input);
  const net = variation ? variation.price : basePrice;
  assertCents(net, variation ? 'variation price' : 'base price');
  const unitPrice = net + storageExtra({ storage, sizeId: input.sizeId, ottomanPrices, cloudBase });
  const unitVat = vatOnUnit(unitPrice, vatRateBp);
  const unitGross = unitPrice + unitVat;
  const lineTotal = unitGross * quantity;
  if (!Number.isSafeInteger(lineTotal)) throw new RangeError(`Line total too large: ${lineTotal}`);
  return { unitPrice, unitVat, unitGross, lineTotal, quantity, vatRateBp };
}

/** Refuses choices the product does not offer; see `ProductOptions`. */
function checkSelection(
  options: ProductOptions,
  input: LineSelection,
  isBed: boolean,
  storage: StorageOption,
): void {
  const sizeId = input.sizeId ?? null;
  const fabricId = input.fabricId ?? null;
  const colorId = input.fabricColorId ?? null;
  const needsFabric = isBed && options.fabrics.size > 0;
  const missingSize = options.sizeIds.length > 0 && sizeId === null;
  if (missingSize || (needsFabric && (fabricId === null || colorId === null))) {
    throw new PricingError(
      'SELECTION_REQUIRED',
      isBed ? 'Please select a size, fabric and fabric colour.' : 'Please select a size.',
      'sizeId',
    );
  }
  if (sizeId !== null && !options.sizeIds.includes(sizeId)) {
    throw new PricingError(
      'INVALID_SELECTION',
      'The chosen size is not offered for this product.',
      'sizeId',
    );
  }
  if (fabricId !== null || colorId !== null) {
    const colors = fabricId === null ? undefined : options.fabrics.get(fabricId);
    if (!colors || colorId === null || !colors.includes(colorId)) {
      throw new PricingError(
        'INVALID_SELECTION',
        'The chosen fabric or colour is not offered for this product.',
        'fabricId',
      );
    }
  }
  if (storage !== 'NONE' && !options.storage.includes(storage)) {
    throw new PricingError(
      'STORAGE_NOT_AVAILABLE',
      'This storage option is not available for this product.',
      'storageType',
    );
  }
}

/** Throws a RangeError unless `value` is a non-negative integer number of cents. */
function assertCents(value: Cents, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`The ${what} must be a non-negative integer of cents: ${value}`);
  }
}
