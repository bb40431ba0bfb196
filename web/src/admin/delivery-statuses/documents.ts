import { graphql } from '@/admin/__generated__';

/** The delivery statuses in order (issue 9 Delivery statuses). */
export const AdminDeliveryStatusesQuery = graphql(`
  query AdminDeliveryStatuses {
    admin {
      deliveryStatuses {
        id
        name
        position
        fixed
        orderCount
      }
    }
  }
`);

/** Adds a status at a 1-based position (by default just before 'order delivered'). */
export const AddDeliveryStatusMutation = graphql(`
  mutation AdminAddDeliveryStatus($name: String!, $position: Int) {
    admin {
      addDeliveryStatus(name: $name, position: $position) {
        deliveryStatuses {
          id
          name
          position
          fixed
          orderCount
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

/** Renames a status (not the fixed first and last). */
export const RenameDeliveryStatusMutation = graphql(`
  mutation AdminRenameDeliveryStatus($id: ID!, $name: String!) {
    admin {
      renameDeliveryStatus(id: $id, name: $name) {
        deliveryStatuses {
          id
          name
          position
          fixed
          orderCount
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

/** Puts the statuses in a new order (first and last stay). */
export const ReorderDeliveryStatusesMutation = graphql(`
  mutation AdminReorderDeliveryStatuses($ids: [ID!]!) {
    admin {
      reorderDeliveryStatuses(ids: $ids) {
        deliveryStatuses {
          id
          name
          position
          fixed
          orderCount
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

/** Removes a status no order uses (issue 26; IN_USE otherwise). */
export const RemoveDeliveryStatusMutation = graphql(`
  mutation AdminRemoveDeliveryStatus($id: ID!) {
    admin {
      removeDeliveryStatus(id: $id) {
        deliveryStatuses {
          id
          name
          position
          fixed
          orderCount
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
