import { Badge, Button } from '@chakra-ui/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { FilterPanel } from './filter-panel';
import type { FilterPanelProps } from './filter-panel';

const loadPanel = () => import('./filter-drawer-panel');
const FilterDrawerPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.FilterDrawerPanel })),
);

/**
 * The small-screen form of the filter panel (spec §2): a 'Filters' button showing how many filters
 * are on, opening the panel in a drawer. The drawer's code loads when the button is pointed at or
 * focused, and the drawer mounts the first time it opens (issue 29): until then the product list
 * hydrates a button, not a dialog's state machine (a fifth of the signed-in list's main-thread
 * work on a phone).
 */
export function FilterDrawer({ count, ...props }: FilterPanelProps & { count: number }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        bg="bg.panel"
        borderColor="border"
        w={{ base: 'full', sm: 'auto' }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? contentId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        <LuSlidersHorizontal aria-hidden />
        Filters
        {count > 0 ? (
          <Badge colorPalette="brand" variant="solid" borderRadius="full" ms="1">
            {count}
          </Badge>
        ) : null}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FilterDrawerPanel
            open={open}
            onOpenChange={setOpen}
            contentId={contentId}
            trigger={trigger}
          >
            <FilterPanel {...props} />
          </FilterDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
