import { useState } from 'react';

/**
 * True from the first render in which `open` is true, and from then on (issue 29): a dialog,
 * drawer or popover that is closed on a page's first render mounts its root (and its state
 * machine) only when first opened, and keeps it afterwards, so closing it still animates and its
 * state survives a reopening.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
