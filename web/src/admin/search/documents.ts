import { graphql } from '@/admin/__generated__';

/** The console's global search (issue 26): orders, customers and companies, at most 8 each. */
export const AdminSearchQuery = graphql(`
  query AdminSearch($query: String!) {
    admin {
      search(query: $query) {
        orders {
          id
          trackingId
          referenceNumber
          purchaseOrderNumber
          buyerPoNumber
          customerName
          companyName
          deliveryStatus
        }
        customers {
          id
          accountId
          fullName
          email
          companyName
        }
        companies {
          accountId
          companyName
          fullName
          status
        }
      }
    }
  }
`);
