import { graphql } from '@/__generated__';

/** Whether someone is signed in, for the cart screens (spec §2 Cart: visitors see 'Please log in'). */
export const CartViewerQuery = graphql(`
  query CartViewer {
    viewer {
      id
    }
  }
`);
