import { graphql } from '@/__generated__';

/** Saves a delivery address in the company's address book (issue 24; company admins only). */
export const CreateCompanyAddressMutation = graphql(`
  mutation CreateCompanyAddress($input: CompanyAddressInput!) {
    createCompanyAddress(input: $input) {
      message
      address {
        id
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Replaces a saved address (issue 24; company admins only). */
export const UpdateCompanyAddressMutation = graphql(`
  mutation UpdateCompanyAddress($addressId: ID!, $input: CompanyAddressInput!) {
    updateCompanyAddress(addressId: $addressId, input: $input) {
      message
      address {
        id
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Deletes a saved address (issue 24; company admins only). */
export const DeleteCompanyAddressMutation = graphql(`
  mutation DeleteCompanyAddress($addressId: ID!) {
    deleteCompanyAddress(addressId: $addressId) {
      message
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Makes a saved address the company's default (issue 24; company admins only). */
export const SetDefaultCompanyAddressMutation = graphql(`
  mutation SetDefaultCompanyAddress($addressId: ID!) {
    setDefaultCompanyAddress(addressId: $addressId) {
      message
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
