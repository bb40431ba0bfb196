import { graphql } from '@/__generated__';

/** What the quote list and detail show of a quote (issue 25). */
export const QuoteFieldsFragment = graphql(`
  fragment QuoteFields on Quote {
    id
    number
    state
    note
    validUntil
    createdAt
    purchaseOrderNumber
    vatRate
    pdfUrl
    net {
      amount
    }
    vat {
      amount
    }
    total {
      amount
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
      }
      quotedUnitPrice {
        amount
      }
      quotedTotal {
        amount
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
`);

/** The viewer's company's quotes, newest first. */
export const QuotesQuery = graphql(`
  query Quotes {
    quotes {
      id
      number
      state
      createdAt
      validUntil
      total {
        amount
      }
      lines {
        id
      }
    }
  }
`);

/** One quote with its lines and thread. */
export const QuoteQuery = graphql(`
  query Quote($id: ID!) {
    quote(id: $id) {
      ...QuoteFields @unmask
    }
  }
`);

/** Turns the cart into a quote request. */
export const RequestQuoteMutation = graphql(`
  mutation RequestQuote($input: RequestQuoteInput!) {
    requestQuote(input: $input) {
      quote {
        id
        number
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Accepts a priced quote: the order is placed at the quoted prices. */
export const AcceptQuoteMutation = graphql(`
  mutation AcceptQuote($id: ID!, $input: AcceptQuoteInput!) {
    acceptQuote(id: $id, input: $input) {
      quote {
        ...QuoteFields @unmask
      }
      orders {
        id
        trackingId
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Declines a quote. */
export const DeclineQuoteMutation = graphql(`
  mutation DeclineQuote($id: ID!, $reason: String) {
    declineQuote(id: $id, reason: $reason) {
      quote {
        ...QuoteFields @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Replies in a quote's thread. */
export const ReplyToQuoteMutation = graphql(`
  mutation ReplyToQuote($id: ID!, $body: String!, $fileId: ID) {
    replyToQuote(id: $id, body: $body, fileId: $fileId) {
      quote {
        ...QuoteFields @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Uploads the file of a quote reply (.pdf, .doc, .docx; the server checks the content). */
export const UploadQuoteReplyFileMutation = graphql(`
  mutation UploadQuoteReplyFile($file: Upload!) {
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
