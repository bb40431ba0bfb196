/**
 * The shop's storage vocabulary (spec §3 cart item storageType, §4 "Storage is exclusive"): the
 * option codes the GraphQL schema and the pricing rules use, and the names the REST api, its
 * database and the documents use. One table, so no service keeps its own copy.
 */
import type { StorageOption } from './pricing.js';

/** The api's name of each storage option; NONE is the spec's 'Non Ottoman'. */
export const STORAGE_TYPE_NAMES = {
  NONE: 'Non Ottoman',
  OTTOMAN: 'Ottoman',
  CLOUD_STORAGE: 'Cloud Storage',
} as const satisfies Record<StorageOption, string>;

/** A storage name as the api sends and stores it ('Non Ottoman', 'Ottoman', 'Cloud Storage'). */
export type StorageTypeName = (typeof STORAGE_TYPE_NAMES)[StorageOption];

/** The storage option an api storage name stands for; null for any other text. */
export function storageOptionOf(name: string): StorageOption | null {
  const found = (Object.keys(STORAGE_TYPE_NAMES) as StorageOption[]).find(
    (option) => STORAGE_TYPE_NAMES[option] === name,
  );
  return found ?? null;
}
