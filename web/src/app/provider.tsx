import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

/** Props of {@link AppProvider}. */
export interface AppProviderProps {
  /** The Apollo Client to use (the browser client, or a test client). */
  client: ApolloClient;
  /** The app. */
  children: ReactNode;
}

/** Chakra (Serena theme) and Apollo providers around the app. */
export function AppProvider({ client, children }: AppProviderProps) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
