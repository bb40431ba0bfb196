import { matchVariation as domainMatch } from '@serena/domain/pricing';

/** The shopper's choice on the product page (spec §4 size, fabric and colour rules). */
export interface ProductSelection {
  /** Chosen size id, or null. */
  sizeId: string | null;
  /** Chosen fabric id, or null (beds only). */
  fabricId: string | null;
  /** Chosen fabric colour id, or null (beds only). */
  colorId: string | null;
}

/** The product data the selection rules need. */
export interface SelectableProduct {
  sizes: readonly { id: string }[];
  fabrics: readonly { id: string; colors: readonly { id: string }[] }[];
}

/** The initial selection: the first size preselected, no fabric or colour (spec §4). */
export function initialSelection(product: SelectableProduct): ProductSelection {
  return { sizeId: product.sizes[0]?.id ?? null, fabricId: null, colorId: null };
}

/** Selecting a size clears the fabric and colour choice (spec §4). */
export function selectSize(_current: ProductSelection, sizeId: string): ProductSelection {
  return { sizeId, fabricId: null, colorId: null };
}

/** Choosing a fabric auto-selects its first colour (spec §4). */
export function selectFabric(
  current: ProductSelection,
  product: SelectableProduct,
  fabricId: string,
): ProductSelection {
  const fabric = product.fabrics.find((f) => f.id === fabricId);
  return { ...current, fabricId, colorId: fabric?.colors[0]?.id ?? null };
}

/** Choosing a colour of the current fabric. */
export function selectColor(current: ProductSelection, colorId: string): ProductSelection {
  return { ...current, colorId };
}

/** A variation as the matcher reads it (GraphQL ids; null: the variation does not depend on it). */
export interface VariationLike {
  sizeId?: string | null;
  fabricId?: string | null;
  fabricColorId?: string | null;
}

/** A GraphQL id as the domain's integer id; null when absent (or not an id). */
const numericId = (id: string | null | undefined): number | null =>
  id && /^\d+$/.test(id) ? Number(id) : null;

/**
 * Finds the variation for a selection with the shop's one matching rule, `matchVariation` of
 * @serena/domain (spec §4; the rule the server prices with): all three choices first, then fabric
 * and colour alone (no size on the variation), then the size alone (no fabric or colour on the
 * variation). Returns undefined when none matches.
 */
export function selectedVariation<V extends VariationLike>(
  variations: readonly V[],
  selection: ProductSelection,
): V | undefined {
  const keyed = variations.map((variation) => ({
    variation,
    sizeId: numericId(variation.sizeId),
    fabricId: numericId(variation.fabricId),
    fabricColorId: numericId(variation.fabricColorId),
  }));
  return domainMatch(keyed, {
    sizeId: numericId(selection.sizeId),
    fabricId: numericId(selection.fabricId),
    fabricColorId: numericId(selection.colorId),
  })?.variation;
}
