/**
 * The storage type as the cart shows it (spec §2 Cart): 'Non Ottoman' displays as 'No Storage';
 * other values show as stored.
 */
export function storageLabel(storageType: string): string {
  return storageType.trim().toLowerCase() === 'non ottoman' ? 'No Storage' : storageType;
}
