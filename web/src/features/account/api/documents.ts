import { graphql } from '@/__generated__';

/**
 * The profile fields a customer may change, read by the account form and returned by the update
 * (spec §2 account information, §3 User, §6). Spread with `@unmask`.
 */
export const AccountEditableFieldsFragment = graphql(`
  fragment AccountEditableFields on User {
    id
    fullName
    firstName
    phoneNumber
    country
    companyName
    officeAddress
    officeCity
    officeEircode
    deliveryAddress
    deliveryCity
    deliveryEircode
  }
`);

/** Every profile field of the signed-in customer for the account information form (spec §3 User). */
export const AccountInfoQuery = graphql(`
  query AccountInfo {
    viewer {
      ...AccountEditableFields @unmask
      email
      invoiceEmail
      creditLimit {
        amount
        currencyCode
      }
    }
  }
`);

/** Saves the editable profile fields (spec §2 account information, §6, §8 account update). */
export const UpdateAccountMutation = graphql(`
  mutation UpdateAccount($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      message
      user {
        ...AccountEditableFields @unmask
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Changes the password of the signed-in customer (spec §5 update password, §8). */
export const UpdatePasswordMutation = graphql(`
  mutation UpdatePassword($currentPassword: String!, $newPassword: String!) {
    updatePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      success
      message
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
