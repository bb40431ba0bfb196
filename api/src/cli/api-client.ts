/**
 * What the admin CLI commands share: where the running api is, how to tell "no api answers"
 * from other failures, and how to open the database the api would use.
 */
import path from 'node:path';
import { readAdminTokenFile } from '../admin/admin-token.js';
import type { Config } from '../config.js';
import { openDb, type DbHandle } from '../db/client.js';

/** Where the CLI writes and reads; tests pass their own. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Reads a password without echoing it; undefined when there is no terminal. */
  promptHidden?: (question: string) => Promise<string>;
}

/** Base URL of the running api: API_URL, else http://127.0.0.1:$API_PORT (default 4001). */
export function apiBaseUrl(env: NodeJS.ProcessEnv): string {
  const explicit = env.API_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  return `http://127.0.0.1:${env.API_PORT?.trim() || '4001'}`;
}

/**
 * The `x-admin-token` header of a call to the running api: ADMIN_TOKEN, else the token file the api
 * wrote in DATA_DIR; no header when neither exists (the api then answers 401).
 */
export function adminTokenHeaders(io: CliIo, config: Config): Record<string, string> {
  const token = io.env.ADMIN_TOKEN?.trim() || readAdminTokenFile(config.dataDir);
  return token ? { 'x-admin-token': token } : {};
}

/** True when fetch failed because nothing listens at the address (so no api is running). */
export function isConnectionRefused(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ECONNREFUSED') return true;
    if (Array.isArray((e as { errors?: unknown }).errors)) {
      return ((e as { errors: unknown[] }).errors ?? []).some(isConnectionRefused);
    }
  }
  return false;
}

/** Opens the database the api would use: DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export async function openConfiguredDb(config: Config): Promise<DbHandle> {
  return openDb(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
  );
}
