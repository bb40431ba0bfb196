import { chakra, defineStyle } from '@chakra-ui/react';

import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import {
  FULL_WIDTH_PICTURE,
  PLACEHOLDER_IMAGE,
  usePictureSources,
  WebpPicture,
} from '@/components/image-with-fallback';
import { priceText } from '@/components/price';
import { stockState } from '@/components/stock-status';
import { paths } from '@/config/paths';
import { hydrateLater } from '@/lib/hydrate-later';

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
 * The card's styles, one rule set on its root (issue 29): the parts inside are plain elements named
 * by class, so a card is one styled component instead of eleven, each resolving its style props on
 * every hydration. They match Chakra's LinkBox / LinkOverlay, Stack, HStack, Text, Image, Price and
 * StockStatus as the card used them (computed styles compared element by element at 1280 and 412
 * px when it was written; LinkBox's rule raising other links is left out: the card has none).
 */
const CARD_CSS = defineStyle({
  position: 'relative',
  bg: 'bg.panel',
  borderRadius: 'card',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.muted',
  transition: 'box-shadow 0.25s ease, transform 0.25s ease',
  _hover: {
    boxShadow: '0 18px 40px -24px rgba(43, 40, 36, 0.45)',
    transform: 'translateY(-2px)',
    // The picture zooms with the card (the old `_groupHover` asked for a `.group` class the card
    // never had, so it never did).
    '& .product-card__picture': { transform: 'scale(1.04)' },
  },
  _focusWithin: { boxShadow: '0 0 0 2px var(--chakra-colors-brand-600)' },
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  '& .product-card__media': { overflow: 'hidden', bg: 'bg.muted' },
  '& .product-card__picture': {
    objectFit: 'cover',
    bg: 'bg.muted',
    aspectRatio: 4 / 3,
    w: 'full',
    h: 'auto',
    transition: 'transform 0.5s ease',
  },
  '& .product-card__body': {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: { base: '4', md: '5' },
    flex: '1',
  },
  '& .product-card__sku': {
    fontSize: 'xs',
    color: 'fg.subtle',
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
  },
  '& .chakra-linkbox__overlay': {
    position: 'static',
    '&::before': {
      content: "''",
      cursor: 'inherit',
      display: 'block',
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 0,
      width: '100%',
      height: '100%',
    },
  },
  '& .product-card__name': {
    fontFamily: 'heading',
    fontSize: 'xl',
    fontWeight: '600',
    lineHeight: '1.2',
    lineClamp: 2,
  },
  '& .product-card__meta': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    mt: 'auto',
    pt: '2',
    gap: '3',
    flexWrap: 'wrap',
  },
  '& .product-card__stock': {
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
  },
  '& .product-card__stock-dot': {
    boxSize: '2',
    borderRadius: 'full',
    bg: 'stone.400',
    flexShrink: 0,
  },
  '& .product-card__stock-text': { fontSize: 'xs', color: 'fg.muted', fontWeight: '500' },
  '& [data-in-stock] .product-card__stock-dot': { bg: 'brand.500' },
  '& [data-in-stock] .product-card__stock-text': { color: 'brand.fg' },
  '& .product-card__price': {
    fontWeight: '600',
    fontVariantNumeric: 'tabular-nums',
    fontSize: 'md',
    color: 'fg',
  },
  '& .product-card__lead-time': {
    fontSize: 'xs',
    color: 'fg.muted',
    borderTopWidth: '1px',
    borderColor: 'border.muted',
    pt: '2',
  },
});

/** The card's picture: the product's, the placeholder when it has none or it fails (a plain img). */
function CardPicture(props: { src: string | null; alt: string; priority: boolean }) {
  const { img, webp } = usePictureSources(
    props.src,
    PLACEHOLDER_IMAGE,
    PRODUCT_CARD_SIZES,
    props.priority,
  );
  return (
    <WebpPicture webp={webp} sizes={PRODUCT_CARD_SIZES}>
      <img
        className="product-card__picture"
        {...img}
        alt={props.alt}
        width={FULL_WIDTH_PICTURE.htmlWidth}
        height={FULL_WIDTH_PICTURE.htmlHeight}
      />
    </WebpPicture>
  );
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
  const stock = stockState(product.inStock, product.status);
  const price = priceText(product.price);
  return (
    <chakra.article role="group" className="chakra-linkbox" css={CARD_CSS}>
      <div className="product-card__media">
        <CardPicture src={product.imageUrl} alt={product.name} priority={priority} />
      </div>
      <div className="product-card__body">
        <p className="product-card__sku">SKU {product.sku}</p>
        <RouterLink className="chakra-linkbox__overlay" to={paths.product.to(product.id)}>
          <h3 className="product-card__name">{product.name}</h3>
        </RouterLink>
        <div className="product-card__meta">
          <div className="product-card__stock" data-in-stock={stock.inStock || undefined}>
            <div className="product-card__stock-dot" aria-hidden />
            <p className="product-card__stock-text">{stock.label}</p>
          </div>
          {price === null ? null : <p className="product-card__price">{price}</p>}
        </div>
        {leadTime ? <p className="product-card__lead-time">{leadTime}</p> : null}
      </div>
    </chakra.article>
  );
}

/**
 * A {@link ProductCard} that, on a server-rendered page, keeps its server HTML until touched
 * (lib/hydrate-later.tsx, issue 29): a card is a link and a picture, which work before hydration
 * (a click loads the product from the server), so the cards on screen cost the page's hydration
 * nothing; a pointer coming over one, or a focus, hydrates it and its click then navigates in the
 * app. Memoized: the same product (the same cached object) is no update, so a card still waiting
 * keeps its server HTML.
 */
export const LaterProductCard = hydrateLater(ProductCard, { when: 'touched' });
