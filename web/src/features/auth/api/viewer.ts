import { graphql } from '@/__generated__';

/**
 * The signed-in customer as the page frame needs it: header user menu (first name, full name,
 * office city) and the guards (spec §2 page frame, §4 auth). `viewer` is null when signed out.
 */
export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      ...SessionUserFields @unmask
    }
  }
`);
