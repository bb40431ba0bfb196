/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- GraphQL answers are read loosely; the assertions check their shapes */
/**
 * The admin catalog over GraphQL (issue 10), real api and bff: the admin creates a category and a
 * bed with two sizes and two fabrics, its storage prices and variation matrix, uploads pictures
 * (GraphQL multipart with Apollo-Require-Preflight) and picks the main one; a customer's price
 * quote is then base + storage + VAT; refusals come back as userErrors; a catalog ZIP dry run
 * reports changes without writing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_ADMIN, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

/** A GraphQL answer read loosely: the assertions below check every shape they touch. */
type Loose = any;

const PRODUCT = `fragment P on AdminProduct {
  id sku status storageTypes sizeIds fabricIds images mainImage storefrontPath
  price { amount }
  variations { sizeId fabricId fabricColorId price { amount } storefrontPrice { amount } }
}`;

/** Sends a GraphQL multipart request (one operation, `files` mapped to `variables.<path>`). */
async function multipartGql(
  stack: Stack,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  files: { path: string; name: string; type: string; data: Buffer }[],
  preflight = true,
) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]]))));
  files.forEach((f, i) =>
    form.set(String(i), new Blob([new Uint8Array(f.data)], { type: f.type }), f.name),
  );
  const response = await fetch(`${stack.bffUrl}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(preflight ? { 'apollo-require-preflight': 'true' } : {}),
    },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('admin catalog over GraphQL', () => {
  let stack: Stack;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-admin-catalog-' });
    admin = await tokenOf(stack, DEMO_ADMIN);
    customer = await tokenOf(stack, DEMO_CUSTOMER);
  }, 60_000);
  afterAll(async () => stack?.close());

  it('reads categories, sizes, fabrics and a page of products', async () => {
    const answer = await adminGql<Loose>(
      stack,
      `query { admin { catalog {
        categories { id name productCount ottomanPrices { size { id label } price { amount } } cloudStorageBase { amount } }
        sizes { id label lengthCm widthCm heightCm }
        fabrics { id name colors { id name hex } }
        products(pageSize: 5) { totalCount nodes { id sku status price { amount } } pageInfo { totalPages } }
        exportUrl
      } } }`,
      {},
      admin,
    );
    expect(answer.errors).toBeUndefined();
    const c = answer.data.admin.catalog;
    expect(c.products.totalCount).toBe(62);
    expect(c.products.nodes).toHaveLength(5);
    expect(c.sizes.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['10', '11', '12', '13', '14', '15']),
    );
    expect(c.fabrics[0].colors.length).toBeGreaterThan(0);
    const beds = c.categories.find((k: Loose) => k.ottomanPrices.length > 0);
    expect(beds.ottomanPrices[0].size.label).toBeTruthy();
    expect(c.exportUrl).toBe('/documents/admin/catalog.zip');
  });

  it('builds a bed, prices it for a customer, and refuses bad input', async () => {
    const q = (query: string, variables: Record<string, unknown> = {}) =>
      adminGql<Loose>(stack, query, variables, admin);
    const options = (
      await q(`query { admin { catalog { fabrics { id colors { id } } categories { id name } } } }`)
    ).data.admin.catalog;
    const bedsId = (options.categories as { id: string; name: string }[]).find(
      (c) => c.name === 'Beds',
    )!.id;
    const [f1, f2] = options.fabrics as { id: string; colors: { id: string }[] }[];

    const category = await q(
      `mutation { admin { catalog { createCategory(name: "Test Beds") { category { id name productCount } userErrors { message } } } } }`,
    );
    const categoryId = category.data.admin.catalog.createCategory.category.id as string;
    const storage = await q(
      `mutation($id: ID!) { admin { catalog { setStoragePrices(categoryId: $id, input: {
        ottoman: [{ sizeId: "13", price: "120.00" }, { sizeId: "14", price: "140.00" }], cloudBase: "60.00" }) {
        category { ottomanPrices { size { id } price { amount } } cloudStorageBase { amount } } userErrors { message } } } } }`,
      { id: bedsId },
    );
    expect(storage.data.admin.catalog.setStoragePrices.category.cloudStorageBase.amount).toBe(
      '60.00',
    );

    const input = {
      sku: 'TEST-BED-1',
      name: 'Test Ottoman Bed',
      descriptionHtml: '<p>Solid <b>frame</b><script>alert(1)</script></p>',
      price: '400.00',
      stock: -1,
      status: 'AVAILABLE',
      storageTypes: ['NONE', 'OTTOMAN', 'CLOUD_STORAGE'],
      categoryIds: [bedsId, categoryId],
      sizeIds: ['13', '14'],
      fabricIds: [f1!.id, f2!.id],
    };
    const created = await q(
      `mutation($input: AdminProductInput!) { admin { catalog { createProduct(input: $input) {
        product { ...P descriptionHtml } userErrors { field message code } } } } } ${PRODUCT}`,
      { input },
    );
    const product = created.data.admin.catalog.createProduct.product;
    expect(product.descriptionHtml).not.toContain('script');
    expect(product.storefrontPath).toBe(`/products/${product.id}`);

    const duplicate = await q(
      `mutation($input: AdminProductInput!) { admin { catalog { createProduct(input: $input) {
        product { id } userErrors { field message code } } } } }`,
      { input: { ...input, price: '12.345' } },
    );
    expect(duplicate.data.admin.catalog.createProduct.product).toBeNull();
    expect(duplicate.data.admin.catalog.createProduct.userErrors[0].field).toBe('price');

    const matrix = await q(
      `mutation($id: ID!, $v: [AdminVariationInput!]!) { admin { catalog { setVariations(productId: $id, variations: $v) {
        product { ...P } userErrors { field message } } } } } ${PRODUCT}`,
      {
        id: product.id,
        v: [
          { sizeId: '13', price: '450.00' },
          { sizeId: '14', price: '500.00' },
          { sizeId: '14', fabricId: f2!.id, fabricColorId: f2!.colors[0]!.id, price: '550.00' },
        ],
      },
    );
    const cells = matrix.data.admin.catalog.setVariations.product.variations;
    expect(cells[0]).toMatchObject({
      price: { amount: '450.00' },
      storefrontPrice: { amount: '553.50' },
    });
    const badCell = await q(
      `mutation($id: ID!) { admin { catalog { setVariations(productId: $id, variations: [{ sizeId: "10", price: "1.00" }]) {
        product { id } userErrors { field message } } } } }`,
      { id: product.id },
    );
    expect(badCell.data.admin.catalog.setVariations.userErrors[0].message).toMatch(/size 10/);

    const picture = (color: string) =>
      sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
        .png()
        .toBuffer();
    // One picture per request (the bff takes one file per multipart request), as the web does.
    const uploadOne = async (name: string, color: string) =>
      multipartGql(
        stack,
        admin,
        `mutation($id: ID!, $files: [Upload!]!) { admin { catalog { uploadProductImages(productId: $id, files: $files) {
        product { images mainImage } userErrors { message } } } } }`,
        { id: product.id, files: [null] },
        [{ path: 'variables.files.0', name, type: 'image/png', data: await picture(color) }],
      );
    expect((await uploadOne('front.png', '#884422')).status).toBe(200);
    const upload = await uploadOne('side.png', '#224488');
    expect(upload.status).toBe(200);
    const gallery = upload.body.data.admin.catalog.uploadProductImages.product;
    expect(gallery.images).toHaveLength(2);
    const notPicture = await multipartGql(
      stack,
      admin,
      `mutation($id: ID!, $files: [Upload!]!) { admin { catalog { uploadProductImages(productId: $id, files: $files) {
        product { id } userErrors { message } } } } }`,
      { id: product.id, files: [null] },
      [
        {
          path: 'variables.files.0',
          name: 'x.png',
          type: 'image/png',
          data: Buffer.from('not a picture'),
        },
      ],
    );
    expect(notPicture.body.data.admin.catalog.uploadProductImages.userErrors[0].message).toMatch(
      /not a JPEG, PNG or WebP/,
    );
    const reordered = await q(
      `mutation($id: ID!, $images: [String!]!, $main: String) { admin { catalog { setProductGallery(productId: $id, images: $images, main: $main) {
        product { images mainImage } userErrors { message } } } } }`,
      { id: product.id, images: [...gallery.images].reverse(), main: gallery.images[1] },
    );
    expect(reordered.data.admin.catalog.setProductGallery.product.mainImage).toBe(
      gallery.images[1],
    );

    // Alt texts: one per picture, set in gallery order; the storefront falls back to the name.
    const altered = await q(
      `mutation($id: ID!, $images: [String!]!, $main: String, $alts: [String!]) { admin { catalog { setProductGallery(productId: $id, images: $images, main: $main, alts: $alts) {
        product { images imageAlts } userErrors { field message } } } } }`,
      {
        id: product.id,
        images: gallery.images,
        main: gallery.images[0],
        alts: ['Bed, navy velvet', ''],
      },
    );
    expect(altered.data.admin.catalog.setProductGallery.product.imageAlts).toEqual([
      'Bed, navy velvet',
      '',
    ]);
    const mismatch = await q(
      `mutation($id: ID!, $images: [String!]!, $alts: [String!]) { admin { catalog { setProductGallery(productId: $id, images: $images, alts: $alts) {
        product { id } userErrors { field message } } } } }`,
      { id: product.id, images: gallery.images, alts: ['one'] },
    );
    expect(mismatch.data.admin.catalog.setProductGallery.userErrors[0].field).toBe('alts');
    const shown = await adminGql<Loose>(
      stack,
      `query($id: ID!) { product(id: $id) { name images imageAlts } }`,
      { id: product.id },
      customer,
    );
    expect(shown.errors).toBeUndefined();
    const shownImages: string[] = shown.data.product.images;
    const shownAlts: string[] = shown.data.product.imageAlts;
    const altByUrl = new Map(shownImages.map((url, i) => [url, shownAlts[i]]));
    const [first, second]: string[] = gallery.images;
    expect(altByUrl.get(first!)).toBe('Bed, navy velvet');
    expect(altByUrl.get(second!)).toBe(shown.data.product.name);

    // The customer's price: variation for size 14 (500.00) + the Beds category's ottoman 140 +
    // cloud base 60 (spec §9), + 23 % VAT.
    const quote = await adminGql<Loose>(
      stack,
      `query($line: CartLineInput!) { priceQuote(input: $line) { unitPrice { amount } unitVat { amount } unitGross { amount } } }`,
      {
        line: {
          productId: product.id,
          sizeId: '14',
          fabricId: f1!.id,
          fabricColorId: f1!.colors[0]!.id,
          storage: 'CLOUD_STORAGE',
          quantity: 1,
        },
      },
      customer,
    );
    expect(quote.errors).toBeUndefined();
    expect(quote.data.priceQuote).toEqual({
      unitPrice: { amount: '700.00' },
      unitVat: { amount: '161.00' },
      unitGross: { amount: '861.00' },
    });

    const notEmpty = await q(
      `mutation($id: ID!) { admin { catalog { deleteCategory(id: $id) { deleted userErrors { message code } } } } }`,
      { id: categoryId },
    );
    expect(notEmpty.data.admin.catalog.deleteCategory.deleted).toBe(false);

    const unavailable = await q(
      `mutation($id: ID!, $input: AdminProductInput!) { admin { catalog { updateProduct(id: $id, input: $input) {
        product { status } userErrors { message } } } } }`,
      { id: product.id, input: { ...input, status: 'UNAVAILABLE' } },
    );
    expect(unavailable.data.admin.catalog.updateProduct.product.status).toBe('UNAVAILABLE');
  }, 60_000);

  it('dry-runs a catalog ZIP through GraphQL and downloads the export with the admin session', async () => {
    const visitor = await fetch(`${stack.bffUrl}/documents/admin/catalog.zip`);
    expect(visitor.status).toBe(401);
    const exported = await fetch(`${stack.apiUrl}/api/admin/catalog/export`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.status).toBe(200);
    const zip = Buffer.from(await exported.arrayBuffer());
    const dry = await multipartGql(
      stack,
      admin,
      `mutation($file: Upload!) { admin { catalog { importCatalog(file: $file, dryRun: true) {
        report { dryRun products created { products } changed { products } removed { products } message }
        problems { file line column message } userErrors { message } } } } }`,
      { file: null },
      [{ path: 'variables.file', name: 'catalog.zip', type: 'application/zip', data: zip }],
    );
    expect(dry.status).toBe(200);
    const result = dry.body.data.admin.catalog.importCatalog;
    expect(result.userErrors).toEqual([]);
    expect(result.report.dryRun).toBe(true);
    expect(result.report.removed.products).toBe(0);

    const broken = await multipartGql(
      stack,
      admin,
      `mutation($file: Upload!) { admin { catalog { importCatalog(file: $file, dryRun: true) {
        report { dryRun } problems { file message } userErrors { message code } } } } }`,
      { file: null },
      [
        {
          path: 'variables.file',
          name: 'catalog.zip',
          type: 'application/zip',
          data: Buffer.from('nope'),
        },
      ],
    );
    const refused = broken.body.data.admin.catalog.importCatalog;
    expect(refused.report).toBeNull();
    expect(refused.userErrors[0].code).toBe('INVALID');
    expect(refused.problems.length).toBeGreaterThan(0);
  }, 120_000);
});
