import type {
  CreditLedgerEntryResolvers,
  LedgerEntryKind,
} from '../../__generated__/resolvers-types.js';

/** One credit ledger entry (issue 9); amounts are the api's cents. */
export const CreditLedgerEntry: CreditLedgerEntryResolvers = {
  id: (e) => String(e.id),
  kind: (e) => e.kind.toUpperCase() as LedgerEntryKind,
  reversesEntryId: (e) => (e.reversesEntryId === null ? null : String(e.reversesEntryId)),
};
