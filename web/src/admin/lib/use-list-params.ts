import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection } from '@/admin/__generated__/graphql';

/** The server-side list state of an admin table, kept in the URL so back, forward and links work. */
export interface ListParams {
  /** 1-based page (`?page=`), 1 when absent or not a positive whole number. */
  page: number;
  /** Sort column id (`?sort=`), or null for the server's default order. */
  sortBy: string | null;
  /** Sort direction (`?dir=asc|desc`). */
  sortDirection: SortDirection;
  /** Reads any other parameter (filters, search); '' when absent. */
  get: (name: string) => string;
  /** Sets parameters ('' or null removes one); the page goes back to 1 unless `page` is given. */
  set: (changes: Record<string, string | number | null>) => void;
  /** The link of another page with every other parameter kept. */
  hrefForPage: (page: number) => string;
}

/**
 * Reads and writes an admin list's page, sort and filters in the query string (issue 9: sorting,
 * filtering, search and pagination run on the server, driven by these values as query variables).
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sortBy = params.get('sort');
  const sortDirection: SortDirection = params.get('dir') === 'asc' ? 'ASC' : 'DESC';

  const set = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  return useMemo(
    () => ({
      page,
      sortBy,
      sortDirection,
      get: (name: string) => params.get(name) ?? '',
      set,
      hrefForPage: (target: number) => {
        const next = new URLSearchParams(params);
        if (target <= 1) next.delete('page');
        else next.set('page', String(target));
        const query = next.toString();
        return query ? `?${query}` : '?';
      },
    }),
    [page, sortBy, sortDirection, params, set],
  );
}
