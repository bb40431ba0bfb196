import { Box, HStack, IconButton, Text } from '@chakra-ui/react';

import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { hydrateLater } from '@/lib/hydrate-later';
import { pageItems } from '@/lib/page-items';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The 1-based current page. */
  page: number;
  /** Total number of pages. */
  totalPages: number;
  /** The link of a page (e.g. `?page=2`), so back and forward work. */
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation. */
  label?: string;
}

const itemStyle = {
  minW: { base: '8', sm: '10' },
  h: { base: '8', sm: '10' },
  px: { base: '2', sm: '3' },
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: '500',
  transition: 'background 0.2s ease, color 0.2s ease',
} as const;

/**
 * Page links with previous/next arrows; the numbers follow spec §9 via {@link pageItems}. One line
 * at any width from 320 px: items shrink on small screens instead of wrapping the next arrow. Every
 * page, the current one too (`aria-current="page"`), is an `<a href>` to `hrefFor(n)`, so a click
 * before hydration or without JavaScript loads that page from the server (issue 12); an arrow with
 * no page beyond it is a disabled button.
 */
export function Pagination({ page, totalPages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages);
  return (
    <Box as="nav" aria-label={label} mt={{ base: '10', md: '14' }}>
      <HStack
        as="ul"
        listStyleType="none"
        justify="center"
        gap={{ base: '0.5', sm: '1' }}
        flexWrap="nowrap"
      >
        <li>
          <IconButton
            asChild={page > 1}
            disabled={page <= 1}
            aria-label="Previous page"
            variant="ghost"
            borderRadius="full"
            size={{ base: 'sm', sm: 'md' }}
          >
            {page > 1 ? (
              <RouterLink to={hrefFor(page - 1)}>
                <LuChevronLeft />
              </RouterLink>
            ) : (
              <LuChevronLeft />
            )}
          </IconButton>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <Text as="li" key={`gap-${index}`} aria-hidden color="fg.subtle" px="1">
              …
            </Text>
          ) : (
            <li key={item}>
              {item === page ? (
                <Box asChild {...itemStyle} bg="brand.solid" color="brand.contrast">
                  <RouterLink to={hrefFor(item)} aria-current="page" aria-label={`Page ${item}`}>
                    {item}
                  </RouterLink>
                </Box>
              ) : (
                <Box asChild {...itemStyle} color="fg" _hover={{ bg: 'bg.muted' }}>
                  <RouterLink to={hrefFor(item)} aria-label={`Page ${item}`}>
                    {item}
                  </RouterLink>
                </Box>
              )}
            </li>
          ),
        )}
        <li>
          <IconButton
            asChild={page < totalPages}
            disabled={page >= totalPages}
            aria-label="Next page"
            variant="ghost"
            borderRadius="full"
            size={{ base: 'sm', sm: 'md' }}
          >
            {page < totalPages ? (
              <RouterLink to={hrefFor(page + 1)}>
                <LuChevronRight />
              </RouterLink>
            ) : (
              <LuChevronRight />
            )}
          </IconButton>
        </li>
      </HStack>
    </Box>
  );
}

/**
 * {@link Pagination} below a list: on a server-rendered page it keeps its server HTML (links that
 * work before hydration) until it comes near the viewport or is touched (issue 29: below a phone's
 * first screen it costs nothing to load). Memoized, so its element changes only with its props.
 */
export const LaterPagination = hydrateLater(Pagination);
