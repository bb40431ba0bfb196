import { graphql } from '@/__generated__';

/** Prices typed quick-order lines on the server (issue 14); null for visitors. */
export const QuickOrderQuery = graphql(`
  query QuickOrder($lines: [QuickOrderLineInput!]!) {
    quickOrder(lines: $lines) {
      ...QuickOrderLineFields @unmask
      price {
        lineTotal {
          ...Price_money
        }
      }
    }
  }
`);
