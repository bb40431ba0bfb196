/**
 * Hydration later (issue 29, Total Blocking Time and main-thread work): a part of a
 * server-rendered page that is not needed at once (a product card below the first one, a related
 * product, the footer) keeps its server HTML on screen while the rest of the page hydrates. Once
 * the page has hydrated, a part hydrates when it comes near the viewport (within half a screen of
 * it, {@link NEAR_VIEWPORT}), so a part never scrolled to costs the phone nothing. A part the user
 * touches first (pointer, focus, key) hydrates at once, before React sees the event, so no click
 * or key is lost. Without IntersectionObserver the parts hydrate one per idle moment instead, in
 * the page's order. A part on screen that needs no script until it is used (the header's account
 * menu, the product list's category tabs) can wait for that touch alone (`when="touched"`).
 *
 * Only the first render of a server-rendered page is deferred: a part mounted later (a client
 * navigation, a new page of results) renders at once, and a part given new content while it
 * waits hydrates at once. Keep the element given to {@link HydrateLater} stable (a memoized
 * component around it, or a constant): each new element is new content.
 */
import {
  createContext,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type NamedExoticComponent,
  type ReactNode,
  type RefObject,
} from 'react';
import { isPageHydrated, isServerRendered, whenPageHydrated } from './first-paint';
import { retypeUnknownText } from './retype';
import { useIsHydrating } from './use-is-hydrating';

/**
 * A part's permission to hydrate: a promise React's `use` reads synchronously once opened (React
 * reads a promise's `status` and `value` fields when it carries them).
 */
interface Gate {
  promise: Promise<void>;
  /** When the part hydrates by itself: near the viewport, or only when touched (see {@link HydrateWhen}). */
  when: HydrateWhen;
  /** Lets the part hydrate. */
  open(): void;
}

function createGate(when: HydrateWhen): Gate {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  void Object.assign(promise, { status: 'pending' });
  let opened = false;
  const gate: Gate = {
    promise,
    when,
    open() {
      if (opened) return;
      opened = true;
      void Object.assign(promise, { status: 'fulfilled', value: undefined });
      pending.delete(gate);
      resolve();
    },
  };
  return gate;
}

/**
 * Each waiting part's wrapper element: the server's, found by its id from the part's first render
 * (a touch during the page's hydration finds it before React has committed anything).
 */
const elements = new WeakMap<Gate, HTMLElement>();

/** The parts still waiting, in the order they were rendered (the page's order). */
const pending = new Set<Gate>();
let draining = false;
let listening = false;

/**
 * Events that open the part they happen in first (window's capture phase precedes React's root):
 * a pointer coming over it or pressed, a touch, focus, a key, a click alone (a screen reader's
 * activation), and a field's value changed without any of those (a dropdown chosen by a script or
 * an assistive tool, a field filled in by the browser). A pointer coming over it counts as it is
 * an intent to use it, and as React holds a hover event whose target has not hydrated from the
 * part's ancestors until it has (the home page's header turns solid under the pointer, over its
 * waiting actions too).
 */
const FIRST_TOUCH = [
  'pointerover',
  'pointerdown',
  'mousedown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
  'input',
  'change',
] as const;

function openTouched(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const gate of pending) if (elements.get(gate)?.contains(target)) gate.open();
}

/**
 * True when the server's HTML of a part was used before the app started: the focus is in it, a
 * field in it holds text typed there, or a dropdown in it has another option chosen (a search box
 * filled in, the product list's sort chosen before the app started: its part must hydrate with the
 * page to take the text or the choice over, as no touch may follow).
 */
function usedBeforeStart(wrapper: HTMLElement): boolean {
  if (wrapper.contains(document.activeElement)) return true;
  const typed = [
    ...wrapper.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
  ].some((field) => field.value !== field.defaultValue);
  return (
    typed ||
    [...wrapper.querySelectorAll('option')].some(
      (option) => option.selected !== option.defaultSelected,
    )
  );
}

/**
 * Records `wrapper` (the server's element of a waiting part, when found) as its gate's, and opens
 * the gate at once when the part was {@link usedBeforeStart}.
 */
function place(gate: Gate | null, wrapper: HTMLElement | null): void {
  if (!gate || !wrapper || elements.has(gate)) return;
  elements.set(gate, wrapper);
  if (usedBeforeStart(wrapper)) gate.open();
}

/** Waits for an idle moment of the browser (a timeout where requestIdleCallback is missing). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 50);
  });
}

/**
 * Opens every waiting part now. The app calls it when the router's location changes: a waiting part's
 * links read the location, and React would otherwise hold a navigation (a transition) until every
 * part it reaches has hydrated, which a part far below the fold may never do.
 */
export function hydrateAllWaiting(): void {
  for (const gate of [...pending]) gate.open();
}

/** How near the viewport a waiting part hydrates: half a screen above or below it. */
export const NEAR_VIEWPORT = '50% 0px 50% 0px';

/**
 * Opens each waiting part when one of its elements comes {@link NEAR_VIEWPORT} (its wrapper is
 * `display: contents` and has no box of its own, so its children are watched).
 */
