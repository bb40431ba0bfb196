/**
 * Builds the Fastify application of the REST commerce api (design "api/"): zod type provider,
 * error handler, optional bearer auth, OpenAPI document and the spec §7 catalog routes.
 * Used by server.ts and the tests (`app.inject`).
 */
import { sessionEndedPublisher } from './accounts/session-events.js';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BooksSettings } from './books/settings.js';
import type { Config } from './config.js';
import { openDb, type DbHandle } from './db/client.js';
import { startJobs, type Jobs } from './jobs/runtime.js';
import { prepareDatabase } from './db/migrations.js';
import { closeConnectionsWhenIdle, closeRedis, createRedis, type Redis } from '@serena/server-kit';
import {
  fastifyTrustProxy,
  registerTracing,
  requestIdOptions,
  traceChildLoggerFactory,
} from '@serena/server-kit';
import { createFileStorage, type FileStorage } from './files/file-storage.js';
import { ImageStore } from './catalog/images/store.js';
import { authPlugin } from './plugins/auth.js';
import { companyAddressRoutes } from './companies/address-routes.js';
import { companyRoutes } from './companies/routes.js';
import { approvalRoutes } from './companies/approval-routes.js';
import { createApprovalNotices } from './companies/approval-events.js';
import { acceptInvitationRoute } from './companies/accept-route.js';
import { registerObservability } from './plugins/observability.js';
import { failoverRateLimitStore } from './plugins/rate-limit-store.js';
import { adminConsoleRoutes, adminUserAliasRoutes } from './admin/routes/index.js';
import { authRoutes, createAccountsDeps, type AccountsDeps } from './accounts/auth-routes.js';
import { createAccountThrottles } from './accounts/redis-throttle.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { userRoutes } from './accounts/user-routes.js';
import { errorsPlugin, frameworkErrors, MAX_PARAM_LENGTH } from './plugins/errors.js';
import { catalogRoutes } from './catalog/category-routes.js';
import { fileRoutes } from './files/routes.js';
import { DEFAULT_MAX_CONTACT_FILE_BYTES, formsRoutes } from './forms/routes.js';
import { deliveryRoutes } from './orders/delivery-routes.js';
import { imageRoutes } from './catalog/image-routes.js';
import { newsRoutes } from './catalog/news-routes.js';
import { productRoutes } from './catalog/product-routes.js';
import { storageRoutes } from './catalog/storage-routes.js';
import { booksRoutes } from './books/routes.js';
import { orderRoutes } from './orders/routes.js';
import { createOrderEvents, type OrderEvents } from './orders/events.js';
import { openApiTransform, openApiTransformObject } from './openapi/operations.js';
import { purchaseOrderRoutes } from './books/purchase-orders/routes.js';
import { statementRoutes } from './books/statements/routes.js';
import { customerPricingRoutes } from './pricing/routes.js';
import { quoteRoutes } from './quotes/routes.js';
import { quoteFileRoutes } from './quotes/file-routes.js';
import { savedListRoutes } from './saved-lists/routes.js';
import { errorResponses, healthResponse } from './schemas/dto.js';

