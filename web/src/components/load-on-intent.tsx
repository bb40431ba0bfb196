/**
 * Code that loads on the user's first intent (issue 29, main-thread work and JavaScript boot-up):
 * the header's menus and popovers (the user menu, the cart dropdown) need Zag's menu and popover
 * machines, focus trap, dismissable layer and Floating UI (about 90 KB minified), yet most page
 * views never open them. Until the user points at, touches or focuses the trigger, a plain button
 * that looks the same stands in for it (also in the server's HTML); pointing or focusing starts the
 * download, and a click opens the real menu as soon as its code is there. The real trigger then
 * takes the focus and the click, so the menu opens, traps and returns focus exactly as it does when
 * loaded from the start.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Handlers the stand-in trigger spreads onto its button (see {@link LoadOnIntent}). */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onClick: () => void;
}

/** Props of {@link LoadOnIntent}. */
export interface LoadOnIntentProps<T> {
  /** Loads the real part's module (an `import()`; the browser fetches it once). */
  load: () => Promise<T>;
  /** The stand-in trigger, spreading `intent` onto its button; rendered until `load` resolves. */
  fallback: (intent: IntentHandlers) => ReactNode;
  /** The real part (its trigger is the wrapper's first `button`), given the loaded module. */
  children: (module: T) => ReactNode;
}

/**
 * Renders `fallback` until the user shows intent, then `children(module)` once `load` resolves
 * after a click (pointing or focusing only preloads). The click that asked for it is replayed on
 * the real trigger (focused first). Both render inside one `display: contents` span, so the page's
 * layout is the same either way. A failed load leaves the stand-in, and the next click tries again.
 */
export function LoadOnIntent<T>({ load, fallback, children }: LoadOnIntentProps<T>) {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);

  // Once, when the real part has mounted after the click that loaded it.
  useEffect(() => {
    if (!loaded) return;
    const trigger = wrapper.current?.querySelector('button');
    trigger?.focus();
    trigger?.click();
  }, [loaded]);

  const preload = () => {
    load().catch(() => undefined);
  };
  const intent: IntentHandlers = {
    onPointerEnter: preload,
    onFocus: preload,
    onPointerDown: preload,
    onClick: () => {
      load().then(
        (module) => setLoaded((current) => current ?? { module }),
        () => undefined,
      );
    },
  };

  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {loaded ? children(loaded.module) : fallback(intent)}
    </span>
  );
}
