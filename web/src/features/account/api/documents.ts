import { graphql } from '@/__generated__';

/** Every profile field of the signed-in customer for the account information form (spec §3 User). */
export const AccountInfoQuery = graphql(`
  query AccountInfo {
    viewer {
      id
      ...AccountInfoForm_user
    }
  }
`);

/**
 * Saves the editable profile fields (spec §2 account information, §6, §8 account update). The user
 * comes back with the form's fields (`AccountInfoForm_user`) and the first name, which refresh the
 * cached profile and the header.
 */
export const UpdateAccountMutation = graphql(`
  mutation UpdateAccount($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      message
      user {
        id
        firstName
        ...AccountInfoForm_user
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
