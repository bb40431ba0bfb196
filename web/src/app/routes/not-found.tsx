import { NotFound } from '@/components/not-found';

/** Route module for any unknown path (spec §2 Not-found page). */
export default function NotFoundRoute() {
  return <NotFound />;
}
