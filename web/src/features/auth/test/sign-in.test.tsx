import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { clearToasts, expectNoToast, expectToast } from '@/test/toasts';
import { LoginMutation } from '../api/mutations';
import SignInRoute, { LOGIN_FAILED } from '../routes/sign-in';
import { aoife } from '@/test/fixtures';
import { FAKE_TIMERS, LocationProbe } from './helpers';

const credentials = { email: 'aoife@example.ie', password: 'Secret#123' };

function loginMock(result: 'ok' | 'wrong' | 'network') {
  const request = { query: LoginMutation, variables: credentials };
  if (result === 'network') return { request, error: new Error('Failed to fetch') };
  return {
    request,
    result: {
      data: {
        login: {
          __typename: 'LoginPayload' as const,
          user: result === 'ok' ? aoife : null,
          userErrors:
            result === 'ok'
              ? []
              : [
                  {
                    __typename: 'UserError' as const,
                    field: null,
                    message: 'Invalid email or password',
                    code: 'INVALID_CREDENTIALS',
                  },
                ],
        },
      },
    },
  };
}

function renderSignIn(mock: ReturnType<typeof loginMock>, route = '/signin') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/signin" element={<SignInRoute />} />
        <Route
          path="/from-orders"
          element={<Navigate to="/signin" state={{ from: '/orders' }} />}
        />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { mocks: [mock], route },
  );
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), credentials.email);
  await user.type(screen.getByLabelText(/^Password/), credentials.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Trade Sign In', () => {
  beforeEach(() => {
    vi.useFakeTimers({ ...FAKE_TIMERS, toFake: [...FAKE_TIMERS.toFake] });
    clearToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the heading and links to forget-password and signup', () => {
    renderSignIn(loginMock('ok'));
    expect(screen.getByRole('heading', { name: 'Trade Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: 'Apply For Trade Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignIn(loginMock('ok'));
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's failure message and clears it after 3 s", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignIn(loginMock('wrong'));
    await submit(user);
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await act(async () => {}); // let the message's clear timer start
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
    expectNoToast();
  });

  it("falls back to 'Login failed. Please try again.' on a network failure", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignIn(loginMock('network'));
    await submit(user);
    expect(await screen.findByText(LOGIN_FAILED)).toBeInTheDocument();
    await act(async () => {});
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText(LOGIN_FAILED)).not.toBeInTheDocument();
  });

  it("toasts 'Login Successful' and goes to /", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignIn(loginMock('ok'));
    await submit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expectToast('success', 'Login Successful');
  });

  it('goes back to the page a guard sent the visitor from', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignIn(loginMock('ok'), '/from-orders');
    await submit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/));
  });
});
