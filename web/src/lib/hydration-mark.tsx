import { useEffect } from 'react';
import { markPageHydrated } from '@/lib/first-paint';

/**
 * Renders nothing; placed after the route's content in the same Suspense boundary, its effect runs
 * once React has committed that content, and tells the browser entry the page has hydrated
 * (`whenPageHydrated`, web/src/main.tsx replays early input then; issue 12).
 */
export function HydrationMark(): null {
  useEffect(() => {
    markPageHydrated();
  }, []);
  return null;
}
