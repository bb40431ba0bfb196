import type { AdminProductResolvers } from '../../../__generated__/resolvers-types.js';
import { storageOptionOf } from '@serena/domain';

/** A product as the admin editor sees it (issue 10); prices in cents. */
export const AdminProduct: AdminProductResolvers = {
  id: (d) => String(d.product.id),
  sku: (d) => d.product.sku,
  name: (d) => d.product.name,
  descriptionHtml: (d) => d.product.descriptionHtml,
  price: (d) => d.product.priceCents,
  stock: (d) => d.product.stock,
  status: (d) => (d.product.status === 'unavailable' ? 'UNAVAILABLE' : 'AVAILABLE'),
  storageTypes: (d) => d.product.storageTypes.flatMap((t) => storageOptionOf(t) ?? []),
  categoryIds: (d) => d.product.categoryIds.map(String),
  sizeIds: (d) => d.product.sizeIds.map(String),
  fabricIds: (d) => d.product.fabricIds.map(String),
  variations: (d) => d.variations,
  images: (d) => d.gallery.images,
  imageAlts: (d) => d.gallery.images.map((url) => d.gallery.alts?.[url] ?? ''),
  mainImage: (d) => d.gallery.main,
  storefrontPath: (d) => `/products/${d.product.id}`,
};
