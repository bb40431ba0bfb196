import { memo } from 'react';
import type { CartStorage } from '@/lib/cart/types';
import { STORAGE_LABELS } from './configurator-rules';
import { Chip, OptionGroup } from './product-options';

/** Props of {@link StorageOptions}. */
export interface StorageOptionsProps {
  /** The choices offered (none first); nothing renders when empty. */
  choices: readonly CartStorage[];
  /** The chosen storage. */
  value: CartStorage;
  /** Called with the chosen storage. */
  onChange: (value: CartStorage) => void;
}

/**
 * The storage choice of a bed (spec §2, §4): None, Ottoman or Cloud Storage, exclusive — a radio
 * group offering only the product's storage types. Memoized: with stable `choices` and `onChange`
 * it re-renders only when the storage changes (issue 29, interaction latency).
 */
export const StorageOptions = memo(function StorageOptions({
  choices,
  value,
  onChange,
}: StorageOptionsProps) {
  if (choices.length === 0) return null;
  return (
    <OptionGroup label="Storage" value={STORAGE_LABELS[value]}>
      {choices.map((choice) => (
        <Chip key={choice} value={choice} checked={choice === value} onPick={onChange}>
          {STORAGE_LABELS[choice]}
        </Chip>
      ))}
    </OptionGroup>
  );
});
