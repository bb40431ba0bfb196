import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Props of {@link OrderDetailItem}. */
export interface OrderDetailItemProps {
  /** The small upper-case caption, e.g. 'Tracking ID'. */
  label: string;
  /** The value under it. */
  children: ReactNode;
  /** Font size of the value: 'sm' on order cards, 'md' on the order pages. */
  size?: 'sm' | 'md';
}

/** One captioned fact of an order (spec §2 My Orders, order detail and order tracking). */
export function OrderDetailItem({ label, children, size = 'md' }: OrderDetailItemProps) {
  return (
    <Box minW="0">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.06em" color="fg.subtle">
        {label}
      </Text>
      <Box fontSize={size} wordBreak="break-word">
        {children}
      </Box>
    </Box>
  );
}
