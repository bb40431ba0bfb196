/**
 * A portal that costs a server-rendered page no synchronous render (issue 29, Total Blocking
 * Time). Chakra's `Portal` (Ark's) renders its children in place on the server and, once hydrated,
 * moves them to `document.body` through a `useSyncExternalStore` whose server and client values
 * differ: React re-renders that part synchronously right after hydration, mounting every menu,
 * dialog and toaster of the header anew in the body, in one long task. This one, when it hydrates
 * server HTML, keeps its children in place, as the server rendered them, until the page's main
 * content has hydrated, then mounts Chakra's portal in a transition, which React renders in slices
 * between the browser's other work. A portal mounted afresh (a dialog opened, a client
 * navigation, even before the page has hydrated) portals at once: moving open content later would
 * mount it anew and lose its state. So does one in a part that hydrates after the page (when
 * touched, lib/hydrate-later.tsx): it moves right after its own hydration, as Chakra's does.
 */
import { Portal as ChakraPortal, type PortalProps } from '@chakra-ui/react';
import { startTransition, useEffect, useState, type PropsWithChildren } from 'react';
import { isPageHydrated, whenPageHydrated } from '@/lib/first-paint';
import { useHydratesLater } from '@/lib/hydrate-later';
import { useIsHydrating } from '@/lib/use-is-hydrating';

/**
 * Chakra's `Portal` (same props), deferred to a transition after the page has hydrated when it
 * hydrates server HTML; see the module comment.
 */
export function Portal(props: PropsWithChildren<PortalProps>) {
  const hydrating = useIsHydrating();
  // A part that hydrates on its own (lib/hydrate-later.tsx: touched, or near the viewport) portals
  // as Chakra's does, at once after its hydration: it is small, and its menu or popover is about to
  // open, placed against its trigger (moved later, it opened where nothing placed it, or was
  // mounted anew while open when touched before the page had hydrated).
  const later = useHydratesLater();
  const [inPlace, setInPlace] = useState(() => hydrating && !later && !isPageHydrated());
  useEffect(() => {
    if (!inPlace) return;
    let live = true;
    void whenPageHydrated().then(() => {
      if (live) startTransition(() => setInPlace(false));
    });
    return () => {
      live = false;
    };
  }, [inPlace]);
  if (inPlace || props.disabled) return <>{props.children}</>;
  return <ChakraPortal {...props} />;
}
