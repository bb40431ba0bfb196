import { graphql } from '@/__generated__';

/** The fields a company user row shows (issue 24). */
export const CompanyUserFragment = graphql(`
  fragment CompanyUserRow_user on CompanyUser {
    id
    fullName
    email
    role
    status
    accountHolder
    orderLimit {
      amount
    }
    monthLimit {
      amount
    }
  }
`);

/** The users of the viewer's company (company admins only; FORBIDDEN otherwise). */
export const CompanyUsersQuery = graphql(`
  query CompanyUsers {
    companyUsers {
      id
      ...CompanyUserRow_user
    }
  }
`);

/** Invites a user by e-mail (issue 24): a single-use link valid 7 days. */
export const InviteCompanyUserMutation = graphql(`
  mutation InviteCompanyUser($input: InviteCompanyUserInput!) {
    inviteCompanyUser(input: $input) {
      message
      user {
        id
        ...CompanyUserRow_user
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Changes a user's role and/or spending limits (euros; empty = no limit). */
export const UpdateCompanyUserMutation = graphql(`
  mutation UpdateCompanyUser($input: UpdateCompanyUserInput!) {
    updateCompanyUser(input: $input) {
      message
      user {
        id
        ...CompanyUserRow_user
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Suspends a user: their sessions end at once. */
export const SuspendCompanyUserMutation = graphql(`
  mutation SuspendCompanyUser($userId: ID!) {
    suspendCompanyUser(userId: $userId) {
      message
      user {
        id
        ...CompanyUserRow_user
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Reinstates a suspended user. */
export const ReinstateCompanyUserMutation = graphql(`
  mutation ReinstateCompanyUser($userId: ID!) {
    reinstateCompanyUser(userId: $userId) {
      message
      user {
        id
        ...CompanyUserRow_user
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Sends an invited user a new invitation link (earlier links stop working). */
export const ReinviteCompanyUserMutation = graphql(`
  mutation ReinviteCompanyUser($userId: ID!) {
    reinviteCompanyUser(userId: $userId) {
      message
      user {
        id
        ...CompanyUserRow_user
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Removes a user from the company: their sessions end at once. */
export const RemoveCompanyUserMutation = graphql(`
  mutation RemoveCompanyUser($userId: ID!) {
    removeCompanyUser(userId: $userId) {
      message
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** The company rule: orders above this amount always need approval. */
export const ApprovalRuleQuery = graphql(`
  query ApprovalRule {
    approvalRule {
      amount
    }
  }
`);

/** Sets (or clears with '') the company rule. */
export const SetApprovalRuleMutation = graphql(`
  mutation SetApprovalRule($approvalAbove: String!) {
    setApprovalRule(approvalAbove: $approvalAbove) {
      approvalAbove {
        amount
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
