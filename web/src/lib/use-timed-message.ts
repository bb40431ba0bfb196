import { useCallback, useState } from 'react';
import { useClearTimer } from '@/lib/use-clear-timer';

/**
 * A form-level message that clears itself `ms` milliseconds after it was last shown (spec §4, §5,
 * §9: sign-in, contact, callback and add-to-cart errors 3 s; reset and update password 4 s).
 * Returns the message (or null), `show` (restarts the timer) and `clear`. The timer starts when
 * `show` is called and stops on unmount.
 */
export function useTimedMessage(ms: number): {
  message: string | null;
  show: (message: string) => void;
  clear: () => void;
} {
  const [message, setMessage] = useState<string | null>(null);
  const { schedule, cancel } = useClearTimer(ms);

  const show = useCallback(
    (text: string) => {
      setMessage(text);
      schedule(() => setMessage(null));
    },
    [schedule],
  );
  const clear = useCallback(() => {
    cancel();
    setMessage(null);
  }, [cancel]);
  return { message, show, clear };
}
