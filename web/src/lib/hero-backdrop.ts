import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a dark hero is on screen under the home page's transparent header (issue 14: the header's
 * white text kept 4.5:1 contrast only once the hero had painted; while the home route loaded it sat
 * on the light page background at 1.04:1). The hero marks itself with {@link useHeroBackdrop}; the
 * header stays solid (black text on white) until then.
 */
let mounted = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks a dark hero as mounted under the header for as long as the calling component lives. */
export function useHeroBackdrop(): void {
  useEffect(() => {
    mounted += 1;
    emit();
    return () => {
      mounted -= 1;
      emit();
    };
  }, []);
}

/**
 * True while a component using {@link useHeroBackdrop} is mounted. The change reaches the header in
 * a transition (issue 29): the home page's header turning transparent once the hero has painted is
 * a re-render of the whole header, which a synchronous store update (useSyncExternalStore) ran in
 * one long task during the page's hydration; a transition renders it in slices between other work.
 */
export function useHasHeroBackdrop(): boolean {
  // False on the server and in the hydration, as the server rendered it.
  const [hasBackdrop, setHasBackdrop] = useState(false);
  useEffect(() => {
    const update = () => startTransition(() => setHasBackdrop(mounted > 0));
    update();
    return subscribe(update);
  }, []);
  return hasBackdrop;
}
