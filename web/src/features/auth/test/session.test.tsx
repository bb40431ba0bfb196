import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LogoutMutation } from '../api/mutations';
import { ViewerQuery } from '../api/viewer';
import { RequireAuth, UserMenu, VisitorOnly, avatarColor, avatarInitial, AVATAR_PALETTE } from '..';
import { aoife, viewerMock } from '@/test/fixtures';
import { LocationProbe } from './helpers';
import { beginSignOut, endSignOut } from '../lib/signing-out';

function renderGuarded(route: string, signedIn: boolean) {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/cart"
          element={
            <RequireAuth>
              <p>Cart page</p>
            </RequireAuth>
          }
        />
        <Route
          path="/signin"
          element={
            <VisitorOnly>
              <p>Sign in page</p>
            </VisitorOnly>
          }
        />
        <Route
          path="/from-checkout"
          element={<Navigate to="/signin" state={{ from: '/checkout' }} />}
        />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { mocks: [viewerMock(signedIn ? aoife : null)], route },
  );
}

describe('route guards', () => {
  it('sends a visitor on a protected route to /signin with state.from', async () => {
    renderGuarded('/cart', false);
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signin state={"from":"/cart"}');
    expect(screen.queryByText('Cart page')).not.toBeInTheDocument();
  });

  it('holds back while the customer signs out: Sign Out goes to / itself, never via /signin', async () => {
    beginSignOut();
    try {
      renderGuarded('/cart', false);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
      // The session check has answered "signed out" and the page is not shown, yet no redirect.
      await waitFor(() => expect(screen.queryByText('Cart page')).not.toBeInTheDocument());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart/);
      expect(screen.queryByText('Sign in page')).not.toBeInTheDocument();
    } finally {
      endSignOut();
    }
  });

  it('shows a protected route to a signed-in customer', async () => {
    renderGuarded('/cart', true);
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
  });

  it('sends a signed-in customer away from /signin to /', async () => {
    renderGuarded('/signin', true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByText('Sign in page')).not.toBeInTheDocument();
  });

  it('sends a signed-in customer back to the page they came from', async () => {
    renderGuarded('/from-checkout', true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
  });

  it('keeps a protected page when the session cannot be checked (network failure)', async () => {
    renderWithProviders(
      <RequireAuth>
        <p>Cart page</p>
      </RequireAuth>,
      { mocks: [{ request: { query: ViewerQuery }, error: new Error('Failed to fetch') }] },
    );
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
  });

  it('shows /signin to a visitor', async () => {
    renderGuarded('/signin', false);
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
  });
});

describe('avatar', () => {
  it('uses the first letter and one fixed palette colour per name', () => {
    expect(avatarInitial('aoife Byrne')).toBe('A');
    expect(avatarInitial('  ')).toBe('?');
    expect(AVATAR_PALETTE).toContain(avatarColor('Aoife Byrne'));
    expect(avatarColor('Aoife Byrne')).toBe(avatarColor('Aoife Byrne'));
    const colours = new Set(
      ['Aoife', 'Brian', 'Ciara', 'Declan', 'Eimear', 'Fionn'].map(avatarColor),
    );
    expect(colours.size).toBeGreaterThan(1);
  });
});

/** Opens the user menu and activates an item with the keyboard, as a keyboard user would. */
async function chooseMenuItem(name: string) {
  const user = userEvent.setup();
  screen.getByRole('button', { name: 'Account menu of Aoife Byrne' }).focus();
  await user.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name });
  await waitFor(() => expect(screen.getByRole('menu')).toHaveAttribute('data-state', 'open'));
  for (let i = 0; i < 12 && !item.hasAttribute('data-highlighted'); i++) {
    await user.keyboard('{ArrowDown}');
  }
  await user.keyboard('{Enter}');
}

describe('UserMenu', () => {
  it('shows the initial on the palette colour, the first name and the panel', async () => {
    renderWithProviders(<UserMenu viewer={aoife} />);
    const avatar = screen.getByTestId('user-avatar');
    expect(avatar).toHaveTextContent('A');
    expect(avatar.parentElement).toHaveStyle({ backgroundColor: avatarColor('Aoife Byrne') });
    expect(screen.getByText('Aoife')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Aoife Byrne' }));
    expect(await screen.findByRole('menuitem', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Aoife Byrne')).toBeInTheDocument();
    expect(screen.getByText('Ashbourne')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Update Password' })).toBeInTheDocument();
  });

  it('My Account goes to /account/account-info', async () => {
    renderWithProviders(
      <>
        <UserMenu viewer={aoife} />
        <LocationProbe />
      </>,
      { route: '/products' },
    );
    await chooseMenuItem('My Account');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/account/account-info'),
    );
  });

  it('Sign Out calls logout and goes to /', async () => {
    const logout = vi.fn(() => ({ data: { logout: true } }));
    renderWithProviders(
      <>
        <UserMenu viewer={aoife} />
        <LocationProbe />
      </>,
      {
        route: '/products',
        mocks: [{ request: { query: LogoutMutation }, result: logout }, viewerMock(null)],
      },
    );
    await chooseMenuItem('Sign Out');
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), {
      timeout: 4000,
    });
  });
});
