import { graphql } from '@/admin/__generated__';

/** Every news item in home-page order (issue 9 News). */
export const AdminNewsQuery = graphql(`
  query AdminNews {
    admin {
      news {
        id
        title
        contentHtml
        status
        publishAt
        position
        createdAt
      }
    }
  }
`);

/** Creates a news item at the top (HTML sanitised on the server). */
export const CreateNewsMutation = graphql(`
  mutation AdminCreateNews($input: NewsInput!) {
    admin {
      createNews(input: $input) {
        news {
          id
          title
          contentHtml
          status
          publishAt
          position
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

/** Replaces a news item's HTML. */
export const UpdateNewsMutation = graphql(`
  mutation AdminUpdateNews($id: ID!, $input: NewsInput!) {
    admin {
      updateNews(id: $id, input: $input) {
        news {
          id
          title
          contentHtml
          status
          publishAt
          position
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

/** Deletes a news item. */
export const DeleteNewsMutation = graphql(`
  mutation AdminDeleteNews($id: ID!) {
    admin {
      deleteNews(id: $id) {
        deleted
        userErrors {
          field
          message
          code
        }
      }
    }
  }
`);

/** Puts the news items in a new order (every id once). */
export const ReorderNewsMutation = graphql(`
  mutation AdminReorderNews($ids: [ID!]!) {
    admin {
      reorderNews(ids: $ids) {
        news {
          id
          title
          contentHtml
          status
          publishAt
          position
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
