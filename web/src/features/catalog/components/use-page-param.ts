import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Reads the 1-based `?page=` of the URL (1 when absent or invalid) and builds links to other pages
 * that keep the other query parameters, so back and forward move between pages (spec §2, §9).
 */
export function usePageParam(): { page: number; hrefFor: (page: number) => string } {
  const [params] = useSearchParams();
  const raw = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(raw) && raw >= 1 ? raw : 1;
  const hrefFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      const query = next.toString();
      return query ? `?${query}` : '?';
    },
    [params],
  );
  return { page, hrefFor };
}
