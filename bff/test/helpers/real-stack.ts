/**
 * A real api (in-memory PGlite, migrated, demo catalog and demo accounts seeded, temporary
 * DATA_DIR) and the bff in front of it, both listening on ephemeral loopback ports — for tests
 * that go over real HTTP like a browser (architecture practice 5) and for the bench (bench/stack.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { buildApp } from '../../../api/src/app.js';
import { loadConfig as loadApiConfig } from '../../../api/src/config.js';
import type { Db } from '../../../api/src/db/client.js';
import { openSnapshot } from '../../../api/test/db-snapshot.js';
import { buildServer } from '../../src/app.js';
import { createUpstreamClient } from '../../src/upstream/client.js';
import type { UpstreamClient } from '../../src/upstream/contract.js';
import { testConfig } from './app.js';

/** The running pair; `close()` stops both, closes the database and removes DATA_DIR. */
export interface Stack {
  /** Base URL of the bff, e.g. http://127.0.0.1:41234 */
  bffUrl: string;
  /** Base URL of the api. */
  apiUrl: string;
  /** The api's DATA_DIR (mail outbox under mail/). */
  dataDir: string;
  close(): Promise<void>;
}

/** Options of {@link startStack}. */
export interface StackOptions {
  /** Wraps the bff's real upstream client (e.g. to count REST calls); by default the bff makes its own. */
  wrapUpstream?: (client: UpstreamClient) => UpstreamClient;
  /** More api settings (e.g. METRICS_TOKEN). */
  apiEnv?: Record<string, string>;
  /** More bff settings. */
  bffEnv?: Record<string, string>;
  /** Prefix of the temporary DATA_DIR's name. */
  dirPrefix?: string;
  /** Changes the seeded database before the api starts (e.g. hostile product names). */
  seed?: (db: Db) => Promise<void>;
  /** The api's logger (e.g. one writing to a buffer the test reads); silent by default. */
  apiLogger?: Logger;
  /** The bff's logger; silent by default. */
  bffLogger?: Logger;
}

/**
 * Wraps an upstream client so that every REST method call is counted (close is not a call).
 * Returns the wrapped client; the count goes to `onCall`.
 */
export function countingUpstream(
  client: UpstreamClient,
  onCall: (method: string) => void,
): UpstreamClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || typeof property !== 'string' || property === 'close') {
        return value;
      }
      return (...args: unknown[]) => {
        onCall(property);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** Starts the api and the bff. @throws when either fails to start (everything started is closed). */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), options.dirPrefix ?? 'serena-bff-stack-'));
  const cleanups: (() => Promise<void>)[] = [
    () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  ];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const config = loadApiConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      API_PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1:4000',
      ...options.apiEnv,
    });
    // Migrated, with the demo catalog and accounts: a copy of the suite's snapshot.
    const db = await openSnapshot('demo');
    cleanups.push(() => db.close());
    await options.seed?.(db.db);
    const api = await buildApp({ config, db, logger: options.apiLogger });
    cleanups.push(() => api.close());
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    let upstream: UpstreamClient | undefined;
    if (options.wrapUpstream) {
      const real = createUpstreamClient({ baseUrl: apiUrl });
      cleanups.push(() => real.close());
      upstream = options.wrapUpstream(real);
    }
    const bff = await buildServer({
      config: testConfig({
        API_URL: apiUrl,
        // The suites' browsers all come from 127.0.0.1, like many buyers behind one NAT.
        VISITOR_MUTATIONS_PER_MINUTE: '600',
        ...options.bffEnv,
      }),
      upstream,
      logger: options.bffLogger,
    });
    cleanups.push(() => bff.close());
    await bff.listen({ port: 0, host: '127.0.0.1' });
    const bffUrl = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
    return { bffUrl, apiUrl, dataDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The invitation token of the newest e-mail to `to` in the stack's api outbox (issue 24). */
export function invitationToken(stack: Pick<Stack, 'dataDir'>, to: string): string {
  const dir = path.join(stack.dataDir, 'mail');
  const mails = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((m) => m.includes(to));
  const match = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? '');
  if (!match) throw new Error(`no invitation to ${to}`);
  return match[1]!;
}
