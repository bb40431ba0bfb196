import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AcceptInvitationMutation } from '../api/mutations';
import AcceptInvitationRoute, {
  INVALID_INVITATION_LINK,
  INVITATION_MISMATCH,
} from '../routes/accept-invitation';
import { LocationProbe } from './helpers';

const PASSWORD = 'Buyer#Pass2026';

function acceptMock(outcome: 'ok' | 'expired') {
  return {
    request: { query: AcceptInvitationMutation, variables: { token: 'tok-1', password: PASSWORD } },
    result: {
      data: {
        acceptInvitation: {
          __typename: 'LoginPayload' as const,
          user: outcome === 'ok' ? { __typename: 'User' as const, id: '12' } : null,
          userErrors:
            outcome === 'ok'
              ? []
              : [
                  {
                    __typename: 'UserError' as const,
                    field: 'token',
                    message: 'Invalid or expired invitation link!',
                    code: 'INVALID',
                  },
                ],
        },
      },
    },
  };
}

function renderAccept(route: string, mocks: unknown[] = []) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/accept-invitation" element={<AcceptInvitationRoute />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { mocks: mocks as never, route },
  );
}

function submit(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Accept and sign in' }));
}

describe('Accept invitation (issue 24)', () => {
  it('says the link is invalid when it carries no token', () => {
    renderAccept('/accept-invitation');
    expect(screen.getByText(INVALID_INVITATION_LINK)).toBeInTheDocument();
  });

  it('refuses two different passwords before asking the server', () => {
    renderAccept('/accept-invitation?token=tok-1');
    submit(PASSWORD, 'Other#Pass2026');
    expect(screen.getByText(INVITATION_MISMATCH)).toBeInTheDocument();
  });

  it('signs in and goes home when the invitation is accepted', async () => {
    renderAccept('/accept-invitation?token=tok-1', [acceptMock('ok')]);
    submit(PASSWORD);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the server’s message for an expired link', async () => {
    renderAccept('/accept-invitation?token=tok-1', [acceptMock('expired')]);
    submit(PASSWORD);
    expect(await screen.findByText('Invalid or expired invitation link!')).toBeInTheDocument();
  });
});
