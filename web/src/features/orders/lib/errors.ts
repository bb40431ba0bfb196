import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's message of a failed request (a GraphQL error), or `fallback` for anything else. */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  return fallback;
}
