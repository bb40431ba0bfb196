import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { clearToasts, expectToast } from '@/test/toasts';
import { RequestPasswordResetMutation, ResetPasswordMutation } from '../api/mutations';
import ForgetPasswordRoute, { FORGOT_FAILED, UNKNOWN_EMAIL } from '../routes/forget-password';
import ResetPasswordRoute, {
  INVALID_RESET_LINK,
  RESET_FAILED,
  RESET_MISMATCH,
  RESET_SUCCESS,
} from '../routes/reset-password';
import { FAKE_TIMERS, LocationProbe } from './helpers';

const userError = (message: string, code: string) => ({
  __typename: 'UserError' as const,
  field: 'email',
  message,
  code,
});

function forgotMock(outcome: 'sent' | 'unknown' | 'network') {
  const request = { query: RequestPasswordResetMutation, variables: { email: 'aoife@example.ie' } };
  if (outcome === 'network') return { request, error: new Error('Failed to fetch') };
  return {
    request,
    result: {
      data: {
        requestPasswordReset: {
          __typename: 'RequestPasswordResetPayload' as const,
          success: outcome === 'sent',
          message: outcome === 'sent' ? 'Password reset email sent' : null,
          userErrors: outcome === 'sent' ? [] : [userError(UNKNOWN_EMAIL, 'NOT_FOUND')],
        },
      },
    },
  };
}

function renderPages(route: string, mocks: unknown[] = []) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/forget-password" element={<ForgetPasswordRoute />} />
        <Route path="/reset-password" element={<ResetPasswordRoute />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { mocks: mocks as never, route },
  );
}

function requestReset(outcome: 'sent' | 'unknown' | 'network') {
  renderPages('/forget-password', [forgotMock(outcome)]);
  const email = screen.getByLabelText(/^Email/);
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toBeRequired();
  fireEvent.change(email, { target: { value: 'aoife@example.ie' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('Forgot password', () => {
  it('confirms the e-mail was sent and offers Return to Login', async () => {
    requestReset('sent');
    expect(await screen.findByText(/We have sent an email/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });

  it("says 'This email does not exist.' for an unknown address", async () => {
    requestReset('unknown');
    expect(await screen.findByText(UNKNOWN_EMAIL)).toBeInTheDocument();
  });

  it("says 'Something went wrong. Please try again.' otherwise", async () => {
    requestReset('network');
    expect(await screen.findByText(FORGOT_FAILED)).toBeInTheDocument();
  });
});

function resetMock(outcome: 'ok' | 'expired' | 'network') {
  const request = {
    query: ResetPasswordMutation,
    variables: { token: 'tok123', password: 'Secret#123' },
  };
  if (outcome === 'network') return { request, error: new Error('Failed to fetch') };
  return {
    request,
    result: {
      data: {
        resetPassword: {
          __typename: 'ResetPasswordPayload' as const,
          success: outcome === 'ok',
          message: outcome === 'ok' ? RESET_SUCCESS : null,
          userErrors:
            outcome === 'ok' ? [] : [userError('Invalid or expired reset link!', 'INVALID_TOKEN')],
        },
      },
    },
  };
}

function fillReset(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('Reset password', () => {
  beforeEach(() => {
    vi.useFakeTimers({ ...FAKE_TIMERS, toFake: [...FAKE_TIMERS.toFake] });
    clearToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('without a token explains the link is invalid and offers /forgot-pass', () => {
    renderPages('/reset-password');
    expect(screen.getByText(INVALID_RESET_LINK)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-pass');
  });

  it("has show/hide toggles and says 'Passwords do not match!' for 4 s", async () => {
    renderPages('/reset-password?token=tok123');
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[0]!);
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'password');
    fillReset('Secret#123', 'Secret#124');
    expect(screen.getByText(RESET_MISMATCH)).toBeInTheDocument();
    await act(async () => {});
    act(() => {
      vi.advanceTimersByTime(3900);
    });
    expect(screen.getByText(RESET_MISMATCH)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(RESET_MISMATCH)).not.toBeInTheDocument();
  });

  it('toasts success and goes to /signin', async () => {
    renderPages('/reset-password?token=tok123', [resetMock('ok')]);
    fillReset('Secret#123', 'Secret#123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin'));
    expectToast('success', RESET_SUCCESS);
  });

  it("shows the server's message, or the generic one on a network failure", async () => {
    renderPages('/reset-password?token=tok123', [resetMock('expired'), resetMock('network')]);
    fillReset('Secret#123', 'Secret#123');
    expect(await screen.findByText('Invalid or expired reset link!')).toBeInTheDocument();
    fillReset('Secret#123', 'Secret#123');
    expect(await screen.findByText(RESET_FAILED)).toBeInTheDocument();
  });
});
