import { Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import { FULL_WIDTH_PICTURE, ImageWithFallback } from '@/components/image-with-fallback';
import { Price } from '@/components/price';
import { StockStatus } from '@/components/stock-status';
import { paths } from '@/config/paths';
import { HydrateLater } from '@/lib/hydrate-later';

/**
 * The width a card's picture is shown at (issue 12 srcset): the product grid's 4 columns of the 7xl
 * container on wide screens, 3 from lg, 2 from sm, 1 on phones.
 */
export const PRODUCT_CARD_SIZES =
  '(min-width: 80em) 300px, (min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw';

/** The lead-time text carried by beds (spec §1). */
export const LEAD_TIME_TEXT = 'Lead time: 2 to 4 weeks';

/** The product fields a card reads. */
export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    sku
    imageUrl
    inStock
    status
    leadTime
    price {
      ...Price_money
    }
  }
`);

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product (masked fragment reference). */
  product: FragmentType<typeof ProductCardFragment>;
  /**
   * Show the lead time even when the product carries none (the Beds category page, spec §2
   * Category page). A bed's own lead time (spec §1) is shown on every card, wherever it is listed.
   */
  showLeadTime?: boolean;
  /** The card is in the first row of the page: its picture loads eagerly, high priority (issue 12). */
  priority?: boolean;
}

/**
 * A product tile linking to /products/{id}: picture, name, SKU, price when visible (signed in),
 * and 'In Stock'/'Out of Stock' (spec §2 Product list).
 */
export function ProductCard({
  product: productRef,
  showLeadTime = false,
  priority = false,
}: ProductCardProps) {
  const product = getFragmentData(ProductCardFragment, productRef);
  const leadTime = product.leadTime ?? (showLeadTime ? LEAD_TIME_TEXT : null);
  return (
    <LinkBox
      as="article"
      role="group"
      bg="bg.panel"
      borderRadius="card"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border.muted"
      transition="box-shadow 0.25s ease, transform 0.25s ease"
      _hover={{
        boxShadow: '0 18px 40px -24px rgba(43, 40, 36, 0.45)',
        transform: 'translateY(-2px)',
      }}
      _focusWithin={{ boxShadow: '0 0 0 2px var(--chakra-colors-brand-600)' }}
      display="flex"
      flexDirection="column"
      h="full"
    >
      <Box overflow="hidden" bg="bg.muted">
        <ImageWithFallback
          src={product.imageUrl}
          alt={product.name}
          priority={priority}
          sizes={PRODUCT_CARD_SIZES}
          {...FULL_WIDTH_PICTURE}
          transition="transform 0.5s ease"
          _groupHover={{ transform: 'scale(1.04)' }}
        />
      </Box>
      <Stack gap="2" p={{ base: '4', md: '5' }} flex="1">
        <Text fontSize="xs" color="fg.subtle" letterSpacing="0.12em" textTransform="uppercase">
          SKU {product.sku}
        </Text>
        <LinkOverlay asChild>
          <RouterLink to={paths.product.to(product.id)}>
            <Text
              as="h3"
              fontFamily="heading"
              fontSize="xl"
              fontWeight="600"
              lineHeight="1.2"
              lineClamp={2}
            >
              {product.name}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <HStack justify="space-between" align="center" mt="auto" pt="2" gap="3" flexWrap="wrap">
          <StockStatus inStock={product.inStock} status={product.status} size="xs" />
          <Price money={product.price} fontSize="md" color="fg" />
        </HStack>
        {leadTime ? (
          <Text
            fontSize="xs"
            color="fg.muted"
            borderTopWidth="1px"
            borderColor="border.muted"
            pt="2"
          >
            {leadTime}
          </Text>
        ) : null}
      </Stack>
    </LinkBox>
  );
}

/**
 * A {@link ProductCard} that, below the page's first row, hydrates after the rest of a
 * server-rendered page (lib/hydrate-later.tsx, issue 29). Memoized: the same product (the same
 * cached object) is no update, so a card still waiting keeps its server HTML.
 */
export const LaterProductCard = memo(function LaterProductCard(props: ProductCardProps) {
  if (props.priority) return <ProductCard {...props} />;
  return (
    <HydrateLater>
      <ProductCard {...props} />
    </HydrateLater>
  );
});
