/**
 * Picture routes (spec §2): drawn JPEGs with a one-day public cache, 404 for unknown files; their
 * resized WebP/JPEG variants (issue 12), cached on disk, 400 for a size or format not offered.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '../src/catalog/images/variants.js';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';

describe('image routes', () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await buildCatalogApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectJpeg = async (url: string, width: number, height: number) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
    return res.rawPayload;
  };

  it('draws category tiles and the placeholder', async () => {
    for (const file of [
      'beds.jpg',
      'kids%20beds.jpg',
      'clearance.jpg',
      'Sofas.jpg',
      'placeholder.jpg',
    ]) {
      await expectJpeg(`/category-images/${file}`, 800, 600);
    }
  });

  it('draws a product picture per product and each gallery view', async () => {
    const main = await expectJpeg('/images/products/1.jpg', 800, 600);
    const views = new Set<string>([main.toString('base64')]);
    for (let n = 1; n <= 6; n++) {
      const data = await expectJpeg(`/images/products/1-${n}.jpg`, 800, 600);
      if (n > 1) views.add(data.toString('base64'));
    }
    expect(views.size).toBe(6);
    for (const id of [13, 23, 31, 41, 49, 57])
      await expectJpeg(`/images/products/${id}.jpg`, 800, 600);
  });

  it('is not a flat box: pictures have colour variety', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/products/4.jpg' });
    const stats = await sharp(res.rawPayload).stats();
    for (const channel of stats.channels) expect(channel.stdev).toBeGreaterThan(10);
  });

  it('serves a cached picture identically the second time', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/images/products/2-3.jpg' });
    const b = await t.app.inject({ method: 'GET', url: '/images/products/2-3.jpg' });
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
  });

  it('draws fabric swatches', async () => {
    await expectJpeg('/images/fabrics/1.jpg', 400, 400);
    await expectJpeg('/images/fabrics/17.jpg', 400, 400);
  });

  it.each([
    '/category-images/wardrobes.jpg',
    '/category-images/beds.png',
    '/category-images/..%2F..%2Fetc%2Fpasswd',
    '/images/products/99999.jpg',
    '/images/products/1-7.jpg',
    '/images/products/13-4.jpg',
    '/images/products/1-0.jpg',
    '/images/products/abc.jpg',
    '/images/products/-1.jpg',
    '/images/products/99999999999.jpg',
    '/images/fabrics/999.jpg',
    '/images/fabrics/1-2.jpg',
    '/images/fabrics/x.jpg',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  const expectVariant = async (url: string, type: string, width: number, height: number) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=2592000, stale-while-revalidate=86400',
    );
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height], url).toEqual([
      type === 'image/webp' ? 'webp' : 'jpeg',
      width,
      height,
    ]);
    return res.rawPayload;
  };

  it('serves each product picture width as WebP and JPEG, smaller than the original', async () => {
    const original = await expectJpeg('/images/products/5.jpg', 800, 600);
    for (const w of PICTURE_WIDTHS) {
      const h = (w * 3) / 4;
      const webp = await expectVariant(`/images/products/5.jpg?w=${w}&fm=webp`, 'image/webp', w, h);
      await expectVariant(`/images/products/5-2.jpg?w=${w}`, 'image/jpeg', w, h);
      expect(webp.length).toBeLessThan(original.length);
    }
    await expectVariant('/images/products/5.jpg?fm=webp', 'image/webp', 800, 600);
  });

  it('serves tile and swatch variants, never enlarged', async () => {
    await expectVariant('/category-images/kids%20beds.jpg?w=480&fm=webp', 'image/webp', 480, 360);
    await expectVariant('/category-images/placeholder.jpg?w=160&fm=webp', 'image/webp', 160, 120);
    await expectVariant('/images/fabrics/3.jpg?w=80&fm=webp', 'image/webp', 80, 80);
    await expectVariant('/images/fabrics/3.jpg?w=800&fm=webp', 'image/webp', 400, 400);
  });

  it('encodes a variant once and then serves it from the disk cache', async () => {
    const url = '/images/products/7-3.jpg?w=320&fm=webp';
    const first = await expectVariant(url, 'image/webp', 320, 240);
    const cached = readdirSync(path.join(t.dataDir, 'images', 'products')).filter((f) =>
      f.startsWith('7-3-'),
    );
    expect(cached.sort()).toEqual(['7-3-v2-w320.webp']);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(first)).toBe(true);
  });

  it.each([
    '/images/products/1.jpg?w=100',
    '/images/products/1.jpg?w=abc',
    '/images/products/1.jpg?w=-320',
    '/images/products/1.jpg?w=1e9',
    '/images/products/1.jpg?w=320&fm=gif',
    '/images/products/1.jpg?fm=',
    '/category-images/beds.jpg?w=0',
    '/images/fabrics/1.jpg?fm=avif',
    '/images/catalog/' + 'a'.repeat(64) + '.jpg?w=99999',
  ])('answers 400 for a size or format it does not offer: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it.each([
    '/images/products/99999.jpg?w=320&fm=webp',
    '/images/fabrics/999.jpg?w=80&fm=webp',
    '/category-images/wardrobes.jpg?w=320&fm=webp',
    '/images/catalog/' + 'b'.repeat(64) + '.jpg?w=320&fm=webp',
    '/images/catalog/not-a-key.jpg?w=320&fm=webp',
  ])('answers 404 for a variant of a missing picture: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
