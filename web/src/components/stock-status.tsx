import { Box, HStack, Text } from '@chakra-ui/react';

/** Props of {@link StockStatus}. */
export interface StockStatusProps {
  /** True when stock is above 0 or unlimited (-1). */
  inStock: boolean;
  /** The product's status text; 'unavailable' shows 'Unavailable' whatever the stock. */
  status?: string;
  /** Text size token, `sm` by default. */
  size?: 'xs' | 'sm' | 'md';
}

/** The text shown for a product that cannot be ordered (status 'unavailable'; issue 14). */
export const UNAVAILABLE_LABEL = 'Unavailable';

/**
 * What a product's stock line says: `inStock` false when the product is out of stock or its status
 * is 'unavailable', and the words ('In Stock', 'Out of Stock' or 'Unavailable').
 */
export function stockState(
  stocked: boolean,
  status: string | undefined,
): { inStock: boolean; label: string } {
  const unavailable = status?.toLowerCase() === 'unavailable';
  const inStock = stocked && !unavailable;
  return {
    inStock,
    label: unavailable ? UNAVAILABLE_LABEL : inStock ? 'In Stock' : 'Out of Stock',
  };
}

/**
 * 'In Stock' or 'Out of Stock' with a coloured dot (spec §2 Product detail); 'Unavailable' when the
 * product's status is 'unavailable', so a disabled Add to Cart has its reason beside it.
 */
export function StockStatus({ inStock: stocked, status, size = 'sm' }: StockStatusProps) {
  const { inStock, label } = stockState(stocked, status);
  return (
    <HStack gap="1.5">
      <Box
        aria-hidden
        boxSize="2"
        borderRadius="full"
        bg={inStock ? 'brand.500' : 'stone.400'}
        flexShrink={0}
      />
      <Text fontSize={size} color={inStock ? 'brand.fg' : 'fg.muted'} fontWeight="500">
        {label}
      </Text>
    </HStack>
  );
}
