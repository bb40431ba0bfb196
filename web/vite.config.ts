import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { chakraRuntime } from './chakra-runtime-plugin';
import { compileHints } from './compile-hints-plugin';
import { graphqlDocuments } from './graphql-documents-plugin';
import { precompress } from './precompress-plugin';

/** Where the dev server and `vite preview` forward GraphQL and picture requests (the bff). */
const bffUrl = process.env.BFF_URL ?? `http://127.0.0.1:${process.env.PORT ?? '4000'}`;
const proxy = {
  '/graphql': { target: bffUrl, changeOrigin: false, ws: true },
  '/images': { target: bffUrl, changeOrigin: false },
  '/category-images': { target: bffUrl, changeOrigin: false },
  '/uploads': { target: bffUrl, changeOrigin: false },
};

/**
 * Vite build and dev-server config of the storefront SPA (design: web/). `vite build --ssr` builds
 * the server entry (src/entry-server.tsx) into dist/server/ for the bff's server rendering of the
 * public pages (issue 12); the bff never serves that folder.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Chakra's styled system does less work at start-up and per style (chakra-runtime-plugin.ts).
    chakraRuntime(),
    react({
      babel: {
        // Each `graphql(...)` call becomes an import of its own document from the generated
        // graphql.ts (the client preset's optimizer), so a chunk carries only the documents its
        // code uses, not the whole `graphql()` documents map (issue 29).
        overrides: [
          {
            test: /[\\/]src[\\/]admin[\\/]/,
            plugins: [
              [
                babelOptimizerPlugin,
                { artifactDirectory: './src/admin/__generated__', gqlTagName: 'graphql' },
              ],
            ],
          },
          {
            exclude: /[\\/]src[\\/]admin[\\/]/,
            plugins: [
              [
                babelOptimizerPlugin,
                { artifactDirectory: './src/__generated__', gqlTagName: 'graphql' },
              ],
            ],
          },
        ],
      },
    }),
    // Each of those imports is of a module holding its document alone (graphql-documents-plugin.ts),
    // so a document loads with the route that uses it.
    graphqlDocuments(),
    // V8 compiles the browser's chunks off the main thread as they stream (compile-hints-plugin.ts).
    !isSsrBuild && compileHints(),
    !isSsrBuild && precompress(),
    // `ANALYZE=1 npx vite build` writes a treemap of every chunk (brotli sizes) for budget work.
    process.env.ANALYZE === '1' &&
      visualizer({ filename: 'bundle-stats.html', brotliSize: true, template: 'treemap' }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The shop's money rules from source, like the api and the bff (issue 15). The storefront
      // imports only the pricing rules: the package's index also holds the VAT number check
      // (jsvat-next, issue 22), which must stay out of the storefront's JavaScript.
      '@serena/domain/pricing': fileURLToPath(
        new URL('../packages/domain/src/pricing.ts', import.meta.url),
      ),
      // The server-rendering contract shared with the bff (issue 28): constants and types only.
      '@serena/domain/ssr-contract': fileURLToPath(
        new URL('../packages/domain/src/ssr-contract.ts', import.meta.url),
      ),
      // The staff role table (issue 26) the admin console reads: what each role may do.
      '@serena/domain/staff-roles': fileURLToPath(
        new URL('../packages/domain/src/staff-roles.ts', import.meta.url),
      ),
      // The variation price grid's bulk edits (issue 26) the admin console's product editor uses.
      '@serena/domain/variation-prices': fileURLToPath(
        new URL('../packages/domain/src/variation-prices.ts', import.meta.url),
      ),
      // The Eircode check of the address book (issue 24): the same rule as the api's.
      '@serena/domain/eircode': fileURLToPath(
        new URL('../packages/domain/src/eircode.ts', import.meta.url),
      ),
      '@serena/domain': fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)),
    },
  },
  // The server entry bundles its dependencies (a self-contained dist/server/, wherever WEB_DIST is
  // copied) with production React, whatever NODE_ENV the bff runs under.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  server: { port: Number(process.env.WEB_PORT ?? 5173), proxy },
  preview: { port: Number(process.env.WEB_PORT ?? 4173), proxy },
  build: {
    outDir: 'dist',
    // No source maps in the served folder (issue 12): nothing to download for visitors.
    sourcemap: false,
    // dist/.vite/manifest.json: read by the JavaScript budget test (src/app/js-budget.test.ts); the
    // bff never serves dot-folders.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: 1100,
  },
}));
