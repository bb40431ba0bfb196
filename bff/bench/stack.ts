/**
 * The benchmark's system under test: the real api (in-memory PGlite, migrated, demo catalog and
 * demo accounts, temporary DATA_DIR) and the real bff in front of it, both on ephemeral loopback
 * ports in this process. The bff's undici upstream client is wrapped to count the REST calls it
 * makes, so the bench can report upstream calls per GraphQL request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../api/src/app.js';
import { loadConfig as loadApiConfig } from '../../api/src/config.js';
import { openDb } from '../../api/src/db/client.js';
import { seedDemoAccounts } from '../../api/src/db/seed/accounts.js';
import { seedDemo } from '../../api/src/db/seed/index.js';
import { buildServer } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createUpstreamClient, type UpstreamClient } from '../src/upstream/client.js';

/** The running pair and the bff's upstream call counter; `close()` stops and removes everything. */
export interface BenchStack {
  /** Base URL of the bff, e.g. http://127.0.0.1:41234 */
  bffUrl: string;
  /** Base URL of the api. */
  apiUrl: string;
  /** REST calls the bff made to the api since the last `resetUpstreamCalls()`. */
  upstreamCalls(): number;
  /** Sets the upstream call counter to 0. */
  resetUpstreamCalls(): void;
  close(): Promise<void>;
}

/**
 * Wraps an upstream client so that every REST method call is counted (close is not a call).
 * Returns the wrapped client; the count goes to `onCall`.
 */
function countingUpstream(client: UpstreamClient, onCall: () => void): UpstreamClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || property === 'close') return value;
      return (...args: unknown[]) => {
        onCall();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** Starts the api and the bff. @throws when either fails to start (everything started is closed). */
export async function startBenchStack(): Promise<BenchStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-bench-'));
  const cleanups: (() => Promise<void>)[] = [
    () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  ];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const apiConfig = loadApiConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      API_PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1:4000',
    });
    const db = await openDb({ kind: 'pglite' });
    cleanups.push(() => db.close());
    await db.migrate();
    await seedDemo(db.db);
    await seedDemoAccounts(db.db);
    const api = await buildApp({ config: apiConfig, db });
    cleanups.push(() => api.close());
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;

    let calls = 0;
    const real = createUpstreamClient({ baseUrl: apiUrl });
    cleanups.push(() => real.close());
    const upstream = countingUpstream(real, () => {
      calls += 1;
    });
    const bff = await buildServer({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        API_URL: apiUrl,
        WEB_DIST: path.join(dataDir, 'no-web-dist'),
      }),
      upstream,
    });
    cleanups.push(() => bff.close());
    await bff.listen({ port: 0, host: '127.0.0.1' });
    const bffUrl = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
    return {
      bffUrl,
      apiUrl,
      upstreamCalls: () => calls,
      resetUpstreamCalls: () => {
        calls = 0;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
