import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where the built web app lives by default: ../web/dist relative to the bff package. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be an integer` })
    .min(0, { error: `${name} must be between 0 and 65535` })
    .max(65535, { error: `${name} must be between 0 and 65535` });

const EnvSchema = z.object({
  PORT: port('PORT').default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  API_PORT: port('API_PORT').default(4001),
  API_URL: z
    .url({
      protocol: /^https?$/,
      error: 'API_URL must be an http(s) URL, e.g. http://127.0.0.1:4001',
    })
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be one of development, production, test',
    })
    .default('development'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .optional(),
});

/** Validated bff settings (architecture "Running it"). */
export interface BffConfig {
  /** Port the bff (GraphQL + web app) listens on. */
  port: number;
  /** Interface the bff binds to. */
  host: string;
  /** Base URL of the REST api, without a trailing slash. */
  apiUrl: string;
  /** Absolute path of the built web app (may not exist). */
  webDist: string;
  /** Runtime mode. */
  nodeEnv: 'development' | 'production' | 'test';
  /** True when NODE_ENV is production (no introspection, no landing page). */
  isProduction: boolean;
  /** Pino log level. */
  logLevel: (typeof LOG_LEVELS)[number];
}

/** Thrown by loadConfig when the environment is invalid; the message lists every problem. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the bff settings from an environment (defaults: PORT 4000, API_PORT 4001,
 * API_URL http://127.0.0.1:$API_PORT, WEB_DIST ../web/dist next to the bff package).
 * @throws {ConfigError} listing each invalid variable with a clear message.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const blankless = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `- ${issue.path.join('.') || 'env'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid bff environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const apiUrl = (e.API_URL ?? `http://127.0.0.1:${e.API_PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    apiUrl,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

/** True when the built web app folder exists (spec §2: the bff serves it from one origin). */
export function webDistExists(config: Pick<BffConfig, 'webDist'>): boolean {
  return existsSync(config.webDist);
}
