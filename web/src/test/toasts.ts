import { expect } from 'vitest';
import { toaster, toastType, type ToastKind } from '@/lib/toaster';

/** A toast of the app's toaster as the tests read it. */
export interface ShownToast {
  /** Chakra toast type: info, error, success or loading. */
  type: string | undefined;
  /** The title (the spec's message). */
  title: string | undefined;
  /** Auto-close time in milliseconds. */
  duration: number | undefined;
}

/**
 * The one toaster test helper (issue 15): reads the app's real toast store (`@/lib/toaster`), which
 * keeps every toast shown since {@link clearToasts} while no `<Toaster>` is rendered to close them.
 */
export function shownToasts(): ShownToast[] {
  return toaster.getVisibleToasts().map((t) => ({
    type: t.type,
    title: typeof t.title === 'string' ? t.title : undefined,
    duration: t.duration,
  }));
}

/** The titles of the toasts shown since {@link clearToasts}. */
export function toastTitles(): (string | undefined)[] {
  return shownToasts().map((t) => t.title);
}

/** Removes every toast; the test setup calls it after each test. */
export function clearToasts(): void {
  toaster.remove();
}

/**
 * Asserts that a toast of `kind` with `title` was shown (and, when given, with `duration` ms).
 * Wrap it in `waitFor` to wait for it. @throws the assertion error otherwise.
 */
export function expectToast(kind: ToastKind, title: string, options: { duration?: number } = {}) {
  expect(shownToasts()).toContainEqual(
    expect.objectContaining({
      type: toastType(kind),
      title,
      ...(options.duration === undefined ? {} : { duration: options.duration }),
    }),
  );
}

/** Asserts that no toast was shown since {@link clearToasts}. */
export function expectNoToast(): void {
  expect(shownToasts()).toEqual([]);
}
