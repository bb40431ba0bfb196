/** Pagination math (spec §3 Pagination, §9 page size 8). */

/** Default page size (spec §9). */
export const DEFAULT_LIMIT = 8;
/** Largest page size the api serves; bigger requested limits are capped to this silently. */
export const MAX_LIMIT = 50;

/** A resolved page request: 1-based page, capped limit and row offset. */
export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** Resolves page and limit (defaults 1 and 8, limit capped at MAX_LIMIT) into an offset. */
export function pageRequest(page: number | undefined, limit: number | undefined): PageRequest {
  const p = page ?? 1;
  const l = Math.min(limit ?? DEFAULT_LIMIT, MAX_LIMIT);
  return { page: p, limit: l, offset: (p - 1) * l };
}

/** Spec §3 Pagination for `total` items: totalPages = ceil(total / limit). */
export function paginationOf(total: number, req: PageRequest) {
  const totalPages = Math.ceil(total / req.limit);
  return {
    totalProducts: total,
    totalPages,
    currentPage: req.page,
    hasNextPage: req.page < totalPages,
    hasPreviousPage: req.page > 1,
  };
}
