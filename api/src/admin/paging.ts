/** Offset pages of the admin lists (issue 9): `page` from 1, `pageSize` 1 to 100, with totals. */

/** Largest admin page size. */
export const MAX_ADMIN_PAGE_SIZE = 100;

/** One page of an admin list: its rows, the total over all pages and the page math. */
export interface AdminPage<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: {
    page: number;
    pageSize: number;
    totalPages: number;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
  };
}

/** Builds an {@link AdminPage} from the page's rows and the matching total. */
export function pageOf<T>(nodes: T[], total: number, page: number, pageSize: number): AdminPage<T> {
  const totalPages = Math.ceil(total / pageSize);
  return {
    nodes,
    totalCount: total,
    pageInfo: {
      page,
      pageSize,
      totalPages,
      hasNextPage: page < totalPages,
      hasPreviousPage: page > 1,
    },
  };
}
