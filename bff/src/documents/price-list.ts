/**
 * The trade price list as CSV (issue 14, quick order): GET /documents/price-list.csv, for signed-in
 * customers only (401 otherwise). One row per product and size (beds: per size and fabric, first
 * colour, no storage), priced by the same server rules as the cart (`quoteLine`: bed price, VAT at
 * the api's rate rounded per unit). Columns match the quick-order line format: SKU first, then the options.
 * Written by the shop's CSV writer (server-kit `writeCsv`), which neutralises formula-leading names.
 */
import { writeCsv } from '@serena/server-kit';
import type { FastifyInstance } from 'fastify';
import { createContext, type GraphQLContext } from '../context.js';
import { formatCents } from '@serena/domain';
import { isBed, isPurchasable } from '@serena/domain';
import { quoteLine } from '../resolvers/PriceQuote.js';
import type { UpstreamClient } from '../upstream/contract.js';
import type { ProductDto, ProductResponse } from '../upstream/types.js';

/** Header row of the price list. */
export const PRICE_LIST_COLUMNS = [
  'SKU',
  'Product',
  'Category',
  'Size',
  'Fabric',
  'Colour',
  'Net unit price (EUR)',
  'VAT (EUR)',
  'Gross unit price (EUR)',
  'Available',
] as const;

type Row = (string | number)[];

/** Every product of the catalogue, all pages of the listing. */
async function allProducts(context: GraphQLContext): Promise<ProductDto[]> {
  const products: ProductDto[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const answer = await context.upstream.getProductsListing(
      { page, limit: 50 },
      context.viewerToken,
    );
    products.push(...answer.products);
    if (!answer.pagination.hasNextPage) break;
  }
  return products;
}

/** The rows of one product. */
async function productRows(response: ProductResponse, context: GraphQLContext): Promise<Row[]> {
  const p = response.product;
  const bed = isBed(p);
  const category = p.Categories.map((c) => c.category_name).join(' / ');
  const sizes = p.Sizes.length > 0 ? p.Sizes : [null];
  const fabrics = bed && p.Fabrics.length > 0 ? p.Fabrics : [null];
  const rows: Row[] = [];
  for (const size of sizes) {
    for (const fabric of fabrics) {
      const colour = fabric?.fabricColors[0] ?? null;
      let prices: [string, string, string] = ['', '', ''];
      try {
        const quote = await quoteLine(
          response,
          {
            productId: String(p.id),
            sizeId: size ? String(size.id) : null,
            fabricId: fabric ? String(fabric.id) : null,
            fabricColorId: colour ? String(colour.id) : null,
            storage: 'NONE',
            quantity: 1,
          },
          context,
        );
        if (quote) {
          prices = [
            formatCents(quote.unitPrice),
            formatCents(quote.unitVat),
            formatCents(quote.unitGross),
          ];
        }
      } catch {
        // A combination the product does not price stays without prices.
      }
      rows.push([
        p.sku,
        p.product_name,
        category,
        size?.size ?? '',
        fabric?.fabric_name ?? '',
        colour?.color_name ?? '',
        ...prices,
        isPurchasable(p) ? 'yes' : 'no',
      ]);
    }
  }
  return rows;
}

/** The price list CSV of the viewer in `context` (UTF-8, CRLF lines, header first). */
export async function priceListCsv(context: GraphQLContext): Promise<string> {
  const products = await allProducts(context);
  const rows: Row[] = [];
  for (const product of products) {
    const response = await context.loaders.productById.load(product.id);
    if (response) rows.push(...(await productRows(response, context)));
  }
  return writeCsv(PRICE_LIST_COLUMNS, rows, { numeric: PRICE_LIST_COLUMNS.slice(6, 9) });
}

/** Registers GET /documents/price-list.csv (signed-in customers; 401 for visitors). */
export function registerPriceList(app: FastifyInstance, upstream: UpstreamClient): void {
  app.get('/documents/price-list.csv', async (request, reply) => {
    const context = createContext(request, upstream);
    if (!context.viewerToken) {
      return reply.code(401).type('text/plain').send('Please sign in to download the price list.');
    }
    try {
      await upstream.getMe(context.viewerToken);
    } catch {
      return reply.code(401).type('text/plain').send('Please sign in to download the price list.');
    }
    const csv = await priceListCsv(context);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="serena-price-list-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
