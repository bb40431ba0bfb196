import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media `query` matches (e.g. `(min-width: 64rem)`, Chakra's `lg`), updated live.
 * Safe for server rendering (issue 12): false on the server and while hydrating a server-rendered
 * page, then the browser's answer; a client-only render reads the browser's answer at once.
 */
export function useMediaQuery(query: string): boolean {
  return useMediaQueryOr(query, false);
}

/**
 * Like {@link useMediaQuery}, but undefined on the server and while hydrating a server-rendered
 * page, where the screen is not known: the caller then lays the page out with responsive CSS
 * (the same breakpoint), so hydration moves nothing under the visitor's pointer (issue 12).
 */
export function useHydratedMediaQuery(query: string): boolean | undefined {
  return useMediaQueryOr(query, undefined);
}

function useMediaQueryOr<T>(query: string, onServer: T): boolean | T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | T>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
