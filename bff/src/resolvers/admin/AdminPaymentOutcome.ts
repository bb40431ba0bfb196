import type { AdminPaymentOutcomeResolvers } from '../../__generated__/resolvers-types.js';

/** What recording a payment did or would do (issue 22); money fields are the api's cents. */
export const AdminPaymentOutcome: AdminPaymentOutcomeResolvers = {
  entryId: (p) => (p.entryId === null ? null : String(p.entryId)),
};
