import type { MockLink } from '@apollo/client/testing';
import { useLocation } from 'react-router';
import { ViewerQuery } from '../api/viewer';

/** A signed-in customer as the Viewer query answers it (test data). */
export const aoife = {
  __typename: 'User' as const,
  id: 'u1',
  fullName: 'Aoife Byrne',
  firstName: 'Aoife',
  officeCity: 'Ashbourne',
  isAdmin: false,
};

/** A Viewer query mock answering `viewer` (null for a visitor), usable many times. */
export function viewerMock(viewer: typeof aoife | null): MockLink.MockedResponse {
  return {
    request: { query: ViewerQuery },
    result: { data: { viewer } },
    maxUsageCount: 20,
  };
}

/** Shows the current path and router state, so tests can see where navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
      {location.state ? ` state=${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

/**
 * Fake timers for the 3 s / 4 s message clears: only setTimeout, clearTimeout and Date are faked
 * (React's scheduler keeps its real setImmediate), and time still flows so async queries resolve.
 */
export const FAKE_TIMERS = {
  shouldAdvanceTime: true,
  toFake: ['setTimeout', 'clearTimeout', 'Date'],
} as const;
