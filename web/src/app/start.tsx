// First: configures zod before any module creates a schema (see the file).
import '@/lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';
import { readCartCookie } from '@/lib/cart/cookie';
import { getCart, mirrorCartToCookie } from '@/lib/cart/store';

/**
 * Starts the storefront in `container` (called by web/src/main.tsx once the code is loaded). With
 * `serverState` (the Apollo cache a server-rendered page was rendered from, issue 12) the cache is
 * restored and the server's HTML hydrated in a transition, so React time-slices the work, with the
 * cart lines the server rendered from (the cart cookie); otherwise the app renders from scratch
 * into the empty shell. The cart cookie is then brought up to date with localStorage.
 */
export function startApp(container: HTMLElement, serverState: object | null): void {
  const client = createApolloClient();
  // The lines the server rendered this page with (its cart cookie), read before the cookie is
  // brought up to date with localStorage: the hydration must show what the server showed.
  const cart = serverState ? readCartCookie(getCart()) : null;
  mirrorCartToCookie();
  const app = (
    <StrictMode>
      <AppProvider client={client} cart={cart}>
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
