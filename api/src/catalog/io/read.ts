/**
 * Reads and validates a catalog ZIP (issue 10 import): every CSV row is checked (types, ranges,
 * uniqueness, references between files, the spec's variation matching rule) and every picture is
 * content-checked with sharp. Any problem rejects the whole file with its file, line and column.
 */
import path from 'node:path';
import { cellReader, Problems, readCsv, type CsvRow } from './csv-rows.js';
import { DescriptionSpool } from './description-spool.js';
import { readProductsFile } from './read-products.js';
import { HEX_PATTERN, readPictures } from './read-parts.js';
import { unzipStreaming, type UnzipProgress } from './unzip-stream.js';
import type { PriceData } from './prices.js';
import { readPrices } from './prices-read.js';
import {
  CATALOG_FILES,
  CatalogImportError,
  IMAGES_FOLDER,
  catalogPictureUrl,
  categoryKey,
  type ImportProblem,
  type CatalogData,
  type CatalogFile,
  type CatalogPicture,
} from './model.js';

/** A validated catalog: the data by natural keys and the pictures it references, by key. */
export interface ReadCatalog {
  data: CatalogData;
  pictures: Map<string, CatalogPicture>;
  /** The customer prices of the file (issue 25); null when the ZIP has no price files. */
  prices: PriceData | null;
  /** The whole descriptions of `data.products` (which hold their previews), by SKU. */
  descriptions: DescriptionSpool;
}

/** The file that is read as a stream from disk (it grows with the descriptions). */
const STREAMED_FILE = 'products.csv';

/**
 * `list` ordered as the CSV files are (stable; other files, e.g. the price files, and the
 * "and N more" line last), as the files are read one after the other.
 */
function inFileOrder(list: ImportProblem[]): ImportProblem[] {
  const names = Object.keys(CATALOG_FILES);
  const rank = (p: ImportProblem) => {
    const i = names.indexOf(p.file);
    return p.file === '*' ? names.length + 1 : i < 0 ? names.length : i;
  };
  return [...list].sort((a, b) => rank(a) - rank(b));
}

/**
 * Reads a catalog ZIP, unpacked as a stream (unzip-stream.ts; `onProgress` hears how far).
 * `existingSizes` are the size labels already in the database (a size referenced by the files
 * must be in sizes.csv or there). products.csv is unpacked into `spoolDir` and read from there
 * row by row; the descriptions are kept in a file there too (the caller removes the folder and
 * closes `descriptions`).
 * @throws CatalogImportError listing every problem (nothing is written by the caller then).
 */
