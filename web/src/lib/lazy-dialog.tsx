import { lazy, Suspense } from 'react';
import type { ComponentType, JSX } from 'react';
import { useOpenedOnce } from './use-opened-once';

/**
 * A dialog whose code loads, and whose root mounts, the first time it opens (issue 29): until then
 * the page hydrates nothing of it and loads none of its script files (its form, its validation
 * schema, Chakra's dialog). `load` imports the dialog component; `isOpen` says from its props
 * whether it is open. Once opened it stays mounted, so closing it animates. The first opening
 * waits for the code (a small chunk) with nothing shown; `preload()` starts loading it sooner (when
 * the button that opens it is pointed at or focused).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ((props: P) => JSX.Element | null) & { preload: () => Promise<unknown> } {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const opened = useOpenedOnce(isOpen(props));
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: load });
}
