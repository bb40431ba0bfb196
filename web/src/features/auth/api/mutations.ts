import { graphql } from '@/__generated__';

/** Signs in (spec §4, §7 login); the bff sets the session cookies on success. */
export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      user {
        ...SessionUserFields @unmask
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Signs out; the bff clears both session cookies (spec §2 Sign Out, §4). */
export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** Applies for a trade account (spec §5 sign-up, §8 registration). */
export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      success
      message
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Sends the password reset e-mail (spec §2 forgot password, §8). */
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      success
      message
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Sets a new password with the e-mailed token (spec §2 reset password, §5, §8). */
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      success
      message
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Accepts a company invitation (issue 24): sets the password and signs in (cookies set by the bff). */
export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: String!, $password: String!) {
    acceptInvitation(token: $token, password: $password) {
      user {
        id
        isAdmin
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
