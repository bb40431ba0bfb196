import { Button, Checkbox, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toaster';
import {
  DeleteSavedListMutation,
  SavedListsQuery,
  UpdateSavedListMutation,
} from '../api/documents';

/** Shown when a change failed for an unknown reason. */
export const CHANGE_FAILED = 'The list could not be changed. Please try again.';

/**
 * Renaming, sharing and deleting a saved list (issue 24), for its maker or, on a shared list, the
 * company admin (the api decides; `canManage` only shows the controls).
 */
export function ListSettings({ id, name, shared }: { id: string; name: string; shared: boolean }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(name);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, updating] = useMutation(UpdateSavedListMutation);
  const [remove, removing] = useMutation(DeleteSavedListMutation, {
    refetchQueries: [SavedListsQuery],
  });

  const change = async (input: { name?: string; shared?: boolean }) => {
    setFailure(null);
    try {
      const { data } = await update({ variables: { id, input } });
      const error = data?.updateSavedList.userErrors[0];
      if (error) setFailure(error.message);
      else notify('success', 'List updated');
    } catch {
      setFailure(CHANGE_FAILED);
    }
  };

  const onDelete = async () => {
    if (!window.confirm(`Delete the list "${name}"?`)) return;
    try {
      const { data } = await remove({ variables: { id } });
      const error = data?.deleteSavedList.userErrors[0];
      if (error) return setFailure(error.message);
      notify('success', 'List deleted');
      await navigate(paths.savedLists.to());
    } catch {
      setFailure(CHANGE_FAILED);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4">
      <form
        aria-label="Rename list"
        onSubmit={(e) => {
          e.preventDefault();
          void change({ name: draft.trim() });
        }}
      >
        <Flex gap="2" align="end" wrap="wrap">
          <Field.Root flex="1" minW="48">
            <Field.Label>List name</Field.Label>
            <Input value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline" borderRadius="full" loading={updating.loading}>
            Rename
          </Button>
        </Flex>
      </form>
      <Flex gap="4" align="center" justify="space-between" wrap="wrap">
        <Checkbox.Root
          checked={shared}
          onCheckedChange={(e) => void change({ shared: !!e.checked })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Share with my company</Checkbox.Label>
        </Checkbox.Root>
        <Button
          variant="ghost"
          colorPalette="red"
          borderRadius="full"
          loading={removing.loading}
          onClick={() => void onDelete()}
        >
          Delete list
        </Button>
      </Flex>
      {failure ? (
        <Text role="alert" color="red.600" fontSize="sm">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
