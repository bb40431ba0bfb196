/**
 * The deferred portal (issue 29): on a server-rendered page it hydrates its children in place, as
 * the server rendered them, with no hydration mismatch, and moves them to `document.body` once the
 * page has hydrated; mounted afresh (a client render, a dialog opened while the page still
 * hydrates) it portals at once, so open content is never mounted twice.
 */
import { act, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as FirstPaintModule from '@/lib/first-paint';
import type * as PortalModule from './portal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Modules = { portal: typeof PortalModule; paint: typeof FirstPaintModule };

/** Fresh modules per test: the page's hydration state is module state. */
async function load(): Promise<Modules> {
  vi.resetModules();
  return { paint: await import('@/lib/first-paint'), portal: await import('./portal') };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Renders `portal` in the container on the client (no server HTML), as a dialog opened does. */
async function clientRender(portal: ReactElement): Promise<void> {
  await act(async () => {
    root = createRoot(container);
    root.render(portal);
    await settle();
  });
}

/** Where the portalled paragraph is: in the page's container or moved to the body. */
function where(): 'in place' | 'body' | 'missing' {
  const node = document.querySelector('[data-testid=portalled]');
  if (!node) return 'missing';
  return container.contains(node) ? 'in place' : 'body';
}

describe('Portal', () => {
  it('keeps the server HTML in place while the page hydrates, then portals', async () => {
    const { paint, portal } = await load();
    const tree = (
      <portal.Portal>
        <p data-testid="portalled">Menu</p>
      </portal.Portal>
    );
    container.innerHTML = renderToString(tree);
    paint.markServerRendered();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => console.error(error) });
      await settle();
    });
    expect(where()).toBe('in place');
    await act(async () => {
      paint.markPageHydrated();
      await settle();
    });
    expect(where()).toBe('body');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('portals at once on a client render', async () => {
    const { portal } = await load();
    await clientRender(
      <portal.Portal>
        <p data-testid="portalled">Menu</p>
      </portal.Portal>,
    );
    expect(where()).toBe('body');
  });

  it('portals at once when mounted afresh before the page has hydrated (a dialog opened)', async () => {
    const { paint, portal } = await load();
    paint.markServerRendered();
    await clientRender(
      <portal.Portal>
        <p data-testid="portalled">Dialog</p>
      </portal.Portal>,
    );
    expect(where()).toBe('body');
  });

  it('renders in place when disabled', async () => {
    const { portal } = await load();
    await clientRender(
      <portal.Portal disabled>
        <p data-testid="portalled">Inline</p>
      </portal.Portal>,
    );
    expect(where()).toBe('in place');
  });
});
