/** One entry of a pagination bar: a page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'ellipsis';

/**
 * The page numbers to show in a pagination bar (spec §9 Pagination), for a 1-based `current` page out
 * of `total` pages:
 * - 5 or fewer pages: every page;
 * - current page 3 or lower: 1 to 5, ellipsis, last;
 * - current page within the last 3: 1, ellipsis, the last 5;
 * - otherwise: 1, ellipsis, previous, current, next, ellipsis, last.
 * An out-of-range `current` is clamped to 1..total; `total` below 1 gives an empty list.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  const range = (from: number, to: number): number[] =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 5) return range(1, total);
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  if (page <= 3) return [...range(1, 5), 'ellipsis', total];
  if (page >= total - 2) return [1, 'ellipsis', ...range(total - 4, total)];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', total];
}
