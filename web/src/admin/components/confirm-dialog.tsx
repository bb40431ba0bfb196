import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Portal } from '@/components/portal';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** The question, e.g. 'Block this account?'. */
  title: string;
  /** What will happen, in a sentence or two. */
  description: ReactNode;
  /** The confirming button's text, e.g. 'Block account'. */
  confirmLabel: string;
  /** Red confirm button for destructive actions (the default). */
  destructive?: boolean;
  /** True while the action runs (the confirm button spins). */
  busy?: boolean;
  /** Extra fields shown between the text and the buttons (e.g. a reason). */
  children?: ReactNode;
  /** Runs the action; the caller closes the dialog when it is done. */
  onConfirm: () => void;
  /** Closes without doing anything (Cancel, Escape, backdrop). */
  onClose: () => void;
}

/**
 * The admin console's confirmation for destructive actions (issue 9): an alert dialog with a
 * question, what will happen, Cancel (focused first) and a confirm button.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive = true,
  busy = false,
  children,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {typeof description === 'string' ? <Text>{description}</Text> : description}
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                loading={busy}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
