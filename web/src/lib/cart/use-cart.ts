import { useSyncExternalStore } from 'react';
import { getCart, subscribeToCart } from './store';
import type { CartItem } from './types';

/** The server's (and hydration's) cart: none, the same array every time (React requires it). */
const NO_LINES: readonly CartItem[] = [];
const serverSnapshot = (): readonly CartItem[] => NO_LINES;

/**
 * The cart lines from localStorage, re-read on 'cartUpdated' and on changes from other tabs, so the
 * header badge, the dropdown and /cart always agree (spec §4). The array is stable between changes.
 */
export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribeToCart, getCart, serverSnapshot);
}
