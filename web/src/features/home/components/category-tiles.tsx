import { Box, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { graphql } from '@/__generated__';
import { FULL_WIDTH_PICTURE, ImageWithFallback } from '@/components/image-with-fallback';
import { Section } from '@/components/section';
import { paths } from '@/config/paths';

/** The categories for the 'Explore Our Range' tiles (spec §2 Home category tiles, §7 categories). */
export const homeCategoriesQuery = graphql(`
  query HomeCategories {
    categories {
      id
      name
    }
  }
`);

/** What a tile needs of a category. */
export interface TileCategory {
  /** Category id. */
  id: string;
  /** Display name, e.g. 'Kids Beds'. */
  name: string;
  /** Picture URL under /category-images/ (fallback list only; tiles derive it from the name). */
  imageUrl?: string;
}

/** Picture shown when a category's own picture fails to load (spec §2 Home category tiles). */
export const CATEGORY_PLACEHOLDER_IMAGE = '/category-images/placeholder.jpg';

/** The six categories shown while categories load or after a failure (spec §3, §4, §9). */
export const FALLBACK_CATEGORIES: readonly TileCategory[] = [
  { id: 'fallback-beds', name: 'Beds', imageUrl: '/category-images/beds.jpg' },
  { id: 'fallback-mattresses', name: 'Mattresses', imageUrl: '/category-images/mattresses.jpg' },
  { id: 'fallback-sofas', name: 'Sofas', imageUrl: '/category-images/sofas.jpg' },
  { id: 'fallback-footstools', name: 'Footstools', imageUrl: '/category-images/footstools.jpg' },
  { id: 'fallback-clearance', name: 'Clearance', imageUrl: '/category-images/clearance.jpg' },
  { id: 'fallback-kids-beds', name: 'Kids Beds', imageUrl: '/category-images/kids beds.jpg' },
];

/** The tile picture of a category: /category-images/{name lowercased}.jpg (spec §2). */
export function categoryImageUrl(name: string): string {
  return `/category-images/${name.toLowerCase()}.jpg`;
}

/** The categories a tile grid shows: every category except Headboards, in any letter case (spec §2). */
export function tileCategories<T extends { name: string }>(categories: readonly T[]): T[] {
  return categories.filter((category) => category.name.trim().toLowerCase() !== 'headboards');
}

/** The width a tile's picture is shown at (issue 12 srcset): 3 columns of 7xl from md, else 2. */
const TILE_SIZES = '(min-width: 80em) 400px, (min-width: 48em) 33vw, 50vw';

function CategoryTile({ category }: { category: TileCategory }) {
  const label = category.name.toUpperCase();
  return (
    <LinkBox
      as="li"
      className="group"
      position="relative"
      borderRadius="card"
      overflow="hidden"
      bg="bg.muted"
    >
      <ImageWithFallback
        src={categoryImageUrl(category.name)}
        fallbackSrc={CATEGORY_PLACEHOLDER_IMAGE}
        alt={category.name}
        sizes={TILE_SIZES}
        {...FULL_WIDTH_PICTURE}
        transition="transform 0.5s ease"
        _groupHover={{ transform: 'scale(1.05)' }}
      />
      <Box
        position="absolute"
        insetX="0"
        bottom="0"
        px={{ base: '3', md: '5' }}
        py={{ base: '3', md: '4' }}
        bgGradient="to-t"
        gradientFrom="blackAlpha.700"
        gradientTo="transparent"
      >
        <LinkOverlay asChild>
          <RouterLink to={paths.category.to(category.name)}>
            <Text
              as="span"
              color="white"
              fontWeight="semibold"
              letterSpacing="0.14em"
              fontSize={{ base: 'sm', md: 'md' }}
            >
              {label}
            </Text>
          </RouterLink>
        </LinkOverlay>
      </Box>
    </LinkBox>
  );
}

/** Props of {@link CategoryTileGrid}. */
export interface CategoryTileGridProps {
  /** The loaded categories; ignored while loading or on error. */
  categories: readonly TileCategory[] | undefined;
  /** True while the categories load: the fallback six show. */
  loading: boolean;
  /** The failure message: the fallback six show with the message in red centred text. */
  error?: string | null;
}

/**
 * The 'Explore Our Range' grid (spec §2 Home category tiles, §4 categories): 2 columns on small
 * screens and 3 from md, one tile per category with its uppercase name linking to
 * /category/{name lowercased}, Headboards left out. While loading or on error it shows the six
 * fallback categories; on error also the message in red, centred.
 */
export function CategoryTileGrid({ categories, loading, error }: CategoryTileGridProps) {
  const source = loading || error || !categories ? FALLBACK_CATEGORIES : categories;
  const shown = tileCategories(source);
  return (
    <>
      {error ? (
        <Text role="alert" color="red.600" textAlign="center" mb="6">
          {error}
        </Text>
      ) : null}
      <SimpleGrid
        as="ul"
        aria-label="Product categories"
        aria-busy={loading || undefined}
        listStyleType="none"
        columns={{ base: 2, md: 3 }}
        gap={{ base: '3', md: '6' }}
      >
        {shown.map((category) => (
          <CategoryTile key={category.id} category={category} />
        ))}
      </SimpleGrid>
    </>
  );
}

/** The home page's 'Explore Our Range' section: loads the categories and shows them as tiles. */
export function ExploreOurRange() {
  const { data, loading, error } = useQuery(homeCategoriesQuery);
  return (
    <Section
      headingId="home-range-heading"
      title="Explore Our Range"
      headingProps={{ textAlign: 'center', mb: { base: '6', md: '10' } }}
      tier="home"
      maxW="7xl"
    >
      <CategoryTileGrid categories={data?.categories} loading={loading} error={error?.message} />
    </Section>
  );
}
