/**
 * Quick order (issue 14): reading one typed line `SKU, quantity[, size, fabric, colour, storage,
 * reference]` into ids the pricing understands, or the reason it cannot be ordered. Pure functions;
 * the resolver (resolvers/QuickOrderLine.ts) loads the products and prices the good lines.
 */
import type { PricedLine, StorageOption } from '@serena/domain';

/** Most lines one quick order may price. */
export const MAX_QUICK_ORDER_LINES = 200;

/** Longest SKU the catalog holds (the catalog import's rule); a longer one is not looked up. */
export const MAX_SKU_LENGTH = 64;

/** A quick-order line as the resolver returns it (`price` in cents, null with an error). */
export interface QuickOrderLineModel {
  line: number;
  sku: string;
  error: string | null;
  productId: string | null;
  productName: string | null;
  productImage: string | null;
  categories: string[];
  isBed: boolean;
  sizeId: string | null;
  sizeLabel: string | null;
  fabricId: string | null;
  fabricName: string | null;
  fabricColorId: string | null;
  fabricColorName: string | null;
  storage: StorageOption;
  quantity: number;
  referenceNumber: string;
  price: PricedLine | null;
}

/** The reasons a line cannot be ordered, word for word as shown next to the line. */
export const QUICK_ORDER_ERRORS = {
  noSku: 'Enter a SKU.',
  longSku: (line: number) => `Line ${line}, SKU: must be at most ${MAX_SKU_LENGTH} characters.`,
  unknownSku: (sku: string) => `No product has SKU '${sku}'.`,
  quantity: 'Quantity must be a whole number from 1 to 99.',
  unavailable: (name: string) => `${name} is unavailable.`,
  size: (name: string, size: string, choices: string[]) =>
    size === ''
      ? `Choose a size for ${name}: ${choices.join(', ')}.`
      : `${name} has no size '${size}' (${choices.join(', ')}).`,
  fabric: (name: string, fabric: string, choices: string[]) =>
    fabric === ''
      ? `Choose a fabric for ${name}: ${choices.join(', ')}.`
      : `${name} has no fabric '${fabric}' (${choices.join(', ')}).`,
  colour: (fabric: string, colour: string, choices: string[]) =>
    colour === ''
      ? `Choose a colour of ${fabric}: ${choices.join(', ')}.`
      : `${fabric} has no colour '${colour}' (${choices.join(', ')}).`,
  storage: 'Storage must be Ottoman, Cloud Storage or None.',
  reference: 'The reference number is longer than 50 characters.',
} as const;

/** Lower case, single spaces, no surrounding blanks: how typed names are compared. */
export function normalizeName(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A whole number from 1 to 99, or null. */
export function parseQuickQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= 99 ? value : null;
}

/** The storage option a typed name means ('' and 'None' / 'Non Ottoman' are none), or null. */
export function parseQuickStorage(text: string | null | undefined): StorageOption | null {
  const name = normalizeName(text);
  if (name === '' || name === 'none' || name === 'non ottoman' || name === 'no storage') {
    return 'NONE';
  }
  if (name === 'ottoman') return 'OTTOMAN';
  if (name === 'cloud storage' || name === 'cloud') return 'CLOUD_STORAGE';
  return null;
}

/** The option whose name matches `typed` (case and spacing ignored), or undefined. */
export function findByName<T>(
  options: readonly T[],
  typed: string | null | undefined,
  nameOf: (option: T) => string,
): T | undefined {
  const wanted = normalizeName(typed);
  return wanted === '' ? undefined : options.find((o) => normalizeName(nameOf(o)) === wanted);
}
