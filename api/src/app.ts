/**
 * Builds the Fastify application of the REST commerce api (design "api/"): zod type provider,
 * error handler, optional bearer auth, OpenAPI document and the spec §7 catalog routes.
 * Used by server.ts and the tests (`app.inject`).
 */
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from './config.js';
import { openDb, type DbHandle } from './db/client.js';
import { ImageStore } from './images/store.js';
import { authPlugin } from './plugins/auth.js';
import { adminFormRoutes } from './routes/admin-forms.js';
import { adminUserRoutes } from './routes/admin-users.js';
import { authRoutes, createAccountsDeps, type AccountsDeps } from './routes/auth.js';
import { userRoutes } from './routes/users.js';
import { errorsPlugin } from './plugins/errors.js';
import { catalogRoutes } from './routes/catalog.js';
import { DEFAULT_MAX_CONTACT_FILE_BYTES, formsRoutes } from './routes/forms.js';
import { deliveryRoutes } from './routes/delivery.js';
import { imageRoutes } from './routes/images.js';
import { newsRoutes } from './routes/news.js';
import { productRoutes } from './routes/products.js';
import { storageRoutes } from './routes/storage.js';
import { adminOrderRoutes } from './routes/admin-orders.js';
import { orderRoutes } from './routes/orders.js';
import { errorResponses, healthResponse } from './schemas/dto.js';

/** Options of `buildApp`. */
export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; when omitted the app opens (and migrates, and later closes) one from `config`. */
  db?: DbHandle;
  /** A pino logger to use; by default one at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /** Overrides of the trade-account dependencies (tests: a fake clock for the throttles). */
  accounts?: Partial<AccountsDeps>;
}

/** The database target a config describes: PostgreSQL by URL, else PGlite under DATA_DIR/pglite. */
export function dbTargetOf(config: Config) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dir: path.join(config.dataDir, 'pglite') } as const);
}

/**
 * Creates the api application (not listening; `inject`, `ready` or `listen` finish loading it).
 * @throws when the database cannot be opened or migrated (only when `db` is not given).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: { level: config.logLevel } }),
    trustProxy: '127.0.0.1',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let handle = options.db;
  if (!handle) {
    handle = await openDb(dbTargetOf(config));
    const owned = handle;
    app.addHook('onClose', async () => owned.close());
    await handle.migrate();
  }
  const { db, kind } = handle;

  await app.register(errorsPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, db });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Serena Trade commerce api',
        description:
          'REST contract of spec §7. Prices are decimal euro strings, null without a valid bearer token.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  const images = new ImageStore(path.join(config.dataDir, 'images'));
  await app.register(catalogRoutes, { db });
  await app.register(productRoutes, { db });
  await app.register(storageRoutes, { db });
  await app.register(newsRoutes, { db });
  await app.register(deliveryRoutes, { db });
  await app.register(imageRoutes, { db, images });

  // Trade accounts: sign-up, sign-in, sessions, password reset, profile, admin approval.
  const accounts = { db, config, deps: createAccountsDeps(config, options.accounts) };
  await app.register(authRoutes, accounts);
  await app.register(userRoutes, accounts);
  await app.register(adminUserRoutes, accounts);

  // Multipart defaults (routes pass tighter per-request limits) and route-level rate limits.
  await app.register(fastifyMultipart, {
    limits: { fileSize: DEFAULT_MAX_CONTACT_FILE_BYTES, files: 10, fields: 50, fieldSize: 1 << 20 },
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(formsRoutes, {
    db,
    dataDir: config.dataDir,
    shopEmail: config.shopEmail,
    mailer: accounts.deps.mailer,
  });
  // Orders, credit and special-instructions uploads (after multipart and rate-limit).
  await app.register(orderRoutes, { db, dataDir: config.dataDir, mailer: accounts.deps.mailer });
  await app.register(adminOrderRoutes, accounts);
  await app.register(adminFormRoutes, accounts);

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse, 500: errorResponses[500] },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { success: true as const, status: 'ok' as const, database: kind };
    },
  );

  app.get(
    '/api/docs/json',
    {
      schema: {
        hide: true,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    () => Promise.resolve(app.swagger() as unknown as Record<string, unknown>),
  );

  return app;
}
