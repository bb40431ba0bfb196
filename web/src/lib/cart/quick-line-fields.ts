import { graphql } from '@/__generated__';

/**
 * The fields of a server-priced `QuickOrderLine` that become a cart line ({@link
 * quickLineToCartItem} in quick-line.ts): one selection for quick order (issue 14) and for
 * reordering a whole purchase order (issue 24), so the two cannot drift apart.
 */
export const QuickOrderLineFields = graphql(`
  fragment QuickOrderLineFields on QuickOrderLine {
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
    }
  }
`);
