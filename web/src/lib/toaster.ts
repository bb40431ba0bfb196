import { createToaster } from '@chakra-ui/react';

/**
 * The app's single toast store, rendered by `<AppToaster />` in the page frame (spec §2 toast area).
 * Top-end placement under the header, at most 20 toasts at once, paused while the page is idle or hovered, Alt+T moves
 * focus to the toasts (spec §4, §9).
 */
export const toaster = createToaster({
  placement: 'top-end',
  // Below the 80 px header, so a toast never covers the cart or the user menu.
  offsets: { top: '96px', right: '16px', bottom: '16px', left: '16px' },
  max: 20,
  pauseOnPageIdle: true,
  duration: 5000,
});

/** Toast kinds of spec §4: blank, error, success, loading, custom ('info' is the blank toast). */
export type ToastKind = 'blank' | 'error' | 'success' | 'loading' | 'custom';

/** Auto-close time per toast kind in milliseconds (spec §9); loading toasts stay until dismissed. */
export const TOAST_DURATIONS: Record<ToastKind, number> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
};

/** The Chakra toast type of a spec §4 kind: the blank and custom toasts are `info` toasts. */
export function toastType(kind: ToastKind): 'info' | 'error' | 'success' | 'loading' {
  return kind === 'blank' || kind === 'custom' ? 'info' : kind;
}

/**
 * Shows a toast of the given kind with the spec §9 duration (or `duration` when given, e.g. 2000 ms
 * for newsletter and add-to-cart toasts), with an optional `action` button. Returns the toast id, to update or dismiss it later.
 */
export function notify(
  kind: ToastKind,
  title: string,
  options: {
    description?: string;
    duration?: number;
    /** A button on the toast, e.g. a link to the page the toast is about. */
    action?: { label: string; onClick: () => void };
  } = {},
): string {
  return toaster.create({
    type: toastType(kind),
    title,
    description: options.description,
    ...(options.action ? { action: options.action } : {}),
    duration: options.duration ?? TOAST_DURATIONS[kind],
    closable: kind !== 'loading',
  });
}
