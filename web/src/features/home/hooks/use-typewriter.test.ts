import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypewriter } from './use-typewriter';

const LINES = ['Ab', 'Cde'];

/** Advances fake time 1 ms at a time, letting React re-render and re-arm the timer between steps. */
function advance(ms: number) {
  for (let step = 0; step < ms; step += 1) {
    act(() => {
      vi.advanceTimersByTime(1);
    });
  }
}

function stubReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as MediaQueryList,
  );
}

describe('useTypewriter (spec §4: 100 ms per character, 200 ms pause between lines)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the first character after exactly 100 ms and one more every 100 ms', () => {
    const { result } = renderHook(() => useTypewriter(LINES));
    expect(result.current).toEqual({ lines: ['', ''], activeLine: 0, complete: false });
    advance(99);
    expect(result.current.lines).toEqual(['', '']);
    advance(1);
    expect(result.current.lines).toEqual(['A', '']);
    advance(99);
    expect(result.current.lines).toEqual(['A', '']);
    advance(1);
    expect(result.current.lines).toEqual(['Ab', '']);
  });

  it('pauses 200 ms after a line, then types the next line at 100 ms per character', () => {
    const { result } = renderHook(() => useTypewriter(LINES));
    advance(200); // 'Ab' complete at 200 ms
    expect(result.current.lines).toEqual(['Ab', '']);
    advance(200); // the pause: 400 ms, next line starts empty
    expect(result.current).toMatchObject({ lines: ['Ab', ''], activeLine: 1 });
    advance(99);
    expect(result.current.lines).toEqual(['Ab', '']);
    advance(1); // 500 ms: first character of line 2
    expect(result.current.lines).toEqual(['Ab', 'C']);
    advance(200); // 700 ms: 'Cde' complete
    expect(result.current).toEqual({ lines: ['Ab', 'Cde'], activeLine: -1, complete: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows every line at once when done is true', () => {
    const { result, rerender } = renderHook(({ done }) => useTypewriter(LINES, { done }), {
      initialProps: { done: false },
    });
    advance(100);
    expect(result.current.lines).toEqual(['A', '']);
    rerender({ done: true });
    expect(result.current).toEqual({ lines: ['Ab', 'Cde'], activeLine: -1, complete: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows every line immediately for prefers-reduced-motion users', () => {
    stubReducedMotion(true);
    const { result } = renderHook(() => useTypewriter(LINES));
    expect(result.current).toEqual({ lines: ['Ab', 'Cde'], activeLine: -1, complete: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from the first character when the lines change', () => {
    const { result, rerender } = renderHook(({ lines }) => useTypewriter(lines), {
      initialProps: { lines: LINES },
    });
    advance(200);
    expect(result.current.lines).toEqual(['Ab', '']);
    rerender({ lines: ['Xy'] });
    expect(result.current.lines).toEqual(['']);
    advance(100);
    expect(result.current.lines).toEqual(['X']);
  });
});