/** Options of `buildApp`. */
export interface BuildAppOptions {
  config: Config;
  /**
   * An open, migrated database; when omitted the app opens one from `config` (and later closes
   * it): PGlite is migrated, PostgreSQL must be up to date (`npm run db:migrate`).
   */
  db?: DbHandle;
  /** A pino logger to use; by default one at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /** Overrides of the trade-account dependencies (tests: a fake clock for the throttles). */
  accounts?: Partial<AccountsDeps>;
  /**
   * The shared Redis client; `null` keeps shared state in memory. When omitted the app opens one
   * from `config.redis` (and closes it with the app).
   */
  redis?: Redis | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis client (lib/redis.ts), or null: state then lives in this process. */
    redis: Redis | null;
    /** Order events after a commit: mail the customer, publish to Redis (orders/events.ts). */
    orderEvents: OrderEvents;
    /** The seller's particulars and the VAT rate of new orders (books/settings.ts, issue 22). */
    books: BooksSettings;
    /** Where uploaded files live (FILE_STORAGE): every upload area uses it. */
    fileStorage: FileStorage;
    /** The job queue and the mail outbox of this process (jobs/runtime.ts, issue 27). */
    jobs: Jobs;
  }
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
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    // trace_id / span_id of the request's W3C trace on every request log line (issue 27).
    childLoggerFactory: traceChildLoggerFactory,
    // request_id (an incoming x-request-id kept, else a new UUID) on every request log line.
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();
  registerTracing(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  closeConnectionsWhenIdle(app);

  let handle = options.db;
  if (!handle) {
    handle = await openDb(dbTargetOf(config));
    const owned = handle;
    app.addHook('onClose', async () => owned.close());
    await prepareDatabase(handle);
  }
  const { db, kind } = handle;
  app.decorate('dumpDatabase', handle.dumpDataDir ?? null);

  let redis = options.redis;
  if (redis === undefined) {
    const owned = createRedis(config.redis, app.log);
    app.addHook('onClose', async () => closeRedis(owned));
    redis = owned;
  }
  app.decorate('redis', redis);

  await registerSecurityHeaders(app);
  await app.register(errorsPlugin);
  // /health, /ready and metrics first: their hooks must see every route registered after them.
  const metrics = registerObservability(app, {
    db,
    redis,
    metrics: { port: config.metricsPort, host: config.host, token: config.metricsToken },
  });
  // The job queue and the mail outbox (issue 27): in the embedded default (and JOBS_IN_PROCESS=1)
  // this process also runs the worker; it stops before the server closes and the database goes.
  const jobs = await startJobs({
    handle,
    config,
    log: app.log,
    registry: metrics.registry,
    delivers: config.jobs.inProcess,
  });
  app.addHook('preClose', async () => jobs.stop());
  app.decorate('jobs', jobs);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, db });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Serena Trade commerce api',
        description:
          'REST contract of spec §7. Prices are decimal euro strings, null without a valid bearer token.',
        version: '1.0.0',
        license: { name: 'Proprietary — Serena Home' },
      },
      // Same origin as the storefront (the bff and nginx forward /api to this service).
      servers: [{ url: '/', description: 'This api (relative to the host serving it)' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });

  const images = new ImageStore(path.join(config.dataDir, 'images'));
  await app.register(catalogRoutes, { db });
  await app.register(productRoutes, { db });
  await app.register(storageRoutes, { db });
  await app.register(booksRoutes);
  await app.register(newsRoutes, { db });
  await app.register(deliveryRoutes, { db });
  await app.register(imageRoutes, { db, images });

  // Trade accounts: sign-up, sign-in, sessions, password reset, profile, admin approval.
  // Sign-in, forgot and reset throttles count in Redis when configured (every instance shares them).
  const accountOptions = {
    throttles: createAccountThrottles(redis, options.accounts?.clock),
    sessionEnded: sessionEndedPublisher(redis, app.log),
    ...options.accounts,
  };
  // Every mail goes through the outbox (a queued job), whatever transport the deps name.
  const accounts = {
    db,
    config,
    deps: { ...createAccountsDeps(config, accountOptions), mailer: jobs.mail },
    mail: jobs.mail,
  };
  app.decorate('books', config.books);
  app.decorate(
    'orderEvents',
    createOrderEvents({
      db,
      seller: config.books.seller,
      mail: jobs.mail,
      redis,
      publicUrl: config.publicUrl,
      log: app.log,
    }),
  );
  await app.register(authRoutes, accounts);
  await app.register(userRoutes, accounts);
  // Companies (issue 24): the company admin's users and the invitation link.
  await app.register(companyRoutes, accounts);
  await app.register(companyAddressRoutes, { db });
  await app.register(acceptInvitationRoute, accounts);
  // Who made an admin write (set by the admin guard; the audit log's actor) — every admin route.
  app.decorateRequest('adminActor', null);
  await app.register(adminUserAliasRoutes, accounts);

  // Multipart defaults (routes pass tighter per-request limits) and route-level rate limits.
  await app.register(fastifyMultipart, {
    limits: { fileSize: DEFAULT_MAX_CONTACT_FILE_BYTES, files: 10, fields: 50, fieldSize: 1 << 20 },
  });
  // Route-level limits count in Redis when configured (shared by every api instance), keyed on
  // the client address (request.ip, which honours TRUST_PROXY); while Redis is down each instance
  // counts in its own memory (plugins/rate-limit-store.ts), never unlimited.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: failoverRateLimitStore(redis, 'rate-limit:') } : {}),
  });
  // Uploaded files (contact attachments, special-instructions files): FILE_STORAGE.
  const storage = createFileStorage(config.fileStorage, { dataDir: config.dataDir, db });
  app.decorate('fileStorage', storage);
  await app.register(formsRoutes, {
    db,
    storage,
    shopEmail: config.shopEmail,
    mail: jobs.mail,
  });
  // Orders, credit and special-instructions uploads (after multipart and rate-limit).
  // Issue 24: live notices of orders awaiting approval and of decisions (Redis, when set).
  const approvalNotices = createApprovalNotices(db, redis, app.log);
  await app.register(orderRoutes, {
    db,
    storage,
    approvalNotices,
    mail: jobs.mail,
    publicUrl: config.publicUrl,
    shopEmail: config.shopEmail,
  });
  await app.register(approvalRoutes, {
    db,
    approvalNotices,
    mail: jobs.mail,
    publicUrl: config.publicUrl,
    shopEmail: config.shopEmail,
    clock: accounts.deps.clock,
  });
  await app.register(purchaseOrderRoutes, { db });
  await app.register(statementRoutes, { db, clock: accounts.deps.clock });
  await app.register(customerPricingRoutes, { db, clock: accounts.deps.clock });
  await app.register(quoteRoutes, {
    db,
    mail: jobs.mail,
    publicUrl: config.publicUrl,
    shopEmail: config.shopEmail,
  });
  await app.register(quoteFileRoutes, { db, storage });
  await app.register(savedListRoutes, { db });
  await app.register(fileRoutes, { db, storage });
  await app.register(adminConsoleRoutes, accounts);

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
