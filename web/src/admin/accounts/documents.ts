import { graphql } from '@/admin/__generated__';

/** One page of trade accounts, searched, filtered and sorted on the server (issue 9 Accounts). */
export const AdminAccountsQuery = graphql(`
  query AdminAccounts(
    $search: String
    $status: AccountStatus
    $overdue: Boolean
    $sortBy: AccountSortField
    $sortDirection: SortDirection
    $page: Int
    $pageSize: Int
  ) {
    admin {
      accounts(
        search: $search
        status: $status
        overdue: $overdue
        sortBy: $sortBy
        sortDirection: $sortDirection
        page: $page
        pageSize: $pageSize
      ) {
        totalCount
        pageInfo {
          page
          totalPages
        }
        nodes {
          id
          fullName
          companyName
          email
          status
          createdAt
          creditLimit {
            amount
            currencyCode
          }
          overdue {
            amount
            currencyCode
          }
        }
      }
    }
  }
`);

/** Every field of an account the detail screen shows: the application, credit and ledger. */
export const AdminAccountFieldsFragment = graphql(`
  fragment AdminAccountFields on AdminAccount {
    id
    fullName
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
    subscribed
    status
    createdAt
    orderCount
    creditLimit {
      amount
      currencyCode
    }
    outstanding {
      amount
      currencyCode
    }
    availableCredit {
      amount
      currencyCode
    }
    overdue {
      amount
      currencyCode
    }
    paymentTermsDays
    vatNumber
    priceList {
      id
      name
    }
    invoices {
      number
      purchaseOrderNumber
      buyerPoNumber
      issueDate
      dueDate
      gross {
        amount
        currencyCode
      }
      credited {
        amount
        currencyCode
      }
      paid {
        amount
        currencyCode
      }
      open {
        amount
        currencyCode
      }
      state
      daysOverdue
      creditNotes {
        number
        issueDate
        gross {
          amount
          currencyCode
        }
        reason
      }
    }
    ledger {
      id
      kind
      amount {
        amount
        currencyCode
      }
      balance {
        amount
        currencyCode
      }
      orderTrackingId
      note
      createdAt
      reversed
      reversesEntryId
    }
  }
`);

/** One account with its full application and credit ledger (issue 9 account detail). */
export const AdminAccountQuery = graphql(`
  query AdminAccount($id: ID!) {
    admin {
      account(id: $id) {
        ...AdminAccountFields @unmask
      }
    }
  }
`);

/** Approves an application with its opening credit limit (the applicant is e-mailed). */
export const ApproveAccountMutation = graphql(`
  mutation AdminApproveAccount($id: ID!, $creditLimit: String) {
    admin {
      approveAccount(id: $id, creditLimit: $creditLimit) {
        account {
          ...AdminAccountFields @unmask
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

/** Rejects an application (the applicant is e-mailed). */
export const RejectAccountMutation = graphql(`
  mutation AdminRejectAccount($id: ID!, $reason: String) {
    admin {
      rejectAccount(id: $id, reason: $reason) {
        account {
          ...AdminAccountFields @unmask
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

/** Blocks an account: its sessions end at once. */
export const BlockAccountMutation = graphql(`
  mutation AdminBlockAccount($id: ID!) {
    admin {
      blockAccount(id: $id) {
        account {
          ...AdminAccountFields @unmask
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

/** Unblocks a blocked account. */
export const UnblockAccountMutation = graphql(`
  mutation AdminUnblockAccount($id: ID!) {
    admin {
      unblockAccount(id: $id) {
        account {
          ...AdminAccountFields @unmask
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

/** The price lists' names for the account's price-list select (issue 25). */
export const AdminPriceListNamesQuery = graphql(`
  query AdminPriceListNames {
    admin {
      priceLists {
        id
        name
        active
      }
    }
  }
`);
