import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { clearToasts } from './toasts';

// findBy… and waitFor wait up to 5 s, not 1 s: the suite runs one worker per core, and on the
// 2-core machines a page of the console with a dialog could take longer than 1 s to settle.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs jsdom lacks but Chakra UI (Zag) and the frame use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

class ObserverStub {
  observe(_target?: Element) {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= ObserverStub as unknown as typeof ResizeObserver;
/** jsdom lays nothing out: every observed element counts as in view, reported on the next task. */
class IntersectionObserverStub extends ObserverStub {
  constructor(private readonly callback: IntersectionObserverCallback) {
    super();
  }
  override observe(target?: Element) {
    if (!target) return;
    setTimeout(() =>
      this.callback(
        [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}
globalThis.IntersectionObserver ??=
  IntersectionObserverStub as unknown as typeof IntersectionObserver;
// jsdom has no layout: ranges (ProseMirror asks for them when the rich text editor scrolls to
// its selection) report no boxes.
const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 });
for (const [name, value] of [
  ['getClientRects', () => []],
  ['getBoundingClientRect', noRect],
] as const) {
  if (!(name in Range.prototype)) Object.defineProperty(Range.prototype, name, { value });
}
window.scrollTo = vi.fn();
Element.prototype.scrollTo = vi.fn();
Element.prototype.scrollBy = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  clearToasts();
});

// The files of a worker share one document (vitest.config.ts): what one left behind (a portal,
// a dialog's container) is gone before the next file renders.
afterAll(() => {
  document.body.replaceChildren();
});
