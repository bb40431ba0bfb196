import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Shown when an admin list or screen cannot be loaded (issue 9 error state). */
export const LOAD_FAILED = 'Could not load this page. Check your connection and try again.';
/** Shown when an admin change fails without a message from the server. */
export const SAVE_FAILED = 'The change was not saved. Please try again.';

/**
 * The message to show for a failed admin request: the server's GraphQL error message when there is
 * one (e.g. FORBIDDEN), else `fallback`.
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}
