/**
 * `npm run worker` (issue 27, design "Background work"): the job worker alone, for a deployment on
 * PostgreSQL where the api instances run with JOBS_IN_PROCESS=0 (the compose `worker` service).
 * It delivers the mail outbox with retries and backoff, serves `/metrics` on METRICS_PORT (the
 * `mail_sent_total` / `mail_retried_total` / `mail_failed_total` counters) and stops gracefully on
 * SIGTERM/SIGINT (the job in hand finishes). With the embedded database there is nothing to run:
 * the api runs the same worker in-process.
 */
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createLogger, registerMetrics } from '@serena/server-kit';
import { ConfigError, loadConfig } from '../config.js';
import { openDb } from '../db/client.js';
import { MigrationsBehindError, prepareDatabase } from '../db/migrations.js';
import { startJobs } from './runtime.js';

/** Exits with one line on stderr. */
function refuse(line: string): never {
  console.error(`worker: ${line}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) refuse(err.message);
    throw err;
  }
  if (!config.databaseUrl) {
    refuse('needs DATABASE_URL; with the embedded database the api runs the jobs in-process');
  }
  const logger = createLogger({
    level: config.logLevel,
    name: 'worker',
    nodeEnv: config.nodeEnv,
    format: process.env.LOG_FORMAT,
  });
  const handle = await openDb(
    { kind: 'postgres', url: config.databaseUrl },
    { onPoolError: (error) => logger.warn({ err: error }, 'idle database connection failed') },
  );
  try {
    await prepareDatabase(handle);
  } catch (err) {
    await handle.close();
    if (err instanceof MigrationsBehindError) refuse(err.message);
    refuse(`database unreachable (${(err as Error).message})`);
  }
  // A Fastify instance only for the metrics port (it never listens itself).
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({ loggerInstance });
  const metrics = registerMetrics(app, { port: config.metricsPort, host: config.host });
  const jobs = await startJobs({
    handle,
    config,
    log: app.log,
    registry: metrics.registry,
    delivers: true,
  });
  await app.ready();
  app.log.info(
    {
      metrics: metrics.url(),
      retryDelaySeconds: config.jobs.mailRetryDelaySeconds,
      retryLimit: config.jobs.mailRetryLimit,
    },
    `worker running (mail outbox, ${config.smtpUrl ? 'SMTP' : '.eml files'})`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'worker shutting down');
    void (async () => {
      try {
        await jobs.stop();
        await app.close();
        await handle.close();
        process.exit(0);
      } catch (err) {
        app.log.error({ err }, 'worker shutdown failed');
        process.exit(1);
      }
    })();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('worker failed to start:', err);
  process.exit(1);
});
