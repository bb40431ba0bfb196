import { Box, Flex, Grid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { LuScanBarcode, LuSearch } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'react-router';
import type { To } from 'react-router';
import { NotFound } from '@/components/not-found';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { HydrateLater, hydrateLater } from '@/lib/hydrate-later';
import { useHydratedMediaQuery } from '@/lib/use-media-query';
import { ProductsFacetsQuery } from '../api/documents';
import { CategoryTab } from '../components/category-tab';
import { DebouncedSearchInput } from '@/components/debounced-search-input';
import { FilterDrawer } from '../components/filter-drawer';
import { FilterPanel } from '../components/filter-panel';
import type { FilterCategory, FilterPanelProps } from '../components/filter-panel';
import { ProductResultsView } from '../components/product-results';
import { SortSelect } from '../components/sort-select';
import { usePageParam } from '../components/use-page-param';
import { useProductList } from '../components/use-product-list';
import {
  ALL_ITEMS_TAB,
  CLEAR_FILTERS,
  applyListChange,
  readListState,
  tabChange,
  toSearch,
} from '../lib/list-params';
import type { ListChange, SortKey } from '../lib/list-params';

/** Empty text of the product list (spec §2). */
export const EMPTY_PRODUCTS_TEXT = 'No Products Found For The Given Category';

/** Placeholder of the search box (spec §2). */
export const SEARCH_PLACEHOLDER = 'Search products by name, type, SKU, price...';

const ALL_ITEMS = { id: ALL_ITEMS_TAB, name: 'All items', slug: ALL_ITEMS_TAB };

/** The categories before the facets have loaded (one array: the tabs' element stays the same). */
const NO_CATEGORIES: readonly (FilterCategory & { slug: string })[] = [];
/** The sizes before the facets have loaded (one array, as above). */
const NO_SIZES: FilterPanelProps['sizes'] = [];

// The filter panel, the small screen's Filters button and the sort dropdown hydrate after the
// page (lib/hydrate-later.tsx, issue 29): the panel when near the viewport, the button and the
// dropdown when touched (a dropdown chosen before the app started hydrates with the page). Their
// props stay the same objects while the URL and the facets do.
const LaterFilterPanel = hydrateLater(FilterPanel);
const LaterFilterDrawer = hydrateLater(FilterDrawer, { when: 'touched' });
const LaterSortSelect = hydrateLater(SortSelect, { when: 'touched' });

/**
 * /products (spec §2 Product list): search box (400 ms debounce, server search), SKU search box,
 * sort dropdown (the server sorts the whole catalogue), filter panel (server filter; a drawer on small
 * screens), 'All items' plus a tab per category, the product grid and pagination. Everything lives
 * in the URL (q, sku, sort, category, cats, sizes, min, max, page) so back and forward work.
 */
export default function ProductsRoute() {
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const { page, hrefFor } = usePageParam();
  const state = useMemo(() => readListState(params), [params]);
  const facets = useQuery(ProductsFacetsQuery);
  // One filter panel in the page: a sidebar on large screens (Chakra's lg), a drawer below (spec
  // §2). A server-rendered page (width unknown: undefined) has both, one shown by CSS at the same
  // breakpoint, so hydration does not move the tabs away from a click (issue 12); then only one.
  const wide = useHydratedMediaQuery('(min-width: 64rem)');
  const byCss = wide === undefined;
  const pricesVisible = Boolean(facets.data?.viewer);
  const facetsSettled = facets.data !== undefined || facets.error !== undefined;
  // A price bound only applies to signed-in customers: wait to know who is looking.
  const ready = (state.minPrice === null && state.maxPrice === null) || facetsSettled;
  const categories = facets.data?.categories ?? NO_CATEGORIES;
  const tabCategoryId = categories.find((c) => c.slug === state.tab)?.id;
  const list = useProductList(state, page, pricesVisible, ready, tabCategoryId);
  const sizes = facets.data?.sizes ?? NO_SIZES;

  // The newest list state, ahead of the next render: react-router's functional update reads the
  // params of the last render, so two quick changes (Clear filters, then a sort) would lose one.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const change = useCallback(
    (next: ListChange) => {
      latest.current = applyListChange(latest.current, next);
      setParams(latest.current);
    },
    [setParams],
  );
  const commitSearch = useCallback((q: string) => change({ q, tab: ALL_ITEMS_TAB }), [change]);
  const commitSku = useCallback((sku: string) => change({ sku, tab: ALL_ITEMS_TAB }), [change]);

  const searching = list.mode === 'search';
  const tab = searching || list.mode === 'filter' ? ALL_ITEMS_TAB : state.tab;
  const tabsId = useId();
  // Each tab's id, and its panel's (one panel, the selected tab's, rendered after the root).
  const tabIds = useMemo(
    () => ({
      trigger: (value: string) => `${tabsId}-tab-${encodeURIComponent(value)}`,
      content: () => `${tabsId}-panel`,
    }),
    [tabsId],
  );
  // A chosen tab counts as its category ticked in the panel; ticking a box hands over to the filter.
  const categoryIds = useMemo(
    () => (tab !== ALL_ITEMS_TAB && tabCategoryId ? [tabCategoryId] : state.categoryIds),
    [tab, tabCategoryId, state.categoryIds],
  );
  const filterProps = useMemo(
    (): FilterPanelProps => ({
      categories,
      sizes,
      categoryIds,
      sizeIds: state.sizeIds,
      minPrice: state.minPrice,
      maxPrice: state.maxPrice,
      pricesVisible,
      onChange: (next) => change({ tab: ALL_ITEMS_TAB, categoryIds, ...next }),
      onClear: () => change({ ...CLEAR_FILTERS, tab: ALL_ITEMS_TAB }),
    }),
    [categories, sizes, categoryIds, state, pricesVisible, change],
  );
  const changeSort = useCallback((sort: SortKey) => change({ sort }), [change]);
  const filterCount =
    categoryIds.length +
    state.sizeIds.length +
    (pricesVisible && (state.minPrice !== null || state.maxPrice !== null) ? 1 : 0);

  // Every tab is a link to the list it opens (issue 12): a click before hydration, or without
  // JavaScript, loads that list from the server; once hydrated the router follows the same link.
  // The selected tab links to the page as it is (clicking it changes nothing, as before).
  const tabTo = useCallback(
    (slug: string): To => ({
      pathname,
      search: slug === tab ? search : toSearch(applyListChange(params, tabChange(slug))),
    }),
    [pathname, search, params, tab],
  );

  const countText =
    list.items.length > 0 && !list.narrowed
      ? `${list.totalProducts} ${list.totalProducts === 1 ? 'product' : 'products'}`
      : list.narrowed
        ? `${list.items.length} on this page`
        : null;

  // The tabs are links, so on a server-rendered page they keep their server HTML until touched
  // (issue 29: their state machine and a link per category are a tenth of the page's hydration).
  // One element while the list shown stays the same: a new tab or count is new content, which
  // hydrates them.
  const categoryTabs = useMemo(
    () => (
      <HydrateLater when="touched">
        {/* navigate={null}: the links navigate; the tab value only follows the URL. */}
        <Tabs.Root value={tab} navigate={null} variant="plain" activationMode="manual" ids={tabIds}>
          <Flex
            justify="space-between"
            align="center"
            gap="4"
            mb={{ base: '6', md: '8' }}
            borderBottomWidth="1px"
            borderColor="border"
          >
            <Box overflowX="auto" mx={{ base: '-5', md: '0' }} px={{ base: '5', md: '0' }}>
              <Tabs.List gap={{ base: '1', md: '2' }} aria-label="Categories">
                {[ALL_ITEMS, ...categories].map((category) => (
                  <CategoryTab
                    key={category.id}
                    value={category.slug}
                    to={tabTo(category.slug)}
                    label={category.name}
                  />
                ))}
              </Tabs.List>
            </Box>
            {countText ? (
              <Text
                fontSize="sm"
                color="fg.subtle"
                display={{ base: 'none', md: 'block' }}
                flexShrink={0}
                aria-live="polite"
              >
                {countText}
              </Text>
            ) : null}
          </Flex>
        </Tabs.Root>
      </HydrateLater>
    ),
    [tab, categories, tabIds, countText, tabTo],
  );

  // Each search box is a GET form to /products (issue 12): Enter before hydration loads the list
  // the client would show, the box's text plus the other parameters a commit keeps, as hidden
  // fields. As they work before hydration, on a server-rendered page they keep their server HTML
  // until touched (a focus or a key hydrates them before React sees it, text typed before then is
  // kept; issue 29: an eighth of a signed-in list's main content hydration). One element while
  // the URL stays the same.
  const searchBoxes = useMemo(() => {
    const keptBy = (field: 'q' | 'sku') => [
      ...applyListChange(params, { [field]: '', tab: ALL_ITEMS_TAB }).entries(),
    ];
    return (
      <HydrateLater when="touched">
        <DebouncedSearchInput
          label="Search"
          name="q"
          action={paths.products.to()}
          hidden={keptBy('q')}
          value={state.q}
          onCommit={commitSearch}
          placeholder={SEARCH_PLACEHOLDER}
          icon={<LuSearch />}
        />
        <DebouncedSearchInput
          label="Search by SKU"
          name="sku"
          action={paths.products.to()}
          hidden={keptBy('sku')}
          value={state.sku}
          onCommit={commitSku}
          placeholder="e.g. AUR-001"
          icon={<LuScanBarcode />}
        />
      </HydrateLater>
    );
  }, [params, state.q, state.sku, commitSearch, commitSku]);

  // '/products/' is a product URL without an id: the not-found page (spec §2).
  if (pathname.endsWith('/')) return <NotFound />;

  return (
    <PageContainer>
      <PageTitle eyebrow="Furniture Wholesale" title="All Products" />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 14rem auto' }}
        gap={{ base: '4', md: '5' }}
        alignItems="end"
        mb={{ base: '6', md: '8' }}
        role="search"
      >
        {searchBoxes}
        <Flex gap="3" align="end">
          {wide ? null : (
            <Box flex="1" display={byCss ? { base: 'block', lg: 'none' } : undefined}>
              <LaterFilterDrawer {...filterProps} count={filterCount} />
            </Box>
          )}
          <Box flex="1">
            <LaterSortSelect
              value={state.sort}
              onChange={changeSort}
              pricesVisible={pricesVisible}
            />
          </Box>
        </Flex>
      </Grid>
      <Grid
        templateColumns={
          byCss
            ? { base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' }
            : wide
              ? '15rem minmax(0, 1fr)'
              : 'minmax(0, 1fr)'
        }
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        {wide !== false ? (
          <Box
            as="aside"
            position="sticky"
            top="28"
            aria-label="Product filters"
            display={byCss ? { base: 'none', lg: 'block' } : undefined}
          >
            {/* Hidden below lg on a server-rendered page, and gone once the width is known: on a
                phone it is never hydrated, only removed (issue 29). */}
            <LaterFilterPanel {...filterProps} />
          </Box>
        ) : null}
        <Stack gap="0" minW="0">
          {categoryTabs}
          {/* The selected tab's panel (every tab's aria-controls points here), outside the tabs'
              root: the root's context changes once its machine runs after hydration, and React
              then rendered the cards still waiting to hydrate afresh on the client (issue 29). */}
          <Box
            role="tabpanel"
            id={tabIds.content()}
            aria-labelledby={tabIds.trigger(tab)}
            tabIndex={0}
            focusVisibleRing="inside"
          >
            {searching ? (
              <Text fontSize="sm" color="fg.muted" mb="5">
                Results for “{state.q.trim() || state.sku.trim()}”
              </Text>
            ) : null}
            <ProductResultsView
              items={list.loading && list.items.length === 0 && !list.failed ? null : list.items}
              loading={list.loading}
              page={list.currentPage}
              totalPages={list.totalPages}
              hrefFor={hrefFor}
              emptyText={EMPTY_PRODUCTS_TEXT}
              label="Products"
            />
          </Box>
        </Stack>
      </Grid>
    </PageContainer>
  );
}
