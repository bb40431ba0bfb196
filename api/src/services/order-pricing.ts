/**
 * The api's pricing rule for one order line (spec §4, §5, §9; design "Money"): variation match,
 * bed storage extra, VAT per unit, and the refusal of what cannot be ordered. All amounts are
 * integer euro cents. Split out of services/orders.ts (issue 15); re-exported there.
 */
import type { OrderStorageType } from '../db/schema/orders.js';
import { ORDER_MESSAGES, OrderError } from './order-messages.js';

/** Irish standard VAT rate in percent (spec §9). */
export const VAT_RATE_PERCENT = 23;
/** Size ids on which Cloud Storage adds the cloud base (spec §9). */
export const CLOUD_BASE_SIZE_IDS: ReadonlySet<number> = new Set([13, 14, 15]);

/** VAT on one unit of `netCents` (integer euro cents): 23 % rounded half-up (§9). */
export function vatOnUnit(netCents: number): number {
  if (!Number.isSafeInteger(netCents) || netCents < 0) {
    throw new RangeError(`Net price must be a non-negative integer of cents: ${netCents}`);
  }
  return Math.floor((netCents * VAT_RATE_PERCENT + 50) / 100);
}

/** A priced variation: ids it depends on (null = any) and its net price in cents. */
export interface CatalogVariation {
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
  priceCents: number;
}

/** The customer's choice of size, fabric and colour (null when not chosen). */
export interface Selection {
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
}

/**
 * The variation that prices a selection (spec §4 "by size alone, fabric and colour alone, or all
 * three"): exact size+fabric+colour first, then fabric+colour without size, then size without
 * fabric; undefined when none (the base price applies). Same precedence as bff domain/pricing.ts.
 */
export function matchVariation(
  list: readonly CatalogVariation[],
  s: Selection,
): CatalogVariation | undefined {
  const hasFabric = s.fabricId !== null && s.fabricColorId !== null;
  if (s.sizeId !== null && hasFabric) {
    const exact = list.find(
      (v) =>
        v.sizeId === s.sizeId && v.fabricId === s.fabricId && v.fabricColorId === s.fabricColorId,
    );
    if (exact) return exact;
  }
  if (hasFabric) {
    const byFabric = list.find(
      (v) => v.sizeId === null && v.fabricId === s.fabricId && v.fabricColorId === s.fabricColorId,
    );
    if (byFabric) return byFabric;
  }
  if (s.sizeId !== null) {
    return list.find(
      (v) => v.sizeId === s.sizeId && v.fabricId === null && v.fabricColorId === null,
    );
  }
  return undefined;
}

/**
 * Storage extra of a bed in cents (spec §9): 0 for 'Non Ottoman'; the size's ottoman price for
 * 'Ottoman'; ottoman plus the cloud base (sizes 13–15 only) for 'Cloud Storage'.
 * @throws OrderError 400 when storage needs a size or the size has no storage price.
 */
export function storageExtra(
  storage: OrderStorageType,
  sizeId: number | null,
  ottoman: ReadonlyMap<number, number>,
  cloudBase: number | null,
  field: string,
): number {
  if (storage === 'Non Ottoman') return 0;
  const unavailable = 'This storage option is not available for the chosen size.';
  if (sizeId === null) throw new OrderError(400, 'Please select a size.', field);
  const price = ottoman.get(sizeId);
  if (price === undefined) throw new OrderError(400, unavailable, field);
  if (storage === 'Ottoman' || !CLOUD_BASE_SIZE_IDS.has(sizeId)) return price;
  if (cloudBase === null) throw new OrderError(400, unavailable, field);
  return price + cloudBase;
}

/** What the catalog says about one product, in cents, as pricing and the order snapshot need it. */
export interface CatalogProduct {
  id: number;
  name: string;
  image: string;
  status: string;
  stock: number;
  basePriceCents: number;
  isBed: boolean;
  storageTypes: readonly string[];
  categoryNames: string[];
  sizes: Map<number, string>;
  /** Fabric id -> name and colours (colour id -> name). */
  fabrics: Map<number, { name: string; colors: Map<number, string> }>;
  variations: CatalogVariation[];
  ottomanPrices: Map<number, number>;
  cloudBaseCents: number | null;
}

