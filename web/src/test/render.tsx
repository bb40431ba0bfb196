import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { createRoutes } from '@/app/routes';
import { system } from '@/app/system';
import { createCache } from '@/lib/apollo';

/** The app's Chakra system, for tests that build their own providers (e.g. a hydration test). */
export { system };

/** Options of {@link renderWithProviders}. */
export interface RenderOptions {
  /** GraphQL mocks answered by MockedProvider. */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** The initial URL, '/' by default. */
  route?: string;
  /** When given, `ui` is rendered as the element of a route with this pattern (for `useParams`). */
  path?: string;
}

/**
 * Renders `ui` inside the app's providers for tests: Chakra with the Serena theme, MockedProvider with
 * the app's cache policies, and a MemoryRouter at `route`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const { mocks = [], route = '/', path } = options;
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

/** Renders the whole app (frame and route table) at `route`, for routing tests. */
export function renderApp(route: string, mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [route] });
  const result = render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...result, router };
}
