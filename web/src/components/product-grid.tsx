import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  /** The cards. */
  children: ReactNode;
  /** Accessible name of the list. */
  label?: string;
}

/** The responsive product grid: 1 column on phones, 2 on small, 3 on large and 4 on wide screens. */
export function ProductGrid({ children, label }: ProductGridProps) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      listStyleType="none"
      columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
      gap={{ base: '5', md: '7' }}
    >
      {children}
    </SimpleGrid>
  );
}

/** One list item of {@link ProductGrid}. */
export function ProductGridItem({ children }: { children: ReactNode }) {
  return <Box as="li">{children}</Box>;
}

/** Placeholder cards with the same footprint as product cards, shown while a page loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ProductGrid label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <ProductGridItem key={i}>
          <Stack gap="0" borderRadius="card" overflow="hidden" bg="bg.panel">
            <Skeleton aspectRatio={4 / 3} w="full" />
            <Stack p="5" gap="3">
              <Skeleton h="3" w="40%" />
              <Skeleton h="5" w="80%" />
              <Skeleton h="3" w="30%" />
            </Stack>
          </Stack>
        </ProductGridItem>
      ))}
    </ProductGrid>
  );
}
