// First: configures zod before any module creates a schema (see the file).
import '@/lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';

/**
 * Starts the storefront in `container` (called by web/src/main.tsx once the code is loaded). With
 * `serverState` (the Apollo cache a server-rendered page was rendered from, issue 12) the cache is
 * restored and the server's HTML hydrated in a transition, so React time-slices the work;
 * otherwise the app renders from scratch into the empty shell.
 */
export function startApp(container: HTMLElement, serverState: object | null): void {
  const client = createApolloClient();
  const app = (
    <StrictMode>
      <AppProvider client={client}>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  if (serverState) {
    client.cache.restore(serverState);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
