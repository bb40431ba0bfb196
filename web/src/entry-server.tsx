// Server entry (issue 12, first paint): built with `vite build --ssr` into dist/server/ and loaded
// by the bff, which renders the public storefront pages for visitors and (issue 29) the signed-in
// customer's pages with that customer's data. Never bundled for browsers.
import '@/lib/zod-config';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { CacheProvider } from '@emotion/react';
import { print } from 'graphql';
import type { FormattedExecutionResult } from 'graphql';
import type {
  SsrEntry,
  SsrGraphqlExecutor as SharedExecutor,
  SsrPage,
  SsrRenderOptions,
} from '@serena/domain/ssr-contract';
import { StrictMode, useState, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router';
import { Observable } from 'rxjs';
import { createRoutes } from '@/app/routes';
import { AppProvider } from '@/app/provider';
import { createCache } from '@/lib/apollo';
import { createServerEmotionCache, extractServerStyles } from '@/lib/emotion-cache';
import { decodeCartCookie } from '@/lib/cart/cookie';
import { markServerRendered } from '@/lib/first-paint';

markServerRendered();

/** Runs one operation against the bff's schema as a visitor (the bff's in-process executor). */
export type SsrGraphqlExecutor = SharedExecutor<FormattedExecutionResult>;

/** A server-rendered route (see {@link SSR_ROUTES}). */
export interface SsrRoute {
  /** Its React Router pattern. */
  pattern: string;
  /**
   * Source files of its lazy route module and of the blocks that module loads lazily and the
   * server renders (Vite manifest keys): the browser entry preloads their chunks, and what they
   * import, after the first paint. Code a page loads only when asked (a drawer, a dialog) is left
   * out.
   */
  modules: readonly string[];
  /** Its LCP is its first high-priority picture, preloaded from `<head>` (the lists, a product). */
  picture?: boolean;
  /**
   * Who gets it server-rendered: `everyone` (the default), only `signed-in` viewers (pages
   * behind a sign-in, rendered with the viewer's session; the bff never stores them), or only
   * `visitors` (for a page whose signed-in render would not hydrate cleanly: the signed-in
   * viewer then gets the shell).
   */
  viewers?: 'everyone' | 'signed-in' | 'visitors';
}

/** The home page's route module and its news block (lazy, below the fold, server-rendered). */
const HOME_MODULES = ['src/app/routes/home.tsx', 'src/features/home/components/news-block.tsx'];

/**
 * The routes rendered on the server: the public pages for everyone (a visitor's stored in the
 * bff's public page store, a signed-in viewer's rendered for that viewer only, with their prices),
 * and the signed-in customer's own pages (issue 29), the cart among them: its lines live in the
 * browser's localStorage, mirrored in the cart cookie the server renders from (lib/cart/cookie.ts;
 * without one, the page's cart part waits for the browser), and the admin console's dashboard and
 * orders list for the signed-in staff member. The visitor-only forms, checkout and the console's
 * other screens stay client-rendered. The home page's LCP is the hero's heading (its scene is
 * inline SVG), so no product picture is preloaded there.
 */
export const SSR_ROUTES: readonly SsrRoute[] = [
  { pattern: '/', modules: HOME_MODULES },
  { pattern: '/home-2', modules: HOME_MODULES },
  { pattern: '/products', modules: ['src/features/catalog/routes/products.tsx'], picture: true },
  {
    pattern: '/products/:id',
    modules: ['src/app/routes/product.tsx'],
    picture: true,
  },
  {
    pattern: '/category/:categoryName',
    modules: ['src/features/catalog/routes/category.tsx'],
    picture: true,
  },
  { pattern: '/story', modules: ['src/features/static/routes/story.tsx'] },
  { pattern: '/contracts', modules: ['src/features/static/routes/contracts.tsx'] },
  { pattern: '/privacy-policy', modules: ['src/features/static/routes/privacy-policy.tsx'] },
  { pattern: '/cookies-policy', modules: ['src/features/static/routes/cookies-policy.tsx'] },
  { pattern: '/return-policy', modules: ['src/features/static/routes/return-policy.tsx'] },
  {
    pattern: '/terms-and-conditions',
    modules: ['src/features/static/routes/terms-and-conditions.tsx'],
  },
  // The signed-in customer's own pages (issue 29): rendered with that customer's session.
  { pattern: '/orders', modules: ['src/features/orders/routes/orders.tsx'], viewers: 'signed-in' },
  {
    pattern: '/quick-order',
    modules: ['src/app/routes/quick-order.tsx'],
    viewers: 'signed-in',
  },
  { pattern: '/cart', modules: ['src/app/routes/cart.tsx'], viewers: 'signed-in' },
  {
    pattern: '/account/account-info',
    modules: ['src/features/account/routes/account-info.tsx'],
    viewers: 'signed-in',
  },
  // The admin console's dashboard and orders list (issue 29), for the signed-in staff member (a
  // signed-in customer gets the console's 'staff only' page); a visitor gets the shell.
  {
    pattern: '/admin',
    modules: ['src/admin/app.tsx', 'src/admin/dashboard/dashboard-page.tsx'],
    viewers: 'signed-in',
  },
  {
    pattern: '/admin/orders',
    modules: ['src/admin/app.tsx', 'src/admin/orders/orders-page.tsx'],
    viewers: 'signed-in',
  },
];

/**
 * The query parameters the server-rendered routes read: the product and category lists' search,
 * filters, sort and page (features/catalog/lib/list-params.ts, components/use-page-param.ts;
 * entry-server.test.ts checks the list against the code). The bff keys its page store by
 * {@link normalizedPageUrl} and renders that URL, so `?utm_source=…` or made-up parameters make
 * neither another stored page nor another render.
 */
export const SSR_QUERY_PARAMS: readonly string[] = [
  'category',
  'cats',
  'max',
  'min',
  'page',
  'q',
  'sizes',
  'sku',
  'sort',
];

/**
 * The path and query of `url` with only the {@link SSR_QUERY_PARAMS} that have a value, each once
 * (the first, as `URLSearchParams.get` reads it), in a fixed order: e.g.
 * `/products?utm_source=x&sort=name&page=2&page=3` → `/products?page=2&sort=name`.
 */
export function normalizedPageUrl(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of SSR_QUERY_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The {@link SSR_ROUTES} entry of a URL path for a visitor (or, with `signedIn`, for a signed-in
 * viewer), or undefined when the path is client-rendered for them.
 */
export function ssrRouteOf(pathname: string, signedIn = false): SsrRoute | undefined {
  return SSR_ROUTES.find(
    (route) =>
      (signedIn ? route.viewers !== 'visitors' : route.viewers !== 'signed-in') &&
      matchPath({ path: route.pattern, end: true }, pathname),
  );
}

/** An Apollo link that runs every operation through the bff's in-process executor. */
function executorLink(execute: SsrGraphqlExecutor): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i');

/** An attribute value as React wrote it, unescaped (the bff escapes it again where it goes). */
function attribute(name: string, tag: string): string | undefined {
  const raw = ATTRIBUTE(name).exec(tag)?.[1];
  return raw
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * The first `<img>` with `fetchpriority="high"` in `html` (React writes the attributes quoted, this
 * one as `fetchPriority`: HTML attribute names are case-insensitive). Inside a `<picture>` with a
 * WebP `<source>`, the WebP candidates are what the browser loads, so those are preloaded.
 */
function firstPriorityImage(html: string): SsrPage['lcpImage'] {
  const match =
    /(?:<picture\b[^>]*>((?:<source\b[^>]*>)*))?(<img\b[^>]*\sfetchpriority="high"[^>]*>)/i.exec(
      html,
    );
  const tag = match?.[2];
  if (!tag) return null;
  const src = attribute('src', tag);
  if (!src) return null;
  const webp = /<source\b[^>]*\stype="image\/webp"[^>]*>/i.exec(match[1] ?? '')?.[0];
  const from = webp ?? tag;
  const srcset = attribute('srcset', from);
  const sizes = attribute('sizes', from);
  return {
    src,
    ...(srcset ? { srcset } : {}),
    ...(sizes ? { sizes } : {}),
    ...(webp && srcset ? { type: 'image/webp' } : {}),
  };
}

/**
 * One Emotion cache for each pass of a server render (createServerEmotionCache: the shop's vendor
 * prefixes; each style written once per page), made when the pass renders the root.
 */
function ServerEmotionCache({ children }: { children: ReactNode }) {
  const [cache] = useState(createServerEmotionCache);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

/**
 * Renders `url` (a route {@link ssrRouteOf} accepts) for the viewer whose session `execute` runs
 * with (a visitor, or with `signedIn` a signed-in viewer): React Router's static
 * handler and router, Apollo Client 4's `prerenderStatic` over React 19's `prerenderToNodeStream`
 * (re-rendered until every `useQuery` has its data; lazy route modules resolved), GraphQL executed
 * by `execute`; a signed-in viewer's cart from `options.cart` (their cart cookie). Chakra's styles (Emotion's server rendering) are returned apart, for `<head>`;
 * the browser's Emotion cache adopts them before hydration.
 * Returns null when the router answers something other than a page (a redirect).
 * @throws when rendering fails (the bff then sends the client-rendered shell).
 */
export async function render(
  url: URL,
  execute: SsrGraphqlExecutor,
  signedIn = false,
  options: SsrRenderOptions = {},
): Promise<SsrPage | null> {
  // A signed-in viewer's cart lines, from their own request only (a visitor's page is shared).
  const cart = signedIn ? decodeCartCookie(options.cart) : null;
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url.href, { method: 'GET' }));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new ApolloClient({
    ssrMode: true,
    link: executorLink(execute),
    cache: createCache(),
  });
  let failure: unknown;
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <ServerEmotionCache>
          <AppProvider client={client} cart={cart}>
            {/* hydrate={false}: no inline script (CSP); the routes have no loaders to hydrate. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </ServerEmotionCache>
      </StrictMode>
    ),
    // Every boundary inline in the HTML: no outlined segments, whose inline `$RC` scripts the
    // CSP (script-src 'self') would block. Errors reject the render (the bff sends the shell).
    renderFunction: (tree) =>
      prerenderToNodeStream(tree, {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => {
          failure ??= error;
        },
      }),
    maxRerenders: 5,
  });
  if (failure !== undefined) {
    throw failure instanceof Error
      ? failure
      : new Error('server rendering failed', { cause: failure });
  }
  if (/<script(?![^>]*type="application\/json")/.test(result)) {
    throw new Error('server rendering left an inline script (would break the CSP)');
  }
  const { html, styles } = extractServerStyles(result);
  const route = ssrRouteOf(url.pathname, signedIn);
  return {
    status: context.statusCode,
    html,
    styles,
    apolloState: client.extract(),
    lcpImage: route?.picture ? firstPriorityImage(html) : null,
    routeModules: [...(route?.modules ?? [])],
  };
}

/** This module's exports the bff calls, checked against the shared SSR contract (issue 28). */
export const ssrEntry = {
  render,
  ssrRouteOf,
  normalizedPageUrl,
} satisfies SsrEntry<FormattedExecutionResult>;
