import { Field, NativeSelect } from '@chakra-ui/react';
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
 * High' and 'Price Hight - Low' (labels word for word). Until one is chosen the list keeps the
 * server's order; a hidden, disabled placeholder says 'Sort by'. Sorting reorders the current page
 * (spec §4).
 */
export function SortSelect({ value, onChange, pricesVisible }: SortSelectProps) {
  const options = SORT_OPTIONS.filter((option) => pricesVisible || !option.needsPrice);
  const selected = value && options.some((o) => o.value === value) ? value : '';
  return (
    <Field.Root w={{ base: 'full', md: '52' }}>
      <Field.Label
        fontSize="xs"
        fontWeight="600"
        letterSpacing="0.12em"
        textTransform="uppercase"
        color="fg.muted"
      >
        Sort by
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={selected}
          onChange={(e) => onChange(e.currentTarget.value as SortKey)}
          bg="bg.panel"
          borderColor="border"
        >
          <option value="" disabled hidden>
            Featured
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
