import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { clearToasts, expectNoToast, expectToast } from '@/test/toasts';
import { AccountInfoQuery, UpdateAccountMutation, UpdatePasswordMutation } from '../api/documents';
import { ACCOUNT_MESSAGES } from '../components/account-info-form';
import { PASSWORD_MESSAGES, passwordProblem } from '../lib/password-rules';
import AccountInfoRoute from '../routes/account-info';
import AccountPasswordRoute, { UPDATE_PASSWORD_MESSAGES } from '../routes/account-password';

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const profile = {
  __typename: 'User' as const,
  id: 'u1',
  fullName: 'Aoife Byrne',
  firstName: 'Aoife',
  email: 'aoife@example.ie',
  invoiceEmail: 'accounts@example.ie',
  phoneNumber: '+353871234567',
  country: 'Ireland',
  companyName: 'Byrne Interiors',
  officeAddress: '1 Main Street',
  officeCity: 'Ashbourne',
  officeEircode: 'A84 X123',
  deliveryAddress: '2 Dock Road',
  deliveryCity: 'Drogheda',
  deliveryEircode: 'A92 Y456',
  vatNumber: null as string | null,
  creditLimit: { __typename: 'Money' as const, amount: '5000.00', currencyCode: 'EUR' },
};

const accountMock: MockLink.MockedResponse = {
  request: { query: AccountInfoQuery },
  result: { data: { viewer: profile } },
  maxUsageCount: 5,
};

const {
  __typename: _t,
  id: _i,
  firstName: _f,
  email: _e,
  invoiceEmail: _v,
  creditLimit: _c,
  vatNumber: _n,
  ...profileFields
} = profile;
/** The form's input: the editable fields, the (optional, empty) VAT number as text. */
const editable = { ...profileFields, vatNumber: '' };

function updateMock(outcome: 'ok' | 'failed'): MockLink.MockedResponse {
  return {
    request: {
      query: UpdateAccountMutation,
      variables: { input: { ...editable, officeCity: 'Navan' } },
    },
    result: {
      data: {
        updateAccount: {
          __typename: 'UpdateAccountPayload',
          message: outcome === 'ok' ? ACCOUNT_MESSAGES.updated : null,
          user:
            outcome === 'ok'
              ? // The payload's user carries the form's fragment (AccountInfoForm_user) too.
                { ...profile, officeCity: 'Navan' }
              : null,
          userErrors:
            outcome === 'ok'
              ? []
              : [
                  {
                    __typename: 'UserError',
                    field: 'office_city',
                    message: 'Office city is not served',
                    code: 'INVALID',
                  },
                ],
        },
      },
    },
  };
}

