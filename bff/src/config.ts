import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_REDIS_KEY_PREFIX } from '@serena/server-kit';
import { DEFAULT_MUTATION_LIMITS, type MutationLimits } from './mutation-limits.js';
import { trustProxySetting, type TrustProxy } from '@serena/server-kit';

/** Where the built web app lives by default: ../web/dist relative to the bff package. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be an integer` })
    .min(0, { error: `${name} must be between 0 and 65535` })
    .max(65535, { error: `${name} must be between 0 and 65535` });

const count = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be an integer` })
    .min(1, { error: `${name} must be between 1 and 100000` })
    .max(100_000, { error: `${name} must be between 1 and 100000` });

const millis = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of milliseconds` })
    .int({ error: `${name} must be a whole number of milliseconds` })
    .min(100, { error: `${name} must be between 100 and 120000 ms` })
    .max(120_000, { error: `${name} must be between 100 and 120000 ms` });

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
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, {
      error: 'REDIS_KEY_PREFIX must be 1-64 letters, digits, dots, colons, dashes or underscores',
    })
    .default(DEFAULT_REDIS_KEY_PREFIX),
  TRUST_PROXY: trustProxySetting.optional(),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_URL must be an http(s) URL, e.g. https://trade.serenahome.ie',
    })
    .optional(),
  UPSTREAM_CONNECT_TIMEOUT_MS: millis('UPSTREAM_CONNECT_TIMEOUT_MS').default(2000),
  UPSTREAM_TIMEOUT_MS: millis('UPSTREAM_TIMEOUT_MS').default(5000),
  MUTATIONS_CONCURRENT: count('MUTATIONS_CONCURRENT').optional(),
  MUTATIONS_PER_MINUTE: count('MUTATIONS_PER_MINUTE').optional(),
  VISITOR_MUTATIONS_CONCURRENT: count('VISITOR_MUTATIONS_CONCURRENT').optional(),
  VISITOR_MUTATIONS_PER_MINUTE: count('VISITOR_MUTATIONS_PER_MINUTE').optional(),
  METRICS_PORT: port('METRICS_PORT').optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'METRICS_TOKEN must be at least 16 characters' })
    .optional(),
});

/** Every environment variable the bff reads (deployment files are checked against it). */
export const BFF_SETTINGS = Object.keys(EnvSchema.shape);

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
  /** REDIS_URL and REDIS_KEY_PREFIX; undefined keeps shared state (APQ, limits) in memory. */
  redis?: { url: string; keyPrefix: string };
  /** TRUST_PROXY: which reverse proxies' X-Forwarded-For (and -Host, -Proto) is believed (default: none). */
  trustProxy: TrustProxy;
  /** Origin of PUBLIC_URL (e.g. https://trade.serenahome.ie); browsers' WebSockets may come from it. */
  publicOrigin?: string;
  /**
   * True when every session cookie gets Secure whatever the request: PUBLIC_URL is https, or no
   * PUBLIC_URL in production. Otherwise only HTTPS requests (TLS, or X-Forwarded-Proto: https from
   * a TRUST_PROXY proxy) get it. Never decided from the Host header (issue 23).
   */
  secureCookies: boolean;
  /**
   * Timeouts of every call to the api, in ms (issue 13: a hung api must not hang the shop):
   * UPSTREAM_CONNECT_TIMEOUT_MS (default 2000) to connect, UPSTREAM_TIMEOUT_MS (default 5000) to
   * receive the headers and between body chunks.
   */
  upstreamTimeouts: { connectTimeoutMs: number; headersTimeoutMs: number; bodyTimeoutMs: number };
  /**
   * Mutation limits (issue 13): per signed-in account MUTATIONS_CONCURRENT (default 3) and
   * MUTATIONS_PER_MINUTE (30); per visitor address VISITOR_MUTATIONS_CONCURRENT (3) and
   * VISITOR_MUTATIONS_PER_MINUTE (20).
   */
  mutationLimits: MutationLimits;
  /** METRICS_PORT: Prometheus metrics on their own port (on HOST); undefined: none. */
  metricsPort?: number;
  /** METRICS_TOKEN: when set, GET /metrics on the main port answers with this bearer token. */
  metricsToken?: string;
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
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    trustProxy: e.TRUST_PROXY ?? false,
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    secureCookies: e.PUBLIC_URL ? e.PUBLIC_URL.startsWith('https:') : e.NODE_ENV === 'production',
    upstreamTimeouts: {
      connectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
      headersTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
      bodyTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    },
    mutationLimits: {
      account: {
        concurrent: e.MUTATIONS_CONCURRENT ?? DEFAULT_MUTATION_LIMITS.account.concurrent,
        perMinute: e.MUTATIONS_PER_MINUTE ?? DEFAULT_MUTATION_LIMITS.account.perMinute,
      },
      visitor: {
        concurrent: e.VISITOR_MUTATIONS_CONCURRENT ?? DEFAULT_MUTATION_LIMITS.visitor.concurrent,
        perMinute: e.VISITOR_MUTATIONS_PER_MINUTE ?? DEFAULT_MUTATION_LIMITS.visitor.perMinute,
      },
    },
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
  };
}

/** True when the built web app folder exists (spec §2: the bff serves it from one origin). */
export function webDistExists(config: Pick<BffConfig, 'webDist'>): boolean {
  return existsSync(config.webDist);
}
