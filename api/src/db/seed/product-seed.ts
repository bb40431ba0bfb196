/**
 * The shape of the demo catalog's products and its category names (spec §1), below data.ts and the
 * products-*.ts lists that data.ts joins.
 */

/** The seven categories in menu order (spec §1). */
export const CATEGORY_NAMES = [
  'Beds',
  'Mattresses',
  'Headboards',
  'Sofas',
  'Footstools',
  'Kids Beds',
  'Clearance',
] as const;

/** Category names as typed values. */
export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** One demo product: its category, name, base price in whole euros and optional overrides. */
export interface ProductSeed {
  category: CategoryName;
  name: string;
  priceEuro: number;
  stock?: number;
  status?: 'available' | 'unavailable';
  /** Size ids offered; defaults per category. */
  sizeIds?: number[];
  /** Storage types offered (beds). */
  storage?: ('Non Ottoman' | 'Ottoman' | 'Cloud Storage')[];
  /** A feature line specific to this product. */
  feature: string;
}
