import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuListPlus } from 'react-icons/lu';
import type { CartLineInput } from '@/__generated__/graphql';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { SaveToListDialogProps } from './save-to-list-dialog';

const SaveToListDialog = lazyDialog<SaveToListDialogProps>(
  () => import('./save-to-list-dialog').then((module) => module.SaveToListDialog),
  (props) => props.lines !== null,
);

/** Props of {@link SaveToList}. */
export interface SaveToListProps {
  /** The lines to save now, or the message saying why they cannot be saved yet. */
  lines: () => CartLineInput[] | string;
  /** The button's text, e.g. 'Save to list' or 'Save cart as list'. */
  label?: string;
}

/**
 * "Save to list" (issue 24 "Saved lists"): a button that takes the lines given — the configured
 * bed of the product page, the good lines of quick order, or the whole cart — and saves them to a
 * list the viewer may change or to a new one (private unless shared with the company). When
 * `lines` answers a message (e.g. no size chosen yet) the message shows instead. The dialog's code
 * loads when the button is pointed at or focused, and it mounts when first opened (issue 29): the
 * pages with the button hydrate no dialog and load four script files fewer.
 */
export function SaveToList({ lines, label = 'Save to list' }: SaveToListProps) {
  const [open, setOpen] = useState<CartLineInput[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onOpen = () => {
    const chosen = lines();
    if (typeof chosen === 'string') {
      setProblem(chosen);
      return;
    }
    setProblem(null);
    setOpen(chosen);
  };

  return (
    <Stack gap="1">
      <Button
        variant="outline"
        borderRadius="full"
        aria-haspopup="dialog"
        onPointerEnter={() => void SaveToListDialog.preload()}
        onFocus={() => void SaveToListDialog.preload()}
        onClick={onOpen}
      >
        <LuListPlus aria-hidden />
        {label}
      </Button>
      {problem ? (
        <Text role="alert" color="red.600" fontSize="sm">
          {problem}
        </Text>
      ) : null}
      <SaveToListDialog lines={open} title={label} onClose={() => setOpen(null)} />
    </Stack>
  );
}
