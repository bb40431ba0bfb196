/**
 * The api's use of the shop's pricing rule for one order line (spec §4, §5, §9; design "Money").
 * The rule itself (variation precedence, bed storage extra, VAT per unit) is @serena/domain's, the
 * same code the bff quotes with; this file maps the catalog's rows onto it, refuses what cannot be
 * ordered and compares the client's price. All amounts are integer euro cents.
 */
import {
  PricingError,
  customerUnitPrice,
  isValidQuantity,
  matchVariation,
  priceLine,
  STANDARD_VAT_RATE_BP,
  storageExtra as domainStorageExtra,
  type StorageOption,
} from '@serena/domain';
import type { OrderStorageType } from '../db/schema/orders.js';
import type { CustomerPricing } from '@serena/domain';
import { ORDER_MESSAGES, OrderError } from './order-messages.js';

export { CLOUD_BASE_SIZE_IDS, VAT_RATE_PERCENT, matchVariation, vatOnUnit } from '@serena/domain';

/** The domain's storage option of each storage type the api stores (spec §3 Product.types). */
const STORAGE_OPTION: Record<OrderStorageType, StorageOption> = {
  'Non Ottoman': 'NONE',
  Ottoman: 'OTTOMAN',
  'Cloud Storage': 'CLOUD_STORAGE',
};

/** A priced variation: ids it depends on (null = any) and its net price in cents. */
export interface CatalogVariation {
  /** The variation's id (a price list may fix its price; issue 25). */
  id: number;
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

/** Runs a domain pricing call; a PricingError becomes an OrderError 400 on `field.<its field>`. */
function asOrderError<T>(field: string, work: () => T, fieldOf?: string): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof PricingError) {
      throw new OrderError(400, error.message, fieldOf ?? `${field}.${error.field}`);
    }
    throw error;
  }
}

/**
 * Storage extra of a bed in cents for an order line, the api's storage type names and errors over
 * @serena/domain's `storageExtra` (spec §9): 0 for 'Non Ottoman';
 * the size's ottoman price for 'Ottoman'; ottoman plus the cloud base (sizes 13–15 only) for
 * 'Cloud Storage'.
 * @throws OrderError 400 on `field` when storage needs a size or the size has no storage price.
 */
export function orderStorageExtra(
  storage: OrderStorageType,
  sizeId: number | null,
  ottoman: ReadonlyMap<number, number>,
  cloudBase: number | null,
  field: string,
): number {
  return asOrderError(
    field,
    () =>
      domainStorageExtra({
        storage: STORAGE_OPTION[storage],
        sizeId,
        ottomanPrices: ottoman,
        cloudBase,
      }),
    field,
  );
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
  /** The product's category ids (price-list category rules and tiers; issue 25). */
  categoryIds: number[];
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
  /**
   * The net unit price of an accepted quote's line, in cents (issue 25): set only by the api from
   * the quote row (quotes/accept.ts), never read from a client body; replaces list and tier.
   */
  quotedUnitPriceCents?: number | null;
}

/** A line priced by the api, in cents: net unit, unit VAT, total = (net + VAT) × quantity. */
export interface PricedOrderLine {
  unitPriceCents: number;
  unitVatCents: number;
  totalCents: number;
  /** The VAT rate charged, basis points (2300 = 23 %). */
  vatRateBp: number;
}

/**
 * Prices one line from the catalog with @serena/domain `priceLine` (spec §4, §5, §9), then at the
 * customer's price with `customerUnitPrice` (issue 25: their price list and the volume breaks;
 * without `pricing`, or with neither, the trade price), and refuses what cannot be ordered. The
 * client's price is compared with the customer's price, so a forged or stale one is refused.
 * @throws OrderError 400 (quantity, choices the product does not offer), 409 (product
 *   unavailable or out of stock; client price differs: 'Prices have changed…').
 */
export function priceOrderLine(
  product: CatalogProduct,
  line: OrderLineRequest,
  field: string,
  vatRateBp: number = STANDARD_VAT_RATE_BP,
  pricing?: CustomerPricing,
): PricedOrderLine {
  if (!isValidQuantity(line.quantity)) {
    throw new OrderError(400, ORDER_MESSAGES.quantityRange, `${field}.quantity`);
  }
  if (product.status === 'unavailable' || (!product.isBed && product.stock === 0)) {
    throw new OrderError(409, ORDER_MESSAGES.productUnavailable, `${field}.productId`);
  }
  const offered = product.storageTypes.filter((t): t is OrderStorageType => t in STORAGE_OPTION);
  const priced = asOrderError(field, () =>
    priceLine({
      basePrice: product.basePriceCents,
      variations: product.variations.map((v) => ({ ...v, price: v.priceCents })),
      ottomanPrices: product.ottomanPrices,
      cloudBase: product.cloudBaseCents,
      isBed: product.isBed,
      vatRateBp,
      input: {
        sizeId: line.sizeId,
        fabricId: line.fabricId,
        fabricColorId: line.fabricColorId,
        storage: STORAGE_OPTION[line.storageType],
        quantity: line.quantity,
      },
      options: {
        sizeIds: [...product.sizes.keys()],
        fabrics: new Map([...product.fabrics].map(([id, f]) => [id, [...f.colors.keys()]])),
        storage: offered.map((t) => STORAGE_OPTION[t]).filter((s) => s !== 'NONE'),
      },
    }),
  );
  const customer = pricing
    ? atCustomerPrice(product, line, priced.unitPrice, vatRateBp, pricing)
    : priced;
  const grossDiffers =
    line.clientGrossCents !== null && line.clientGrossCents !== customer.unitGross;
  const vatDiffers = line.clientVatCents !== null && line.clientVatCents !== customer.unitVat;
  if (grossDiffers || vatDiffers) {
    throw new OrderError(409, ORDER_MESSAGES.pricesChanged, `${field}.price`);
  }
  const totalCents = customer.unitGross * line.quantity;
  if (!Number.isSafeInteger(totalCents)) throw new OrderError(400, 'Order total too large.', field);
  return {
    unitPriceCents: customer.unitPrice,
    unitVatCents: customer.unitVat,
    totalCents,
    vatRateBp: priced.vatRateBp,
  };
}

/**
 * The customer's unit price of a line already priced at `tradeUnitPrice` (cents; issue 25): the
 * matched variation (for a fixed variation price) and the storage extra (kept out of a fixed
 * price) go to @serena/domain `customerUnitPrice` with the customer's list and tiers.
 */
function atCustomerPrice(
  product: CatalogProduct,
  line: OrderLineRequest,
  tradeUnitPrice: number,
  vatRateBp: number,
  pricing: CustomerPricing,
): { unitPrice: number; unitVat: number; unitGross: number } {
  const variation = matchVariation(product.variations, line);
  const storage = STORAGE_OPTION[line.storageType];
  const extra = product.isBed
    ? domainStorageExtra({
        storage,
        sizeId: line.sizeId,
        ottomanPrices: product.ottomanPrices,
        cloudBase: product.cloudBaseCents,
      })
    : 0;
  return customerUnitPrice({
    tradeUnitPrice,
    storageExtra: extra,
    productId: product.id,
    categoryIds: product.categoryIds,
    variationId: variation?.id ?? null,
    quantity: line.quantity,
    priceList: pricing.priceList,
    volumeBreaks: pricing.volumeBreaks,
    at: pricing.at,
    vatRateBp,
    quotedUnitPrice: line.quotedUnitPriceCents ?? null,
  });
}
