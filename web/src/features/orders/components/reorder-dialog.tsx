import { lazyDialog } from '@/lib/lazy-dialog';
import type { ReorderDialogProps } from './order-dialog-types';

export type { ReorderDialogProps, ReorderTarget } from './order-dialog-types';

/**
 * The Reorder modal of My Orders and the order page (spec §2, §5, §8; reorder-dialog-view.tsx):
 * its code (the form and its validation schema) loads the first time it opens (issue 29).
 */
export const ReorderDialog = lazyDialog<ReorderDialogProps>(
  () => import('./reorder-dialog-view').then((module) => module.ReorderDialogView),
  (props) => props.target !== null,
);
