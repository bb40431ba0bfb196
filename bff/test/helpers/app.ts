import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/app.js';
import { loadConfig, type BffConfig } from '../../src/config.js';
import { asUpstreamClient, type CatalogUpstream } from './fake-upstream.js';

/** Test config: NODE_ENV test, silent logs, a WEB_DIST that does not exist unless given. */
export function testConfig(env: Record<string, string> = {}): BffConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/serena-web-dist',
    ...env,
  });
}

/** Builds the bff with the given upstream (or the real client on API_URL) for app.inject tests. */
export function buildTestServer(
  upstream?: CatalogUpstream,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  return buildServer({
    config: testConfig(env),
    upstream: upstream ? asUpstreamClient(upstream) : undefined,
  });
}
