import { graphql } from '@/admin/__generated__';

/** The quote inbox (issue 25), newest first, optionally in one state. */
export const AdminQuotesQuery = graphql(`
  query AdminQuotes($state: QuoteState) {
    admin {
      quotes(state: $state) {
        id
        number
        state
        companyName
        requestedBy
        createdAt
        validUntil
        total {
          amount
          currencyCode
        }
        lines {
          id
        }
      }
    }
  }
`);

/** One quote with its lines and thread, for pricing. */
export const AdminQuoteQuery = graphql(`
  query AdminQuote($id: ID!) {
    admin {
      quote(id: $id) {
        id
        number
        state
        companyName
        requestedBy
        note
        createdAt
        validUntil
        discountPercent
        purchaseOrderNumber
        vatRate
        pdfUrl
        net {
          amount
          currencyCode
        }
        vat {
          amount
          currencyCode
        }
        total {
          amount
          currencyCode
        }
        lines {
          id
          productName
          description
          quantity
          referenceNumber
          note
          fileName
          fileUrl
          listUnitPrice {
            amount
            currencyCode
          }
          quotedUnitPrice {
            amount
            currencyCode
          }
          quotedTotal {
            amount
            currencyCode
          }
        }
        messages {
          id
          author
          authorName
          body
          fileName
          fileUrl
          createdAt
        }
      }
    }
  }
`);

/** Prices a quote: per line and/or a discount, a validity date and a message. */
export const PriceQuoteMutation = graphql(`
  mutation AdminPriceQuote($id: ID!, $input: AdminQuotePriceInput!) {
    admin {
      priceQuote(id: $id, input: $input) {
        quote {
          id
          state
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

/** The shop's message in a quote's thread, with an optional file uploaded first. */
export const ShopReplyMutation = graphql(`
  mutation AdminReplyToQuote($id: ID!, $body: String!, $fileId: ID) {
    admin {
      replyToQuote(id: $id, body: $body, fileId: $fileId) {
        quote {
          id
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

/** Uploads the file of the shop's reply (.pdf, .doc, .docx; the server checks the content). */
export const UploadShopReplyFileMutation = graphql(`
  mutation AdminUploadQuoteReplyFile($file: Upload!) {
    uploadSpecialQuoteFile(file: $file) {
      file {
        id
      }
      userErrors {
        message
      }
    }
  }
`);
