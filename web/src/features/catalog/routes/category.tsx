import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { graphql } from '@/__generated__';
import { NotFound } from '@/components/not-found';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { ProductGridSkeleton } from '@/components/product-grid';
import { titleCase } from '@/lib/text';
import { PAGE_SIZE } from '../constants';
import { ProductResults } from '../components/product-results';
import { usePageParam } from '../components/use-page-param';

/** Empty text of the category page (spec §2 Category page). */
export const EMPTY_CATEGORY_TEXT = 'No products found.';

/** Error text of the category page (spec §8). */
export const CATEGORY_ERROR_TEXT = 'Failed to fetch products.';

/** The category page's one query: the category and one page of its products. */
export const CategoryPageQuery = graphql(`
  query CategoryPage($name: String!, $page: Int!, $limit: Int!) {
    category(name: $name) {
      id
      name
      isBeds
      productCount
      products(page: $page, limit: $limit) {
        ...ProductResults_page
      }
    }
  }
`);

/**
 * /category/{categoryName} (spec §2 Category page): the title-cased name, 8 products per page with
 * pagination, 'No products found.' when empty, the not-found page for an unknown category. The Beds
 * category shows the lead time on its cards. A failure shows 'Failed to fetch products.' alone (spec
 * §8), never together with the empty text.
 */
export default function CategoryRoute() {
  const { categoryName = '' } = useParams();
  const { page, hrefFor } = usePageParam();
  const { data, previousData, loading, error } = useQuery(CategoryPageQuery, {
    variables: { name: categoryName, page, limit: PAGE_SIZE },
  });
  const title = titleCase(categoryName);
  const category = data?.category ?? (loading ? previousData?.category : undefined);

  if (data && data.category === null) return <NotFound />;

  return (
    <PageContainer>
      <PageTitle eyebrow="Collection" title={title} />
      {error ? (
        <Box role="alert" textAlign="center" color="red.600" mb="8">
          <Text>{CATEGORY_ERROR_TEXT}</Text>
        </Box>
      ) : null}
      {category ? (
        <ProductResults
          results={category.products}
          loading={loading}
          page={page}
          hrefFor={hrefFor}
          emptyText={EMPTY_CATEGORY_TEXT}
          showLeadTime={category.isBeds || title.toLowerCase() === 'beds'}
          label={`${title} products`}
        />
      ) : loading ? (
        <ProductGridSkeleton />
      ) : null}
    </PageContainer>
  );
}
