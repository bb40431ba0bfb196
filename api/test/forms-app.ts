/**
 * Test harness of the form routes: a Fastify app with the api's zod compilers, error handler,
 * multipart and rate-limit plugins and the form routes, on an in-memory PGlite database migrated
 * with api/drizzle, the mail outbox and uploads in a fresh temporary DATA_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DbHandle } from '../src/db/client.js';
import { errorsPlugin } from '../src/plugins/errors.js';
import { formsRoutes, type FormsRoutesOptions } from '../src/forms/routes.js';
import { DEFAULT_SHOP_EMAIL } from '../src/forms/service.js';
import { startJobs } from '../src/jobs/runtime.js';
import { Registry } from 'prom-client';
import { LocalFileStorage } from '../src/files/file-storage.js';
import { openTestDb } from './harness.js';

/** A running test app with its database and data folder; `close()` removes everything. */
export interface FormsTestApp {
  app: FastifyInstance;
  db: DbHandle;
  dataDir: string;
  close(): Promise<void>;
}

/** Encodes a FormData as a multipart payload for app.inject. */
export async function encodeMultipart(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

/** A form with the text `fields` and each file under `file` (text/plain unless `type` says). */
export function formOf(
  fields: Record<string, string>,
  files: { name: string; content: string; type?: string }[] = [],
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) {
    form.append('file', new Blob([f.content], { type: f.type ?? 'text/plain' }), f.name);
  }
  return form;
}

/** POSTs a multipart form to /api/user/contact-us; returns the status and the JSON body. */
export async function postContact<B = Record<string, unknown>>(
  app: FastifyInstance,
  form: FormData,
): Promise<{ status: number; body: B }> {
  const { headers, payload } = await encodeMultipart(form);
  const res = await app.inject({ method: 'POST', url: '/api/user/contact-us', headers, payload });
  return { status: res.statusCode, body: res.json<B>() };
}

/** Builds the harness; `overrides` set the route options (size limit, rate limit). */
export async function buildFormsApp(
  overrides: Partial<Pick<FormsRoutesOptions, 'maxFileBytes' | 'rateLimitPerMinute'>> = {},
): Promise<FormsTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-forms-'));
  const testDb = await openTestDb('pglite');
  const db = testDb.handle;
  const app = Fastify({ logger: false });
  // The mail outbox on the same database, delivering to `.eml` files under DATA_DIR/mail.
  const jobs = await startJobs({
    handle: db,
    config: {
      smtpUrl: undefined,
      mailFrom: 'Serena Trade <no-reply@test.ie>',
      dataDir,
      jobs: { inProcess: true, mailRetryDelaySeconds: 1, mailRetryLimit: 3 },
      fileStorage: 'local',
      publicUrl: 'http://localhost:4000',
    },
    log: app.log,
    registry: new Registry(),
    delivers: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(multipart);
  await app.register(rateLimit, { global: false });
  await app.register(formsRoutes, {
    db: db.db,
    storage: new LocalFileStorage(path.join(dataDir, 'uploads')),
    shopEmail: DEFAULT_SHOP_EMAIL,
    mail: jobs.mail,
    rateLimitPerMinute: 1000,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    db,
    dataDir,
    async close() {
      await app.close();
      await jobs.stop();
      await testDb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
