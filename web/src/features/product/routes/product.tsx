import { Box, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { LuClock } from 'react-icons/lu';
import { useParams } from 'react-router';
import { graphql } from '@/__generated__';
import { NotFound } from '@/components/not-found';
import { PageContainer } from '@/components/page-container';
import { LaterProductCard } from '@/components/product-card';
import { ProductGrid, ProductGridItem } from '@/components/product-grid';
import { StockStatus } from '@/components/stock-status';
import { hydrateLater } from '@/lib/hydrate-later';
import { ProductBreadcrumb } from '../components/product-breadcrumb';
import { ProductDetails } from '../components/product-details';
import { ProductGallery } from '../components/product-gallery';
import {
  ProductConfigurator,
  type ProductConfiguratorProps,
} from '../components/product-configurator';

/** Product ids are positive integers; anything else is the not-found page without a request. */
export const PRODUCT_ID_PATTERN = /^[1-9]\d{0,17}$/;

/**
 * The product's pictures: on a server-rendered page they keep their server HTML until touched
 * (lib/hydrate-later.tsx, issue 29: 11 % of the page's main content hydration), as they answer
 * nothing else (thumbnails, the strip's arrows). Memoized: the same product (the same cached object) is no update.
 */
const LaterProductGallery = hydrateLater(ProductGallery, { when: 'touched' });

/**
 * The description and dimensions accordions, below the configurator: on a server-rendered page they
 * hydrate once near the viewport or touched (lib/hydrate-later.tsx, issue 29; their state machines
 * were a sixth of the page's main content hydration). Memoized like the gallery.
 */
const LaterProductDetails = hydrateLater(ProductDetails);

/** The product page's one query. */
export const ProductPageQuery = graphql(`
  query ProductPage($id: ID!) {
    viewer {
      id
    }
    product(id: $id) {
      id
      name
      sku
      inStock
      status
      leadTime
      isBed
      purchasable
      imageUrl
      storageTypes
      price {
        amount
        currencyCode
      }
      volumePrices {
        minQuantity
        unitPrice {
          amount
          currencyCode
        }
      }
      categories {
        id
        name
      }
      sizes {
        id
        label
      }
      fabrics {
        id
        name
        colors {
          id
          name
        }
      }
      variations {
        id
        sizeId
        fabricId
        fabricColorId
        price {
          amount
          currencyCode
        }
      }
      ...ProductGallery_product
      ...ProductOptions_product
      ...ProductDetails_product
      relatedProducts {
        id
        ...ProductCard_product
      }
    }
  }
`);

function ProductSkeleton() {
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '1.15fr 1fr' }}
      gap={{ base: '8', lg: '16' }}
      aria-busy
    >
      <Skeleton aspectRatio={4 / 3} borderRadius="card" />
      <Stack gap="5">
        <Skeleton h="4" w="30%" />
        <Skeleton h="12" w="85%" />
        <Skeleton h="6" w="25%" />
        <Skeleton h="24" />
      </Stack>
    </Grid>
  );
}

/**
 * /products/{id} (spec §2 Product detail): gallery, name, SKU, stock text and lead time on beds, the
 * configurator (live price for signed-in customers, size chips with the first preselected, fabric
 * and colour pickers and storage on beds, reference, special instructions, quantity, Add to Cart),
 * the detail accordions and related products; `lineActions` adds the page's own actions (issue 24). Unknown or malformed ids show the not-found page.
 */
export default function ProductRoute({
  lineActions,
}: {
  /** More actions on the configured line, composed by the page (issue 24: Save to list). */
  lineActions?: ProductConfiguratorProps['lineActions'];
} = {}) {
  const { id = '' } = useParams();
  const valid = PRODUCT_ID_PATTERN.test(id);
  const { data, loading, error } = useQuery(ProductPageQuery, {
    variables: { id },
    skip: !valid,
  });
  const product = data?.product;

  useEffect(() => {
    if (product) document.title = `${product.name} | Serena Trade`;
  }, [product]);

  if (!valid || (data && !product)) return <NotFound />;
  if (!product) {
    return (
      <PageContainer>
        {error && !loading ? (
          <Text role="alert" textAlign="center" color="red.600">
            {error.message}
          </Text>
        ) : (
          <ProductSkeleton />
        )}
      </PageContainer>
    );
  }

  const category = product.categories[0];

  return (
    <PageContainer py={{ base: '6', md: '10' }}>
      <ProductBreadcrumb productName={product.name} categoryName={category?.name ?? null} />

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.15fr) minmax(0, 1fr)' }}
        gap={{ base: '8', lg: '16' }}
        alignItems="start"
      >
        <Box position={{ lg: 'sticky' }} top={{ lg: '28' }}>
          <LaterProductGallery product={product} />
        </Box>
        <Stack gap="6">
          <Stack gap="3">
            <Text fontSize="xs" color="fg.subtle" letterSpacing="0.14em" textTransform="uppercase">
              SKU {product.sku}
            </Text>
            <Heading
              as="h1"
              fontFamily="heading"
              fontWeight="500"
              fontSize={{ base: '3xl', md: '5xl' }}
              lineHeight="1.05"
            >
              {product.name}
            </Heading>
            <HStack gap="5" flexWrap="wrap" pt="1">
              <StockStatus inStock={product.inStock} status={product.status} />
              {product.leadTime ? (
                <HStack gap="2" color="fg.muted" fontSize="sm">
                  <LuClock aria-hidden />
                  <Text>{product.leadTime}</Text>
                </HStack>
              ) : null}
            </HStack>
          </Stack>
          <ProductConfigurator
            key={product.id}
            product={product}
            options={product}
            signedIn={Boolean(data?.viewer)}
            lineActions={lineActions}
          />
          <LaterProductDetails product={product} />
        </Stack>
      </Grid>

      {product.relatedProducts.length > 0 ? (
        <Box as="section" aria-labelledby="related-heading" mt={{ base: '16', md: '24' }}>
          <Heading
            id="related-heading"
            as="h2"
            fontFamily="heading"
            fontWeight="500"
            fontSize={{ base: '2xl', md: '4xl' }}
            mb={{ base: '6', md: '10' }}
            textAlign="center"
          >
            Related Products
          </Heading>
          <ProductGrid label="Related Products">
            {product.relatedProducts.slice(0, 8).map((related) => (
              <ProductGridItem key={related.id}>
                <LaterProductCard product={related} />
              </ProductGridItem>
            ))}
          </ProductGrid>
        </Box>
      ) : null}
    </PageContainer>
  );
}
