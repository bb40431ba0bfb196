import { useCallback, useEffect, useState } from 'react';

/**
 * A message that clears itself `ms` milliseconds after it was last shown (spec §9: password update
 * messages 4 s). Returns the message (or null) with its kind, a setter that restarts the timer and
 * a clear function.
 */
export function useTimedMessage(ms: number): {
  message: { text: string; status: 'error' | 'success' } | null;
  show: (text: string, status?: 'error' | 'success') => void;
  clear: () => void;
} {
  const [state, setState] = useState<{
    text: string;
    status: 'error' | 'success';
    id: number;
  } | null>(null);

  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(() => setState(null), ms);
    return () => clearTimeout(timer);
  }, [state, ms]);

  const show = useCallback(
    (text: string, status: 'error' | 'success' = 'error') =>
      setState({ text, status, id: Date.now() + Math.random() }),
    [],
  );
  const clear = useCallback(() => setState(null), []);
  return { message: state ? { text: state.text, status: state.status } : null, show, clear };
}
