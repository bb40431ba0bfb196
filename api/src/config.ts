/**
 * Environment settings of the api, parsed and validated with zod (design "Running it").
 * `loadConfig(env)` never exits the process: it throws a `ConfigError` listing every bad setting.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_REDIS_KEY_PREFIX } from '@serena/server-kit';
import { trustProxySetting, type TrustProxy } from '@serena/server-kit';
import {
  BOOKS_PRODUCTION_REQUIRED,
  booksEnvFields,
  booksSettingsOf,
  type BooksSettings,
} from './books/settings.js';
import { jobsEnvFields, jobsSettingsOf, type JobsSettings } from './jobs/settings.js';

/** Where shop notifications (contact messages, callback requests) go when SHOP_EMAIL is not set. */
export const DEFAULT_SHOP_EMAIL = 'trade@serenahome.ie';

/** The repository root (api/src/.. or api/dist/.. then ..): where the default `.data` lives. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Minimum JWT secret length accepted from JWT_SECRET (characters). */
const MIN_SECRET_LENGTH = 32;

/** Thrown by `loadConfig` when one or more settings are invalid; `message` lists them all. */
export class ConfigError extends Error {
  /** One line per bad setting, e.g. "API_PORT: must be an integer between 0 and 65535". */
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z
      .enum(['development', 'production', 'test'], {
        error: 'must be one of development, production, test',
      })
      .default('development'),
  ),
  API_PORT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+$/, 'must be an integer between 0 and 65535')
      .transform(Number)
      .refine((n) => n <= 65535, 'must be an integer between 0 and 65535')
      .default(4001),
  ),
  API_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
      .optional(),
  ),
  SEED_DEMO: z.preprocess(
    emptyToUndefined,
    z
      .enum(['0', '1', 'true', 'false'], { error: 'must be 1, 0, true or false' })
      .transform((v) => v === '1' || v === 'true')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ error: 'must be an absolute URL, e.g. https://trade.example.ie' }).optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  SHOP_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ error: 'must be an e-mail address, e.g. trade@serenahome.ie' }).optional(),
  ),
  ADMIN_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits, dots, colons, dashes or underscores')
      .default(DEFAULT_REDIS_KEY_PREFIX),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxySetting.optional()),
  FILE_STORAGE: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'database'], { error: 'must be local or database' }).default('local'),
  ),
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+$/, 'must be an integer between 0 and 65535')
      .transform(Number)
      .refine((n) => n <= 65535, 'must be an integer between 0 and 65535')
      .optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  ...booksEnvFields,
  ...jobsEnvFields,
});

/** Every environment variable the api reads (deployment files are checked against it). */
export const API_SETTINGS = Object.keys(envSchema.shape);

/** Settings a production api cannot run without (issue 11): named together in one error. */
export const PRODUCTION_REQUIRED = [
  'JWT_SECRET',
  'DATABASE_URL',
  'PUBLIC_URL',
  'SMTP_URL',
  ...BOOKS_PRODUCTION_REQUIRED,
] as const;

/** The validated api configuration. Paths are absolute. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /** TCP port (0 = ephemeral). */
  port: number;
  host: string;
  /** Absolute data folder: embedded database, images cache, generated secret. */
  dataDir: string;
  /** PostgreSQL URL; undefined means embedded PGlite under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** HS256 secret bytes for bearer tokens. */
  jwtSecret: Uint8Array;
  /** SEED_DEMO as given (undefined when unset); see `shouldSeedDemo`. */
  seedDemo: boolean | undefined;
  /** Public base URL for links in mail, e.g. https://trade.example.ie (no trailing slash). */
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** SMTP_URL; undefined writes mail as .eml files under `dataDir/mail`. */
  smtpUrl?: string;
  /** MAIL_FROM: the From address of outgoing mail. */
  mailFrom: string;
  /** SHOP_EMAIL: where contact messages and callback requests are sent. */
  shopEmail: string;
  /** ADMIN_TOKEN; undefined means generated into `dataDir/admin-token` outside production. */
  adminToken?: string;
  /** REDIS_URL and REDIS_KEY_PREFIX; undefined keeps shared state in memory (one instance). */
  redis?: { url: string; keyPrefix: string };
  /** TRUST_PROXY: which proxies' X-Forwarded-For is believed (default: loopback, i.e. the bff). */
  trustProxy: TrustProxy;
  /** FILE_STORAGE: uploaded files in `dataDir/uploads` (local) or in PostgreSQL (database). */
  fileStorage: 'local' | 'database';
  /** METRICS_PORT: Prometheus metrics on their own port (on API_HOST); undefined: none. */
  metricsPort?: number;
  /** METRICS_TOKEN: when set, GET /metrics on the main port answers with this bearer token. */
  metricsToken?: string;
  /** The seller's particulars and the VAT rate of new orders (SHOP_LEGAL_NAME … VAT_RATE_PERCENT). */
  books: BooksSettings;
  /** JOBS_IN_PROCESS, MAIL_RETRY_DELAY_SECONDS, MAIL_RETRY_LIMIT (issue 27). */
  jobs: JobsSettings;
}

/**
 * Reads the JWT secret kept in `dataDir/jwt-secret`, creating it (48 random bytes, hex) on first use.
 * Throws ConfigError when the folder cannot be written.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    try {
      mkdirSync(dataDir, { recursive: true });
      const secret = randomBytes(48).toString('hex');
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
        return readFileSync(file, 'utf8').trim();
      }
      throw new ConfigError([
        `DATA_DIR: cannot write ${file} (${(err as Error).message}); set JWT_SECRET instead`,
      ]);
    }
  }
}

/**
 * Parses and validates the environment (design "Running it" settings).
 * DATA_DIR defaults to `<repo root>/.data`; a relative DATA_DIR is resolved against process.cwd().
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR/jwt-secret.
 * @throws ConfigError listing every invalid setting.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const missing = PRODUCTION_REQUIRED.filter((name) => e[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError([
        `${missing.join(', ')}: required when NODE_ENV=production (see README "Settings")`,
      ]);
    }
  }

  const dataDir = e.DATA_DIR
    ? path.resolve(process.cwd(), e.DATA_DIR)
    : path.join(repoRoot, '.data');
  const secret = e.JWT_SECRET ?? persistedSecret(dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.API_PORT,
    host: e.API_HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: new TextEncoder().encode(secret),
    seedDemo: e.SEED_DEMO,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:4000`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Serena Trade <no-reply@serenatrade.ie>',
    shopEmail: e.SHOP_EMAIL ?? DEFAULT_SHOP_EMAIL,
    adminToken: e.ADMIN_TOKEN,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    trustProxy: e.TRUST_PROXY ?? ['127.0.0.1', '::1'],
    fileStorage: e.FILE_STORAGE,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    books: booksSettingsOf({ ...e, shopEmail: e.SHOP_EMAIL ?? DEFAULT_SHOP_EMAIL }),
    jobs: jobsSettingsOf(e),
  };
}

/**
 * Whether the demo catalog should be seeded (spec §3 demo data): never in production; when
 * SEED_DEMO is set it decides; otherwise only for the embedded database.
 */
export function shouldSeedDemo(config: Config): boolean {
  if (config.nodeEnv === 'production') return false;
  if (config.seedDemo !== undefined) return config.seedDemo;
  return config.databaseUrl === undefined;
}
