/* eslint-disable @typescript-eslint/require-await -- the fake answers synchronously behind the async UpstreamClient interface */
import { Readable } from 'node:stream';
import type { PageParams, UpstreamClient } from '../../src/upstream/contract.js';
import { upstreamHttpError } from '../../src/upstream/errors.js';
import type {
  CategoryDto,
  EuroAmount,
  PaginationDto,
  ProductDto,
  ProductPageResponse,
  SessionUserDto,
  SizeDto,
  OwnPricingDto,
} from '../../src/upstream/types.js';

/** The signed-in customer of the fake api (GET /api/auth/user/me for 'valid-token'): a whole user. */
export const FAKE_USER: SessionUserDto = {
  id: 5,
  full_name: 'Mary Byrne',
  email: 'mary@example.ie',
  invoice_email: 'accounts@example.ie',
  phone_number: '+353871234567',
  country: 'Ireland',
  office_address: '1 Main Street',
  office_city: 'Cork',
  office_eir_code: 'T12 X2Y3',
  delivery_address: '1 Main Street',
  delivery_city: 'Cork',
  delivery_eir_code: 'T12 X2Y3',
  company_name: 'Byrne Interiors',
  credit_limit: '2500.00',
  subscribe: false,
  vat_number: null,
  role: 'customer',
  company_role: 'COMPANY_ADMIN',
};

/** The catalog part of the upstream client: what the catalog resolvers and the web routes call. */
export type CatalogUpstream = Pick<
  UpstreamClient,
  | 'getCategories'
  | 'getMenus'
  | 'getSizes'
  | 'getProductsListing'
  | 'filterProducts'
  | 'searchProducts'
  | 'getCategoryProducts'
  | 'getCategoryProductPages'
  | 'getProduct'
  | 'getRelatedProducts'
  | 'getOttomanPrices'
  | 'getCloudStorage'
  | 'getVatRate'
  | 'getOwnPricing'
  | 'getNews'
  | 'getDeliveryStatuses'
  | 'getMe'
  | 'getAsset'
  | 'close'
>;

/** Test double of the REST api: an in-memory catalog of `count` products, counting every call. */
export interface FakeUpstream extends CatalogUpstream {
  calls: string[];
  products: ProductDto[];
}

/**
 * Completes a catalog-only client into an UpstreamClient: methods it lacks (accounts, forms) reject,
 * so a test that reaches them fails loudly. A full client passes through unchanged.
 */
export function asUpstreamClient(client: CatalogUpstream): UpstreamClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property in target || typeof property !== 'string') {
        return Reflect.get(target, property, receiver) as unknown;
      }
      return () => Promise.reject(new Error(`${property} is not part of the catalog fake`));
    },
  }) as UpstreamClient;
}

const SIZES: SizeDto[] = [
  { id: 13, size: '4ft6 Double', length: 190, width: 135, height: null },
  { id: 14, size: '5ft King', length: 200, width: 150, height: 120.4 },
];

const CATEGORIES: CategoryDto[] = [
  { id: 1, category_name: 'Beds', product_count: 0 },
  { id: 2, category_name: 'Mattresses', product_count: 0 },
  { id: 3, category_name: 'Kids Beds', product_count: 0 },
];

function page(all: ProductDto[], { page, limit }: PageParams): ProductPageResponse {
  const totalProducts = all.length;
  const totalPages = Math.ceil(totalProducts / limit);
  const pagination: PaginationDto = {
    totalProducts,
    totalPages,
    currentPage: page,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  };
  return { success: true, products: all.slice((page - 1) * limit, page * limit), pagination };
}

/** Builds product `i` of the fake catalog; odd ids are beds, even ids mattresses. */
function product(i: number, withPrices: boolean): ProductDto {
  const bed = i % 2 === 1;
  const category = bed ? CATEGORIES[0]! : CATEGORIES[1]!;
  return {
    id: i,
    product_name: `${bed ? 'Bed' : 'Mattress'} ${i}`,
    description: `<p>Product ${i}</p>`,
    sku: `SKU-${i}`,
    price_euro: withPrices ? `${100 + i}.99` : null,
    stock: i % 3 === 0 ? 0 : i % 3 === 1 ? -1 : 5,
    status: i % 10 === 0 ? 'unavailable' : 'available',
    createdAt: '2025-01-01T00:00:00.000Z',
    product_image: `/images/p${i}.jpg`,
    images: [
      { id: i * 10, image_url: `/images/p${i}.jpg`, alt_text: `${bed ? 'Bed' : 'Mattress'} ${i}` },
      { id: i * 10 + 1, image_url: `/images/p${i}-b.jpg`, alt_text: `Bed ${i}, side view` },
    ],
    Categories: [{ id: category.id, category_name: category.category_name }],
    Sizes: SIZES,
    Fabrics: bed
      ? [
          {
            id: 7,
            fabric_name: 'Plush Velvet',
            fabricColors: [{ id: 71, color_name: 'Steel Grey', image_url: '/images/f71.jpg' }],
          },
        ]
      : [],
    types: bed ? ['Non Ottoman', 'Ottoman', 'Cloud Storage'] : [],
  };
}

/**
 * Creates a fake upstream with `count` products. Price fields are filled only when a token is
 * passed (like the api). Product id 404 answers NOT_FOUND; `down` makes every call fail as
 * unavailable.
 */
