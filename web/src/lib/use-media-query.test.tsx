import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydratedMediaQuery } from './use-media-query';

const original = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', original);
});

/** A screen `width` px wide that answers `(min-width: Nrem)` queries and reports changes. */
function screenOf(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const list = (query: string) => ({
    get matches() {
      const rem = Number(/min-width:\s*([\d.]+)rem/.exec(query)?.[1] ?? 0);
      return current >= rem * 16;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: list });
  return {
    resize(to: number) {
      current = to;
      for (const listener of listeners) listener();
    },
  };
}

function Probe() {
  const wide = useHydratedMediaQuery('(min-width: 64rem)');
  return <output data-testid="probe">{String(wide)}</output>;
}

describe('useHydratedMediaQuery (issue 12)', () => {
  it('answers undefined on the server: the screen is unknown', () => {
    screenOf(1280);
    expect(renderToString(<Probe />)).toContain('undefined');
  });

  it('answers the screen once mounted in a client render', async () => {
    screenOf(1280);
    render(<Probe />);
    expect(await screen.findByText('true')).toBeInTheDocument();
  });

  it('answers the screen once a server-rendered page has hydrated, without a mismatch', async () => {
    screenOf(375);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    const errors: unknown[] = [];
    render(<Probe />, {
      container,
      hydrate: true,
      onRecoverableError: (error) => errors.push(error),
    });
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(errors).toEqual([]);
    container.remove();
  });

  it('follows the screen when it crosses the breakpoint', async () => {
    const screenSize = screenOf(375);
    render(<Probe />);
    expect(await screen.findByText('false')).toBeInTheDocument();
    act(() => screenSize.resize(1280));
    expect(screen.getByTestId('probe')).toHaveTextContent('true');
  });
});
