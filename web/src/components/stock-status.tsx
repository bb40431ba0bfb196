import { Box, HStack, Text } from '@chakra-ui/react';

/** Props of {@link StockStatus}. */
export interface StockStatusProps {
  /** True when stock is above 0 or unlimited (-1). */
  inStock: boolean;
  /** Text size token, `sm` by default. */
  size?: 'xs' | 'sm' | 'md';
}

/** 'In Stock' or 'Out of Stock' with a coloured dot (spec §2 Product detail). */
export function StockStatus({ inStock, size = 'sm' }: StockStatusProps) {
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
        {inStock ? 'In Stock' : 'Out of Stock'}
      </Text>
    </HStack>
  );
}
