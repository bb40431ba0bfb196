import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydratedMediaQuery, useMediaQuery } from './use-media-query';

const original = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', original);
});

/** A screen as wide as `(min-width: …)` queries ask. */
function wideScreen() {
  const narrow = window.matchMedia.bind(window);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ ...narrow(query), matches: query.includes('min-width') }),
  });
}

function Probe() {
  const plain = useMediaQuery('(min-width: 64rem)');
  const hydrated = useHydratedMediaQuery('(min-width: 64rem)');
  return <output data-testid="probe">{`${plain} ${String(hydrated)}`}</output>;
}

describe('media queries on server-rendered pages (issue 12)', () => {
  it('answers false, or undefined (the screen is unknown), on the server', () => {
    wideScreen();
    expect(renderToString(<Probe />)).toContain('false undefined');
  });

  it('answers the screen at once in a client render', () => {
    wideScreen();
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('true true');
  });

  it('answers the screen once a server-rendered page has hydrated', async () => {
    wideScreen();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    render(<Probe />, { container, hydrate: true });
    expect(await screen.findByText('true true')).toBeInTheDocument();
  });
});
