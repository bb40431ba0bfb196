import { Box, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import { Pagination } from '@/components/pagination';
import { ProductCard } from '@/components/product-card';
import { ProductGrid, ProductGridItem, ProductGridSkeleton } from '@/components/product-grid';

/** A page of products as the results block reads it. */
export const ProductResultsFragment = graphql(`
  fragment ProductResults_page on ProductPage {
    items {
      id
      ...ProductCard_product
    }
    pageInfo {
      currentPage
      totalPages
      totalProducts
    }
  }
`);

/** Props of {@link ProductResults}. */
export interface ProductResultsProps {
  /** The loaded page, or undefined while loading. */
  results: FragmentType<typeof ProductResultsFragment> | null | undefined;
  /** True while the page loads. */
  loading: boolean;
  /** The page number requested in the URL. */
  page: number;
  /** Link of another page. */
  hrefFor: (page: number) => string;
  /** Text shown when there are no products. */
  emptyText: string;
  /** True when loading failed: an empty list is shown (spec §8). */
  failed?: boolean;
  /** Show the bed lead time on the cards. */
  showLeadTime?: boolean;
  /** Accessible name of the grid. */
  label: string;
}

/** A product grid with pagination, a loading skeleton and an empty message (spec §2, §9). */
export function ProductResults({
  results: ref,
  loading,
  page,
  hrefFor,
  emptyText,
  failed = false,
  showLeadTime,
  label,
}: ProductResultsProps) {
  const results = getFragmentData(ProductResultsFragment, ref);
  if (!results && !failed) return loading ? <ProductGridSkeleton /> : null;
  if (!results || results.items.length === 0) {
    return (
      <Box py="20" textAlign="center" bg="bg.subtle" borderRadius="card">
        <Text fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} color="fg.muted">
          {emptyText}
        </Text>
      </Box>
    );
  }
  return (
    <Box aria-busy={loading || undefined} opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
      <ProductGrid label={label}>
        {results.items.map((product) => (
          <ProductGridItem key={product.id}>
            <ProductCard product={product} showLeadTime={showLeadTime} />
          </ProductGridItem>
        ))}
      </ProductGrid>
      <Pagination
        page={results.pageInfo.currentPage || page}
        totalPages={results.pageInfo.totalPages}
        hrefFor={hrefFor}
      />
    </Box>
  );
}
