import { graphql } from '@/__generated__';

/** The server's price of the configured line for the signed-in customer (spec §9; null for visitors). */
export const PriceQuoteQuery = graphql(`
  query ProductPriceQuote($input: CartLineInput!) {
    priceQuote(input: $input) {
      quantity
      vatRate
      unitPrice {
        amount
        currencyCode
      }
      unitVat {
        amount
        currencyCode
      }
      unitGross {
        amount
        currencyCode
      }
      lineTotal {
        amount
        currencyCode
      }
    }
  }
`);

/** Uploads a special-instructions file (.pdf, .doc, .docx; the server checks the content). */
export const UploadSpecialQuoteFileMutation = graphql(`
  mutation UploadSpecialQuoteFile($file: Upload!) {
    uploadSpecialQuoteFile(file: $file) {
      file {
        id
        fileName
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
