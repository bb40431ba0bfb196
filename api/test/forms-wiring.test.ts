/**
 * The form routes as wired in the real app (buildApp): multipart and rate limits registered, the
 * limit kept per client address (X-Forwarded-For from the loopback bff), mail to the DATA_DIR
 * outbox (spec §7 contact-us and request-call).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/client.js';
import { contactMessages } from '../src/db/schema/forms.js';
import { formOf, postContact } from './forms-app.js';
import { buildTestApp, type TestApp } from './harness.js';

describe('forms in buildApp', () => {
  let app: FastifyInstance;
  let db: DbHandle;
  let dataDir: string;

  let t: TestApp | undefined;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ app, db, dataDir } = t);
  }, 30_000);

  afterAll(async () => t?.close());

  it('accepts a multipart contact message with a file and writes the shop e-mail as .eml', async () => {
    const fields = {
      fullName: 'Mary Byrne',
      email: 'mary@shop.ie',
      phoneNumber: '+353871234567',
      message: 'Wiring check',
    };
    const file = { name: 'quote.pdf', content: '%PDF-1.4', type: 'application/pdf' };
    const res = await postContact(app, formOf(fields, [file]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'success' });
    const [row] = await db.db.select().from(contactMessages);
    expect(row?.fileName).toBe('quote.pdf');
    expect(readdirSync(path.join(dataDir, 'uploads', 'contact'))).toEqual([row?.fileId]);
    const outbox = path.join(dataDir, 'mail');
    expect(existsSync(outbox)).toBe(true);
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8'));
    expect(mails.some((m) => m.includes('Wiring check') && m.includes('trade@serenahome.ie'))).toBe(
      true,
    );
  });

  it('rate-limits request-call to 10 a minute per client address', async () => {
    const body = { name: 'A', companyName: 'B', phoneNumber: '0871234567', message: 'C' };
    const send = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/request-call',
        headers: { 'x-forwarded-for': ip },
        payload: body,
      });
    for (let i = 0; i < 10; i++) expect((await send('203.0.113.7')).statusCode).toBe(201);
    const limited = await send('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false });
    expect((await send('203.0.113.8')).statusCode).toBe(201);
  });

  it('lists both routes in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/user/contact-us', '/api/user/request-call']),
    );
  });
});
