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

/** An ISO 8601 date as an Irish long date, e.g. "3 March 2025"; the input when it is not a date. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** A delivery status with its first letter capitalised, e.g. "Awaiting dispatch". */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}
