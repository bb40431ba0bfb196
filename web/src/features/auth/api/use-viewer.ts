import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { ViewerQuery as ViewerQueryResult } from '@/__generated__/graphql';
import { ViewerQuery } from './viewer';

/** The signed-in customer as the header and guards see it; null when signed out. */
export type Viewer = NonNullable<ViewerQueryResult['viewer']>;

/** The message stored when the current user cannot be refreshed (spec §8). */
export const VIEWER_LOAD_ERROR = 'Failed to load user';

/** What {@link useViewer} returns. */
export interface ViewerState {
  /** The signed-in customer, or null when signed out (or not known yet). */
  viewer: Viewer | null;
  /** True until the first answer arrives. */
  loading: boolean;
  /** 'Failed to load user' when the last refresh failed, else null (spec §8). */
  error: string | null;
  /** True only when the server answered that nobody is signed in (not on a failed request). */
  signedOut: boolean;
  /** Asks the server again; never rejects (a failure lands in `error`). */
  refresh: () => Promise<void>;
}

/**
 * The current session's customer (spec §4 auth): loaded on start and refreshed when the window gets
 * focus or the tab becomes visible again. A failed refresh keeps the last known customer and reports
 * 'Failed to load user'. Never throws.
 */
export function useViewer(): ViewerState {
  const { data, previousData, loading, error, refetch } = useQuery(ViewerQuery, {
    notifyOnNetworkStatusChange: false,
  });

  useEffect(() => {
    const refetchQuietly = () => {
      refetch().catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refetchQuietly();
    };
    window.addEventListener('focus', refetchQuietly);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', refetchQuietly);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refetch]);

  // A failed refresh keeps the last customer shown (a network blip must not sign anyone out).
  const viewer = data?.viewer ?? (error ? previousData?.viewer : null) ?? null;
  return {
    viewer,
    loading: loading && !data,
    error: error ? VIEWER_LOAD_ERROR : null,
    signedOut: !error && data !== undefined && data.viewer === null,
    refresh: async () => {
      await refetch().catch(() => undefined);
    },
  };
}
