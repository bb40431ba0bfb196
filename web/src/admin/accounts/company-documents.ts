import { graphql } from '@/admin/__generated__';

/** The users of a company account as the console shows them (issue 24). */
export const AdminCompanyUserFieldsFragment = graphql(`
  fragment AdminCompanyUserFields on CompanyUser {
    id
    fullName
    email
    role
    status
    accountHolder
    orderLimit {
      amount
      currencyCode
    }
    monthLimit {
      amount
      currencyCode
    }
  }
`);

/**
 * A trade company as staff see it (issue 24 admin console): its users, delivery addresses,
 * approval rule and the orders awaiting approval.
 */
export const AdminAccountCompanyQuery = graphql(`
  query AdminAccountCompany($accountId: ID!) {
    admin {
      companyUsers(accountId: $accountId) {
        ...AdminCompanyUserFields @unmask
      }
      company(accountId: $accountId) {
        addresses {
          id
          recipientName
          companyName
          line1
          line2
          town
          county
          eircode
          phone
          deliveryNotes
          isDefault
        }
        approvalRule {
          amount
          currencyCode
        }
        pendingApprovals {
          id
          total {
            amount
            currencyCode
          }
          placedBy
          buyerPoNumber
          createdAt
          expiresAt
          lines {
            referenceNumber
          }
        }
      }
    }
  }
`);

/** Suspends one company user; their sessions end at once (issue 24; audited). */
export const AdminSuspendCompanyUserMutation = graphql(`
  mutation AdminSuspendCompanyUser($userId: ID!) {
    admin {
      suspendCompanyUser(userId: $userId) {
        user {
          ...AdminCompanyUserFields @unmask
        }
        message
        userErrors {
          field
          message
          code
        }
      }
    }
  }
`);

/** Reinstates a suspended company user (issue 24; audited). */
export const AdminReinstateCompanyUserMutation = graphql(`
  mutation AdminReinstateCompanyUser($userId: ID!) {
    admin {
      reinstateCompanyUser(userId: $userId) {
        user {
          ...AdminCompanyUserFields @unmask
        }
        message
        userErrors {
          field
          message
          code
        }
      }
    }
  }
`);