export function createFakeUpstream(
  count: number,
  options: { ignoreLimit?: boolean; pricing?: Record<string, OwnPricingDto> } = {},
): FakeUpstream {
  const calls: string[] = [];
  const catalog = (token: unknown) =>
    Array.from({ length: count }, (_, k) => product(k + 1, Boolean(token)));
  const categories = () =>
    CATEGORIES.map((c) => ({
      ...c,
      product_count: catalog(null).filter((p) => p.Categories.some((pc) => pc.id === c.id)).length,
    }));
  const record = (name: string) => calls.push(name);

  return {
    calls,
    products: catalog('x'),
    getCategories: async () => {
      record('getCategories');
      return { success: true, categories: categories() };
    },
    getMenus: async (names) => {
      record('getMenus');
      return {
        success: true,
        data: Object.fromEntries(names.map((n) => [n, [{ id: 1, product_name: `${n} one` }]])),
      };
    },
    getSizes: async () => {
      record('getSizes');
      return { success: true, sizes: SIZES };
    },
    getProductsListing: async (params, token) => {
      record('getProductsListing');
      return page(catalog(token), options.ignoreLimit ? { page: 1, limit: count } : params);
    },
    filterProducts: async (body, token) => {
      record('filterProducts');
      const all = catalog(token).filter(
        (p) =>
          !body.categories?.length || p.Categories.some((c) => body.categories!.includes(c.id)),
      );
      return page(all, { page: body.page ?? 1, limit: body.limit ?? 8 });
    },
    searchProducts: async (body, token) => {
      record('searchProducts');
      const all = catalog(token).filter((p) =>
        p.product_name.toLowerCase().includes(body.search.toLowerCase()),
      );
      return page(all, { page: body.page ?? 1, limit: body.limit ?? 8 });
    },
    getCategoryProducts: async (category, params, token) => {
      record('getCategoryProducts');
      const found = categories().find((c) => String(c.id) === String(category));
      if (!found) throw upstreamHttpError(404, { success: false, message: 'Category not found' });
      const all = catalog(token).filter((p) => p.Categories.some((c) => c.id === found.id));
      return { ...page(all, params), category: found };
    },
    getCategoryProductPages: async (ids, params, token) => {
      record('getCategoryProductPages');
      const pages = categories()
        .filter((c) => ids.includes(c.id))
        .map((c) => {
          const all = catalog(token).filter((p) => p.Categories.some((x) => x.id === c.id));
          const { products, pagination } = page(all, params);
          return { category_id: c.id, products, pagination };
        });
      return { success: true, pages };
    },
    getProduct: async (id, token) => {
      record('getProduct');
      const p = catalog(token).find((x) => x.id === id);
      if (!p) throw upstreamHttpError(404, { success: false, message: 'Product not found' });
      return {
        success: true,
        product: p,
        variations: [
          {
            id: id * 100,
            productId: id,
            sizeId: 13,
            fabricId: null,
            fabricColorId: null,
            price_euro: token ? '10.50' : null,
          },
        ],
        vat_rate_bp: 2300,
      };
    },
    getRelatedProducts: async (ids, token) => {
      record('getRelatedProducts');
      return {
        success: true,
        products: catalog(token).filter((p) => p.Categories.some((c) => ids.includes(c.id))),
      };
    },
    getOttomanPrices: async (categoryId, token) => {
      record('getOttomanPrices');
      const ottomanPrices: Record<string, EuroAmount> =
        categoryId === 1 ? { '14': token ? '120.00' : null, '13': token ? '100.00' : null } : {};
      return { success: true, ottomanPrices };
    },
    getCloudStorage: async (_categoryId, token) => {
      record('getCloudStorage');
      return { success: true, cloudStorageBase: token ? '50.00' : null };
    },
    getVatRate: async () => {
      record('getVatRate');
      return { success: true, vat_rate_bp: 2300, vat_rate: '23' };
    },
    getOwnPricing: async (token, productIds) => {
      record('getOwnPricing');
      const none = { priceList: null, volumeBreaks: [], date: '2026-11-27' };
      // Like the api: the asked products' trade prices (issue 29), those that exist.
      const tradePrices = Object.fromEntries(
        catalog(token)
          .filter((p) => productIds.includes(p.id))
          .map((p) => [String(p.id), p.price_euro!]),
      );
      return { success: true, pricing: options.pricing?.[token] ?? none, tradePrices };
    },
    getNews: async () => {
      record('getNews');
      return {
        success: true,
        news: [
          {
            id: 1,
            title: 'Hello',
            content: '<p>Hello</p>',
            publishedAt: '2025-01-01T00:00:00.000Z',
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        ],
      };
    },
    getDeliveryStatuses: async () => {
      record('getDeliveryStatuses');
      return {
        success: true,
        deliveryStatuses: [
          { id: 2, deliveryStatus: 'order delivered', position: 2 },
          { id: 1, deliveryStatus: 'awaiting dispatch', position: 1 },
        ],
      };
    },
    getMe: async (token) => {
      record('getMe');
      if (token !== 'valid-token') throw upstreamHttpError(401, { success: false, message: 'No' });
      return { user: FAKE_USER, token };
    },
    getAsset: async (path) => {
      record('getAsset');
      if (path.includes('missing')) {
        return {
          status: 404,
          contentType: 'application/json',
          cacheControl: undefined,
          contentLength: undefined,
          body: Readable.from([Buffer.from('{"success":false}')]),
        };
      }
      return {
        status: 200,
        contentType: 'image/jpeg',
        cacheControl: 'public, max-age=86400',
        contentLength: '4',
        body: Readable.from([Buffer.from('JPEG')]),
      };
    },
    close: async () => {},
  };
}
