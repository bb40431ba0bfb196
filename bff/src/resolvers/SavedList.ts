/**
 * The SavedList type and the Query.savedLists / Query.savedList fields (issue 24 "Saved lists"):
 * thin — the api answers only the lists the viewer sees (their own, and those shared in their
 * company) and says what the viewer may do with each; lines are priced by SavedListLine.ts.
 */
import type { QueryResolvers, SavedListResolvers } from '../__generated__/resolvers-types.js';
import { requireToken } from '../session/viewer.js';
import { parseId } from './input.js';
import { upstreamRefusal } from './user-errors.js';

/** SavedList fields are the api's list as sent. */
export const SavedList: SavedListResolvers = {
  id: (list) => String(list.id),
};

/** Query.savedLists: every list the viewer sees. @throws UNAUTHENTICATED for a visitor */
export const savedLists: NonNullable<QueryResolvers['savedLists']> = async (_p, _a, context) =>
  (await context.upstream.savedLists.list(requireToken(context))).lists;

/**
 * Query.savedList: one list the viewer sees; null for a malformed id or a list the api does not
 * show them (404). @throws UNAUTHENTICATED for a visitor
 */
export const savedList: NonNullable<QueryResolvers['savedList']> = async (_p, { id }, context) => {
  const token = requireToken(context);
  const listId = parseId(id);
  if (listId === null) return null;
  try {
    return (await context.upstream.savedLists.get(listId, token)).list;
  } catch (error) {
    if (upstreamRefusal(error)?.status === 404) return null;
    throw error;
  }
};
