import { graphql } from '@/__generated__';

/** The signed-in viewer's id (the approvals page refreshes their orders and credit with it). */
export const ViewerIdQuery = graphql(`
  query ApprovalsViewer {
    viewer {
      id
    }
  }
`);
