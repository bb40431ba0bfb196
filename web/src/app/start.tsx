// First: configures zod before any module creates a schema (see the file).
import '@/lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { system } from '@/app/system';
import { createApolloClient } from '@/lib/apollo';
import { adoptServerGlobalStyles, createBrowserEmotionCache } from '@/lib/emotion-cache';
import { whenPageHydrated } from '@/lib/first-paint';
import { CART_COOKIE } from '@serena/domain/ssr-contract';
import { getCart, mirrorCartToCookie } from '@/lib/cart/store';

/** How long a server-rendered page's hydration reads the restored cache alone, at most (ms). */
const HYDRATION_CACHE_MS = 10_000;

/** The cart lines of the request's cart cookie (cookie.ts, loaded on demand), or null. */
async function readServerCart() {
  const { readCartCookie } = await import('@/lib/cart/cookie');
  return readCartCookie(getCart());
}

/**
 * Starts the storefront in `container` (called by web/src/main.tsx once the code is loaded). With
 * `serverState` (the Apollo cache a server-rendered page was rendered from, issue 12) the cache is
 * restored and the server's HTML hydrated in a transition, so React time-slices the work, with the
 * cart lines the server rendered from (the cart cookie); otherwise the app renders from scratch
 * into the empty shell. The cart cookie is then brought up to date with localStorage.
 */
export async function startApp(container: HTMLElement, serverState: object | null): Promise<void> {
  const client = createApolloClient();
  // Chakra's global styles as the server rendered them: not computed again (emotion-cache.ts).
  if (serverState) adoptServerGlobalStyles(system);
  // The lines the server rendered this page with (its cart cookie, which only /cart sees), read
  // before the cookie is brought up to date with localStorage: the hydration must show what the
  // server showed. The cookie's code loads only then.
  let cart: Awaited<ReturnType<typeof readServerCart>> = null;
  if (serverState && document.cookie.includes(`${CART_COOKIE}=`)) cart = await readServerCart();
  mirrorCartToCookie();
  const app = (
    <StrictMode>
      <AppProvider client={client} cart={cart} emotionCache={createBrowserEmotionCache()}>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  if (serverState) {
    client.cache.restore(serverState);
    // The hydration renders what the server rendered: a `cache-and-network` or `network-only`
    // query reads the restored cache alone until the page has hydrated (no loading state the
    // server did not have, e.g. the admin lists'); what the server had not rendered still loads.
    // At most HYDRATION_CACHE_MS: a page that never marks its hydration (an error page) must not
    // answer its later refetches from the cache.
    client.prioritizeCacheValues = true;
    void Promise.race([
      whenPageHydrated(),
      new Promise((resolve) => setTimeout(resolve, HYDRATION_CACHE_MS)),
    ]).then(() => {
      client.prioritizeCacheValues = false;
    });
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