describe('Account information', () => {
  beforeEach(() => clearToasts());

  async function renderInfo(mocks: MockLink.MockedResponse[]) {
    renderWithProviders(<AccountInfoRoute />, { mocks: [accountMock, ...mocks] });
    return screen.findByLabelText(/^Full Name/);
  }

  it('shows e-mail, invoice e-mail and the credit limit in euro read-only', async () => {
    expect(await renderInfo([])).toHaveValue('Aoife Byrne');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('aoife@example.ie');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Invoice Email/)).toHaveValue('accounts@example.ie');
    expect(screen.getByLabelText(/^Invoice Email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Credit Limit/)).toHaveValue('€5,000.00');
    expect(screen.getByLabelText(/^Credit Limit/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Full Name/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveValue('871234567');
  });

  it("saves the changed profile and toasts 'User Updated Successfully'", async () => {
    await renderInfo([updateMock('ok')]);
    fireEvent.change(screen.getByLabelText(/^Office City/), { target: { value: 'Navan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expectToast('success', ACCOUNT_MESSAGES.updated), { timeout: 5_000 });
  });

  it("toasts 'Update failed. Please try again.' and shows the field error on failure", async () => {
    await renderInfo([updateMock('failed')]);
    fireEvent.change(screen.getByLabelText(/^Office City/), { target: { value: 'Navan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expectToast('error', ACCOUNT_MESSAGES.failed), { timeout: 5_000 });
    expect(screen.getByText('Office city is not served')).toBeInTheDocument();
  });

  it('saves the optional VAT number and shows it as the server normalised it (issue 22)', async () => {
    const saved: MockLink.MockedResponse = {
      request: {
        query: UpdateAccountMutation,
        variables: { input: { ...editable, vatNumber: 'ie 6388047v' } },
      },
      result: {
        data: {
          updateAccount: {
            __typename: 'UpdateAccountPayload',
            message: ACCOUNT_MESSAGES.updated,
            user: { ...profile, vatNumber: 'IE6388047V' },
            userErrors: [],
          },
        },
      },
    };
    await renderInfo([saved]);
    const vat = screen.getByLabelText(/^VAT number/);
    expect(vat).toHaveValue('');
    expect(vat).not.toHaveAttribute('required');
    fireEvent.change(vat, { target: { value: 'ie 6388047v' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expectToast('success', ACCOUNT_MESSAGES.updated), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByLabelText(/^VAT number/)).toHaveValue('IE6388047V'));
  });

  it('shows the server’s message under the VAT number when it is not valid', async () => {
    const message =
      'Enter a valid EU, XI or GB VAT number with its country prefix, e.g. IE6388047V.';
    const refused: MockLink.MockedResponse = {
      request: {
        query: UpdateAccountMutation,
        variables: { input: { ...editable, vatNumber: 'IE123' } },
      },
      result: {
        data: {
          updateAccount: {
            __typename: 'UpdateAccountPayload',
            message: null,
            user: null,
            userErrors: [
              { __typename: 'UserError', field: 'vat_number', message, code: 'INVALID' },
            ],
          },
        },
      },
    };
    await renderInfo([refused]);
    fireEvent.change(screen.getByLabelText(/^VAT number/), { target: { value: 'IE123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('validates the editable fields before saving', async () => {
    await renderInfo([]);
    fireEvent.change(screen.getByLabelText(/^Full Name/), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(/^Office City/), { target: { value: 'Navan 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('City name must contain only letters and spaces')).toBeInTheDocument();
    expectNoToast();
  });
});

describe('Update Password rules', () => {
  it('reports the first broken rule with the spec message', () => {
    expect(passwordProblem('Secret#123', 'Secret#124')).toBe(
      'New password and confirm password do not match',
    );
    expect(passwordProblem('SECRET#123', 'SECRET#123')).toBe(
      'Password must contain at least one lowercase letter',
    );
    expect(passwordProblem('secret#123', 'secret#123')).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(passwordProblem('Secret#abc', 'Secret#abc')).toBe(
      'Password must contain at least one number',
    );
    expect(passwordProblem('Secret1234', 'Secret1234')).toBe(
      'Password must contain at least one special character',
    );
    expect(passwordProblem('Se#1', 'Se#1')).toBe('Password must be at least 8 characters long');
    expect(passwordProblem('Secret#123', 'Secret#123')).toBeNull();
  });
});

function passwordMock(outcome: 'ok' | 'wrong' | 'network' | 'silent'): MockLink.MockedResponse {
  const request = {
    query: UpdatePasswordMutation,
    variables: { currentPassword: 'Old#12345', newPassword: 'Secret#123' },
  };
  if (outcome === 'network') return { request, error: new Error('Failed to fetch') };
  return {
    request,
    result: {
      data: {
        updatePassword: {
          __typename: 'UpdatePasswordPayload',
          success: outcome === 'ok',
          message: outcome === 'ok' ? 'Password updated successfully' : null,
          userErrors:
            outcome === 'wrong'
              ? [
                  {
                    __typename: 'UserError',
                    field: 'curr_password',
                    message: 'Current password is incorrect',
                    code: 'WRONG_PASSWORD',
                  },
                ]
              : [],
        },
      },
    },
  };
}

describe('Update Password', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    clearToasts();
  });
  afterEach(() => vi.useRealTimers());

  function renderPassword(mocks: MockLink.MockedResponse[] = []) {
    renderWithProviders(
      <>
        <Routes>
          <Route path="/account/account-password" element={<AccountPasswordRoute />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </>,
      { mocks, route: '/account/account-password' },
    );
  }

  function submit(next: string, confirm: string) {
    fireEvent.change(screen.getByLabelText(/^Current Password/), {
      target: { value: 'Old#12345' },
    });
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: next } });
    fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it('shows rule messages for 4 s', async () => {
    renderPassword();
    expect(screen.getByRole('heading', { name: 'Update Password' })).toBeInTheDocument();
    submit('Secret#123', 'Secret#999');
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    await act(async () => {});
    act(() => {
      vi.advanceTimersByTime(3900);
    });
    expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(PASSWORD_MESSAGES.mismatch)).not.toBeInTheDocument();
    submit('secret#123', 'secret#123');
    expect(screen.getByText(PASSWORD_MESSAGES.uppercase)).toBeInTheDocument();
    submit('Sec#1', 'Sec#1');
    expect(screen.getByText(PASSWORD_MESSAGES.length)).toBeInTheDocument();
  });

  it("shows the server's message on failure", async () => {
    renderPassword([passwordMock('wrong')]);
    submit('Secret#123', 'Secret#123');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it("shows 'Failed to update password.' when the server gives no reason", async () => {
    renderPassword([passwordMock('silent')]);
    submit('Secret#123', 'Secret#123');
    expect(await screen.findByText(UPDATE_PASSWORD_MESSAGES.failed)).toBeInTheDocument();
  });

  it("shows 'Something went wrong.' on a network failure", async () => {
    renderPassword([passwordMock('network')]);
    submit('Secret#123', 'Secret#123');
    expect(await screen.findByText(UPDATE_PASSWORD_MESSAGES.unexpected)).toBeInTheDocument();
  });

  it("shows the server's success message and goes to /", async () => {
    renderPassword([passwordMock('ok')]);
    submit('Secret#123', 'Secret#123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expectToast('success', 'Password updated successfully');
  });
});
