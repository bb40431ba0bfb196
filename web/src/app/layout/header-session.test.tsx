import { configure, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViewerQuery } from '@/features/auth/api/viewer';
import { collectionsMenuMock } from '@/test/fixtures';
import { renderApp, renderWithProviders } from '@/test/render';
import { Header } from './header';

const viewerMock = (signedIn: boolean) => ({
  request: { query: ViewerQuery },
  result: {
    data: {
      viewer: signedIn
        ? {
            __typename: 'User',
            id: 'u1',
            fullName: 'Aoife Byrne',
            firstName: 'Aoife',
            officeCity: 'Ashbourne',
            isAdmin: false,
          }
        : null,
    },
  },
  maxUsageCount: 20,
});

describe('Header with a session (spec §2 signed-in header)', () => {
  beforeAll(() => configure({ defaultHidden: true }));
  afterAll(() => configure({ defaultHidden: false }));

  it('shows the user menu and My Orders, and hides Request a Callback, when signed in', async () => {
    renderWithProviders(<Header variant="solid" />, {
      mocks: [collectionsMenuMock, viewerMock(true)],
    });
    expect(
      await screen.findByRole('button', { name: 'Account menu of Aoife Byrne' }),
    ).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(nav.queryByRole('link', { name: 'Our Story' })).not.toBeInTheDocument();
    expect(screen.queryByText('Request a Callback')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('keeps the visitor actions when signed out', async () => {
    renderWithProviders(<Header variant="solid" />, {
      mocks: [collectionsMenuMock, viewerMock(false)],
    });
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Request a Callback')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/story');
  });

  it('guards the routes: a visitor on /account/account-info lands on Trade Sign In', async () => {
    renderApp('/account/account-info', [collectionsMenuMock, viewerMock(false)]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trade Sign In' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Newsletter' })).toBeInTheDocument();
  });
});
