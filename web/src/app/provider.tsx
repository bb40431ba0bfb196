import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import type { CartItem } from '@/lib/cart/types';
import { FirstCartProvider } from '@/lib/cart/use-cart';
import { system } from './system';

/** Props of {@link AppProvider}. */
export interface AppProviderProps {
  /** The Apollo Client to use (the browser client, or a test client). */
  client: ApolloClient;
  /**
   * The cart lines the page is server-rendered and hydrated with (issue 29: the cart cookie), or
   * null/absent when unknown (see `useCart`).
   */
  cart?: readonly CartItem[] | null;
  /**
   * The Emotion cache (lib/emotion-cache.ts): the browser's adopts the server's styles in place,
   * the server's is one per render; both write only the prefixes the shop's browsers need. Absent
   * in tests, where Emotion makes its own.
   */
  emotionCache?: EmotionCache;
  /** The app. */
  children: ReactNode;
}

/** Chakra (Serena theme), Apollo and the first cart lines' providers around the app. */
export function AppProvider({ client, cart = null, emotionCache, children }: AppProviderProps) {
  const app = (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <FirstCartProvider lines={cart}>{children}</FirstCartProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{app}</CacheProvider> : app;
}
