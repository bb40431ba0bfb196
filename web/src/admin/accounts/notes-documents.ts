import { graphql } from '@/admin/__generated__';

/** The staff-only notes on an account, newest first (issue 26). */
export const AdminAccountNotesQuery = graphql(`
  query AdminAccountNotes($id: ID!) {
    admin {
      account(id: $id) {
        id
        notes {
          id
          author
          body
          createdAt
        }
      }
    }
  }
`);

/** Adds a staff-only note to an account (issue 26; audited). */
export const AddAccountNoteMutation = graphql(`
  mutation AdminAddAccountNote($accountId: ID!, $body: String!) {
    admin {
      addAccountNote(accountId: $accountId, body: $body) {
        note {
          id
          author
          body
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
