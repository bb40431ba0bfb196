/** Picture routes (spec §2): drawn JPEGs with a one-day public cache, 404 for unknown files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
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
});
