import { Box, Flex, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useSearchParams } from 'react-router';
import { graphql } from '@/__generated__';
import { NotFound } from '@/components/not-found';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { PAGE_SIZE } from '../constants';
import { ProductResults } from '../components/product-results';
import { usePageParam } from '../components/use-page-param';

/** The tab showing every product (spec §2 Product list). */
export const ALL_ITEMS_TAB = 'all';

/** Empty text of the product list (spec §2). */
export const EMPTY_PRODUCTS_TEXT = 'No Products Found For The Given Category';

/**
 * The product list's one query: the category tabs plus either the full listing ('All items') or the
 * chosen category's products, one page at a time.
 */
export const ProductsPageQuery = graphql(`
  query ProductsPage($page: Int!, $limit: Int!, $all: Boolean!, $category: String!) {
    categories {
      id
      name
      slug
    }
    products(page: $page, limit: $limit) @include(if: $all) {
      pageInfo {
        totalProducts
      }
      ...ProductResults_page
    }
    category(name: $category) @skip(if: $all) {
      id
      products(page: $page, limit: $limit) {
        pageInfo {
          totalProducts
        }
        ...ProductResults_page
      }
    }
  }
`);

/**
 * /products (spec §2 Product list): 'All items' plus a tab per category, the product grid and
 * pagination; tab and page live in the URL (?category=beds&page=2) so back and forward work.
 */
export default function ProductsRoute() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { page, hrefFor } = usePageParam();
  const tab = params.get('category')?.toLowerCase() || ALL_ITEMS_TAB;
  const all = tab === ALL_ITEMS_TAB;
  const { data, previousData, loading, error } = useQuery(ProductsPageQuery, {
    variables: { page, limit: PAGE_SIZE, all, category: all ? '' : tab },
    skip: pathname.endsWith('/'),
  });
  const categories = (data ?? previousData)?.categories ?? [];
  const results = data ? (all ? data.products : data.category?.products) : undefined;
  const failed = Boolean(error) || (data !== undefined && !all && !data.category);

  const selectTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value === ALL_ITEMS_TAB) next.delete('category');
    else next.set('category', value);
    setParams(next);
  };

  // '/products/' is a product URL without an id: the not-found page (spec §2).
  if (pathname.endsWith('/')) return <NotFound />;

  return (
    <PageContainer>
      <PageTitle eyebrow="Furniture Wholesale" title="All Products" />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => selectTab(e.value)}
        variant="plain"
        activationMode="manual"
        lazyMount
      >
        <Flex
          justify="space-between"
          align="center"
          gap="4"
          mb={{ base: '6', md: '10' }}
          borderBottomWidth="1px"
          borderColor="border"
        >
          <Box overflowX="auto" mx={{ base: '-5', md: '0' }} px={{ base: '5', md: '0' }}>
            <Tabs.List gap={{ base: '1', md: '2' }} aria-label="Categories">
              {[{ id: ALL_ITEMS_TAB, name: 'All items', slug: ALL_ITEMS_TAB }, ...categories].map(
                (category) => (
                  <Tabs.Trigger
                    key={category.id}
                    value={category.slug}
                    px="3"
                    py="3"
                    whiteSpace="nowrap"
                    fontSize="sm"
                    fontWeight="500"
                    letterSpacing="0.04em"
                    color="fg.muted"
                    borderBottomWidth="2px"
                    borderColor="transparent"
                    mb="-1px"
                    borderRadius="0"
                    _selected={{ color: 'fg', borderColor: 'brand.600' }}
                    _hover={{ color: 'fg' }}
                  >
                    {category.name}
                  </Tabs.Trigger>
                ),
              )}
            </Tabs.List>
          </Box>
          {results && results.pageInfo.totalProducts > 0 ? (
            <Text
              fontSize="sm"
              color="fg.subtle"
              display={{ base: 'none', md: 'block' }}
              flexShrink={0}
            >
              {results.pageInfo.totalProducts} products
            </Text>
          ) : null}
        </Flex>
        <Tabs.Content value={tab} p="0">
          <ProductResults
            results={results}
            failed={failed}
            loading={loading}
            page={page}
            hrefFor={hrefFor}
            emptyText={EMPTY_PRODUCTS_TEXT}
            label="Products"
          />
        </Tabs.Content>
      </Tabs.Root>
    </PageContainer>
  );
}
