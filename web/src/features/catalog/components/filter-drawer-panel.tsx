import { Button, CloseButton, Drawer } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { Portal } from '@/components/portal';

/** Props of {@link FilterDrawerPanel}. */
export interface FilterDrawerPanelProps {
  /** The filter panel the drawer shows. */
  children: ReactNode;
  /** Whether the drawer is open. */
  open: boolean;
  /** Called with the new open state (close button, backdrop, Escape, Show results). */
  onOpenChange: (open: boolean) => void;
  /** The drawer's content element id (the Filters button's `aria-controls`). */
  contentId: string;
  /** The Filters button: the focus goes back to it when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The filter panel (`children`) in a drawer from the start of the screen (spec §2, below Chakra's
 * `lg`), with a close button and 'Show results'. Loaded and mounted the first time the Filters
 * button opens it (see {@link import('./filter-drawer').FilterDrawer}). It imports nothing of the
 * product list: its chunk stays apart from the list's route chunk.
 */
export function FilterDrawerPanel({
  open,
  onOpenChange,
  contentId,
  trigger,
  children,
}: FilterDrawerPanelProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="start"
      size="xs"
      ids={{ content: contentId }}
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg">
            <Drawer.Header pb="0">
              <Drawer.Title srOnly>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild top="4" insetEnd="4">
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
            <Drawer.Body pt="14" pb="8">
              {children}
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border.muted">
              <Button w="full" colorPalette="brand" onClick={() => onOpenChange(false)}>
                Show results
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
