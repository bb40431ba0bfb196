import { Box, Container, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { graphql } from '@/__generated__';
import type { HomeProductsQuery as HomeProductsData } from '@/__generated__/graphql';
import { LaterProductCard } from '@/components/product-card';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid';
import { paths } from '@/config/paths';

/** The first page of products for the home product block (spec §1, §7 products-listing, page 1). */
export const homeProductsQuery = graphql(`
  query HomeProducts {
    products(page: 1, limit: 8) {
      items {
        id
        ...ProductCard_product
      }
    }
  }
`);

/** Props of {@link ProductBlock}. */
export interface ProductBlockProps {
  /** The products, undefined while loading or after a failure. */
  products: HomeProductsData['products']['items'] | undefined;
  /** True while the products load. */
  loading: boolean;
}

/**
 * The home product block (spec §1): a few product cards linking to /products/{id}, with a 'View
 * all' link to /products; phones show the first 4 of the 8. Skeleton cards while loading; a failure is not displayed (spec §8), the
 * block then keeps only its 'View all' link.
 */
export function ProductBlock({ products, loading }: ProductBlockProps) {
  return (
    <Container
      as="section"
      aria-labelledby="home-products-heading"
      maxW="7xl"
      py={{ base: '12', md: '20' }}
    >
      <Flex justify="space-between" align="end" gap="4" mb="8" wrap="wrap">
        <Box>
          <Text textStyle="eyebrow" color="brand.fg" mb="2">
            Furniture Wholesale
          </Text>
          <Heading as="h2" id="home-products-heading" fontSize={{ base: '3xl', md: '4xl' }}>
            Featured Products
          </Heading>
        </Box>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.products.to()}>
            View all <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Link>
      </Flex>
      {loading && !products ? <ProductGridSkeleton count={4} /> : null}
      {products && products.length > 0 ? (
        <ProductGrid label="Featured products">
          {products.map((product, index) => (
            <Box
              key={product.id}
              as="li"
              display={{ base: index < 4 ? 'block' : 'none', md: 'block' }}
            >
              <LaterProductCard product={product} priority={index < 2} />
            </Box>
          ))}
        </ProductGrid>
      ) : null}
    </Container>
  );
}
