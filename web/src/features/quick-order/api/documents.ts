import { graphql } from '@/__generated__';

/** Prices typed quick-order lines on the server (issue 14); null for visitors. */
export const QuickOrderQuery = graphql(`
  query QuickOrder($lines: [QuickOrderLineInput!]!) {
    quickOrder(lines: $lines) {
      line
      sku
      error
      productId
      productName
      productImage
      categories
      isBed
      sizeId
      sizeLabel
      fabricId
      fabricName
      fabricColorId
      fabricColorName
      storage
      quantity
      referenceNumber
      price {
        unitPrice {
          amount
          currencyCode
        }
        unitVat {
          amount
          currencyCode
        }
        lineTotal {
          ...Price_money
        }
      }
    }
  }
`);
