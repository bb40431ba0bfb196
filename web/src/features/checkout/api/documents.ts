import { graphql } from '@/__generated__';

/**
 * The checkout's customer: contact and delivery details to prefill the steps, and the available
 * credit shown on the page (spec §2 Checkout, §5 credit rule).
 */
export const CheckoutViewerQuery = graphql(`
  query CheckoutViewer {
    viewer {
      id
      fullName
      email
      phoneNumber
      country
      deliveryAddress
      deliveryCity
      subscribed
      companyRole
      availableCredit {
        ...Price_money
      }
    }
  }
`);

/** Places the cart: one order per line, priced and credit-checked on the server (spec §5, §8). */
export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      orders {
        id
        trackingId
      }
      purchaseOrder {
        id
        number
      }
      approval {
        id
        status
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