function openNearViewport(): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const gate of pending) {
          if (gate.when !== 'near') continue;
          const wrapper = elements.get(gate);
          if (!wrapper?.contains(entry.target)) continue;
          for (const child of wrapper.children) observer.unobserve(child);
          gate.open();
        }
      }
      if (![...pending].some((gate) => gate.when === 'near')) observer.disconnect();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const gate of pending) {
    if (gate.when !== 'near') continue;
    for (const child of elements.get(gate)?.children ?? []) observer.observe(child);
  }
}

/**
 * Once the page has hydrated, opens the waiting parts as they come near the viewport, or (without
 * IntersectionObserver) one per idle moment, in order.
 */
function drain(): void {
  if (draining) return;
  draining = true;
  void (async () => {
    await whenPageHydrated();
    // No part is added once the page has hydrated: one observer serves them all.
    if (typeof IntersectionObserver === 'function') return openNearViewport();
    for (;;) {
      await idle();
      const next = [...pending].find((gate) => gate.when === 'near');
      if (!next) break;
      next.open();
    }
    draining = false;
  })();
}

/** A gate for a part in the browser's first render of a server-rendered page, else null. */
function gateForFirstRender(when: HydrateWhen): Gate | null {
  if (typeof window === 'undefined' || !isServerRendered() || isPageHydrated()) return null;
  const gate = createGate(when);
  pending.add(gate);
  if (!listening) {
    listening = true;
    for (const type of FIRST_TOUCH) window.addEventListener(type, openTouched, { capture: true });
  }
  drain();
  return gate;
}

/**
 * Waits for the gate only while hydrating. A synchronous update reaching a part that still waits
 * (an external store's, which React cannot hydrate ahead of) makes React drop the part's server
 * HTML and render it on the client: that render must not wait for the gate, or the part stays
 * empty (it did: the second row of a product list vanished a second after load).
 */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  const hydrating = useIsHydrating();
  if (gate && hydrating) use(gate.promise);
  return children;
}

/** True inside a part that hydrates after the page (see {@link useHydratesLater}). */
const LaterContext = createContext(false);

/**
 * True inside a {@link HydrateLater} part: it hydrates on its own, after the page's first pass
 * (when near the viewport or touched), so what it opens (a menu's portal) belongs where it goes
 * at once, not after the rest of the page.
 */
export function useHydratesLater(): boolean {
  return useContext(LaterContext);
}

/**
 * When a waiting part hydrates by itself: `'near'` once the page has hydrated and the part comes
 * near the viewport (the default); `'touched'` only when touched first (pointer, focus, key), for
 * a part on screen that works without JavaScript until then (links, a GET form) or whose script
 * only answers a touch (the header's account menu and cart). Either kind hydrates at once when
 * touched, when given new content and when the app says so ({@link hydrateAllWaiting}).
 */
export type HydrateWhen = 'near' | 'touched';

/** Props of {@link HydrateLater}. */
export interface HydrateLaterProps {
  /** When the part hydrates by itself (default `'near'`), see {@link HydrateWhen}. */
  when?: HydrateWhen;
  /** The part: keep the element stable (a memoized component or element) while it waits. */
  children: ReactNode;
}

/**
 * Renders `children` (server-rendered like the rest) in a Suspense boundary that hydrates after
 * the page, near the viewport or when touched, as described above. The wrapper is a
 * `display: contents` element: it adds no box.
 */
export function HydrateLater({ when = 'near', children }: HydrateLaterProps) {
  const id = useId();
  const [gate] = useState(() => {
    const opened = gateForFirstRender(when);
    place(opened, typeof document === 'undefined' ? null : document.getElementById(id));
    return opened;
  });
  const [shown, setShown] = useState(children);
  if (shown !== children) {
    // New content for a part still waiting (a live update): it hydrates now, so React applies
    // the change to it instead of dropping its server HTML. Opening twice is harmless.
    gate?.open();
    setShown(children);
  }
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!gate) return undefined;
    place(gate, wrapper.current);
    return () => {
      // Unmounted before its turn: nothing left to hydrate.
      pending.delete(gate);
    };
  }, [gate]);
  return (
    <div ref={wrapper} id={id} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <LaterContext value={true}>
          <Gated gate={gate}>{children}</Gated>
        </LaterContext>
        {gate && <TakeOverTyping wrapper={wrapper} />}
      </Suspense>
    </div>
  );
}

/**
 * Once its waiting part has hydrated (its effects run then): hands React the text typed into the
 * part's fields while it waited. A focus opens the part, but the text typed or pasted at once
 * lands before React has hydrated it, and React would keep it on screen without knowing it (an
 * order's customer reference shown, then missing from the cart line).
 */
function TakeOverTyping({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (wrapper.current) retypeUnknownText(wrapper.current);
  }, [wrapper]);
  return null;
}

/**
 * `Component` as a part that hydrates later ({@link HydrateLater}, `when` as there), memoized: the
 * same props (compared one by one) are no update, so the part keeps waiting while the page around
 * it renders again; new props are new content and hydrate it at once. Give it stable props (no
 * callback or object made anew in each render of its parent).
 */
export function hydrateLater<P extends object>(
  Component: ComponentType<P>,
  { when = 'near' }: { when?: HydrateWhen } = {},
): NamedExoticComponent<P> {
  function Later(props: P) {
    return (
      <HydrateLater when={when}>
        <Component {...props} />
      </HydrateLater>
    );
  }
  const named = memo(Later);
  named.displayName = `Later(${Component.displayName ?? Component.name})`;
  return named;
}
