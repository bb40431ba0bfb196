import { graphql } from '@/__generated__';

/** The fields an order card shows (spec §3 Order (list), §2 My Orders). */
export const OrderCardFragment = graphql(`
  fragment OrderCard_order on Order {
    id
    trackingId
    referenceNumber
    orderDate
    cancelled
    cancellable
    deliveryStatus
    productId
    productName
    productImage
    sizeLabel
    fabricName
    fabricColorName
    storageType
    quantity
    totalPrice {
      ...Price_money
    }
    specialQuote
    specialQuoteFileName
    placedBy
  }
`);

/** My Orders: the viewer's orders, newest first (spec §2 My Orders); viewer null when signed out. */
export const MyOrdersQuery = graphql(`
  query MyOrders {
    viewer {
      id
      fullName
      availableCredit {
        ...Price_money
      }
      orders {
        id
        cancelled
        deliveryStatus
        placedBy
        ...OrderCard_order
      }
      ...PurchaseOrders_user
      ...Statements_user
    }
  }
`);

/** One of the viewer's orders by tracking ID (spec §2 /orders/{trackingId}). */
export const OrderDetailQuery = graphql(`
  query OrderDetail($trackingId: String!) {
    viewer {
      id
      order(trackingId: $trackingId) {
        id
        trackingId
        shippingAddress
        purchaseOrderNumber
        ...OrderCard_order
      }
    }
  }
`);

/** Cancels an order awaiting dispatch; the credit is returned (spec §4, §8 Cancel). */
export const CancelOrderMutation = graphql(`
  mutation CancelOrder($orderId: ID!) {
    cancelOrder(orderId: $orderId) {
      order {
        id
        ...OrderCard_order
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Orders the same configuration again (spec §5 Reorder, §8). */
export const ReorderMutation = graphql(`
  mutation Reorder(
    $orderId: ID!
    $quantity: Int!
    $referenceNumber: String
    $idempotencyKey: String
  ) {
    reorder(
      orderId: $orderId
      quantity: $quantity
      referenceNumber: $referenceNumber
      idempotencyKey: $idempotencyKey
    ) {
      order {
        id
        trackingId
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
