/**
 * An offline GraphQL explorer in development (issue 28 "The schema as a product"): GraphiQL at
 * GET /graphiql, beside the Apollo Sandbox on GET /graphql, served entirely from the
 * `@graphql-yoga/graphiql` package in node_modules (its prebuilt bundle, stylesheet and Monaco
 * editor workers), so it works with no network. It is a development dependency: never served in
 * production, and absent (no route) when the package is not installed.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { WEB_CSP_DIRECTIVES } from './security-headers.js';

/** Where the explorer is served. */
export const GRAPHIQL_PATH = '/graphiql';

/** The package files the page loads, by the name they are served under, with their MIME type. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'graphiql.css': { file: 'graphiql.css', type: 'text/css; charset=utf-8' },
  'graphiql.js': { file: 'yoga-graphiql.umd.js', type: 'text/javascript; charset=utf-8' },
  'editor.worker.js': {
    file: 'monacoeditorwork/editor.worker.bundle.js',
    type: 'text/javascript; charset=utf-8',
  },
  'json.worker.js': {
    file: 'monacoeditorwork/json.worker.bundle.js',
    type: 'text/javascript; charset=utf-8',
  },
  'graphql.worker.js': {
    file: 'monacoeditorwork/graphql.worker..bundle.js',
    type: 'text/javascript; charset=utf-8',
  },
  'start.js': { file: '', type: 'text/javascript; charset=utf-8' },
};

/**
 * The page's own script (served as a file: the CSP allows no inline script). Monaco asks for its
 * workers by label; each is a same-origin file. The explorer talks to /graphql with the page's
 * cookies, so a signed-in developer sees the schema as that viewer does.
 */
const START_SCRIPT = `const base = '${GRAPHIQL_PATH}/assets/';
const workers = { editorWorkerService: 'editor.worker.js', json: 'json.worker.js', graphql: 'graphql.worker.js' };
self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: (_moduleId, label) => base + (workers[label] ?? workers.editorWorkerService),
};
YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), {
  endpoint: '/graphql',
  title: 'Serena Trade GraphQL',
  credentials: 'same-origin',
  query: '# Serena Trade storefront schema (schema.graphql). Ctrl+Enter runs a query.\\n{\\n  categories {\\n    id\\n    name\\n  }\\n}\\n',
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Serena Trade GraphQL (GraphiQL)</title>
<link rel="stylesheet" href="${GRAPHIQL_PATH}/assets/graphiql.css">
</head>
<body>
<noscript>GraphiQL needs JavaScript.</noscript>
<div id="root" style="height:100vh">Loading GraphiQL…</div>
<script src="${GRAPHIQL_PATH}/assets/graphiql.js"></script>
<script src="${GRAPHIQL_PATH}/assets/start.js"></script>
</body>
</html>
`;

/** The folder of the package's prebuilt files, or null when the package is not installed. */
export function graphiqlDist(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const dist = join(dirname(require.resolve('@graphql-yoga/graphiql/package.json')), 'dist');
    return existsSync(join(dist, 'yoga-graphiql.umd.js')) ? dist : null;
  } catch {
    return null;
  }
}

/** The page's CSP: the storefront's, plus the workers Monaco starts and its inline styles. */
const GRAPHIQL_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...WEB_CSP_DIRECTIVES, workerSrc: ["'self'", 'blob:'] },
  },
};

/**
 * Registers GET /graphiql and its assets outside production when the package is installed;
 * returns whether it did. Unknown asset names answer 404.
 */
export function registerGraphiql(app: FastifyInstance, isProduction: boolean): boolean {
  const dist = isProduction ? null : graphiqlDist();
  if (!dist) return false;
  app.get(GRAPHIQL_PATH, { helmet: GRAPHIQL_HELMET }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE),
  );
  app.get<{ Params: { name: string } }>(
    `${GRAPHIQL_PATH}/assets/:name`,
    { helmet: GRAPHIQL_HELMET },
    (request, reply) => {
      const name = request.params.name;
      const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
      if (!asset) return reply.code(404).type('text/plain').send('Not found');
      reply.type(asset.type).header('cache-control', 'no-cache');
      return asset.file === ''
        ? reply.send(START_SCRIPT)
        : reply.send(createReadStream(join(dist, asset.file)));
    },
  );
  return true;
}
