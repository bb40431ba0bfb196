/**
 * Offset pages of the admin lists (issue 9): `page` from 1, `pageSize` 1 to 100, with totals. The
 * page block's zod schema is the one the routes answer with; the service type is inferred from it.
 */
import { z } from 'zod';

/** Largest admin page size. */
export const MAX_ADMIN_PAGE_SIZE = 100;

/** The pagination block of an admin page answer. */
export const adminPageInfo = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
});

/** One page of an admin list: its rows, the total over all pages and the page math. */
export interface AdminPage<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: z.infer<typeof adminPageInfo>;
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
