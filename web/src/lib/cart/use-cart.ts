import { createContext, createElement, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { getCart, subscribeToCart } from './store';
import type { CartItem } from './types';

/** The server's (and hydration's) cart when nobody said what it holds: none, the same array every time. */
const NO_LINES: readonly CartItem[] = [];

/**
 * The cart lines the page is server-rendered with (issue 29: the cart cookie of the request, read
 * again by the hydrating browser), or null when unknown. Only the server render and the hydration
 * read it; afterwards localStorage is the cart.
 */
const FirstCartContext = createContext<readonly CartItem[] | null>(null);

/**
 * Provides the cart lines the server rendered the page with (`lines`: the request's cart cookie,
 * decoded; null when it had none): the server's render and the browser's hydration then show the
 * same lines. Each render gets its own (never a module-wide value: one viewer's cart must not reach
 * another's page).
 */
export function FirstCartProvider({
  lines,
  children,
}: {
  lines: readonly CartItem[] | null;
  children: ReactNode;
}) {
  return createElement(FirstCartContext.Provider, { value: lines }, children);
}

const known = () => true;

/**
 * The cart lines from localStorage, re-read on 'cartUpdated' and on changes from other tabs, so the
 * header badge, the dropdown and /cart always agree (spec §4). The array is stable between changes.
 * On the server and while hydrating: the lines of {@link FirstCartProvider} (none when unknown).
 */
export function useCart(): readonly CartItem[] {
  const first = useContext(FirstCartContext);
  return useSyncExternalStore(subscribeToCart, getCart, () => first ?? NO_LINES);
}

/**
 * False on the server and while hydrating when the page's cart lines are unknown (the request had
 * no cart cookie): the cart screen then shows its loading state until the browser has read
 * localStorage. True otherwise.
 */
export function useCartKnown(): boolean {
  const first = useContext(FirstCartContext);
  return useSyncExternalStore(subscribeToCart, known, () => first !== null);
}
