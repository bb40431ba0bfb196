import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ExploreOurRange } from '../components/category-tiles';
import { ContactSection } from '../components/contact-section';
import { ContractsTeaser } from '../components/contracts-teaser';
import { Hero } from '../components/hero';
import { firstName, homeViewerQuery } from '../components/home-viewer';
import { homeProductsQuery, ProductBlock } from '../components/product-block';
import { ValuesBlock } from '../components/values-block';
import { HydrateLater } from '@/lib/hydrate-later';

// Issue 12: the news block brings DOMPurify; it loads in its own chunk, beside its query.
const NewsBlock = lazy(() =>
  import('../components/news-block').then((module) => ({ default: module.NewsBlock })),
);

/**
 * The news block in its own Suspense boundary, one element for every render: on a server-rendered
 * page the boundary waits for its chunk while the rest hydrates, and an unchanged element is no
 * update to it, so its server HTML stays on screen instead of blinking out (issue 12, CLS).
 */
const NEWS_BLOCK = (
  <Suspense fallback={null}>
    <NewsBlock />
  </Suspense>
);

/**
 * The blocks below the fold that take nothing from the page, each one element for every render:
 * on a server-rendered page they hydrate after the rest (lib/hydrate-later.tsx, issue 29).
 */
const CONTRACTS_TEASER = (
  <HydrateLater>
    <ContractsTeaser />
  </HydrateLater>
);
const VALUES_BLOCK = (
  <HydrateLater>
    <ValuesBlock />
  </HydrateLater>
);
const EXPLORE_OUR_RANGE = (
  <HydrateLater>
    <ExploreOurRange />
  </HydrateLater>
);

/** Props of the home page. */
export interface HomeRouteProps {
  /** The Contact Us form, passed in by the app (spec §1, §2 Contact section); none without it. */
  contactForm?: ReactNode;
}

/**
 * The home page at / and /home-2 (spec §1 Home page, §2, §4): the hero (buttons for visitors, a
 * welcome when signed in; its typewriter shows every line once the products have loaded), news,
 * featured products, the contracts teaser, the three values, 'Explore Our Range' and Contact Us.
 * Each block runs its own query, so one failing block never blanks the others.
 */
export default function HomeRoute({ contactForm }: HomeRouteProps) {
  const viewer = useQuery(homeViewerQuery);
  const products = useQuery(homeProductsQuery);

  useEffect(() => {
    document.title = 'Serena Trade | Furniture Wholesale for Irish Retailers';
  }, []);

  const viewerFirstName =
    viewer.data === undefined
      ? viewer.error
        ? null
        : undefined
      : viewer.data.viewer
        ? firstName(viewer.data.viewer.fullName)
        : null;

  return (
    <Box>
      {/* Each block is a Suspense boundary: a server-rendered page hydrates block by block, one
          short task each (issue 12, Total Blocking Time). */}
      <Suspense fallback={null}>
        <Hero viewerFirstName={viewerFirstName} productsLoaded={!products.loading} />
      </Suspense>
      {NEWS_BLOCK}
      <Suspense fallback={null}>
        <ProductBlock products={products.data?.products.items} loading={products.loading} />
      </Suspense>
      {CONTRACTS_TEASER}
      {VALUES_BLOCK}
      {EXPLORE_OUR_RANGE}
      <Suspense fallback={null}>
        <ContactSection contactForm={contactForm} />
      </Suspense>
    </Box>
  );
}
