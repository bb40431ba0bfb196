import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True once the window has scrolled more than `threshold` px (updates on scroll). False on the
 * server and while hydrating a server-rendered page (issue 12), then the real scroll position.
 */
export function useScrolled(threshold: number): boolean {
  const read = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, read, () => false);
}
