/**
 * The browser entry (issue 12): kept tiny, it only decides when and how the app starts.
 *
 * A visitor's public page arrives server-rendered (bff/src/ssr.ts) and is already on screen, so the
 * app's code is fetched only once the page and its pictures have loaded and a frame has been
 * painted: it never competes with the first paint or the pictures for the phone's bandwidth. The
 * code is then evaluated in stages ({@link STAGES}), each its own task with a
 * turn for the browser in between, so no single task blocks input for long. The page's route
 * chunks, listed by the server, are preloaded at the same moment. A signed-in customer's pages
 * arrive server-rendered the same way, with their data (issue 29). The routes still
 * client-rendered (cart, checkout, the forms, the admin console) get the empty shell and start at
 * once.
 */
import { APOLLO_STATE_ID, ROUTE_CHUNKS_ID, type RouteChunkList } from '@serena/domain/ssr-contract';
import { afterNextPaint, markServerRendered, whenPageHydrated } from '@/lib/first-paint';
import { isTextField, retype } from '@/lib/retype';
import type { LastStage } from '@/app/boot/11-start';
import type { BootStage } from '@/app/boot/stage';
/** Longest wait for the page's `load` event before the app starts anyway (a stalled picture). */
const LOAD_WAIT_MS = 2_500;

/** Resolves in a new task: the browser gets a turn (input, paint) before the next stage. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the page has loaded (pictures included; at most {@link LOAD_WAIT_MS} after this
 * call) and the next frame has been painted.
 */
function afterLoadAndPaint(): Promise<void> {
  return new Promise((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      afterNextPaint(resolve);
      // A hidden tab paints no frames: start anyway, a little later.
      setTimeout(resolve, 500);
    };
    if (document.readyState === 'complete') start();
    else {
      window.addEventListener('load', start, { once: true });
      setTimeout(start, LOAD_WAIT_MS);
    }
  });
}

/**
 * Keeps what a visitor does on the server-rendered page before the app has started, so it is not
 * lost:
 * - the last click on a button or a tab (links navigate by themselves);
 * - the last tick of a checkbox or radio button (the product list's filter boxes): the box is left
 *   as it was, since a tick would only change the hidden native input, not what React renders;
 * - the last choice in a dropdown (`<select>`, the product list's sort), which stays on screen;
 * - a form submitted without an `action` of its own (a form with one, like the product list's
 *   search boxes, submits to the server as usual);
 * - what was typed into text fields (account info, the search box, sign-in), given to React once
 *   the page has hydrated (lib/retype.ts).
 * `replay()` submits that form again (React then hydrates the part of the page it is in first);
 * clicks on the main content go on being kept until it has hydrated (its route's code loaded),
 * then the last click is made again (a button or a box, in the frame or the main content) and the
 * dropdown's handler is told of its new value (a `change` event).
 */
function recordEarlyInput(): { replay(): void } {
  // `box`: a checkbox or radio button (or its label), replayed once the page has hydrated.
  let clicked: { element: HTMLElement; box: boolean } | null = null;
  let chosen: HTMLSelectElement | null = null;
  let submitted: HTMLFormElement | null = null;
  // What was typed into each text field before its part of the page hydrated.
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  let appStarted = false;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    if (appStarted) {
      // Once the app has started, the page frame is React's; a click on the main content before
      // it has hydrated is kept from React (which would drop it there) and replayed after.
      if (!target.closest('main')) return;
      event.stopPropagation();
      event.preventDefault();
    }
    const box = tickable(target);
    if (box) {
      event.preventDefault();
      clicked = { element: box, box: true };
      return;
    }
    const button = target.closest<HTMLElement>('button, [role="button"], [role="tab"]');
    if (button) clicked = { element: button, box: false };
  };
  const onChange = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement)) return;
    if (appStarted) {
      // As with clicks: the main content's dropdowns are React's only once it has hydrated.
      if (!event.target.closest('main')) return;
      event.stopPropagation();
    }
    chosen = event.target;
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    submitted = form;
    clicked = null;
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (isTextField(field)) typed.set(field, field.value);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  return {
    replay() {
      appStarted = true;
      document.removeEventListener('submit', onSubmit, true);
      // A button clicked (the header's callback button, quick order's Check prices, the product
      // page's Save to list, My Orders' tabs) is clicked again once the page has hydrated: the
      // header's actions then wait to be touched (lib/hydrate-later.tsx), and that click is the
      // touch that hydrates them.
      const form = submitted;
      if (form?.isConnected) form.requestSubmit();
      void whenPageHydrated().then(() => {
        document.removeEventListener('click', onClick, true);
        document.removeEventListener('change', onChange, true);
        document.removeEventListener('input', onInput, true);
        for (const [field, value] of typed) if (field.isConnected) retype(field, value);
        const click = clicked;
        const select = chosen;
        if (select?.isConnected) select.dispatchEvent(new Event('change', { bubbles: true }));
        if (click?.element.isConnected) click.element.click();
      });
    },
  };
}

/** The checkbox or radio button a click on `target` ticks (itself or its label's), or null. */
function tickable(target: Element): HTMLElement | null {
  const isBox = (el: Element | null | undefined): el is HTMLInputElement =>
    el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
  if (isBox(target)) return target;
  const label = target.closest('label');
  return label && isBox(label.control) ? label : null;
}

/** Adds `<link rel="modulepreload">` for the route chunk files the server listed. */
function preloadRouteChunks(): void {
  const list = document.getElementById(ROUTE_CHUNKS_ID)?.textContent;
  if (!list) return;
  for (const file of JSON.parse(list) as RouteChunkList) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
}

/**
 * The app's code is evaluated in stages, one task each (about 10-20 ms each on a laptop, 4x that on
 * a mid-range phone): React DOM, the theme's code, the Chakra system built from it, Apollo Client,
 * the providers, React Router, the collections menu, the header, the rest of the page frame, the
 * small parts most routes share, the route table, then the start of the app. Each stage loads the next (src/app/boot/stage.ts: the
 * chain keeps the modules the stages share out of small files of their own).
 */
function firstStage(): Promise<BootStage> {
  return import('./app/boot/0-react-dom');
}

/** Loads and evaluates one stage, then gives the browser a turn. */
async function runStage(load: () => Promise<BootStage>, index: number): Promise<BootStage> {
  // User Timing marks (`boot:stage-N`), shown by the browser's performance tools.
  const start = performance.now();
  const stage = await load();
  performance.measure(`boot:stage-${index}`, { start });
  await yieldToBrowser();
  return stage;
}

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const state = document.getElementById(APOLLO_STATE_ID)?.textContent;
  const serverState = state && container.firstElementChild ? (JSON.parse(state) as object) : null;
  const earlyInput = serverState ? recordEarlyInput() : null;
  if (serverState) {
    markServerRendered();
    await afterLoadAndPaint();
    preloadRouteChunks();
  }
  // Each stage evaluates only the modules no earlier stage did; together they are the app.
  let stage = await runStage(firstStage, 0);
  for (let index = 1; stage.nextStage; index += 1) stage = await runStage(stage.nextStage, index);
  // The last stage (src/app/boot/11-start.ts) has no next stage: it starts the app.
  const { startApp } = stage as LastStage;
  await startApp(container, serverState);
  // After the hydration's first pass has been scheduled: React hydrates what is clicked first.
  if (earlyInput) setTimeout(() => earlyInput.replay(), 0);
}

void boot();
