import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import { LaterPagination } from '@/components/pagination';
import { LaterProductCard } from '@/components/product-card';
import type { ProductCardFragment } from '@/components/product-card';
import { ProductGrid, ProductGridItem, ProductGridSkeleton } from '@/components/product-grid';

/** Cards in the widest grid's first row: their pictures load first (issue 12, LCP). */
const FIRST_ROW = 4;

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

/** Props of {@link ProductResultsView}. */
export interface ProductResultsViewProps {
  /** The cards to show, in order; null while the first answer is awaited. */
  items: readonly (FragmentType<typeof ProductCardFragment> & { id: string })[] | null;
  /** True while a page loads. */
  loading: boolean;
  /** The 1-based current page. */
  page: number;
  /** Total number of pages (0 or 1 hides the pagination). */
  totalPages: number;
  /** Link of another page. */
  hrefFor: (page: number) => string;
  /** Text shown when there are no products. */
  emptyText: string;
  /** Show the bed lead time on the cards. */
  showLeadTime?: boolean;
  /** Accessible name of the grid. */
  label: string;
}

/** The empty-list message block (spec §2 empty texts). */
export function EmptyResults({ text }: { text: string }) {
  return (
    <Box py="20" px="6" textAlign="center" bg="bg.subtle" borderRadius="card">
      <Text fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} color="fg.muted">
        {text}
      </Text>
    </Box>
  );
}

/**
 * Scrolls the element to the top of the viewport (below the sticky header, by its scroll margin)
 * whenever `page` changes after the first render, so a page change shows the top of the list.
 */
function useScrollToTopOnPageChange(page: number) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const element = ref.current;
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'start' });
    }
  }, [page]);
  return ref;
}

/**
 * A product grid with pagination, a loading skeleton and an empty message (spec §2, §9). A page
 * change scrolls to the top of the list.
 */
export function ProductResultsView(props: ProductResultsViewProps) {
  const top = useScrollToTopOnPageChange(props.page);
  return (
    <Box ref={top} scrollMarginTop="28" data-testid="product-results">
      <ResultsBody {...props} />
    </Box>
  );
}

function ResultsBody({
  items,
  loading,
  page,
  totalPages,
  hrefFor,
  emptyText,
  showLeadTime,
  label,
}: ProductResultsViewProps) {
  if (!items) return loading ? <ProductGridSkeleton /> : null;
  if (items.length === 0) {
    return (
      <Box>
        <EmptyResults text={emptyText} />
        <LaterPagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
      </Box>
    );
  }
  return (
    <Box aria-busy={loading || undefined} opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
      <ProductGrid label={label}>
        {items.map((product, index) => (
          <ProductGridItem key={product.id}>
            <LaterProductCard
              product={product}
              showLeadTime={showLeadTime}
              priority={index < FIRST_ROW}
            />
          </ProductGridItem>
        ))}
      </ProductGrid>
      <LaterPagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </Box>
  );
}

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

/** {@link ProductResultsView} fed by a `ProductResults_page` fragment (the category page). */
export function ProductResults({
  results: ref,
  failed = false,
  page,
  ...rest
}: ProductResultsProps) {
  const results = getFragmentData(ProductResultsFragment, ref);
  if (!results && !failed)
    return <ProductResultsView items={null} page={page} totalPages={0} {...rest} />;
  return (
    <ProductResultsView
      items={results?.items ?? []}
      page={results?.pageInfo.currentPage || page}
      totalPages={results?.pageInfo.totalPages ?? 0}
      {...rest}
    />
  );
}
