/**
 * The api (design "Running it", started by server.ts): reads the environment, opens the database
 * (migrating the embedded one; refusing a PostgreSQL database whose migrations are behind), seeds the demo catalog when allowed, listens, and shuts down gracefully on
 * SIGINT/SIGTERM (server first, then database).
 */
import { buildApp, dbTargetOf } from './app.js';
import { ConfigError, loadConfig, shouldSeedDemo } from './config.js';
import { openDb } from './db/client.js';
import { databaseStartError } from './db/start-error.js';
import { createLogger } from '@serena/server-kit';
import { MigrationsBehindError, prepareDatabase } from './db/migrations.js';
import { seedDemoAccounts } from './db/seed/accounts.js';
import { seedDemo } from './db/seed/index.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger({
    level: config.logLevel,
    name: 'api',
    nodeEnv: config.nodeEnv,
    format: process.env.LOG_FORMAT,
  });
  const target = dbTargetOf(config);
  let handle;
  try {
    handle = await openDb(target, {
      onPoolError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
    });
  } catch (err) {
    console.error(databaseStartError(target, err));
    process.exit(1);
  }
  try {
    await prepareDatabase(handle);
  } catch (err) {
    await handle.close().catch(() => undefined);
    console.error(
      err instanceof MigrationsBehindError
        ? `api: ${err.message}`
        : databaseStartError(target, err),
    );
    process.exit(1);
  }
  if (shouldSeedDemo(config)) {
    const result = await seedDemo(handle.db);
    logger.info(
      result.skipped
        ? 'demo catalog already present'
        : `seeded demo catalog (${result.products} products)`,
    );
    const accounts = await seedDemoAccounts(handle.db);
    if (accounts.length > 0) logger.info({ accounts }, 'seeded demo accounts');
  }

  const app = await buildApp({ config, db: handle, logger });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    void (async () => {
      try {
        await app.close();
        await handle.close();
        process.exit(0);
      } catch (err) {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      }
    })();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  logger.info(`api (${handle.kind}) listening on ${address}`);
}

main().catch((err: unknown) => {
  console.error('api failed to start:', err);
  process.exit(1);
});
