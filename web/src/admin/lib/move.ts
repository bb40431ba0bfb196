/**
 * Returns a copy of `items` with the item at `index` moved one place up (-1) or down (+1); the same
 * order when that would leave the list or cross a fixed end (`fixedEnds`: first and last stay put).
 */
export function moveItem<T>(
  items: readonly T[],
  index: number,
  by: -1 | 1,
  fixedEnds = false,
): T[] {
  const target = index + by;
  const low = fixedEnds ? 1 : 0;
  const high = fixedEnds ? items.length - 2 : items.length - 1;
  if (index < low || index > high || target < low || target > high) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
