import { graphql } from '@/__generated__';

/** An order by tracking ID or reference number for the tracking result (spec §2, §3 Order (tracked)). */
export const TrackOrderQuery = graphql(`
  query TrackOrder($trackingId: String!) {
    trackOrder(trackingId: $trackingId) {
      referenceNumber
      orderDate
      shippingAddress
      productImage
      productName
      fabricName
      fabricColorName
      quantity
      totalPrice {
        ...Price_money
      }
      trackingId
      deliveryStatus
      deliverySteps {
        name
        state
      }
    }
  }
`);
