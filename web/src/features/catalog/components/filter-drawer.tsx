import { Badge, Button } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { FilterDrawerPanelProps } from './filter-drawer-panel';
import { FilterPanel } from './filter-panel';
import type { FilterPanelProps } from './filter-panel';

const FilterDrawerPanel = lazyDialog<FilterDrawerPanelProps>(
  () => import('./filter-drawer-panel').then((module) => module.FilterDrawerPanel),
  (props) => props.open,
);

/**
 * The small-screen form of the filter panel (spec §2): a 'Filters' button showing how many filters
 * are on, opening the panel in a drawer. The drawer's code loads when the button is pointed at or
 * focused, and the drawer mounts the first time it opens (issue 29): until then the product list
 * hydrates a button, not a dialog's state machine, and loads two script files fewer.
 */
export function FilterDrawer({ count, ...props }: FilterPanelProps & { count: number }) {
  const [open, setOpen] = useState(false);
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
        aria-controls={open ? contentId : undefined}
        onPointerEnter={() => void FilterDrawerPanel.preload()}
        onFocus={() => void FilterDrawerPanel.preload()}
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
      <FilterDrawerPanel open={open} onOpenChange={setOpen} contentId={contentId} trigger={trigger}>
        <FilterPanel {...props} />
      </FilterDrawerPanel>
    </>
  );
}
