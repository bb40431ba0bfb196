/**
 * Reads products.csv of a catalog ZIP row by row from its spool file (issue 27: memory bounded by
 * the number of products, not by their descriptions): each valid product's whole description
 * goes to the import's {@link DescriptionSpool}, the product keeps its preview.
 */
import { createReadStream } from 'node:fs';
import { cellReader, readCsvStream, type CsvRow, type Problems } from './csv-rows.js';
import type { DescriptionSpool } from './description-spool.js';
import { CATALOG_FILES, descriptionPreview, type ProductRecord } from './model.js';
import { readProduct } from './read-parts.js';

const FILE = 'products.csv';

/** An image cell reader of read.ts: the stored URL, null when empty, undefined when invalid. */
export type ImageCell = (
  file: string,
  row: CsvRow,
  column: string,
  required: boolean,
) => string | null | undefined;

/** What reading products.csv needs. */
export interface ProductsInput {
  /** The spooled products.csv; undefined when the ZIP has none. */
  path: string | undefined;
  /** Where CSV syntax, header and control character problems go. */
  parseProblems: Problems;
  /** Where the rows' problems go. */
  problems: Problems;
  imageCell: ImageCell;
  descriptions: DescriptionSpool;
}

/**
 * Reads the products (rows are not checked once a control character was seen anywhere).
 * @returns the valid products in file order (descriptions as previews) and every SKU listed,
 *   also those of invalid rows (their links are not blamed).
 */
export async function readProductsFile(
  input: ProductsInput,
): Promise<{ products: ProductRecord[]; listedSkus: Set<string> }> {
  const { parseProblems, problems } = input;
  const products: ProductRecord[] = [];
  const listedSkus = new Set<string>();
  if (!input.path) {
    parseProblems.add({ file: FILE, message: 'missing from the ZIP' });
    return { products, listedSkus };
  }
  const cell = cellReader(FILE, problems);
  const skus = new Set<string>();
  const source = createReadStream(input.path, { highWaterMark: 1024 * 1024 });
  await readCsvStream(FILE, source, CATALOG_FILES[FILE], parseProblems, (row) => {
    listedSkus.add((row.cells.sku ?? '').trim());
    if (parseProblems.controlCharacters) return;
    const product = readProduct(row, cell, input.imageCell);
    if (!product) return;
    if (skus.has(product.sku)) {
      problems.add({ file: FILE, line: row.line, message: `SKU '${product.sku}' appears twice` });
      return;
    }
    skus.add(product.sku);
    input.descriptions.put(product.sku, product.descriptionHtml);
    products.push({ ...product, descriptionHtml: descriptionPreview(product.descriptionHtml) });
  });
  return { products, listedSkus };
}
