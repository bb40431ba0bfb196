// Test data for the product page; imported only by tests.
import { GraphQLError } from 'graphql';
import type { CartLineInput } from '@/__generated__/graphql';
import { cardProduct, eur } from '@/test/fixtures';
import { PriceQuoteQuery } from '../api/documents';
import { ProductPageQuery } from '../routes/product';

const size = (id: string, label: string) => ({
  __typename: 'Size' as const,
  id,
  label,
  lengthCm: 200,
  widthCm: 150,
  heightCm: 120,
});
const color = (id: string, name: string) => ({
  __typename: 'FabricColor' as const,
  id,
  name,
  imageUrl: `/images/${id}.jpg`,
});

/** A bed with two sizes, two fabrics, every storage type and a 5ft variation, with overrides. */
export function bed(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product' as const,
    id: '7',
    name: 'Aurora Bed',
    sku: 'AUR-001',
    inStock: true,
    status: 'available',
    purchasable: true,
    leadTime: 'Lead time: 2 to 4 weeks' as string | null,
    isBed: true,
    storageTypes: ['NONE', 'OTTOMAN', 'CLOUD_STORAGE'],
    price: eur('499.00') as ReturnType<typeof eur> | null,
    volumePrices: null as
      | { __typename: 'VolumePrice'; minQuantity: number; unitPrice: ReturnType<typeof eur> }[]
      | null,
    imageUrl: '/images/aurora.jpg',
    images: ['/images/aurora.jpg', '/images/aurora-2.jpg'],
    imageAlts: ['Aurora Bed', 'Aurora Bed in navy velvet, side view'],
    descriptionHtml: '<p>Deep buttoned <strong>velvet</strong>.</p><img src=x onerror="alert(1)">',
    categories: [{ __typename: 'Category' as const, id: '1', name: 'Beds' }],
    sizes: [size('13', '4ft6 Double'), size('14', '5ft King')],
    fabrics: [
      {
        __typename: 'Fabric' as const,
        id: '21',
        name: 'Plush Velvet',
        colors: [color('31', 'Steel Grey'), color('32', 'Mustard')],
      },
      {
        __typename: 'Fabric' as const,
        id: '22',
        name: 'Linen Look',
        colors: [color('33', 'Oatmeal')],
      },
    ],
    variations: [
      {
        __typename: 'Variation' as const,
        id: 'v1',
        sizeId: '14',
        fabricId: null,
        fabricColorId: null,
        price: eur('599.00') as ReturnType<typeof eur> | null,
      },
    ],
    relatedProducts: [
      cardProduct({ id: '8', name: 'Bella Bed', sku: 'BEL-002', price: eur('350.00') }),
    ],
    ...overrides,
  };
}

/** A mattress (not a bed): one size, no fabrics or storage. */
export function mattress(overrides: Record<string, unknown> = {}) {
  return bed({
    id: '9',
    name: 'Cloud Comfort Mattress',
    sku: 'CCM-009',
    isBed: false,
    leadTime: null,
    storageTypes: [],
    fabrics: [],
    categories: [{ __typename: 'Category' as const, id: '2', name: 'Mattresses' }],
    sizes: [size('13', '4ft6 Double')],
    variations: [],
    price: eur('300.00'),
    ...overrides,
  });
}

/** The product page mock; `signedIn` adds a viewer. */
export function pageMock(product: ReturnType<typeof bed> | null, signedIn = false, id = '7') {
  return {
    request: { query: ProductPageQuery, variables: { id } },
    maxUsageCount: 5,
    result: {
      data: {
        viewer: signedIn ? { __typename: 'User' as const, id: 'u1' } : null,
        product,
      },
    },
  };
}

const cents = (value: number) => eur((value / 100).toFixed(2));

/**
 * A priceQuote mock pricing like the server (base €499, €599 on size 14, Ottoman +€100, Cloud
 * Storage +€150, VAT 23 %); refuses the bed (id 7) without fabric and colour with BAD_USER_INPUT.
 * Every input it is asked for is pushed to `calls`.
 */
export function quoteMock(calls: CartLineInput[]) {
  return {
    request: { query: PriceQuoteQuery, variables: () => true },
    maxUsageCount: 100,
    result: ({ input }: { input: CartLineInput }) => {
      calls.push(input);
      if (input.productId === '7' && (!input.fabricId || !input.fabricColorId)) {
        return {
          errors: [
            new GraphQLError('Please select a size, fabric and fabric colour.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        };
      }
      const storage = { NONE: 0, OTTOMAN: 10000, CLOUD_STORAGE: 15000 }[input.storage ?? 'NONE'];
      const unit = (input.sizeId === '14' ? 59900 : 49900) + storage;
      const vat = Math.round(unit * 0.23);
      return {
        data: {
          priceQuote: {
            __typename: 'PriceQuote' as const,
            quantity: input.quantity,
            vatRate: '23',
            unitPrice: cents(unit),
            unitVat: cents(vat),
            unitGross: cents(unit + vat),
            lineTotal: cents((unit + vat) * input.quantity),
          },
        },
      };
    },
  };
}
