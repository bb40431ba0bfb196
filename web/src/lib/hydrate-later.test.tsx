/**
 * Hydration later (issue 29): a part of a server-rendered page keeps its server HTML while the
 * page hydrates, hydrates once the page has and the part comes near the viewport (one part per
 * idle moment where the browser has no IntersectionObserver, as jsdom), or at once when touched
 * first, and the touch still reaches its handler. A part mounted after the first render renders
 * at once.
 */
import { act, createContext, useContext, useEffect, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as HydrateLaterModule from './hydrate-later';
import type * as FirstPaintModule from './first-paint';

type Modules = { later: typeof HydrateLaterModule; paint: typeof FirstPaintModule };

/** Fresh modules per test: the page's hydration state is module state. */
async function load(): Promise<Modules> {
  vi.resetModules();
  return { later: await import('./hydrate-later'), paint: await import('./first-paint') };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Lets React's scheduled work run (inside `act`). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let container: HTMLDivElement;

/**
 * Puts the server's HTML of `tree` in the container, marks the page server-rendered (as the
 * browser entry does) and hydrates it.
 */
async function serveAndHydrate(paint: Modules['paint'], tree: ReactElement): Promise<void> {
  container.innerHTML = renderToString(tree);
  paint.markServerRendered();
  await act(async () => {
    root = hydrateRoot(container, tree);
    await settle();
  });
}
let root: Root | null = null;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('HydrateLater', () => {
  it('keeps the server HTML, hydrates once the page has (no IntersectionObserver: when idle), and then answers clicks', async () => {
    const { later, paint } = await load();
    const { HydrateLater } = later;
    const clicks = vi.fn();
    const hydrated = vi.fn();
    function Part() {
      useEffect(hydrated, []);
      return (
        <button type="button" onClick={clicks}>
          Later part
        </button>
      );
    }
    const tree = (
      <main>
        <p>First</p>
        <HydrateLater>
          <Part />
        </HydrateLater>
      </main>
    );
    await serveAndHydrate(paint, tree);
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Later part');
    // The rest of the page has hydrated; the part is still the server's HTML.
    expect(hydrated).not.toHaveBeenCalled();
    // The page has hydrated: the part follows at the next idle moment, the same element kept.
    act(() => paint.markPageHydrated());
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalled(), { timeout: 5_000 });
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('hydrates a waiting part only once it comes near the viewport', async () => {
    /** The browser's IntersectionObserver as far as the part uses it: what it watches, and a way to report. */
    const observers: {
      callback: IntersectionObserverCallback;
      watched: Set<Element>;
      margin?: string;
    }[] = [];
    class Observer {
      readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, watched: new Set(), margin: options?.rootMargin };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.watched.add(el);
      }
      unobserve(el: Element) {
        this.entry.watched.delete(el);
      }
      disconnect() {
        this.entry.watched.clear();
      }
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    try {
      const { later, paint } = await load();
      const { HydrateLater, NEAR_VIEWPORT } = later;
      const hydrated = vi.fn();
      function Part() {
        useEffect(hydrated, []);
        return <p id="below">Below the fold</p>;
      }
      await serveAndHydrate(
        paint,
        <HydrateLater>
          <Part />
        </HydrateLater>,
      );
      await act(async () => {
        paint.markPageHydrated();
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      // The page has hydrated; the part, not yet near the viewport, waits and is watched.
      expect(hydrated).not.toHaveBeenCalled();
      const part = container.querySelector('#below')!;
      expect(observers).toHaveLength(1);
      const [observer] = observers as [(typeof observers)[number]];
      expect(observer.margin).toBe(NEAR_VIEWPORT);
      expect([...observer.watched]).toEqual([part]);
      // Scrolled near: it hydrates, keeps its element and is no longer watched.
      await act(async () => {
        const entry = { target: part, isIntersecting: true } as IntersectionObserverEntry;
        observer.callback([entry], {} as IntersectionObserver);
        await settle();
      });
      await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
      expect(container.querySelector('#below')).toBe(part);
      expect(observer.watched.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hydrates every waiting part when the app says so (a navigation)', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      const { later, paint } = await load();
      const { HydrateLater, hydrateAllWaiting } = later;
      const hydrated = vi.fn<(id: string) => void>();
      function Part({ id }: { id: string }) {
        useEffect(() => {
          hydrated(id);
        }, [id]);
        return <p>{id}</p>;
      }
      await serveAndHydrate(
        paint,
        <main>
          <HydrateLater>
            <Part id="one" />
          </HydrateLater>
          <HydrateLater>
            <Part id="two" />
          </HydrateLater>
        </main>,
      );
      await act(async () => {
        paint.markPageHydrated();
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      expect(hydrated).not.toHaveBeenCalled();
      await act(async () => {
        hydrateAllWaiting();
        await settle();
      });
      await vi.waitFor(() =>
        expect(hydrated.mock.calls.map(([id]) => id).sort()).toEqual(['one', 'two']),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['a pointer', true],
    ['a click alone (a screen reader)', false],
  ])(
    'hydrates a part at once when %s touches it first, and the click reaches it',
    async (_, pointer) => {
      const { later, paint } = await load();
      const { HydrateLater } = later;
      function Counter() {
        const [n, setN] = useState(0);
        return (
          <button type="button" onClick={() => setN((x) => x + 1)}>
            Clicked {n}
          </button>
        );
      }
      const tree = (
        <HydrateLater>
          <Counter />
        </HydrateLater>
      );
      await serveAndHydrate(paint, tree);
      const button = container.querySelector('button')!;
      await act(async () => {
        if (pointer) button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        button.click();
        await settle();
      });
      expect(container.querySelector('button')!.textContent).toBe('Clicked 1');
    },
  );

  it('keeps a part that waits to be touched as server HTML near the viewport and when idle, then hydrates it on the first touch', async () => {
    // An observer that reports every watched element as on screen at once.
    const watched: Element[] = [];
    class OnScreenObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(el: Element) {
        watched.push(el);
        const entry = { target: el, isIntersecting: true } as IntersectionObserverEntry;
        queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    try {
      const { later, paint } = await load();
      const { HydrateLater } = later;
      const hydrated = vi.fn<(id: string) => void>();
      function Menu({ id }: { id: string }) {
        const [open, setOpen] = useState(false);
        useEffect(() => hydrated(id), [id]);
        return (
          <button type="button" id={id} onClick={() => setOpen(true)}>
            {open ? 'Open' : 'Closed'}
          </button>
        );
      }
      await serveAndHydrate(
        paint,
        <main>
          <HydrateLater when="touched">
            <Menu id="menu" />
          </HydrateLater>
          <HydrateLater>
            <Menu id="near" />
          </HydrateLater>
        </main>,
      );
      await act(async () => {
        paint.markPageHydrated();
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      // The part that waits near the viewport has hydrated; the one waiting to be touched has
      // not, and is not even watched.
      expect(hydrated.mock.calls.map(([id]) => id)).toEqual(['near']);
      expect(watched.map((el) => el.id)).toEqual(['near']);
      const button = container.querySelector<HTMLButtonElement>('#menu')!;
      await act(async () => {
        button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        button.click();
        await settle();
      });
      expect(hydrated.mock.calls.map(([id]) => id)).toEqual(['near', 'menu']);
      expect(container.querySelector('#menu')).toBe(button);
      expect(button.textContent).toBe('Open');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hydrates a part that waits to be touched with the page when it was used before the app started', async () => {
    const { later, paint } = await load();
    const { HydrateLater } = later;
    const hydrated = vi.fn<(id: string) => void>();
    function Box({ id }: { id: string }) {
      useEffect(() => hydrated(id), [id]);
      return <input id={id} defaultValue="" aria-label={id} />;
    }
    function Sort({ id }: { id: string }) {
      useEffect(() => hydrated(id), [id]);
      return (
        <select id={id} aria-label={id} defaultValue="name">
          <option value="name">Name</option>
          <option value="newest">Newest</option>
        </select>
      );
    }
    const tree = (
      <main>
        <HydrateLater when="touched">
          <Box id="typed" />
        </HydrateLater>
        <HydrateLater when="touched">
          <Box id="focused" />
        </HydrateLater>
        <HydrateLater when="touched">
          <Box id="untouched" />
        </HydrateLater>
        <HydrateLater when="touched">
          <Sort id="chosen" />
        </HydrateLater>
        <HydrateLater when="touched">
          <Sort id="unchosen" />
        </HydrateLater>
      </main>
    );
    container.innerHTML = renderToString(tree);
    // Before the app starts: text typed into one box, the focus left in another.
    container.querySelector<HTMLInputElement>('#typed')!.value = 'Kilkenny';
    container.querySelector<HTMLInputElement>('#focused')!.focus();
    container.querySelector<HTMLSelectElement>('#chosen')!.value = 'newest';
    paint.markServerRendered();
    await act(async () => {
      root = hydrateRoot(container, tree);
      await settle();
    });
    expect(hydrated.mock.calls.map(([id]) => id).sort()).toEqual(['chosen', 'focused', 'typed']);
    expect(container.querySelector<HTMLInputElement>('#typed')!.value).toBe('Kilkenny');
  });

  it('gives React the text typed into a waiting part as its focus opens it (one input event, as a paste)', async () => {
    const { later, paint } = await load();
    const { HydrateLater } = later;
    const changes = vi.fn<(value: string) => void>();
    function Reference() {
      const [value, setValue] = useState('');
      return (
        <>
          <input
            id="reference"
            aria-label="Customer Reference"
            value={value}
            onChange={(event) => {
              changes(event.target.value);
              setValue(event.target.value);
            }}
          />
          <output id="known">{value}</output>
        </>
      );
    }
    await serveAndHydrate(
      paint,
      <main>
        <HydrateLater when="touched">
          <Reference />
        </HydrateLater>
      </main>,
    );
    await act(async () => {
      paint.markPageHydrated();
      await settle();
    });
    const field = container.querySelector<HTMLInputElement>('#reference')!;
    // What a paste or a browser's fill does: the focus, then the whole text in one input event,
    // in one task (before React can hydrate the part the focus opened).
    await act(async () => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      field.focus();
      field.value = 'PO-1042';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
    });
    expect(container.querySelector('#reference')).toBe(field);
    expect(field.value).toBe('PO-1042');
    expect(changes).toHaveBeenLastCalledWith('PO-1042');
    expect(container.querySelector('#known')!.textContent).toBe('PO-1042');
  });

  it('hydrates a waiting part at once when its content changes, keeping its element', async () => {
    const { later, paint } = await load();
    const { HydrateLater } = later;
    let setLabel: (label: string) => void = () => {};
    function Page() {
      const [label, set] = useState('Before');
      setLabel = set;
      return (
        <HydrateLater>
          <span id="part">{label}</span>
        </HydrateLater>
      );
    }
    await serveAndHydrate(paint, <Page />);
    const part = container.querySelector('#part');
    expect(part?.textContent).toBe('Before');
    await act(async () => {
      setLabel('After');
      await settle();
    });
    expect(container.querySelector('#part')).toBe(part);
    expect(part?.textContent).toBe('After');
  });

  it('makes a memoized waiting part of a component (hydrateLater): the same props keep it waiting, a touch or new props hydrate it', async () => {
    const { later, paint } = await load();
    const hydrated = vi.fn<(id: string) => void>();
    function Label({ id, text }: { id: string; text: string }) {
      useEffect(() => hydrated(id), [id]);
      return <span id={id}>{text}</span>;
    }
    const LaterLabel = later.hydrateLater(Label, { when: 'touched' });
    let setCount: (count: number) => void = () => {};
    let setText: (text: string) => void = () => {};
    function Page() {
      const [count, setC] = useState(0);
      const [text, setT] = useState('Before');
      setCount = setC;
      setText = setT;
      return (
        <main data-count={count}>
          <LaterLabel id="touched" text="Touched" />
          <LaterLabel id="changed" text={text} />
        </main>
      );
    }
    await serveAndHydrate(paint, <Page />);
    await act(async () => {
      paint.markPageHydrated();
      setCount(1);
      await settle();
    });
    // The page rendered again with the same props: both parts still wait.
    expect(hydrated).not.toHaveBeenCalled();
    await act(async () => {
      container
        .querySelector('#touched')!
        .dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      await settle();
    });
    expect(hydrated.mock.calls.map(([id]) => id)).toEqual(['touched']);
    const part = container.querySelector('#changed');
    await act(async () => {
      setText('After');
      await settle();
    });
    expect(hydrated.mock.calls.map(([id]) => id)).toEqual(['touched', 'changed']);
    expect(container.querySelector('#changed')).toBe(part);
    expect(part?.textContent).toBe('After');
    expect(LaterLabel.displayName).toBe('Later(Label)');
  });

  it('renders at once outside the first render of a server-rendered page', async () => {
    const { later } = await load();
    const { HydrateLater } = later;
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    act(() => {
      root!.render(
        <HydrateLater>
          <span>Now</span>
        </HydrateLater>,
      );
    });
    expect(container.textContent).toBe('Now');
  });
  it('keeps a waiting part on screen when a synchronous update reaches it', async () => {
    // An observer that never reports: the part waits (as a card below the fold does).
    class QuietObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', QuietObserver);
    try {
      const { later, paint } = await load();
      const { HydrateLater } = later;
      const Tone = createContext('calm');
      let setTone: (tone: string) => void = () => {};
      function Part() {
        return <p>Part is {useContext(Tone)}</p>;
      }
      const part = (
        <HydrateLater>
          <Part />
        </HydrateLater>
      );
      function Page() {
        const [tone, set] = useState('calm');
        setTone = set;
        return (
          <Tone.Provider value={tone}>
            <main>{part}</main>
          </Tone.Provider>
        );
      }
      await serveAndHydrate(paint, <Page />);
      expect(container.textContent).toBe('Part is calm');
      // A synchronous update (an external store's) React cannot hydrate the part ahead of: it
      // renders the part on the client, which must not wait for the gate (the part was left empty).
      await act(async () => {
        flushSync(() => setTone('busy'));
        await settle();
      });
      expect(container.textContent).toBe('Part is busy');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
