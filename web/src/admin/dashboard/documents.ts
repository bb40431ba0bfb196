import { graphql } from '@/admin/__generated__';

/** The dashboard's counts and the newest pending applications (issue 9 Dashboard). */
export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    admin {
      dashboard {
        pendingApplications
        ordersAwaitingDispatch
        unreadContactMessages
        unreadCallbackRequests
        ordersThisWeek
        netSalesThisWeek {
          amount
          currencyCode
        }
        grossSalesThisWeek {
          amount
          currencyCode
        }
        weekStartsAt
        overdueTotal {
          amount
          currencyCode
        }
        overdueAccounts
        quotesAwaitingPrice
      }
      accounts(status: PENDING, sortBy: CREATED_AT, sortDirection: DESC, pageSize: 5) {
        nodes {
          id
          fullName
          companyName
          email
          createdAt
        }
      }
    }
  }
`);
