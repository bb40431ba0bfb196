/**
 * Query.quickOrder and the QuickOrderLine type (issue 14, quick order): every typed line is matched
 * by SKU, its size, fabric, colour and storage by name, and priced with the same `quoteLine` as the
 * cart; a line that cannot be ordered carries the reason instead. Null for visitors.
 */
import type {
  QueryResolvers,
  QuickOrderLineInput,
  QuickOrderLineResolvers,
} from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import {
  findByName,
  MAX_QUICK_ORDER_LINES,
  MAX_SKU_LENGTH,
  normalizeName,
  parseQuickQuantity,
  parseQuickStorage,
  QUICK_ORDER_ERRORS as E,
  type QuickOrderLineModel,
} from '../domain/quick-order.js';
import { badUserInput, errorCode } from '../upstream/errors.js';
import type { ProductResponse } from '../upstream/types.js';
import { quoteLine } from './PriceQuote.js';
import { isBed, isPurchasable } from '@serena/domain';

/** QuickOrderLine fields are plain values; `price` is a PriceQuote model (cents). */
export const QuickOrderLine: QuickOrderLineResolvers = {};

type LineInput = QuickOrderLineInput;

/** The product whose SKU is `sku` (case-insensitive), with its variations; null when none. */
async function productBySku(sku: string, context: GraphQLContext): Promise<ProductResponse | null> {
  const found = await context.upstream.searchProducts(
    { search: sku, page: 1, limit: 20 },
    context.viewerToken,
  );
  const match = found.products.find((p) => normalizeName(p.sku) === normalizeName(sku));
  return match ? context.loaders.productById.load(match.id) : null;
}

/** One line, matched and priced (or with its error). */
async function quickLine(
  input: LineInput,
  index: number,
  product: ProductResponse | null,
  context: GraphQLContext,
): Promise<QuickOrderLineModel> {
  const quantity = parseQuickQuantity(input.quantity);
  const storage = parseQuickStorage(input.storage);
  const model: QuickOrderLineModel = {
    line: index + 1,
    sku: input.sku.trim(),
    error: null,
    productId: null,
    productName: null,
    productImage: null,
    categories: [],
    isBed: false,
    sizeId: null,
    sizeLabel: null,
    fabricId: null,
    fabricName: null,
    fabricColorId: null,
    fabricColorName: null,
    storage: storage ?? 'NONE',
    quantity: quantity ?? 0,
    referenceNumber: (input.reference ?? '').trim(),
    price: null,
  };
  const fail = (error: string) => ({ ...model, error });
  if (model.sku === '') return fail(E.noSku);
  if (model.sku.length > MAX_SKU_LENGTH) return fail(E.longSku(model.line));
  if (!product) return fail(E.unknownSku(model.sku));
  const p = product.product;
  const bed = isBed(p);
  Object.assign(model, {
    productId: String(p.id),
    productName: p.product_name,
    productImage: p.product_image,
    categories: p.Categories.map((c) => c.category_name),
    isBed: bed,
  });
  if (quantity === null) return fail(E.quantity);
  if (!isPurchasable(p)) return fail(E.unavailable(p.product_name));
  if (model.referenceNumber.length > 50) return fail(E.reference);

  const sizes = p.Sizes ?? [];
  if (sizes.length > 0) {
    const size =
      findByName(sizes, input.size, (s) => s.size) ??
      (normalizeName(input.size) === '' && sizes.length === 1 ? sizes[0] : undefined);
    if (!size) {
      return fail(
        E.size(
          p.product_name,
          (input.size ?? '').trim(),
          sizes.map((s) => s.size),
        ),
      );
    }
    model.sizeId = String(size.id);
    model.sizeLabel = size.size;
  }
  if (bed) {
    const fabrics = p.Fabrics ?? [];
    if (fabrics.length > 0) {
      const typed = (input.fabric ?? '').trim();
      const fabric =
        findByName(fabrics, typed, (f) => f.fabric_name) ??
        (typed === '' && fabrics.length === 1 ? fabrics[0] : undefined);
      if (!fabric)
        return fail(
          E.fabric(
            p.product_name,
            typed,
            fabrics.map((f) => f.fabric_name),
          ),
        );
      const colours = fabric.fabricColors;
      const typedColour = (input.colour ?? '').trim();
      const colour =
        findByName(colours, typedColour, (c) => c.color_name) ??
        (typedColour === '' && colours.length === 1 ? colours[0] : undefined);
      if (!colour) {
        return fail(
          E.colour(
            fabric.fabric_name,
            typedColour,
            colours.map((c) => c.color_name),
          ),
        );
      }
      Object.assign(model, {
        fabricId: String(fabric.id),
        fabricName: fabric.fabric_name,
        fabricColorId: String(colour.id),
        fabricColorName: colour.color_name,
      });
    }
  }
  if (storage === null) return fail(E.storage);

  try {
    const price = await quoteLine(
      product,
      {
        productId: String(p.id),
        sizeId: model.sizeId,
        fabricId: model.fabricId,
        fabricColorId: model.fabricColorId,
        storage,
        quantity,
      },
      context,
    );
    return price ? { ...model, price } : fail('Prices are shown to signed-in customers only.');
  } catch (error) {
    if (errorCode(error) === 'BAD_USER_INPUT' && error instanceof Error) return fail(error.message);
    throw error;
  }
}

/**
 * Resolves Query.quickOrder: null for a visitor; otherwise one QuickOrderLine per input line, in
 * order (each distinct SKU of at most {@link MAX_SKU_LENGTH} characters looked up once).
 * @throws BAD_USER_INPUT for more than {@link MAX_QUICK_ORDER_LINES} lines.
 */
export const quickOrder: NonNullable<QueryResolvers['quickOrder']> = async (
  _parent,
  { lines },
  context,
) => {
  if (!context.viewerToken) return null;
  if (lines.length > MAX_QUICK_ORDER_LINES) {
    throw badUserInput(`A quick order takes at most ${MAX_QUICK_ORDER_LINES} lines.`, 'lines');
  }
  const bySku = new Map<string, Promise<ProductResponse | null>>();
  for (const line of lines) {
    const key = normalizeName(line.sku);
    const sku = line.sku.trim();
    if (key === '' || sku.length > MAX_SKU_LENGTH || bySku.has(key)) continue;
    bySku.set(key, productBySku(sku, context));
  }
  return Promise.all(
    lines.map(async (line, i) => {
      const product = (await bySku.get(normalizeName(line.sku))) ?? null;
      return quickLine(line, i, product, context);
    }),
  );
};
