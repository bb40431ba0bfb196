import { Portal, Select, createListCollection } from '@chakra-ui/react';
import { useMemo } from 'react';
import { SORT_OPTIONS } from '../lib/list-params';
import type { SortKey } from '../lib/list-params';

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  /** The chosen sort, or null for the server's order. */
  value: SortKey | null;
  /** Called with the chosen sort. */
  onChange: (value: SortKey) => void;
  /** True when prices are visible (a signed-in customer): only then are price sorts offered. */
  pricesVisible: boolean;
}

/**
 * The sort dropdown (spec §3 Sort options): Name, Newest, and for signed-in customers 'Price Low -
 * High' and 'Price Hight - Low' (labels word for word). Sorting reorders the current page (spec §4).
 */
export function SortSelect({ value, onChange, pricesVisible }: SortSelectProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: SORT_OPTIONS.filter((option) => pricesVisible || !option.needsPrice),
      }),
    [pricesVisible],
  );
  const selected = value && collection.has(value) ? [value] : [];
  return (
    <Select.Root
      collection={collection}
      value={selected}
      onValueChange={(details) => {
        const next = details.value[0] as SortKey | undefined;
        if (next) onChange(next);
      }}
      positioning={{ sameWidth: true }}
      w={{ base: 'full', md: '52' }}
    >
      <Select.Label
        fontSize="xs"
        fontWeight="600"
        letterSpacing="0.12em"
        textTransform="uppercase"
        color="fg.muted"
      >
        Sort by
      </Select.Label>
      <Select.Control>
        <Select.Trigger bg="bg.panel" borderColor="border">
          <Select.ValueText placeholder="Featured" />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {collection.items.map((option) => (
              <Select.Item item={option} key={option.value}>
                {option.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
