import { Box, Field, Flex, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Price } from '@/components/price';
import { updateLine } from '@/lib/cart/store';
import { storageLabel } from '@/lib/storage-label';
import type { CartQuoteResult } from '@/lib/cart/quote';
import type { CartItem } from '@/lib/cart/types';

/** Id of a line's reference input, to scroll to the first missing one. */
export const referenceInputId = (lineId: string) => `reference-${lineId}`;

/** Props of {@link OrderLines}. */
export interface OrderLinesProps {
  /** The cart lines. */
  items: readonly CartItem[];
  /** The server's quote, for line totals. */
  quote: CartQuoteResult | null;
  /** True while the cart is priced. */
  loading: boolean;
  /** Messages under lines by line id: 'Please enter a reference number.' or the server's. */
  lineErrors: ReadonlyMap<string, string>;
  /** Called when a line's reference changes, so its message can clear. */
  onReferenceChange: (lineId: string, value: string) => void;
  /** True while the order is placed (inputs read-only). */
  disabled: boolean;
}

/**
 * The checkout's lines (spec §2 Checkout): picture, name, options (size, fabric, colour, storage),
 * quantity, the server's line total
 * and a required 'Customer Reference' input per line, kept in the cart's `referenceNumber`, with
 * 'Please enter a reference number.' (or the server's message about the line) under it.
 */
export function OrderLines({
  items,
  quote,
  loading,
  lineErrors,
  onReferenceChange,
  disabled,
}: OrderLinesProps) {
  return (
    <Box as="ul" listStyleType="none" aria-label="Order lines">
      {items.map((item, index) => {
        const total = quote?.lines[index]?.lineTotal;
        const options = [
          item.size,
          item.isBed ? item.fabric : null,
          item.isBed ? item.fabricColor : null,
          item.isBed && item.storageType ? storageLabel(item.storage) : null,
        ].filter(Boolean);
        const lineError = lineErrors.get(item.lineId);
        const invalid = lineError !== undefined;
        return (
          <Flex
            as="li"
            key={item.lineId}
            gap="4"
            py="4"
            borderBottomWidth="1px"
            borderColor="border.muted"
            align="flex-start"
            data-testid="checkout-line"
          >
            <ImageWithFallback
              src={item.image}
              alt={item.product_name}
              sizes="64px"
              w="16"
              h="16"
              borderRadius="md"
              flexShrink={0}
            />
            <Stack gap="2" flex="1" minW="0">
              <Flex justify="space-between" gap="3">
                <Box minW="0">
                  <Text fontWeight="600">{item.product_name}</Text>
                  {options.length ? (
                    <Text fontSize="sm" color="fg.muted">
                      {options.join(' · ')}
                    </Text>
                  ) : null}
                  <Text fontSize="sm" color="fg.muted">
                    Quantity: {item.quantity}
                  </Text>
                </Box>
                {total ? <Price money={total} /> : loading ? <Skeleton h="5" w="20" /> : null}
              </Flex>
              <Field.Root
                invalid={invalid}
                required
                maxW="sm"
                ids={{ control: referenceInputId(item.lineId) }}
              >
                <Field.Label fontSize="sm">
                  Customer Reference
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  size="sm"
                  value={item.referenceNumber}
                  readOnly={disabled}
                  onChange={(e) => {
                    updateLine(item.lineId, { referenceNumber: e.target.value });
                    onReferenceChange(item.lineId, e.target.value);
                  }}
                />
                {lineError ? <Field.ErrorText>{lineError}</Field.ErrorText> : null}
              </Field.Root>
            </Stack>
          </Flex>
        );
      })}
    </Box>
  );
}
