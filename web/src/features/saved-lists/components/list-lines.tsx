import { Box, Checkbox, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Button } from '@chakra-ui/react';
import { QuantityStepper } from '@/components/quantity-stepper';
import { formatMoney } from '@/lib/money';
import { savedLineOptions, type SavedLine } from '../lib/to-cart';

/** Props of {@link ListLines}. */
export interface ListLinesProps {
  lines: readonly SavedLine[];
  /** True when the viewer may change quantities and remove lines. */
  canEdit: boolean;
  /** The ids of the chosen lines. */
  chosen: ReadonlySet<string>;
  onChoose: (lineId: string, chosen: boolean) => void;
  onQuantity: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
}

const euros = (amount: string | undefined) =>
  amount === undefined ? '—' : formatMoney({ amount, currencyCode: 'EUR' });

/** One line: choose box, picture, product and configuration, price or why it cannot be ordered. */
function ListLine({ line, ...props }: Omit<ListLinesProps, 'lines'> & { line: SavedLine }) {
  const options = savedLineOptions(line);
  return (
    <Flex as="li" gap="3" borderWidth="1px" rounded="md" p="3" wrap="wrap" align="center">
      <Checkbox.Root
        checked={props.chosen.has(line.id)}
        disabled={Boolean(line.unavailable)}
        onCheckedChange={(e) => props.onChoose(line.id, !!e.checked)}
      >
        <Checkbox.HiddenInput aria-label={`Choose ${line.productName}`} />
        <Checkbox.Control />
      </Checkbox.Root>
      {line.productImage ? (
        <Image src={line.productImage} alt="" w="16" h="16" objectFit="cover" rounded="sm" />
      ) : (
        <Box w="16" h="16" bg="bg.muted" rounded="sm" />
      )}
      <Stack gap="0.5" flex="1" minW="48">
        <Text fontWeight="600">{line.productName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {[line.sku, options].filter(Boolean).join(' · ')}
        </Text>
        {line.unavailable ? (
          <Text fontSize="sm" color="red.600">
            {line.unavailable}
          </Text>
        ) : (
          <Text fontSize="sm">
            {euros(line.price?.unitPrice.amount)} each excl. VAT · line{' '}
            {euros(line.price?.lineTotal.amount)} incl. VAT
          </Text>
        )}
      </Stack>
      <Flex gap="2" align="center">
        {props.canEdit ? (
          <>
            <QuantityStepper
              size="sm"
              value={line.quantity}
              itemName={line.productName}
              onChange={(q) => props.onQuantity(line.id, q)}
            />
            <Button size="sm" variant="ghost" onClick={() => props.onRemove(line.id)}>
              Remove
            </Button>
          </>
        ) : (
          <Text>Qty {line.quantity}</Text>
        )}
      </Flex>
    </Flex>
  );
}

/**
 * The lines of a saved list (issue 24), one card each at every width: a box to choose it for the
 * cart, the product and its configuration, its price now at the viewer's prices (or, named, why it
 * can no longer be ordered), and — when the viewer may — a quantity stepper and Remove.
 */
export function ListLines({ lines, ...props }: ListLinesProps) {
  if (lines.length === 0) {
    return (
      <Text>This list is empty. Add products from a product page, quick order or the cart.</Text>
    );
  }
  return (
    <Stack as="ul" gap="3" p="0" m="0" listStyleType="none" aria-label="List lines">
      {lines.map((line) => (
        <ListLine key={line.id} line={line} {...props} />
      ))}
    </Stack>
  );
}
