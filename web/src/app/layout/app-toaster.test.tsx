import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, toaster } from '@/lib/toaster';
import { renderWithProviders } from '@/test/render';
import { AppToaster } from './app-toaster';

describe('AppToaster (issue 12: toast machinery loads with the first toast)', () => {
  it('renders nothing until a toast is created, then shows it and stays mounted', async () => {
    const { container } = renderWithProviders(<AppToaster />);
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    expect(container).toBeEmptyDOMElement();

    act(() => {
      notify('success', 'Added to cart', { duration: 60_000 });
    });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();

    act(() => toaster.remove());
    act(() => {
      notify('error', 'Second toast', { duration: 60_000 });
    });
    expect(await screen.findByText('Second toast')).toBeInTheDocument();
    act(() => toaster.remove());
  });
});
