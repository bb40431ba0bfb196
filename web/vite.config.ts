import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server and `vite preview` forward GraphQL and picture requests (the bff). */
const bffUrl = process.env.BFF_URL ?? `http://127.0.0.1:${process.env.PORT ?? '4000'}`;
const proxy = {
  '/graphql': { target: bffUrl, changeOrigin: false, ws: true },
  '/images': { target: bffUrl, changeOrigin: false },
  '/category-images': { target: bffUrl, changeOrigin: false },
  '/uploads': { target: bffUrl, changeOrigin: false },
};

/** Vite build and dev-server config of the storefront SPA (design: web/). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.WEB_PORT ?? 5173), proxy },
  preview: { port: Number(process.env.WEB_PORT ?? 4173), proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks, separate from the app code that changes often.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss)[\\/]/.test(id)) return 'chakra';
          if (
            /[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node)[\\/]/.test(id)
          )
            return 'apollo';
          if (/[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
