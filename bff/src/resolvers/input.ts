/**
 * Argument checks shared by the resolvers. Bad input is a BAD_USER_INPUT GraphQL error, never an
 * INTERNAL_SERVER_ERROR (architecture "Errors").
 */
import type { InputMaybe, ProductFilter, ProductSort } from '../__generated__/resolvers-types.js';
import type { ProductFilterBody, ProductSortParam } from '../upstream/types.js';
import type { PageParams } from '../upstream/contract.js';
import { badUserInput } from '../upstream/errors.js';

/** Largest page size a client may ask for; larger limits are refused, not capped. */
export const MAX_PAGE_SIZE = 50;
/** Default page size (spec §9: 8 everywhere). */
export const DEFAULT_PAGE_SIZE = 8;
/** Longest accepted search text, in characters. */
export const MAX_SEARCH_LENGTH = 200;

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/**
 * Parses a GraphQL ID holding a positive integer (e.g. "42"). Returns null for anything else
 * ("abc", "-1", "0", "1.5", too large) so callers can answer "none".
 */
export function parseId(id: string | number): number | null {
  const text = String(id).trim();
  if (!POSITIVE_INT.test(text)) return null;
  const value = Number(text);
  return value <= 2_147_483_647 ? value : null;
}

/**
 * Parses a list of positive integer IDs for a filter.
 * @throws BAD_USER_INPUT naming the field when one entry is not a positive integer.
 */
export function parseIdList(
  ids: InputMaybe<readonly string[]> | undefined,
  field: string,
): number[] {
  if (!ids) return [];
  return ids.map((id) => {
    const value = parseId(id);
    if (value === null) throw badUserInput(`${field} must hold positive integer ids.`, field);
    return value;
  });
}

/**
 * Validates 1-based page and page size (1..50; spec §9 default 8).
 * @throws BAD_USER_INPUT when page < 1 or limit is outside 1..50 (limits above 50 are refused).
 */
export function pageParams(
  page: InputMaybe<number> | undefined,
  limit: InputMaybe<number> | undefined,
): PageParams {
  const p = page ?? 1;
  const l = limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(p) || p < 1) throw badUserInput('page must be 1 or greater.', 'page');
  if (!Number.isInteger(l) || l < 1 || l > MAX_PAGE_SIZE) {
    throw badUserInput(`limit must be between 1 and ${MAX_PAGE_SIZE}.`, 'limit');
  }
  return { page: p, limit: l };
}

/** Highest price bound, in whole euros, the filter accepts (the api's limit). */
export const MAX_FILTER_PRICE = 10_000_000;

/** Checks one price bound: 0..MAX_FILTER_PRICE whole euros. */
function priceBound(value: InputMaybe<number> | undefined, field: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value < 0 || value > MAX_FILTER_PRICE) {
    throw badUserInput(`${field} must be between 0 and ${MAX_FILTER_PRICE}.`, field);
  }
  return value;
}

/**
 * Turns the GraphQL ProductFilter into the REST filter body (spec §3 Filter request; prices in whole
 * euros). A missing bound of the price range defaults to 0 or to MAX_FILTER_PRICE.
 * @throws BAD_USER_INPUT for non-numeric ids, prices outside 0..10000000 or minPrice above maxPrice.
 */
export function filterBody(filter: ProductFilter, paging: PageParams): ProductFilterBody {
  const body: ProductFilterBody = { page: paging.page, limit: paging.limit };
  const categories = parseIdList(filter.categoryIds, 'categoryIds');
  const sizes = parseIdList(filter.sizeIds, 'sizeIds');
  if (categories.length) body.categories = categories;
  if (sizes.length) body.sizes = sizes;
  const minPrice = priceBound(filter.minPrice, 'minPrice');
  const maxPrice = priceBound(filter.maxPrice, 'maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw badUserInput('minPrice must not be above maxPrice.', 'minPrice');
  }
  if (minPrice !== undefined || maxPrice !== undefined) {
    body.priceRange = { min: minPrice ?? 0, max: maxPrice ?? MAX_FILTER_PRICE };
  }
  return body;
}

/**
 * Normalises search text: trimmed, at most 200 characters.
 * @throws BAD_USER_INPUT when the text is longer than 200 characters.
 */
export function searchText(query: string): string {
  const text = query.trim();
  if (text.length > MAX_SEARCH_LENGTH) {
    throw badUserInput(`query must be at most ${MAX_SEARCH_LENGTH} characters.`, 'query');
  }
  return text;
}

/**
 * The api's `sort` for a GraphQL `ProductSort` (issue 14: sort across the whole catalogue), or
 * undefined for none. A price order is dropped for a visitor (no `token`): their results must not
 * reveal the hidden prices' order (the api ignores it too).
 */
export function sortParam(
  sort: ProductSort | null | undefined,
  token: string | null | undefined,
): ProductSortParam | undefined {
  switch (sort) {
    case 'NAME':
      return 'name';
    case 'NEWEST':
      return 'newest';
    case 'PRICE_ASC':
      return token ? 'price_asc' : undefined;
    case 'PRICE_DESC':
      return token ? 'price_desc' : undefined;
    default:
      return undefined;
  }
}
