// First: configures zod before any module creates a schema (see the file).
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider client={createApolloClient()}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
