import type { StorageType } from '@/__generated__/graphql';

const STORAGE_LABELS: Record<StorageType, string> = {
  NONE: 'No Storage',
  OTTOMAN: 'Ottoman',
  CLOUD_STORAGE: 'Cloud Storage',
};

/** The storage option as shown on an order card ('Non Ottoman' shows as 'No Storage', spec §2). */
export function storageLabel(storage: StorageType): string {
  return STORAGE_LABELS[storage];
}
