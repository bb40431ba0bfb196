import { lazyDialog } from '@/lib/lazy-dialog';
import type { CancelOrderDialogProps } from './order-dialog-types';

export type { CancelOrderDialogProps } from './order-dialog-types';

/**
 * The cancel confirmation of My Orders and the order page (spec §4, §8 Cancel;
 * cancel-order-dialog-view.tsx): its code loads the first time it opens (issue 29).
 */
export const CancelOrderDialog = lazyDialog<CancelOrderDialogProps>(
  () => import('./cancel-order-dialog-view').then((module) => module.CancelOrderDialogView),
  (props) => props.orderId !== null,
);
