import { graphql } from '@/__generated__';

/** The fields an approval card shows (issue 24). */
export const OrderApprovalFragment = graphql(`
  fragment ApprovalCard_approval on OrderApproval {
    id
    status
    total {
      ...Price_money
    }
    reasons
    placedBy
    decidedBy
    note
    buyerPoNumber
    createdAt
    expiresAt
    canDecide
    lines {
      productName
      sizeLabel
      fabricName
      fabricColorName
      quantity
      referenceNumber
      total {
        ...Price_money
      }
    }
  }
`);

/** The company's orders awaiting or past approval (a buyer: their own). */
export const OrderApprovalsQuery = graphql(`
  query OrderApprovals {
    orderApprovals {
      id
      ...ApprovalCard_approval
    }
  }
`);

/** Approves an order awaiting approval: it is placed. */
export const ApproveOrderMutation = graphql(`
  mutation ApproveOrder($approvalId: ID!, $note: String) {
    approveOrder(approvalId: $approvalId, note: $note) {
      message
      approval {
        id
        ...ApprovalCard_approval
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Rejects an order awaiting approval: its credit is released. */
export const RejectOrderMutation = graphql(`
  mutation RejectOrder($approvalId: ID!, $note: String) {
    rejectOrder(approvalId: $approvalId, note: $note) {
      message
      approval {
        id
        ...ApprovalCard_approval
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
