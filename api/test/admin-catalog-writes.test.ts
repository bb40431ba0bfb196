/**
 * Admin catalog writes (issue 10) on the real app: categories (create, rename, delete only when
 * empty), a bed with two sizes and two fabrics, its variation matrix, storage prices, picture
 * uploads (content-checked, resized), status; every write audited and announced.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fabricColors, fabrics } from '../src/db/schema/index.js';
import { catalogVersion } from '../src/catalog/catalog-events.js';
import { buildTestApp, type TestApp } from './harness.js';

/** A multipart/form-data body with `files` under the field `images`. */
function multipart(files: { name: string; type: string; data: Buffer }[]) {
  const boundary = `----catalog${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('admin catalog writes', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp({ seedCatalog: true });
    headers = { 'x-admin-token': t.deps.adminToken! };
  });
  afterAll(async () => t?.close());

  it('needs the admin credential', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/categories',
      payload: { name: 'Bunk Beds' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('creates, renames and deletes categories; a category with products stays', async () => {
    const version = await catalogVersion(t.db.db);
    const created = await call('POST', '/api/admin/catalog/categories', { name: 'Bunk Beds' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ category: { id: number } }>().category;
    expect(
      (await call('POST', '/api/admin/catalog/categories', { name: 'bunk beds' })).json(),
    ).toMatchObject({
      success: false,
      code: 'DUPLICATE',
      message: "A category named 'bunk beds' already exists",
    });
    const renamed = await call('PATCH', `/api/admin/catalog/categories/${id}`, {
      name: 'Bunk & Cabin Beds',
    });
    expect(renamed.json()).toEqual({ success: true, category: { id, name: 'Bunk & Cabin Beds' } });
    const beds = await call('DELETE', '/api/admin/catalog/categories/1');
    expect(beds.statusCode).toBe(409);
    expect(beds.json<{ message: string }>().message).toMatch(
      /^The category 'Beds' still has 12 products/,
    );
    expect((await call('DELETE', `/api/admin/catalog/categories/${id}`)).statusCode).toBe(200);
    expect(await catalogVersion(t.db.db)).toBe(version + 3); // create, rename, delete
    const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.entity, 'category'));
    expect(audit.map((a) => a.action)).toEqual(['create', 'rename', 'delete']);
  });

  it('builds a bed: product, variation matrix, storage prices, pictures, status', async () => {
    const [velvet] = await t.db.db
      .select()
      .from(fabrics)
      .where(eq(fabrics.fabricName, 'Plush Velvet'));
    const [linen] = await t.db.db
      .select()
      .from(fabrics)
      .where(eq(fabrics.fabricName, 'Linen Weave'));
    const [navy] = await t.db.db
      .select()
      .from(fabricColors)
      .where(eq(fabricColors.colorName, 'Navy'));
    const body = {
      sku: 'SH-BED-900',
      name: 'Aurora Ottoman Bed',
      descriptionHtml: '<p onclick="x()">Soft velvet</p><script>alert(1)</script>',
      price: '499.00',
      stock: -1,
      status: 'available',
      storageTypes: ['Non Ottoman', 'Ottoman', 'Cloud Storage'],
      categoryIds: [1],
      sizeIds: [13, 14],
      fabricIds: [velvet!.id, linen!.id],
    };
    const created = await call('POST', '/api/admin/catalog/products', body);
    expect(created.statusCode).toBe(201);
    const product = created.json<{
      product: { id: number; descriptionHtml: string; priceCents: number };
    }>().product;
    expect(product).toMatchObject({ descriptionHtml: '<p>Soft velvet</p>', priceCents: 49900 });
    expect((await call('POST', '/api/admin/catalog/products', body)).json()).toMatchObject({
      code: 'DUPLICATE',
      message: "SKU 'SH-BED-900' is already used",
    });
    expect(
      (
        await call('POST', '/api/admin/catalog/products', { ...body, sku: 'X-1', sizeIds: [99] })
      ).json(),
    ).toMatchObject({
      code: 'INVALID',
      message: 'sizeIds: no such id 99',
    });

    const matrix = await call('PUT', `/api/admin/catalog/products/${product.id}/variations`, {
      variations: [
        { sizeId: 13, fabricId: null, fabricColorId: null, price: '499.00' },
        { sizeId: 14, fabricId: null, fabricColorId: null, price: 559 },
        { sizeId: 14, fabricId: velvet!.id, fabricColorId: navy!.id, price: '589.50' },
      ],
    });
    expect(matrix.statusCode).toBe(200);
    expect(
      matrix.json<{ variations: { priceCents: number }[] }>().variations.map((v) => v.priceCents),
    ).toEqual([49900, 55900, 58950]);
    const lonely = await call('PUT', `/api/admin/catalog/products/${product.id}/variations`, {
      variations: [{ sizeId: 13, fabricId: velvet!.id, fabricColorId: null, price: 1 }],
    });
    expect(lonely.json()).toMatchObject({
      message: 'variations[0]: a fabric and a colour go together',
    });
    const otherSize = await call('PUT', `/api/admin/catalog/products/${product.id}/variations`, {
      variations: [{ sizeId: 10, fabricId: null, fabricColorId: null, price: 1 }],
    });
    expect(otherSize.json()).toMatchObject({
      message: "variations[0]: size 10 is not one of the product's sizes",
    });

    const storage = await call('PUT', '/api/admin/catalog/categories/1/storage-prices', {
      ottoman: [
        { sizeId: 13, price: '150.00' },
        { sizeId: 14, price: '170.00' },
      ],
      cloudBase: '95.00',
    });
    expect(storage.json()).toEqual({
      success: true,
      storagePrices: {
        ottoman: [
          { sizeId: 13, priceCents: 15000 },
          { sizeId: 14, priceCents: 17000 },
        ],
        cloudBaseCents: 9500,
      },
    });

    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#27324d' },
    })
      .png()
      .toBuffer();
    const refused = multipart([
      { name: 'bed.jpg', type: 'image/jpeg', data: Buffer.from('not a picture') },
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/catalog/products/${product.id}/images`,
      headers: { ...headers, 'content-type': refused.contentType },
      payload: refused.payload,
    });
    expect(bad.json()).toMatchObject({
      code: 'INVALID',
      message: 'bed.jpg is not a JPEG, PNG or WebP picture',
    });
    const upload = multipart([{ name: 'bed.png', type: 'image/png', data: png }]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/catalog/products/${product.id}/images`,
      headers: { ...headers, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(added.statusCode).toBe(200);
    const gallery = added.json<{ gallery: { images: string[]; main: string } }>().gallery;
    expect(gallery.images).toHaveLength(1);
    expect(gallery.main).toBe(gallery.images[0]);
    const served = await t.app.inject({ url: gallery.main });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    // The upload gets the storefront's WebP variants too (issue 12), content-addressed: immutable.
    const variant = await t.app.inject({ url: `${gallery.main}?w=320&fm=webp` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });

    const altUrl = `/api/product/${product.id}`;
    const altOf = async () =>
      (await t.app.inject({ url: altUrl })).json<{ product: { images: { alt_text: string }[] } }>()
        .product.images[0]!.alt_text;
    expect(await altOf()).toBe('Aurora Ottoman Bed');
    const tooLong = await call('PUT', `/api/admin/catalog/products/${product.id}/images`, {
      ...gallery,
      alts: { [gallery.main]: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'Alt text must be at most 200 characters' });
    const stranger = await call('PUT', `/api/admin/catalog/products/${product.id}/images`, {
      ...gallery,
      alts: { '/images/catalog/other.jpg': 'Other' },
    });
    expect(stranger.statusCode).toBe(400);
    const described = await call('PUT', `/api/admin/catalog/products/${product.id}/images`, {
      images: gallery.images,
      main: gallery.main,
      alts: { [gallery.main]: '  Aurora bed in navy   velvet ' },
    });
    expect(described.json()).toMatchObject({
      gallery: { alts: { [gallery.main]: 'Aurora bed in navy velvet' } },
    });
    expect(await altOf()).toBe('Aurora bed in navy velvet');
    // Reordering without alts keeps them; an empty text drops back to the product name.
    await call('PUT', `/api/admin/catalog/products/${product.id}/images`, {
      images: gallery.images,
      main: gallery.main,
    });
    expect(await altOf()).toBe('Aurora bed in navy velvet');
    await call('PUT', `/api/admin/catalog/products/${product.id}/images`, {
      images: gallery.images,
      main: gallery.main,
      alts: { [gallery.main]: ' ' },
    });
    expect(await altOf()).toBe('Aurora Ottoman Bed');

    const unavailable = await call('PUT', `/api/admin/catalog/products/${product.id}`, {
      ...body,
      status: 'unavailable',
    });
    expect(unavailable.json()).toMatchObject({ product: { status: 'unavailable' } });
    const page = await t.app.inject({ url: `/api/product/${product.id}` });
    expect(page.json()).toMatchObject({
      product: { status: 'unavailable', product_image: gallery.main },
    });
    const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.entity, 'product'));
    expect(audit.map((a) => a.action)).toEqual([
      'create',
      'variations',
      'add-images',
      'gallery',
      'gallery',
      'gallery',
      'update',
    ]);
  });
});
