import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toaster } from '@/lib/toaster';

const ToasterView = lazy(() => import('./toaster-view'));

/** Set once the first toast is created: the toast area then stays mounted. */
let toasted = false;

function subscribe(onChange: () => void): () => void {
  return toaster.subscribe(() => {
    if (!toasted) {
      toasted = true;
      onChange();
    }
  });
}

/**
 * The toast area of the page frame (spec §2). Its machinery (zag's toast state machines, Chakra's
 * toast parts) is loaded with the first toast rather than with the page (issue 12, JavaScript
 * budget); toasts created before it arrives are shown when it mounts (they wait in the store).
 */
export function AppToaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => toasted || toaster.getVisibleToasts().length > 0,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
