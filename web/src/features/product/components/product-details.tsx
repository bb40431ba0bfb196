import { Accordion, Box, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import { sanitizeHtml } from '@/lib/sanitize';

/** The text of the Special Instructions section. */
export const SPECIAL_INSTRUCTIONS_TEXT =
  'For bespoke sizes, fabrics or delivery requirements, talk to our trade team before ordering and quote your reference number on every order line.';

/** The product fields the detail accordions read. */
export const ProductDetailsFragment = graphql(`
  fragment ProductDetails_product on Product {
    descriptionHtml
    sizes {
      id
      label
      lengthCm
      widthCm
      heightCm
    }
  }
`);

/** "length x width x height cm" of a size, with '–' for unknown dimensions (spec §2 Dimensions). */
export function formatDimensions(size: {
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
}): string {
  const part = (value: number | null | undefined) => (value == null ? '–' : String(value));
  return `${part(size.lengthCm)} x ${part(size.widthCm)} x ${part(size.heightCm)} cm`;
}

const itemStyle = { borderBottomWidth: '1px', borderColor: 'border' } as const;

function Trigger({ children }: { children: string }) {
  return (
    <Accordion.ItemTrigger py="4" cursor="pointer">
      <Text flex="1" textAlign="start" fontFamily="heading" fontSize="xl" fontWeight="600">
        {children}
      </Text>
      <Accordion.ItemIndicator />
    </Accordion.ItemTrigger>
  );
}

/**
 * The Description (sanitised HTML), Dimensions (per size) and Special Instructions accordions
 * (spec §2 Product detail). Description starts open; the others render when first opened.
 */
export function ProductDetails({
  product: ref,
}: {
  product: FragmentType<typeof ProductDetailsFragment>;
}) {
  const product = getFragmentData(ProductDetailsFragment, ref);
  const description = useMemo(
    () => sanitizeHtml(product.descriptionHtml),
    [product.descriptionHtml],
  );
  return (
    // Closed items render their content the first time they open (lazyMount): the Dimensions
    // table was a tenth of a product page's components, hydrated while hidden (issue 29).
    <Accordion.Root multiple collapsible defaultValue={['description']} variant="plain" lazyMount>
      <Accordion.Item value="description" {...itemStyle} borderTopWidth="1px">
        <Trigger>Description</Trigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody pb="6" pt="0">
            <Box
              data-testid="product-description"
              color="fg.muted"
              lineHeight="tall"
              css={{
                '& p': { mb: '3' },
                '& ul, & ol': { pl: '5', mb: '3' },
                '& ul': { listStyleType: 'disc' },
                '& ol': { listStyleType: 'decimal' },
                '& a': { color: 'brand.fg', textDecoration: 'underline' },
                '& strong, & b': { color: 'fg', fontWeight: '600' },
                '& img': { maxW: 'full', h: 'auto', borderRadius: 'md', mb: '3' },
              }}
              dangerouslySetInnerHTML={{ __html: description }}
            />
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
      <Accordion.Item value="dimensions" {...itemStyle}>
        <Trigger>Dimensions</Trigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody pb="6" pt="0">
            {product.sizes.length > 0 ? (
              <Table.Root size="sm" variant="line">
                <Table.Header>
                  <Table.Row bg="transparent">
                    <Table.ColumnHeader color="fg.muted">Size</Table.ColumnHeader>
                    <Table.ColumnHeader color="fg.muted">L x W x H</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {product.sizes.map((size) => (
                    <Table.Row key={size.id} bg="transparent">
                      <Table.Cell fontWeight="500">{size.label}</Table.Cell>
                      <Table.Cell fontVariantNumeric="tabular-nums">
                        {formatDimensions(size)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            ) : (
              <Text color="fg.muted">–</Text>
            )}
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
      <Accordion.Item value="special-instructions" {...itemStyle}>
        <Trigger>Special Instructions</Trigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody pb="6" pt="0">
            <Text color="fg.muted" lineHeight="tall">
              {SPECIAL_INSTRUCTIONS_TEXT}
            </Text>
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}
