import { Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { memo, useCallback, type ReactNode } from 'react';
import { getFragmentData, graphql } from '@/__generated__';
import type { FragmentType } from '@/__generated__';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { selectColor, selectFabric, selectSize } from './selection';
import type { ProductSelection } from './selection';
import { OPTION_LABEL_STYLE } from './option-label';

/** The product fields the size, fabric and colour pickers read. */
export const ProductOptionsFragment = graphql(`
  fragment ProductOptions_product on Product {
    isBed
    sizes {
      id
      label
    }
    fabrics {
      id
      name
      colors {
        id
        name
        imageUrl
      }
    }
  }
`);

/** A labelled radio group of option chips (spec §2 Product detail pickers). */
export function OptionGroup({
  label,
  value,
  children,
}: {
  label: string;
  value?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="3" role="radiogroup" aria-label={label}>
      <Text {...OPTION_LABEL_STYLE}>
        {label}
        {value ? (
          <Text
            as="span"
            ml="2"
            color="fg"
            letterSpacing="0.02em"
            textTransform="none"
            fontWeight="500"
            fontSize="sm"
          >
            {value}
          </Text>
        ) : null}
      </Text>
      <Flex gap="2" flexWrap="wrap">
        {children}
      </Flex>
    </Stack>
  );
}

/** Props of {@link Chip}; `V` is the type of the choices' values (a size id, a storage type). */
export interface ChipProps<V extends string = string> {
  /** The choice's value, passed to `onPick`. */
  value: V;
  checked: boolean;
  /** Called with `value` when chosen; keep it stable (the chip is memoized). */
  onPick: (value: V) => void;
  children: ReactNode;
}

/** One choice of an {@link OptionGroup}: a pill acting as a radio button. */
function ChipButton<V extends string>({ value, checked, onPick, children }: ChipProps<V>) {
  return (
    <chakra.button
      type="button"
      role="radio"
      aria-checked={checked}
      onClick={() => onPick(value)}
      px="4"
      py="2"
      minH="10"
      borderRadius="full"
      borderWidth="1px"
      borderColor={checked ? 'stone.900' : 'border'}
      bg={checked ? 'stone.900' : 'bg.panel'}
      color={checked ? 'linen.50' : 'fg'}
      fontSize="sm"
      fontWeight="500"
      cursor="pointer"
      transition="all 0.15s ease"
      _hover={{ borderColor: 'stone.900' }}
    >
      {children}
    </chakra.button>
  );
}

/**
 * {@link ChipButton}, memoized: a choice re-renders only when it is checked or unchecked, not with
 * every other choice of the configurator (issue 29, interaction latency). `memo` drops the type
 * parameter of a generic component; the cast gives it back.
 */
export const Chip = memo(ChipButton) as typeof ChipButton;

/** One colour of the fabric chosen: a swatch acting as a radio button, memoized like {@link Chip}. */
const ColorSwatch = memo(function ColorSwatch({
  value,
  name,
  imageUrl,
  checked,
  onPick,
}: Omit<ChipProps, 'children'> & { name: string; imageUrl: string }) {
  return (
    <chakra.button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-label={name}
      title={name}
      onClick={() => onPick(value)}
      boxSize="11"
      p="0.5"
      borderRadius="full"
      borderWidth="2px"
      borderColor={checked ? 'brand.600' : 'transparent'}
      cursor="pointer"
      transition="border-color 0.15s ease"
      _hover={{ borderColor: checked ? 'brand.600' : 'stone.300' }}
    >
      <ImageWithFallback
        src={imageUrl}
        alt=""
        sizes="40px"
        htmlWidth="40"
        htmlHeight="40"
        boxSize="full"
        borderRadius="full"
      />
    </chakra.button>
  );
});

/** Props of {@link ProductOptions}. */
export interface ProductOptionsProps {
  /** The product (masked fragment reference). */
  product: FragmentType<typeof ProductOptionsFragment>;
  /** The current choice. */
  selection: ProductSelection;
  /**
   * Called with how the choice changes: the spec §4 rule of the option chosen, applied to the
   * current choice. Keep it stable (the chips are memoized).
   */
  onChange: (next: (current: ProductSelection) => ProductSelection) => void;
}

/**
 * Size chips, and on beds the fabric picker and colour swatches (spec §2 Product detail). Choosing a
 * size clears fabric and colour; choosing a fabric selects its first colour (spec §4).
 */
export function ProductOptions({ product: ref, selection, onChange }: ProductOptionsProps) {
  const product = getFragmentData(ProductOptionsFragment, ref);
  const pickSize = useCallback((id: string) => onChange((s) => selectSize(s, id)), [onChange]);
  const pickFabric = useCallback(
    (id: string) => onChange((s) => selectFabric(s, product, id)),
    [onChange, product],
  );
  const pickColor = useCallback((id: string) => onChange((s) => selectColor(s, id)), [onChange]);
  const fabric = product.fabrics.find((f) => f.id === selection.fabricId);
  const color = fabric?.colors.find((c) => c.id === selection.colorId);
  const size = product.sizes.find((s) => s.id === selection.sizeId);
  return (
    <Stack gap="6">
      {product.sizes.length > 0 ? (
        <OptionGroup label="Size" value={size?.label}>
          {product.sizes.map((s) => (
            <Chip key={s.id} value={s.id} checked={s.id === selection.sizeId} onPick={pickSize}>
              {s.label}
            </Chip>
          ))}
        </OptionGroup>
      ) : null}
      {product.isBed && product.fabrics.length > 0 ? (
        <OptionGroup label="Fabric" value={fabric?.name}>
          {product.fabrics.map((f) => (
            <Chip key={f.id} value={f.id} checked={f.id === selection.fabricId} onPick={pickFabric}>
              {f.name}
            </Chip>
          ))}
        </OptionGroup>
      ) : null}
      {product.isBed && fabric && fabric.colors.length > 0 ? (
        <OptionGroup label="Colour" value={color?.name}>
          {fabric.colors.map((c) => (
            <ColorSwatch
              key={c.id}
              value={c.id}
              name={c.name}
              imageUrl={c.imageUrl}
              checked={c.id === selection.colorId}
              onPick={pickColor}
            />
          ))}
        </OptionGroup>
      ) : null}
    </Stack>
  );
}
