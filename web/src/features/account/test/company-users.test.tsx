import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import {
  CompanyUsersQuery,
  InviteCompanyUserMutation,
  SuspendCompanyUserMutation,
  UpdateCompanyUserMutation,
} from '../api/company';
import { COMPANY_ADMINS_ONLY } from '../lib/company-roles';
import CompanyUsersRoute from '../routes/company-users';

const eur = (amount: string) => ({ __typename: 'Money' as const, amount });

function companyUser(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CompanyUser' as const,
    id: '7',
    fullName: 'Aoife Byrne',
    email: 'aoife@example.ie',
    role: 'COMPANY_ADMIN',
    status: 'ACTIVE',
    accountHolder: true,
    orderLimit: null as ReturnType<typeof eur> | null,
    monthLimit: null as ReturnType<typeof eur> | null,
    ...overrides,
  };
}

const brid = companyUser({
  id: '9',
  fullName: 'Brid Buyer',
  email: 'brid@example.ie',
  role: 'BUYER',
  accountHolder: false,
});

const usersMock = (users: unknown[]): MockLink.MockedResponse => ({
  request: { query: CompanyUsersQuery },
  result: { data: { companyUsers: users } },
  maxUsageCount: 5,
});

const payload = (user: unknown, message: string, errors: unknown[] = []) => ({
  __typename: 'CompanyUserPayload',
  message: errors.length ? null : message,
  user: errors.length ? null : user,
  userErrors: errors,
});

function render(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<CompanyUsersRoute />, {
    route: '/account/company-users',
    mocks: mocks as never,
  });
}

describe('Company users (issue 24)', () => {
  it('lists the users; the account holder has no access buttons and a fixed role', async () => {
    render([usersMock([companyUser(), brid])]);
    const holder = await screen.findByRole('listitem', { name: 'Aoife Byrne' });
    expect(within(holder).getByLabelText('Role of Aoife Byrne')).toBeDisabled();
    expect(within(holder).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    const buyer = screen.getByRole('listitem', { name: 'Brid Buyer' });
    expect(within(buyer).getByText('Active')).toBeInTheDocument();
    expect(within(buyer).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(within(buyer).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('invites a user and shows the field error the server gives', async () => {
    const input = { fullName: 'Ciara', email: 'bad', role: 'BUYER' };
    const refused = payload(null, '', [
      { __typename: 'UserError', field: 'email', message: 'Invalid email format', code: 'INVALID' },
    ]);
    render([
      usersMock([companyUser()]),
      {
        request: { query: InviteCompanyUserMutation, variables: { input } },
        result: { data: { inviteCompanyUser: refused } },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Invite a user' });
    fireEvent.change(within(form).getByLabelText(/^Full name/), { target: { value: 'Ciara' } });
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'bad' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Invalid email format')).toBeInTheDocument();
  });

  it('saves spending limits in euros and suspends a user', async () => {
    const limited = { ...brid, orderLimit: eur('1000.00') };
    const suspended = { ...brid, status: 'SUSPENDED' };
    const input = { userId: '9', orderLimit: '1000.00', monthLimit: '', role: 'BUYER' };
    render([
      usersMock([companyUser(), brid]),
      {
        request: { query: UpdateCompanyUserMutation, variables: { input } },
        result: { data: { updateCompanyUser: payload(limited, 'User updated') } },
      },
      {
        request: { query: SuspendCompanyUserMutation, variables: { userId: '9' } },
        result: { data: { suspendCompanyUser: payload(suspended, 'User suspended') } },
      },
    ]);
    const buyer = await screen.findByRole('listitem', { name: 'Brid Buyer' });
    fireEvent.change(within(buyer).getByLabelText(/Limit per order/), {
      target: { value: '1000.00' },
    });
    fireEvent.click(within(buyer).getByRole('button', { name: 'Save' }));
    expect(await within(buyer).findByText('User updated')).toBeInTheDocument();
    fireEvent.click(within(buyer).getByRole('button', { name: 'Suspend' }));
    expect(await within(buyer).findByText('User suspended')).toBeInTheDocument();
  });

  it('tells a user who is not the company admin that only the administrator manages users', async () => {
    render([
      {
        request: { query: CompanyUsersQuery },
        result: { errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    expect(await screen.findByText(COMPANY_ADMINS_ONLY)).toBeInTheDocument();
  });
});
