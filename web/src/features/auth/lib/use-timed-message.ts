import { useCallback, useEffect, useState } from 'react';

/**
 * A message that clears itself `ms` milliseconds after it was last shown (spec §9: errors 3 s,
 * reset and password update 4 s). Returns the current message (or null), a setter that restarts the
 * timer, and a clear function.
 */
export function useTimedMessage(ms: number): {
  message: string | null;
  show: (message: string) => void;
  clear: () => void;
} {
  const [state, setState] = useState<{ text: string; id: number } | null>(null);

  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(() => setState(null), ms);
    return () => clearTimeout(timer);
  }, [state, ms]);

  const show = useCallback(
    (text: string) => setState({ text, id: Date.now() + Math.random() }),
    [],
  );
  const clear = useCallback(() => setState(null), []);
  return { message: state?.text ?? null, show, clear };
}
