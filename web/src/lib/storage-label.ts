import type { StorageType } from '@/__generated__/graphql';

const STORAGE_LABELS: Record<StorageType, string> = {
  NONE: 'No Storage',
  OTTOMAN: 'Ottoman',
  CLOUD_STORAGE: 'Cloud Storage',
};

/**
 * The one storage label of the shop (spec §2 cart and order cards: 'Non Ottoman' shows as
 * 'No Storage'): for a cart line's `storage`, an order's or the admin's `storageType`.
 */
export function storageLabel(storage: StorageType): string {
  return STORAGE_LABELS[storage];
}
