import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CompanyAddressesQuery } from '@/lib/company-addresses';
import { renderWithProviders } from '@/test/render';
import { CreateCompanyAddressMutation, DeleteCompanyAddressMutation } from '../api/addresses';
import { ADDRESS_ADMINS_ONLY } from '../lib/address-schema';
import CompanyAddressesRoute from '../routes/company-addresses';

const warehouse = {
  __typename: 'CompanyAddress' as const,
  id: '3',
  recipientName: 'Siobhan Walsh',
  companyName: 'Walsh Interiors Ltd',
  line1: 'Unit 4, Ballymount Business Park',
  line2: '',
  town: 'Dublin 12',
  county: 'Co. Dublin',
  eircode: 'D12 X285',
  phone: '+353 1 555 0100',
  deliveryNotes: 'Rear entrance',
  isDefault: true,
};

const listMock = (addresses: unknown[]): MockLink.MockedResponse => ({
  request: { query: CompanyAddressesQuery },
  result: { data: { companyAddresses: addresses } },
  maxUsageCount: 5,
});

function render(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<CompanyAddressesRoute />, {
    route: '/account/addresses',
    mocks: mocks as never,
  });
}

function fill(form: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

describe('Address book (issue 24)', () => {
  it('shows each saved address in full with its Default badge', async () => {
    render([listMock([warehouse])]);
    const card = await screen.findByRole('listitem', { name: 'Address Siobhan Walsh, Dublin 12' });
    for (const text of ['Walsh Interiors Ltd', 'Co. Dublin', 'D12 X285', 'Default']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText('Tel. +353 1 555 0100')).toBeInTheDocument();
    expect(within(card).getByText('Delivery notes: Rear entrance')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
  });

  it('checks the Eircode before sending, then saves it normalised', async () => {
    const input = {
      recipientName: 'Goods In',
      companyName: '',
      line1: '12 Dock Road',
      line2: '',
      town: 'Limerick',
      county: 'Co. Limerick',
      eircode: 'V94 T2X1',
      phone: '',
      deliveryNotes: '',
      isDefault: false,
    };
    render([
      listMock([]),
      {
        request: { query: CreateCompanyAddressMutation, variables: { input } },
        result: {
          data: {
            createCompanyAddress: {
              __typename: 'CompanyAddressPayload',
              message: 'Address saved',
              address: { __typename: 'CompanyAddress', id: '4' },
              userErrors: [],
            },
          },
        },
      },
    ]);
    await screen.findByText('No saved addresses yet.');
    const form = screen.getByRole('form', { name: 'Add an address' });
    fill(form, /^Recipient name/, 'Goods In');
    fill(form, /^Address line 1/, '12 Dock Road');
    fill(form, /^Town/, 'Limerick');
    fill(form, /^County/, 'Co. Limerick');
    fill(form, /^Eircode/, 'BT1 1AA');
    fireEvent.submit(form);
    expect(
      await within(form).findByText('Enter a valid Eircode, e.g. D02 X285.'),
    ).toBeInTheDocument();
    fill(form, /^Eircode/, 'v94t2x1');
    fireEvent.submit(form);
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
  });

  it('tells a user who is not the company admin that only the administrator changes the book', async () => {
    render([
      listMock([warehouse]),
      {
        request: { query: DeleteCompanyAddressMutation, variables: { addressId: '3' } },
        result: { errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    const card = await screen.findByRole('listitem', { name: 'Address Siobhan Walsh, Dublin 12' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(card).getByText(ADDRESS_ADMINS_ONLY)).toBeInTheDocument());
  });
});
