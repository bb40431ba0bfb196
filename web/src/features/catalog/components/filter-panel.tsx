import { Box, Button, Checkbox, HStack, Slider, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/money';
import { PRICE_RANGE } from '../lib/list-params';
import type { ListChange } from '../lib/list-params';

/** A category as the filter panel lists it (spec §3 Category: name and product count). */
export interface FilterCategory {
  id: string;
  name: string;
  productCount: number;
}

/** A size as the filter panel lists it. */
export interface FilterSize {
  id: string;
  label: string;
}

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  /** Categories with their product counts. */
  categories: readonly FilterCategory[];
  /** Sizes. */
  sizes: readonly FilterSize[];
  /** Ticked category ids. */
  categoryIds: readonly string[];
  /** Ticked size ids. */
  sizeIds: readonly string[];
  /** Lowest price in whole euros, or null. */
  minPrice: number | null;
  /** Highest price in whole euros, or null. */
  maxPrice: number | null;
  /** True for a signed-in customer: only then is the price range shown (visitors see no prices). */
  pricesVisible: boolean;
  /** Called with a change of the filter. */
  onChange: (change: ListChange) => void;
  /** Called by 'Clear filters'. */
  onClear: () => void;
}

const toggle = (list: readonly string[], id: string) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

const euro = (value: number) =>
  formatMoney({ amount: String(value), currencyCode: 'EUR' }).replace(/\.00$/, '');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="fieldset" borderTopWidth="1px" borderColor="border" pt="5" minW="0">
      <Text
        as="legend"
        fontSize="xs"
        fontWeight="600"
        letterSpacing="0.16em"
        textTransform="uppercase"
        color="fg.muted"
        mb="3"
        float="left"
        w="full"
      >
        {title}
      </Text>
      <Stack gap="2.5" clear="both">
        {children}
      </Stack>
    </Box>
  );
}

function Option({
  label,
  count,
  checked,
  onToggle,
}: {
  label: string;
  count?: number;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={onToggle}
      size="sm"
      colorPalette="stone"
      w="full"
      cursor="pointer"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control borderRadius="2px" />
      <Checkbox.Label flex="1" fontWeight="400" fontSize="sm" color="fg">
        {label}
        {count !== undefined ? (
          <Text as="span" float="right" color="fg.subtle" fontVariantNumeric="tabular-nums">
            {' '}
            {count}
          </Text>
        ) : null}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

function PriceRange({
  minPrice,
  maxPrice,
  onChange,
}: Pick<FilterPanelProps, 'minPrice' | 'maxPrice' | 'onChange'>) {
  const committed = [minPrice ?? PRICE_RANGE.min, maxPrice ?? PRICE_RANGE.max];
  const key = committed.join('-');
  const [draft, setDraft] = useState({ key, value: committed });
  // Follow the URL when it changes from outside (Clear filters, back and forward).
  const value = draft.key === key ? draft.value : committed;
  return (
    <Slider.Root
      value={value}
      min={PRICE_RANGE.min}
      max={PRICE_RANGE.max}
      step={PRICE_RANGE.step}
      minStepsBetweenThumbs={1}
      onValueChange={(details) => setDraft({ key, value: details.value })}
      onValueChangeEnd={(details) => {
        const [low = PRICE_RANGE.min, high = PRICE_RANGE.max] = details.value;
        onChange({
          minPrice: low <= PRICE_RANGE.min ? null : low,
          maxPrice: high >= PRICE_RANGE.max ? null : high,
        });
      }}
      colorPalette="brand"
      size="sm"
      thumbAlignment="contain"
      aria-label={['Lowest price', 'Highest price']}
      getAriaValueText={(details) => euro(details.value)}
    >
      <HStack justify="space-between" mb="3">
        <Text fontSize="sm" fontVariantNumeric="tabular-nums" aria-live="polite">
          {euro(value[0] ?? PRICE_RANGE.min)} – {euro(value[1] ?? PRICE_RANGE.max)}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track bg="stone.200">
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumb index={0} borderColor="brand.600">
          <Slider.HiddenInput />
        </Slider.Thumb>
        <Slider.Thumb index={1} borderColor="brand.600">
          <Slider.HiddenInput />
        </Slider.Thumb>
      </Slider.Control>
    </Slider.Root>
  );
}

/**
 * The product list's filter panel (spec §2 Product list): categories with their product counts,
 * sizes, and for signed-in customers a price range of €1 to €1,000 in steps of €1 (spec §9) — the
 * server ignores price bounds for visitors, who see no prices. Every change is applied at once.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { categories, sizes, categoryIds, sizeIds, pricesVisible, onChange, onClear } = props;
  const active =
    categoryIds.length > 0 ||
    sizeIds.length > 0 ||
    (pricesVisible && (props.minPrice !== null || props.maxPrice !== null));
  return (
    <Stack gap="6" aria-label="Filters" role="region">
      <HStack justify="space-between">
        <Text fontFamily="heading" fontSize="2xl" fontWeight="600">
          Filters
        </Text>
        <Button
          variant="plain"
          size="sm"
          px="0"
          color="brand.fg"
          textDecoration="underline"
          textUnderlineOffset="3px"
          disabled={!active}
          onClick={onClear}
        >
          Clear filters
        </Button>
      </HStack>
      {categories.length > 0 ? (
        <Section title="Categories">
          {categories.map((category) => (
            <Option
              key={category.id}
              label={category.name}
              count={category.productCount}
              checked={categoryIds.includes(category.id)}
              onToggle={() => onChange({ categoryIds: toggle(categoryIds, category.id) })}
            />
          ))}
        </Section>
      ) : null}
      {sizes.length > 0 ? (
        <Section title="Sizes">
          {sizes.map((size) => (
            <Option
              key={size.id}
              label={size.label}
              checked={sizeIds.includes(size.id)}
              onToggle={() => onChange({ sizeIds: toggle(sizeIds, size.id) })}
            />
          ))}
        </Section>
      ) : null}
      {pricesVisible ? (
        <Section title="Price">
          <PriceRange minPrice={props.minPrice} maxPrice={props.maxPrice} onChange={onChange} />
        </Section>
      ) : null}
    </Stack>
  );
}
