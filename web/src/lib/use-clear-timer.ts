import { useCallback, useEffect, useRef } from 'react';

/**
 * A restartable timer for clearing form errors (spec §5, §9: error displays 3 s). `schedule(fn)`
 * runs `fn` after `ms` milliseconds, cancelling any earlier schedule; `cancel()` stops it. The
 * timer is cancelled on unmount.
 */
export function useClearTimer(ms: number): {
  schedule: (fn: () => void) => void;
  cancel: () => void;
} {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const schedule = useCallback(
    (fn: () => void) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        fn();
      }, ms);
    },
    [cancel, ms],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
