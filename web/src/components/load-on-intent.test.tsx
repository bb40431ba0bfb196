/**
 * Code loaded on intent (issue 29): the stand-in trigger is what the server renders and what
 * hydrates; pointing at it only preloads; a click mounts the real part once its module is there and
 * replays the click on the real trigger, focused; a failed load keeps the stand-in for a retry.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LoadOnIntent } from './load-on-intent';

/** A "real part": a trigger that opens a panel on click, as a Zag trigger does. */
function RealMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        Menu (real)
      </button>
      {open ? <div role="menu">Panel</div> : null}
    </>
  );
}

const module = { RealMenu };

function Subject({ load }: { load: () => Promise<typeof module> }) {
  return (
    <LoadOnIntent
      load={load}
      fallback={(intent) => (
        <button type="button" aria-haspopup="menu" {...intent}>
          Menu (stand-in)
        </button>
      )}
    >
      {(loaded) => <loaded.RealMenu />}
    </LoadOnIntent>
  );
}

describe('LoadOnIntent', () => {
  it('renders the stand-in on the server, in a display: contents wrapper', () => {
    const html = renderToString(<Subject load={() => Promise.resolve(module)} />);
    expect(html).toContain('display:contents');
    expect(html).toContain('Menu (stand-in)');
    expect(html).not.toContain('Menu (real)');
  });

  it('preloads on pointer and focus without swapping the trigger', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    render(<Subject load={load} />);
    const standIn = screen.getByRole('button', { name: 'Menu (stand-in)' });
    fireEvent.pointerEnter(standIn);
    fireEvent.focus(standIn);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Menu (stand-in)' })).toBe(standIn);
  });

  it('opens the real part on click, with the real trigger focused', async () => {
    render(<Subject load={() => Promise.resolve(module)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu (stand-in)' }));
    expect(await screen.findByRole('menu')).toHaveTextContent('Panel');
    expect(screen.getByRole('button', { name: 'Menu (real)' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Menu (stand-in)' })).not.toBeInTheDocument();
  });

  it('keeps the stand-in when the load fails, and loads again on the next click', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module);
    render(<Subject load={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu (stand-in)' }));
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.getByRole('button', { name: 'Menu (stand-in)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Menu (stand-in)' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
