import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media `query` matches (e.g. `(min-width: 64rem)`, Chakra's `lg`), updated live.
 * Safe for server rendering (issue 12): false on the server and while hydrating a server-rendered
 * page, then the browser's answer; a client-only render reads the browser's answer at once.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
