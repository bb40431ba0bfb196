import { graphql } from '@/__generated__';

/**
 * The fields of a business failure in a mutation payload (`userErrors`, the design's error
 * convention; spec §8). Spread with `@unmask` so the payload's type reads them directly.
 */
export const UserErrorFieldsFragment = graphql(`
  fragment UserErrorFields on UserError {
    field
    message
    code
  }
`);

/**
 * The signed-in customer as the page frame needs it: header user menu (first name, full name,
 * office city, the Admin link) and the guards (spec §2 page frame, §4 auth; issue 9). Spread with
 * `@unmask`.
 */
export const SessionUserFieldsFragment = graphql(`
  fragment SessionUserFields on User {
    id
    fullName
    firstName
    officeCity
    isAdmin
  }
`);
