import {
  Box,
  Button,
  Field,
  HStack,
  Input,
  Link,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { useRef, useState, type ReactNode } from 'react';
import type { CartLineInput } from '@/__generated__/graphql';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { addToCart } from '@/lib/cart/store';
import { notify } from '@/lib/toaster';
import { QuickOrderQuery } from '../api/documents';
import { MAX_LINES, parseQuickOrder, QUICK_ORDER_EXAMPLE as EXAMPLE } from '../lib/parse';
import { quickLineToCartItem, type QuickLine } from '../lib/to-cart';

function options(line: QuickLine): string {
  return [
    line.sizeLabel,
    line.fabricName,
    line.fabricColorName,
    line.isBed && line.storage !== 'NONE' ? line.storage.replace('_', ' ').toLowerCase() : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** A good line as a cart line input (product and configuration by id). */
function quickLineInput(line: QuickLine): CartLineInput {
  return {
    productId: line.productId ?? '',
    sizeId: line.sizeId,
    fabricId: line.fabricId,
    fabricColorId: line.fabricColorId,
    storage: line.storage,
    quantity: line.quantity,
  };
}

/**
 * /quick-order (issue 14, signed-in customers): paste or upload lines of
 * `SKU, quantity[, size, fabric, colour, storage, reference]`, see each line priced by the server
 * or why it cannot be, and add every good line to the cart at once. Links the CSV price list.
 */
export default function QuickOrderRoute({
  linesActions,
}: {
  /** More actions on the good lines, composed by the page (issue 24: Save to list). */
  linesActions?: (lines: () => CartLineInput[] | string) => ReactNode;
} = {}) {
  // The lines are read from the text box itself (uncontrolled): on the server-rendered page
  // (issue 29) what the customer types before the app has started stays in the box and counts.
  const linesBox = useRef<HTMLTextAreaElement>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [check, { data, loading, error }] = useLazyQuery(QuickOrderQuery, {
    fetchPolicy: 'network-only',
  });
  const lines = data?.quickOrder ?? null;
  const good = lines?.filter((l) => !l.error) ?? [];
  const bad = lines?.filter((l) => l.error) ?? [];

  const onCheck = () => {
    setAdded(null);
    const parsed = parseQuickOrder(linesBox.current?.value ?? '');
    if (parsed.length === 0) return setInputError('Enter at least one line: SKU, quantity.');
    if (parsed.length > MAX_LINES) return setInputError(`At most ${MAX_LINES} lines at once.`);
    setInputError(null);
    void check({ variables: { lines: parsed } });
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const content = await file.text();
    if (linesBox.current) linesBox.current.value = content;
  };

  const onAdd = () => {
    let count = 0;
    for (const line of good) {
      const item = quickLineToCartItem(line);
      if (item) {
        addToCart(item);
        count += 1;
      }
    }
    const message = `Added ${count} ${count === 1 ? 'line' : 'lines'} to the cart.`;
    setAdded(message);
    notify('success', message);
  };

  return (
    <PageContainer>
      <PageTitle title="Quick order">
        One line per product: SKU and quantity; then the size for products sold in sizes (beds,
        mattresses), and fabric, colour and storage for beds; a reference number last.
      </PageTitle>
      <Stack gap="6" maxW="5xl" mx="auto">
        <Field.Root invalid={inputError !== null}>
          <Field.Label>Order lines</Field.Label>
          <Textarea
            ref={linesBox}
            name="lines"
            defaultValue=""
            rows={8}
            fontFamily="mono"
            placeholder={EXAMPLE}
          />
          <Field.HelperText>
            SKU, quantity[, size, fabric, colour, storage, reference], e.g. {EXAMPLE}
          </Field.HelperText>
          {inputError ? <Field.ErrorText>{inputError}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root>
          <Field.Label>Upload a CSV file</Field.Label>
          <Input
            type="file"
            accept=".csv,text/csv,text/plain"
            p="1.5"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </Field.Root>
        <HStack gap="4" wrap="wrap">
          <Button colorPalette="brand" borderRadius="full" onClick={onCheck} loading={loading}>
            Check prices
          </Button>
          <Link href="/documents/price-list.csv" download>
            Download the price list (CSV)
          </Link>
        </HStack>
        {error ? (
          <Text role="alert" color="red.600">
            {error.message}
          </Text>
        ) : null}
        {lines ? (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Quick order lines">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Line</Table.ColumnHeader>
                  <Table.ColumnHeader>SKU</Table.ColumnHeader>
                  <Table.ColumnHeader>Product</Table.ColumnHeader>
                  <Table.ColumnHeader>Quantity</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.map((line) => (
                  <Table.Row key={line.line} data-testid="quick-order-line">
                    <Table.Cell>{line.line}</Table.Cell>
                    <Table.Cell>{line.sku}</Table.Cell>
                    <Table.Cell>
                      {line.productName ?? ''}
                      {options(line) ? (
                        <Text fontSize="sm" color="fg.muted">
                          {options(line)}
                        </Text>
                      ) : null}
                      {line.error ? (
                        <Text fontSize="sm" color="red.600" data-testid="quick-order-error">
                          {line.error}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>{line.quantity || ''}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Price money={line.price?.lineTotal} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ) : null}
        {lines ? (
          <Stack gap="3">
            <Text>
              {good.length} of {lines.length} lines ready
              {bad.length > 0
                ? `; not added: ${bad.map((l) => `line ${l.line} (${l.sku})`).join(', ')}`
                : ''}
              .
            </Text>
            <HStack gap="4" wrap="wrap">
              <Button
                colorPalette="brand"
                borderRadius="full"
                onClick={onAdd}
                disabled={good.length === 0 || added !== null}
              >
                Add {good.length} {good.length === 1 ? 'line' : 'lines'} to cart
              </Button>
              {good.length > 0 ? linesActions?.(() => good.map(quickLineInput)) : null}
              {added ? (
                <Text role="status">
                  {added}{' '}
                  <Link asChild>
                    <RouterLink to={paths.cart.to()}>View cart</RouterLink>
                  </Link>
                </Text>
              ) : null}
            </HStack>
          </Stack>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