export async function readCatalogZip(
  zip: Uint8Array,
  existingSizes: readonly string[],
  onProgress: ((progress: UnzipProgress) => void | Promise<void>) | undefined,
  spoolDir: string,
): Promise<ReadCatalog> {
  const { entries, spooled } = await unzipStreaming(zip, onProgress, undefined, {
    dir: spoolDir,
    names: new Set([STREAMED_FILE]),
  });
  // CSV syntax and control characters first (a control character is reported alone), the rest after.
  const parseProblems = new Problems();
  const problems = new Problems();
  const rowsOf = {} as Record<CatalogFile, CsvRow[]>;
  for (const [file, columns] of Object.entries(CATALOG_FILES) as [
    CatalogFile,
    readonly string[],
  ][]) {
    if (file === STREAMED_FILE) continue;
    const bytes = entries[file];
    if (!bytes) {
      parseProblems.add({ file, message: 'missing from the ZIP' });
      rowsOf[file] = [];
      continue;
    }
    rowsOf[file] = readCsv(file, Buffer.from(bytes).toString('utf8'), columns, parseProblems);
  }
  const picturesByPath = await readPictures(entries, problems);
  const pictures = new Map<string, CatalogPicture>();

  /** An image cell: empty (null), a picture in the ZIP (stored URL) or an https URL. */
  const imageCellInto =
    (sink: Problems) => (file: string, row: CsvRow, column: string, required: boolean) => {
      const value = (row.cells[column] ?? '').trim();
      const fail = (message: string) => {
        sink.add({ file, line: row.line, column, message });
        return undefined;
      };
      if (value === '') return required ? fail('must not be empty') : null;
      if (/^https:\/\/\S{1,500}$/.test(value)) return value;
      const picture = picturesByPath.get(value);
      if (!picture) return fail(`'${value}' is not a picture in the ZIP's ${IMAGES_FOLDER} folder`);
      pictures.set(picture.key, picture);
      return catalogPictureUrl(picture.key, picture.contentType);
    };
  const imageCell = imageCellInto(problems);

  // products.csv, row by row from its spool file (its control characters count with the others').
  const productProblems = new Problems();
  const descriptions = new DescriptionSpool(path.join(spoolDir, 'descriptions'));
  const { products, listedSkus } = await readProductsFile({
    path: spooled.get(STREAMED_FILE),
    parseProblems,
    problems: productProblems,
    imageCell: imageCellInto(productProblems),
    descriptions,
  });
  // A control character is reported alone: the rows around it are not checked against it.
  if (parseProblems.controlCharacters) {
    descriptions.close();
    throw new CatalogImportError(inFileOrder(parseProblems.report()));
  }

  /** Records a duplicate key problem; returns true when `key` was already seen. */
  const duplicate = (seen: Set<string>, key: string, file: string, row: CsvRow, what: string) => {
    if (!seen.has(key)) {
      seen.add(key);
      return false;
    }
    problems.add({ file, line: row.line, message: `${what} appears twice` });
    return true;
  };

  const data: CatalogData = {
    categories: [],
    sizes: [],
    fabrics: [],
    colors: [],
    products: [],
    productCategories: [],
    productSizes: [],
    productFabrics: [],
    productImages: [],
    variations: [],
    ottomanPrices: [],
    cloudBases: [],
  };

  // Categories, sizes, fabrics, colours.
  let file: CatalogFile = 'categories.csv';
  let cell = cellReader(file, problems);
  const categoryKeys = new Set<string>();
  for (const row of rowsOf[file]) {
    const name = cell.text(row, 'category_name', 100);
    if (name && !duplicate(categoryKeys, categoryKey(name), file, row, `category '${name}'`)) {
      data.categories.push(name);
    }
  }
  const knownCategory = (row: CsvRow, f: CatalogFile) => {
    const name = cellReader(f, problems).text(row, 'category_name', 100);
    if (name && !categoryKeys.has(categoryKey(name))) {
      problems.add({
        file: f,
        line: row.line,
        column: 'category_name',
        message: `no category '${name}' in categories.csv`,
      });
      return null;
    }
    return name;
  };

  file = 'sizes.csv';
  cell = cellReader(file, problems);
  const sizeLabels = new Set<string>();
  for (const row of rowsOf[file]) {
    const label = cell.text(row, 'size', 60);
    const [lengthCm, widthCm, heightCm] = (['length_cm', 'width_cm', 'height_cm'] as const).map(
      (c) => cell.int(row, c, 1, 1000, false),
    );
    if (!label || [lengthCm, widthCm, heightCm].includes(null)) continue;
    if (duplicate(sizeLabels, label, file, row, `size '${label}'`)) continue;
    data.sizes.push({
      label,
      lengthCm: lengthCm ?? null,
      widthCm: widthCm ?? null,
      heightCm: heightCm ?? null,
    });
  }
  for (const label of existingSizes) sizeLabels.add(label);
  const knownSize = (row: CsvRow, f: CatalogFile, required: boolean) => {
    const label = cellReader(f, problems).text(row, 'size', 60, required);
    if (label && !sizeLabels.has(label)) {
      problems.add({
        file: f,
        line: row.line,
        column: 'size',
        message: `no size '${label}' in sizes.csv`,
      });
      return null;
    }
    return label;
  };

  file = 'fabrics.csv';
  cell = cellReader(file, problems);
  const fabricNames = new Set<string>();
  for (const row of rowsOf[file]) {
    const name = cell.text(row, 'fabric_name', 100);
    if (name && !duplicate(fabricNames, name, file, row, `fabric '${name}'`))
      data.fabrics.push(name);
  }
  const knownFabric = (row: CsvRow, f: CatalogFile, required: boolean) => {
    const name = cellReader(f, problems).text(row, 'fabric_name', 100, required);
    if (name && !fabricNames.has(name)) {
      problems.add({
        file: f,
        line: row.line,
        column: 'fabric_name',
        message: `no fabric '${name}' in fabrics.csv`,
      });
      return null;
    }
    return name;
  };

  file = 'fabric_colors.csv';
  cell = cellReader(file, problems);
  const colorKeys = new Set<string>();
  for (const row of rowsOf[file]) {
    const fabric = knownFabric(row, file, true);
    const color = cell.text(row, 'color_name', 100);
    const hex = cell.text(row, 'hex', 7);
    if (hex && !HEX_PATTERN.test(hex))
      cell.fail(row, 'hex', `must be a colour like #6d7479, not '${hex}'`);
    const image = imageCell(file, row, 'swatch_image', false);
    if (!fabric || !color || !hex || !HEX_PATTERN.test(hex) || image === undefined) continue;
    if (
      duplicate(colorKeys, `${fabric}\u0000${color}`, file, row, `colour '${color}' of '${fabric}'`)
    )
      continue;
    data.colors.push({ fabric, color, hex: hex.toLowerCase(), image });
  }

  // Products (read above, their problems in their place).
  data.products.push(...products);
  problems.merge(productProblems);
  const knownSku = (row: CsvRow, f: CatalogFile) => {
    const sku = cellReader(f, problems).text(row, 'sku', 64);
    if (sku && !listedSkus.has(sku)) {
      problems.add({
        file: f,
        line: row.line,
        column: 'sku',
        message: `no product with SKU '${sku}' in products.csv`,
      });
      return null;
    }
    return sku;
  };

  // Links and prices.
  const links = (
    f: CatalogFile,
    other: (row: CsvRow) => string | null,
    push: (sku: string, value: string) => void,
    what: string,
  ) => {
    const seen = new Set<string>();
    for (const row of rowsOf[f]) {
      const sku = knownSku(row, f);
      const value = other(row);
      if (!sku || !value) continue;
      const key = f === 'product_categories.csv' ? categoryKey(value) : value;
      if (!duplicate(seen, `${sku}\u0000${key}`, f, row, `${what} '${value}' of SKU '${sku}'`))
        push(sku, value);
    }
  };
  links(
    'product_categories.csv',
    (row) => knownCategory(row, 'product_categories.csv'),
    (sku, category) => data.productCategories.push({ sku, category }),
    'category',
  );
  links(
    'product_sizes.csv',
    (row) => knownSize(row, 'product_sizes.csv', true),
    (sku, size) => data.productSizes.push({ sku, size }),
    'size',
  );
  links(
    'product_fabrics.csv',
    (row) => knownFabric(row, 'product_fabrics.csv', true),
    (sku, fabric) => data.productFabrics.push({ sku, fabric }),
    'fabric',
  );

  file = 'product_images.csv';
  cell = cellReader(file, problems);
  const imageKeys = new Set<string>();
  for (const row of rowsOf[file]) {
    const sku = knownSku(row, file);
    const position = cell.int(row, 'position', 1, 1000);
    const image = imageCell(file, row, 'image', true);
    const alt = cell.text(row, 'alt_text', 200, false);
    if (!sku || !position || !image || alt === null) continue;
    if (
      duplicate(
        imageKeys,
        `${sku}\u0000${position}`,
        file,
        row,
        `position ${position} of SKU '${sku}'`,
      )
    )
      continue;
    data.productImages.push({ sku, position, image, alt: alt.replace(/\s+/g, ' ') || null });
  }

  file = 'variations.csv';
  cell = cellReader(file, problems);
  const variationKeys = new Set<string>();
  for (const row of rowsOf[file]) {
    const sku = knownSku(row, file);
    const size = knownSize(row, file, false);
    const fabric = knownFabric(row, file, false);
    const color = cell.text(row, 'color_name', 100, false);
    const priceCents = cell.euros(row, 'price_euro');
    if (!sku || size === null || fabric === null || color === null || priceCents === null) continue;
    if (!fabric !== !color) {
      cell.fail(
        row,
        fabric ? 'color_name' : 'fabric_name',
        'a variation names a fabric and a colour together, or neither',
      );
      continue;
    }
    if (!size && !fabric) {
      cell.fail(row, 'size', 'a variation is for a size, a fabric and colour, or all three');
      continue;
    }
    if (fabric && !colorKeys.has(`${fabric}\u0000${color}`)) {
      cell.fail(row, 'color_name', `no colour '${color}' of '${fabric}' in fabric_colors.csv`);
      continue;
    }
    if (
      duplicate(
        variationKeys,
        [sku, size, fabric, color].join('\u0000'),
        file,
        row,
        `this variation of SKU '${sku}'`,
      )
    )
      continue;
    data.variations.push({
      sku,
      size: size || null,
      fabric: fabric || null,
      color: color || null,
      priceCents,
    });
  }

  file = 'ottoman_prices.csv';
  cell = cellReader(file, problems);
  const ottomanKeys = new Set<string>();
  for (const row of rowsOf[file]) {
    const category = knownCategory(row, file);
    const size = knownSize(row, file, true);
    const priceCents = cell.euros(row, 'price_euro');
    if (!category || !size || priceCents === null) continue;
    if (
      duplicate(
        ottomanKeys,
        `${categoryKey(category)}\u0000${size}`,
        file,
        row,
        `size '${size}' of '${category}'`,
      )
    )
      continue;
    data.ottomanPrices.push({ category, size, priceCents });
  }

  file = 'cloud_storage_base.csv';
  cell = cellReader(file, problems);
  const cloudKeys = new Set<string>();
  for (const row of rowsOf[file]) {
    const category = knownCategory(row, file);
    const priceCents = cell.euros(row, 'price_euro');
    if (!category || priceCents === null) continue;
    if (duplicate(cloudKeys, categoryKey(category), file, row, `category '${category}'`)) continue;
    data.cloudBases.push({ category, priceCents });
  }

  const prices = readPrices(entries, problems, data);
  const all = new Problems();
  for (const p of inFileOrder(parseProblems.report())) all.add(p);
  all.merge(problems);
  if (all.list.length > 0) {
    descriptions.close();
    throw new CatalogImportError(all.report());
  }
  return { data, pictures, prices, descriptions };
}
