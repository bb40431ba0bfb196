/**
 * The bff (started by server.ts): reads the environment, builds the app, listens on PORT, and shuts down
 * gracefully on SIGINT/SIGTERM (stops Apollo, closes Fastify, closes the upstream pool).
 */
import { buildServer } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from '@serena/server-kit';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({
    level: config.logLevel,
    name: 'bff',
    nodeEnv: config.nodeEnv,
    format: process.env.LOG_FORMAT,
  });
  const app = await buildServer({ config, logger });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const address = await app.listen({ port: config.port, host: config.host });
  logger.info({ address, apiUrl: config.apiUrl, webDist: config.webDist }, 'bff listening');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
