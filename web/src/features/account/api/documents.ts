import { graphql } from '@/__generated__';

/** Every profile field of the signed-in customer for the account information form (spec §3 User). */
export const AccountInfoQuery = graphql(`
  query AccountInfo {
    viewer {
      id
      fullName
      firstName
      email
      invoiceEmail
      phoneNumber
      country
      companyName
      officeAddress
      officeCity
      officeEircode
      deliveryAddress
      deliveryCity
      deliveryEircode
      creditLimit {
        ...MoneyFields @unmask
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
