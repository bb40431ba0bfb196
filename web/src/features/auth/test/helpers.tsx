import { useLocation } from 'react-router';

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
