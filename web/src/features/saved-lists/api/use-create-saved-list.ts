import { useMutation } from '@apollo/client/react';
import type { CartLineInput } from '@/__generated__/graphql';
import { CreateSavedListMutation, SavedListsQuery } from './documents';

/** Shown when saving failed for an unknown reason. */
export const SAVE_FAILED = 'The list could not be saved. Please try again.';
/** Shown when a new list has no name. */
export const NAME_REQUIRED = 'Enter a name for the list.';

/** What creating a list gave: the saved list's name, or the message to show. */
export type CreatedList = { ok: true; name: string } | { ok: false; message: string };

/**
 * Creates a saved list (issue 24): a name (trimmed; blank refused here), private unless shared,
 * optionally with lines; the lists are read again after. The one way the save-to-list dialog and
 * the Saved lists page create one.
 */
export function useCreateSavedList(): {
  create: (input: {
    name: string;
    shared: boolean;
    lines?: CartLineInput[];
  }) => Promise<CreatedList>;
  loading: boolean;
} {
  const [mutate, { loading }] = useMutation(CreateSavedListMutation, {
    refetchQueries: [SavedListsQuery],
  });
  const create = async (input: {
    name: string;
    shared: boolean;
    lines?: CartLineInput[];
  }): Promise<CreatedList> => {
    const name = input.name.trim();
    if (!name) return { ok: false, message: NAME_REQUIRED };
    try {
      const { lines } = input;
      const { data } = await mutate({
        variables: { input: { name, shared: input.shared, ...(lines ? { lines } : {}) } },
      });
      const payload = data?.createSavedList;
      if (!payload?.savedList) {
        return { ok: false, message: payload?.userErrors[0]?.message ?? SAVE_FAILED };
      }
      return { ok: true, name: payload.savedList.name };
    } catch {
      return { ok: false, message: SAVE_FAILED };
    }
  };
  return { create, loading };
}
