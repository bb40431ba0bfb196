import {
  Button,
  Checkbox,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { CartLineInput } from '@/__generated__/graphql';
import { Portal } from '@/components/portal';
import { notify } from '@/lib/toaster';
import { AddToSavedListMutation, SavedListsQuery } from '../api/documents';
import { NAME_REQUIRED, SAVE_FAILED, useCreateSavedList } from '../api/use-create-saved-list';

const NEW_LIST = 'new';

/** The form of the open dialog: pick a list or name a new one, then save. */
function SaveForm({ lines, onDone }: { lines: CartLineInput[]; onDone: () => void }) {
  const { data } = useQuery(SavedListsQuery, { fetchPolicy: 'cache-and-network' });
  const lists = (data?.savedLists ?? []).filter((l) => l.canEdit);
  const [target, setTarget] = useState(NEW_LIST);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const creating = useCreateSavedList();
  const [add, adding] = useMutation(AddToSavedListMutation, {
    refetchQueries: [SavedListsQuery],
  });

  /** Adds the lines to the chosen list: its name, or the message to show. */
  const addToList = async () => {
    try {
      const result = (await add({ variables: { id: target, lines } })).data?.addToSavedList;
      if (!result?.savedList)
        return { ok: false as const, message: result?.userErrors[0]?.message ?? SAVE_FAILED };
      return { ok: true as const, name: result.savedList.name };
    } catch {
      return { ok: false as const, message: SAVE_FAILED };
    }
  };

  const save = async () => {
    setFailure(null);
    const isNew = target === NEW_LIST;
    if (isNew && !name.trim()) return setFailure(NAME_REQUIRED);
    const result = isNew ? await creating.create({ name, shared, lines }) : await addToList();
    if (!result.ok) return setFailure(result.message);
    notify('success', `Saved to ${result.name}`);
    onDone();
  };

  return (
    <form
      aria-label="Save to list"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>List</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
                <option value={NEW_LIST}>New list</option>
                {lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {target === NEW_LIST ? (
            <>
              <Field.Root required>
                <Field.Label>List name</Field.Label>
                <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
              </Field.Root>
              <Checkbox.Root checked={shared} onCheckedChange={(e) => setShared(!!e.checked)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Share with my company</Checkbox.Label>
              </Checkbox.Root>
            </>
          ) : null}
          {failure ? (
            <Text role="alert" color="red.600" fontSize="sm">
              {failure}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" borderRadius="full">
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button
          type="submit"
          colorPalette="brand"
          borderRadius="full"
          loading={creating.loading || adding.loading}
        >
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Props of {@link SaveToListDialog}. */
export interface SaveToListDialogProps {
  /** The lines to save while the dialog is open; null when it is closed. */
  lines: CartLineInput[] | null;
  /** The dialog's title (the button's text). */
  title: string;
  /** Closes the dialog (saved, cancelled, Escape or the backdrop). */
  onClose: () => void;
}

/**
 * The "Save to list" dialog (issue 24): pick a list the viewer may change or name a new one
 * (private unless shared with the company), then save. Loaded the first time its button opens it
 * ({@link import('./save-to-list').SaveToList}, issue 29).
 */
export function SaveToListDialog({ lines, title, onClose }: SaveToListDialogProps) {
  return (
    <Dialog.Root
      open={lines !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {lines ? <SaveForm lines={lines} onDone={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
