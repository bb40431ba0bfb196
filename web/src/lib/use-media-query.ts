import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the CSS media `query` matches (e.g. `(min-width: 64rem)`, Chakra's `lg`), kept live.
 * Undefined on the server, while hydrating and in a component's first render, where the screen
 * is not known yet: the caller then lays the page out with responsive CSS at the same breakpoint,
 * so the switch moves nothing on screen (issue 12).
 *
 * The first answer is rendered as a transition, in short slices between which the browser handles
 * input. (`useSyncExternalStore` re-rendered the whole product list synchronously right after
 * hydration: one 15 ms task on a laptop, about 60 ms on a phone, counted as blocking time.)
 */
export function useHydratedMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const list = window.matchMedia(query);
    startTransition(() => setMatches(list.matches));
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
