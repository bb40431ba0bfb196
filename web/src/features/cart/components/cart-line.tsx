import { Box, Button, Flex, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Price } from '@/components/price';
import type { PriceMoney } from '@/components/price';
import { paths } from '@/config/paths';
import { useLinePriceError } from '@/lib/cart/quote';
import { removeLine, setQuantity } from '@/lib/cart/store';
import { storageLabel } from '@/lib/storage-label';
import type { CartItem } from '@/lib/cart/types';
import { formatMoney } from '@/lib/money';
import type { MoneyLike } from '@/lib/money';
import { QuantityStepper } from '@/components/quantity-stepper';

/** Props of {@link CartLine}. */
export interface CartLineProps {
  /** The cart line. */
  item: CartItem;
  /** The server's line total, or null while loading or when it cannot be priced. */
  lineTotal: PriceMoney | null;
  /** The server's unit price (net, per unit), or null while loading or when it cannot be priced. */
  unitPrice?: MoneyLike | null;
  /** True while the cart is being priced. */
  pricing: boolean;
  /** The server's message when this line can no longer be priced. */
  error: string | null;
  /** True when the cart quote failed without naming a line: price this line on its own. */
  checkPrice: boolean;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      <Text as="span" fontWeight="500" color="fg">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/**
 * One line of /cart (spec §2 Cart): image, name linking to the product, size, fabric and colour and
 * storage type for beds ('Non Ottoman' shows 'No Storage'), special quote text, quantity stepper,
 * Remove, and the server's line total and unit price (net) or its error message.
 */
export function CartLine({
  item,
  lineTotal,
  unitPrice = null,
  pricing,
  error,
  checkPrice,
}: CartLineProps) {
  const ownError = useLinePriceError(item, checkPrice);
  const message = error ?? ownError;
  return (
    <Flex
      as="li"
      gap={{ base: '4', md: '6' }}
      py="5"
      borderBottomWidth="1px"
      borderColor="border.muted"
      align="flex-start"
      data-testid="cart-line"
    >
      <ImageWithFallback
        src={item.image}
        alt={item.product_name}
        sizes="(min-width: 48em) 112px, 80px"
        w={{ base: '20', md: '28' }}
        aspectRatio={1}
        borderRadius="md"
        flexShrink={0}
      />
      <Stack gap="1.5" flex="1" minW="0">
        <Link asChild fontWeight="600" fontSize={{ base: 'md', md: 'lg' }}>
          <RouterLink to={paths.product.to(item.id)}>{item.product_name}</RouterLink>
        </Link>
        {item.size ? <Detail label="Size" value={item.size} /> : null}
        {item.isBed && item.fabric ? <Detail label="Fabric" value={item.fabric} /> : null}
        {item.isBed && item.fabricColor ? <Detail label="Colour" value={item.fabricColor} /> : null}
        {item.isBed && item.storageType ? (
          <Detail label="Storage" value={storageLabel(item.storage)} />
        ) : null}
        {item.specialQuote.text ? (
          <Detail label="Special quote" value={item.specialQuote.text} />
        ) : null}
        {item.specialQuote.fileName ? (
          <Detail label="File" value={item.specialQuote.fileName} />
        ) : null}
        {message ? (
          <Text role="alert" fontSize="sm" color="red.600">
            {message}
          </Text>
        ) : null}
        <Flex gap="4" align="center" wrap="wrap" pt="2">
          <QuantityStepper
            value={item.quantity}
            itemName={item.product_name}
            size="sm"
            onChange={(quantity) => setQuantity(item.lineId, quantity)}
          />
          <Button
            variant="ghost"
            size="sm"
            colorPalette="red"
            onClick={() => removeLine(item.lineId)}
            aria-label={`Remove ${item.product_name}`}
          >
            <LuTrash2 aria-hidden /> Remove
          </Button>
        </Flex>
      </Stack>
      <Box textAlign="end" minW="20">
        {lineTotal ? (
          <Price money={lineTotal} />
        ) : pricing ? (
          <Skeleton h="5" w="20" data-testid="line-total-skeleton" />
        ) : null}
        {unitPrice ? (
          <Text fontSize="xs" color="fg.muted" data-testid="unit-price">
            {formatMoney(unitPrice)} each (ex. VAT)
          </Text>
        ) : null}
      </Box>
    </Flex>
  );
}
