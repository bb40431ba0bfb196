/**
 * lazyDialog (issue 29): a dialog's code loads, and it mounts, only once it is first opened; it
 * then stays mounted while closed (so closing animates and nothing loads again).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

interface Props {
  target: string | null;
}

function View({ target }: Props) {
  return <p>{target === null ? 'closed' : `open: ${target}`}</p>;
}

describe('lazyDialog', () => {
  it('loads and mounts the dialog on its first opening only, then keeps it', async () => {
    const load = vi.fn(() => Promise.resolve(View));
    const Dialog = lazyDialog<Props>(load, (props) => props.target !== null);
    const { container, rerender } = render(<Dialog target={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();

    rerender(<Dialog target="order 7" />);
    expect(await screen.findByText('open: order 7')).toBeInTheDocument();
    rerender(<Dialog target={null} />);
    expect(screen.getByText('closed')).toBeInTheDocument();
    rerender(<Dialog target="order 8" />);
    expect(screen.getByText('open: order 8')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
