import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Time to type one character, in milliseconds (spec §4, §9 hero typewriter). */
export const TYPEWRITER_CHAR_MS = 100;
/** Pause after a finished line before the next line starts, in milliseconds (spec §4, §9). */
export const TYPEWRITER_LINE_PAUSE_MS = 200;

/** Options of {@link useTypewriter}. */
export interface TypewriterOptions {
  /** Show every line in full at once (spec §4: once products have loaded). */
  done?: boolean;
}

/** What {@link useTypewriter} returns. */
export interface TypewriterState {
  /** The visible text of each line, same length and order as the input; '' for lines not started. */
  lines: string[];
  /** Index of the line being typed, or -1 once every line is shown in full. */
  activeLine: number;
  /** True once every line is shown in full. */
  complete: boolean;
}

interface Progress {
  /** The lines this progress belongs to (joined), so new lines restart the animation. */
  key: string;
  /** Line being typed. */
  line: number;
  /** Characters of that line shown so far. */
  char: number;
}

/**
 * Types `lines` out one character at a time (spec §4 hero typewriter): the first character shows
 * after {@link TYPEWRITER_CHAR_MS} (100 ms), each further character 100 ms later; after a line is
 * complete the hook pauses {@link TYPEWRITER_LINE_PAUSE_MS} (200 ms), and the next line's first
 * character then follows 100 ms later. Every line shows in full at once when `done` is true or
 * the user prefers reduced motion. Pass new lines to restart.
 */
export function useTypewriter(
  lines: readonly string[],
  { done = false }: TypewriterOptions = {},
): TypewriterState {
  const reducedMotion = usePrefersReducedMotion();
  const key = lines.join('\n');
  const [progress, setProgress] = useState<Progress>({ key, line: 0, char: 0 });
  const current: Progress = progress.key === key ? progress : { key, line: 0, char: 0 };
  if (current !== progress) setProgress(current);

  const lastLine = lines.length - 1;
  const typedAll =
    lines.length === 0 ||
    current.line > lastLine ||
    (current.line === lastLine && current.char >= (lines[lastLine]?.length ?? 0));
  const complete = done || reducedMotion || typedAll;

  const lineLength = lines[current.line]?.length ?? 0;
  useEffect(() => {
    if (complete) return;
    const lineDone = current.char >= lineLength;
    const timer = setTimeout(
      () =>
        setProgress((previous) =>
          previous.key !== current.key
            ? previous
            : lineDone
              ? { ...previous, line: previous.line + 1, char: 0 }
              : { ...previous, char: previous.char + 1 },
        ),
      lineDone ? TYPEWRITER_LINE_PAUSE_MS : TYPEWRITER_CHAR_MS,
    );
    return () => clearTimeout(timer);
  }, [complete, current.key, current.line, current.char, lineLength]);

  if (complete) return { lines: [...lines], activeLine: -1, complete: true };
  return {
    lines: lines.map((line, index) =>
      index < current.line ? line : index === current.line ? line.slice(0, current.char) : '',
    ),
    activeLine: current.line,
    complete: false,
  };
}
