// First: configures zod before any module creates a schema (see the file).
import '@/lib/zod-config';
import { StrictMode, startTransition } from 'react';
import type { NormalizedCacheObject } from '@apollo/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';
import { markServerRendered } from '@/lib/first-paint';

/** Id of the `<script type="application/json">` holding the server's Apollo cache (issue 12). */
const APOLLO_STATE_ID = '__APOLLO_STATE__';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const client = createApolloClient();
const app = (
  <StrictMode>
    <AppProvider client={client}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// A visitor's public page arrives server-rendered (bff/src/ssr.ts) with the data it was rendered
// from: restore that cache, then hydrate in a transition so the work is time-sliced. Signed-in
// customers and every other route get the empty shell and render on the client.
const state = document.getElementById(APOLLO_STATE_ID);
if (state?.textContent && container.firstElementChild) {
  client.cache.restore(JSON.parse(state.textContent) as NormalizedCacheObject);
  markServerRendered();
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
