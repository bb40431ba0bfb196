import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True while the component renders server HTML (on the server, or hydrating it in the browser):
 * React reads the server value then; false in a client render. Its switch to false after
 * hydration re-renders only the component that asked.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
