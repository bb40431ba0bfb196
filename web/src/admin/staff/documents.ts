import { graphql } from '@/admin/__generated__';

/** The signed-in staff member's role and permissions (issue 26): what the console shows. */
export const AdminViewerQuery = graphql(`
  query AdminViewer {
    admin {
      viewer {
        id
        label
        staffRole
        permissions
      }
    }
  }
`);

/** Active and invited staff (OWNER). */
export const AdminStaffQuery = graphql(`
  query AdminStaff {
    admin {
      staff {
        id
        email
        fullName
        role
        status
        createdAt
      }
    }
  }
`);

/** Invites a staff member by e-mail. */
export const InviteStaffMutation = graphql(`
  mutation InviteStaff($input: AdminStaffInviteInput!) {
    admin {
      inviteStaff(input: $input) {
        member {
          id
          email
          fullName
          role
          status
          createdAt
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

/** Changes a staff member's role. */
export const ChangeStaffRoleMutation = graphql(`
  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {
    admin {
      changeStaffRole(id: $id, role: $role) {
        member {
          id
          role
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

/** Removes a staff member. */
export const RemoveStaffMutation = graphql(`
  mutation RemoveStaff($id: ID!) {
    admin {
      removeStaff(id: $id) {
        member {
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
