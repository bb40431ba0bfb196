import { createBrowserRouter, RouterProvider } from './react-router';
import { createRoutes } from './routes';

const router = createBrowserRouter(createRoutes());

/** The browser router over the spec §2 route table. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
