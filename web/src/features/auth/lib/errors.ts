import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The message of a GraphQL error answered by the server (e.g. too many attempts), or null for a
 * network failure or any other error, so callers fall back to the spec's generic message (§8).
 */
export function graphQLErrorMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  return null;
}
