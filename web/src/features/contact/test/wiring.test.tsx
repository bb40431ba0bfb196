import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionsMenuMock } from '@/test/fixtures';
import { renderApp } from '@/test/render';

describe('contact wiring in the app', () => {
  // jsdom applies no media queries: the desktop-only header button counts as hidden otherwise.
  beforeAll(() => configure({ defaultHidden: true }));
  afterAll(() => configure({ defaultHidden: false }));

  it('renders the contact form on /contact', async () => {
    renderApp('/contact', [collectionsMenuMock]);
    const form = await screen.findByRole('form', { name: 'Contact Us' }, { timeout: 8000 });
    expect(within(form).getByText('0/250')).toBeInTheDocument();
  });

  it("opens the Request A Callback dialog from the header's button", async () => {
    const user = userEvent.setup();
    renderApp('/contact', [collectionsMenuMock]);
    const buttons = await screen.findAllByRole(
      'button',
      { name: /Request a Callback/ },
      { timeout: 8000 },
    );
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Request A Callback' });
    expect(within(dialog).getByText('0/200')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The dialog closes after its exit transition.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Request A Callback' })).toBeNull(),
    );
  });
});
