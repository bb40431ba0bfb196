import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems (spec §9 pagination)', () => {
  it('shows nothing without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 1 to 5, an ellipsis and the last page while on page 3 or lower', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(2, 6)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 6]);
  });

  it('shows 1, an ellipsis and the last 5 pages near the end', () => {
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageItems(8, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageItems(4, 6)).toEqual([1, 'ellipsis', 2, 3, 4, 5, 6]);
  });

  it('shows first, previous, current, next and last in the middle', () => {
    expect(pageItems(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 'ellipsis', 10]);
    expect(pageItems(50, 100)).toEqual([1, 'ellipsis', 49, 50, 51, 'ellipsis', 100]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(0, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(99, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });
});
