import { graphql } from '@/admin/__generated__';

/**
 * Sets the credit limit (euros as a decimal string). Below the balance owed the server answers the
 * userError CONFIRMATION_REQUIRED unless `confirm` is true (issue 22 guard rail).
 */
export const SetCreditLimitMutation = graphql(`
  mutation AdminSetCreditLimit($id: ID!, $creditLimit: String!, $confirm: Boolean) {
    admin {
      setCreditLimit(id: $id, creditLimit: $creditLimit, confirm: $confirm) {
        account {
          ...AdminAccountFields @unmask
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

/**
 * Records a payment (euros above 0) allocated to the invoices named or oldest due first; with
 * `dryRun` nothing is written and `payment` says what would happen (issue 22).
 */
export const RecordPaymentMutation = graphql(`
  mutation AdminRecordPayment(
    $id: ID!
    $amount: String!
    $note: String
    $invoiceNumbers: [String!]
    $dryRun: Boolean
  ) {
    admin {
      recordPayment(
        id: $id
        amount: $amount
        note: $note
        invoiceNumbers: $invoiceNumbers
        dryRun: $dryRun
      ) {
        account {
          ...AdminAccountFields @unmask
        }
        message
        payment {
          dryRun
          amount {
            amount
            currencyCode
          }
          outstanding {
            amount
            currencyCode
          }
          availableCredit {
            amount
            currencyCode
          }
          unallocated {
            amount
            currencyCode
          }
          allocations {
            invoiceNumber
            amount {
              amount
              currencyCode
            }
            openAfter {
              amount
              currencyCode
            }
          }
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

/** Reverses a payment with a reason (a PAYMENT_REVERSAL entry; issue 22). */
export const ReversePaymentMutation = graphql(`
  mutation AdminReversePayment($id: ID!, $entryId: ID!, $reason: String!) {
    admin {
      reversePayment(id: $id, entryId: $entryId, reason: $reason) {
        account {
          ...AdminAccountFields @unmask
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

/** Sets the payment terms in days (0 to 365). */
export const SetPaymentTermsMutation = graphql(`
  mutation AdminSetPaymentTerms($id: ID!, $days: Int!) {
    admin {
      setPaymentTerms(id: $id, days: $days) {
        account {
          ...AdminAccountFields @unmask
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

/** Sets or clears (empty string) the customer's VAT number, checked on the server. */
export const SetVatNumberMutation = graphql(`
  mutation AdminSetVatNumber($id: ID!, $vatNumber: String!) {
    admin {
      setVatNumber(id: $id, vatNumber: $vatNumber) {
        account {
          ...AdminAccountFields @unmask
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
