import { Box, Flex, IconButton, chakra } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import { FULL_WIDTH_PICTURE, ImageWithFallback } from '@/components/image-with-fallback';

/** Thumbnails visible before scroll arrows appear (spec §2 Product detail). */
export const VISIBLE_THUMBNAILS = 4;

/** Width of the large picture (issue 12 srcset): the product page's left column from lg. */
const MAIN_SIZES = '(min-width: 80em) 620px, (min-width: 64em) 50vw, 100vw';
/** Width of a thumbnail: a quarter of the gallery. */
const THUMB_SIZES = '(min-width: 80em) 150px, (min-width: 64em) 13vw, 25vw';

/** The product fields the gallery reads. */
export const ProductGalleryFragment = graphql(`
  fragment ProductGallery_product on Product {
    name
    imageUrl
    images
    imageAlts
  }
`);

/**
 * The product image gallery (spec §2 Product detail): a large picture and a thumbnail strip; with
 * more than 4 pictures the strip scrolls with arrow buttons. Thumbnails are buttons; the arrow keys
 * move between them.
 */
/**
 * The alt text of the shown picture (issue 10): the admin's own text, else the product name with
 * the picture's place ("Aurora Bed, picture 1 of 2"); `index` is 0-based.
 */
function pictureAlt(alt: string | undefined, name: string, index: number, count: number): string {
  return alt && alt !== name ? alt : `${name}, picture ${index + 1} of ${count}`;
}

export function ProductGallery({
  product: ref,
}: {
  product: FragmentType<typeof ProductGalleryFragment>;
}) {
  const product = getFragmentData(ProductGalleryFragment, ref);
  const images = product.images.length > 0 ? product.images : [product.imageUrl];
  const [selected, setSelected] = useState(0);
  const stripRef = useRef<HTMLDivElement>(null);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, images.length - 1);
  const scrollable = images.length > VISIBLE_THUMBNAILS;

  const select = (index: number, focus = false) => {
    const next = (index + images.length) % images.length;
    setSelected(next);
    const thumb = thumbRefs.current[next];
    thumb?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
    if (focus) thumb?.focus();
  };
  const scrollStrip = (direction: 1 | -1) => {
    const strip = stripRef.current;
    if (strip) strip.scrollBy({ left: direction * strip.clientWidth * 0.75, behavior: 'smooth' });
  };
  const onStripKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      select(current + 1, true);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      select(current - 1, true);
    }
  };

  return (
    <Box>
      <Box bg="bg.muted" borderRadius="card" overflow="hidden">
        <ImageWithFallback
          src={images[current]}
          alt={pictureAlt(product.imageAlts[current], product.name, current, images.length)}
          sizes={MAIN_SIZES}
          {...FULL_WIDTH_PICTURE}
          priority
        />
      </Box>
      {images.length > 1 ? (
        <Flex align="center" gap="2" mt="4">
          {scrollable ? (
            <IconButton
              aria-label="Scroll thumbnails left"
              variant="outline"
              size="sm"
              borderRadius="full"
              onClick={() => scrollStrip(-1)}
            >
              <LuChevronLeft />
            </IconButton>
          ) : null}
          <Flex
            ref={stripRef}
            role="group"
            aria-label="Product pictures"
            gap="3"
            flex="1"
            overflowX="auto"
            scrollSnapType="x mandatory"
            py="1"
            px="1"
            css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
            onKeyDown={onStripKeyDown}
          >
            {images.map((src, index) => (
              <chakra.button
                key={`${src}-${index}`}
                ref={(el: HTMLButtonElement | null) => {
                  thumbRefs.current[index] = el;
                }}
                type="button"
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === current}
                tabIndex={index === current ? 0 : -1}
                onClick={() => select(index)}
                flex={`0 0 calc((100% - 36px) / ${VISIBLE_THUMBNAILS})`}
                scrollSnapAlign="start"
                borderRadius="card"
                overflow="hidden"
                borderWidth="2px"
                borderColor={index === current ? 'brand.600' : 'transparent'}
                opacity={index === current ? 1 : 0.75}
                transition="opacity 0.2s, border-color 0.2s"
                _hover={{ opacity: 1 }}
                cursor="pointer"
              >
                <ImageWithFallback
                  src={src}
                  alt=""
                  sizes={THUMB_SIZES}
                  aspectRatio={4 / 3}
                  htmlWidth="200"
                  htmlHeight="150"
                  w="full"
                />
              </chakra.button>
            ))}
          </Flex>
          {scrollable ? (
            <IconButton
              aria-label="Scroll thumbnails right"
              variant="outline"
              size="sm"
              borderRadius="full"
              onClick={() => scrollStrip(1)}
            >
              <LuChevronRight />
            </IconButton>
          ) : null}
        </Flex>
      ) : null}
    </Box>
  );
}
