import { graphql } from '@/admin/__generated__';

/** One page of contact messages, newest first (issue 9 Inbox). */
export const AdminContactMessagesQuery = graphql(`
  query AdminContactMessages($state: InboxState, $page: Int, $pageSize: Int) {
    admin {
      contactMessages(state: $state, page: $page, pageSize: $pageSize) {
        totalCount
        pageInfo {
          page
          totalPages
        }
        nodes {
          id
          fullName
          email
          phoneNumber
          message
          createdAt
          readAt
          handledAt
          note
          file {
            fileName
            size
            downloadUrl
          }
        }
      }
    }
  }
`);

/** One page of callback requests, newest first (issue 9 Inbox). */
export const AdminCallbackRequestsQuery = graphql(`
  query AdminCallbackRequests($state: InboxState, $page: Int, $pageSize: Int) {
    admin {
      callbackRequests(state: $state, page: $page, pageSize: $pageSize) {
        totalCount
        pageInfo {
          page
          totalPages
        }
        nodes {
          id
          name
          companyName
          phoneNumber
          message
          createdAt
          readAt
          handledAt
          note
        }
      }
    }
  }
`);

/** Marks a contact message read/unread, handled or not, and sets its note. */
export const UpdateContactMessageMutation = graphql(`
  mutation AdminUpdateContactMessage($id: ID!, $input: InboxUpdateInput!) {
    admin {
      updateContactMessage(id: $id, input: $input) {
        contactMessage {
          id
          readAt
          handledAt
          note
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

/** Marks a callback request read/unread, handled or not, and sets its note. */
export const UpdateCallbackRequestMutation = graphql(`
  mutation AdminUpdateCallbackRequest($id: ID!, $input: InboxUpdateInput!) {
    admin {
      updateCallbackRequest(id: $id, input: $input) {
        callbackRequest {
          id
          readAt
          handledAt
          note
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
