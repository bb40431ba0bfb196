import { hydrateAllWaiting } from '@/lib/hydrate-later';
import { createBrowserRouter, RouterProvider } from './react-router';
import { createRoutes } from './routes';

const router = createBrowserRouter(createRoutes());

// A navigation changes the location every waiting part's links read: those parts hydrate first,
// so React never holds the navigation for a part that waits for the viewport (issue 29). Only a
// new location counts: the router's own start (its lazy route loaded) must not hydrate them.
let shownKey = router.state.location.key;
router.subscribe((state) => {
  if (state.location.key === shownKey) return;
  shownKey = state.location.key;
  hydrateAllWaiting();
});

/** The browser router over the spec §2 route table. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
