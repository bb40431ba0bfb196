import { describe, expect, it } from 'vitest';
import { sortParam } from '../src/resolvers/input.js';

describe('sortParam (issue 14: sort across the whole catalogue)', () => {
  it('passes Name and Newest for everyone', () => {
    expect(sortParam('NAME', null)).toBe('name');
    expect(sortParam('NEWEST', undefined)).toBe('newest');
    expect(sortParam('NAME', 'token')).toBe('name');
  });

  it('passes price orders only with a signed-in viewer: a visitor gets the default order', () => {
    expect(sortParam('PRICE_ASC', 'token')).toBe('price_asc');
    expect(sortParam('PRICE_DESC', 'token')).toBe('price_desc');
    expect(sortParam('PRICE_ASC', null)).toBeUndefined();
    expect(sortParam('PRICE_DESC', undefined)).toBeUndefined();
  });

  it('sends no sort when none is asked for', () => {
    expect(sortParam(null, 'token')).toBeUndefined();
    expect(sortParam(undefined, null)).toBeUndefined();
  });
});
