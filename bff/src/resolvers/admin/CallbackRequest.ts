import type { CallbackRequestResolvers } from '../../__generated__/resolvers-types.js';

/** A Request A Callback in the admin inbox (issue 9 Inbox). */
export const CallbackRequest: CallbackRequestResolvers = {
  id: (r) => String(r.id),
};
