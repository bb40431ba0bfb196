import { graphql } from '@/admin/__generated__';

/** One page of orders, filtered and sorted on the server (issue 9 Orders). */
export const AdminOrdersQuery = graphql(`
  query AdminOrders(
    $filter: AdminOrderFilter
    $sortBy: AdminOrderSortField
    $sortDirection: SortDirection
    $page: Int
    $pageSize: Int
  ) {
    admin {
      orders(
        filter: $filter
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
          trackingId
          referenceNumber
          purchaseOrderNumber
          buyerPoNumber
          orderDate
          productName
          quantity
          deliveryStatus
          cancelled
          customer {
            id
            companyName
            fullName
          }
          gross {
            amount
            currencyCode
          }
        }
      }
      deliveryStatuses {
        id
        name
      }
    }
  }
`);

/** The filtered order list as a CSV file (every matching row). */
export const AdminOrdersCsvQuery = graphql(`
  query AdminOrdersCsv(
    $filter: AdminOrderFilter
    $sortBy: AdminOrderSortField
    $sortDirection: SortDirection
  ) {
    admin {
      ordersCsv(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection) {
        fileName
        contentType
        content
        rowCount
      }
    }
  }
`);

/** Every field of an order the detail screen shows. */
export const AdminOrderFieldsFragment = graphql(`
  fragment AdminOrderFields on AdminOrder {
    id
    trackingId
    referenceNumber
    orderDate
    deliveryStatus
    cancelled
    cancelledAt
    productId
    productName
    productImage
    categories
    sizeLabel
    fabricName
    fabricColorName
    storageType
    quantity
    unitPrice {
      amount
      currencyCode
    }
    unitVat {
      amount
      currencyCode
    }
    net {
      amount
      currencyCode
    }
    vatRate
    vat {
      amount
      currencyCode
    }
    gross {
      amount
      currencyCode
    }
    shippingAddress
    specialQuoteText
    specialQuoteFile {
      fileName
      size
      downloadUrl
    }
    allowedDeliveryStatuses
    cancellable
    customer {
      id
      fullName
      companyName
      email
    }
    history {
      id
      at
      actor
      action
      reason
      before
      after
    }
    purchaseOrderNumber
    buyerPoNumber
    invoiceNumber
    creditNotes {
      number
      issueDate
      gross {
        amount
        currencyCode
      }
      reason
    }
    siblings {
      id
      trackingId
      productName
      quantity
      gross {
        amount
        currencyCode
      }
      deliveryStatus
      cancelled
    }
  }
`);

/** One order with everything the admin may see (issue 9 order detail). */
export const AdminOrderQuery = graphql(`
  query AdminOrder($id: ID!) {
    admin {
      order(id: $id) {
        ...AdminOrderFields @unmask
      }
      deliveryStatuses {
        id
        name
      }
    }
  }
`);

/** Moves an order to a later delivery status, or back one step with a reason. */
export const SetOrderDeliveryStatusMutation = graphql(`
  mutation AdminSetOrderDeliveryStatus($id: ID!, $deliveryStatus: String!, $reason: String) {
    admin {
      setOrderDeliveryStatus(id: $id, deliveryStatus: $deliveryStatus, reason: $reason) {
        order {
          ...AdminOrderFields @unmask
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

/** Cancels an order on the customer's behalf (credit returned). */
export const AdminCancelOrderMutation = graphql(`
  mutation AdminCancelOrder($id: ID!, $reason: String) {
    admin {
      cancelOrder(id: $id, reason: $reason) {
        order {
          ...AdminOrderFields @unmask
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

/** Moves the selected orders (picked ids or the list filter) to a delivery status (issue 26). */
export const BulkSetOrderDeliveryStatusMutation = graphql(`
  mutation AdminBulkSetOrderDeliveryStatus(
    $filter: AdminOrderFilter!
    $deliveryStatus: String!
    $reason: String
  ) {
    admin {
      bulkSetOrderDeliveryStatus(
        filter: $filter
        deliveryStatus: $deliveryStatus
        reason: $reason
      ) {
        moved
        results {
          orderId
          trackingId
          ok
          deliveryStatus
          message
        }
        userErrors {
          field
          message
          code
        }
      }
    }
  }
`);

/** The download path of the selection's packing slips, one PDF (issue 26). */
export const AdminPackingSlipsUrlQuery = graphql(`
  query AdminPackingSlipsUrl($filter: AdminOrderFilter!) {
    admin {
      packingSlipsUrl(filter: $filter)
    }
  }
`);