/** One line as asked: the configuration, quantity, reference and the client's unit prices. */
export interface OrderLineRequest {
  productId: number;
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
  storageType: OrderStorageType;
  quantity: number;
  referenceNumber: string;
  /** Unit price incl. VAT the client showed, in cents; null = none sent (reorder). */
  clientGrossCents: number | null;
  /** Unit VAT the client showed, in cents; null = none sent. */
  clientVatCents: number | null;
  specialQuoteText: string | null;
  specialQuoteFileId: string | null;
}

/** A line priced by the api, in cents: net unit, unit VAT, total = (net + VAT) × quantity. */
export interface PricedOrderLine {
  unitPriceCents: number;
  unitVatCents: number;
  totalCents: number;
}

/**
 * Prices one line from the catalog (spec §4, §5, §9) and refuses what cannot be ordered.
 * @throws OrderError 400 (quantity, choices the product does not offer), 409 (product
 *   unavailable or out of stock; client price differs: 'Prices have changed…').
 */
export function priceOrderLine(
  product: CatalogProduct,
  line: OrderLineRequest,
  field: string,
): PricedOrderLine {
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 99) {
    throw new OrderError(400, ORDER_MESSAGES.quantityRange, `${field}.quantity`);
  }
  if (product.status === 'unavailable' || (!product.isBed && product.stock === 0)) {
    throw new OrderError(409, ORDER_MESSAGES.productUnavailable, `${field}.productId`);
  }
  checkSelection(product, line, field);
  const variation = matchVariation(product.variations, line);
  const net =
    (variation ? variation.priceCents : product.basePriceCents) +
    storageExtra(
      line.storageType,
      line.sizeId,
      product.ottomanPrices,
      product.cloudBaseCents,
      `${field}.storageType`,
    );
  const vat = vatOnUnit(net);
  const priced = {
    unitPriceCents: net,
    unitVatCents: vat,
    totalCents: (net + vat) * line.quantity,
  };
  const grossDiffers = line.clientGrossCents !== null && line.clientGrossCents !== net + vat;
  const vatDiffers = line.clientVatCents !== null && line.clientVatCents !== vat;
  if (grossDiffers || vatDiffers) {
    throw new OrderError(409, ORDER_MESSAGES.pricesChanged, `${field}.price`);
  }
  return priced;
}

/** Refuses sizes, fabrics, colours and storage the product does not offer. */
function checkSelection(product: CatalogProduct, line: OrderLineRequest, field: string): void {
  const needsFabric = product.isBed && product.fabrics.size > 0;
  if (
    (product.sizes.size > 0 && line.sizeId === null) ||
    (needsFabric && (line.fabricId === null || line.fabricColorId === null))
  ) {
    const message = product.isBed
      ? 'Please select a size, fabric and fabric colour.'
      : 'Please select a size.';
    throw new OrderError(400, message, `${field}.sizeId`);
  }
  if (line.sizeId !== null && !product.sizes.has(line.sizeId)) {
    throw new OrderError(
      400,
      'The chosen size is not offered for this product.',
      `${field}.sizeId`,
    );
  }
  if (line.fabricId !== null || line.fabricColorId !== null) {
    const fabric = line.fabricId === null ? undefined : product.fabrics.get(line.fabricId);
    if (!fabric || line.fabricColorId === null || !fabric.colors.has(line.fabricColorId)) {
      throw new OrderError(
        400,
        'The chosen fabric or colour is not offered for this product.',
        `${field}.fabricId`,
      );
    }
  }
  if (line.storageType !== 'Non Ottoman') {
    if (!product.isBed) {
      throw new OrderError(400, 'Storage can only be chosen for beds.', `${field}.storageType`);
    }
    if (!product.storageTypes.includes(line.storageType)) {
      throw new OrderError(
        400,
        'This storage option is not available for this product.',
        `${field}.storageType`,
      );
    }
  }
}
