/**
 * Admin read side of the visitor forms (spec §3 Contact message and Callback request, §6 admin):
 * GET /api/admin/contact-messages and GET /api/admin/callback-requests in the real app (buildApp):
 * the admin guard (X-Admin-Token or an admin's bearer), newest-first listing, the attachment's
 * name, the `limit` query and the OpenAPI entries.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAdminTokenFile } from '../src/admin/admin-token.js';
import { registration } from './auth-app.js';
import { formOf, postContact as postForm } from './forms-app.js';
import { buildTestApp, type TestApp } from './harness.js';

const ADMIN_PASSWORD = 'Adm1n!Forms';
const CUSTOMER_PASSWORD = 'Str0ng!Pass';

interface ContactDto {
  id: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  message: string;
  file: { name: string; type: string; size: number } | null;
  createdAt: string;
}

interface CallbackDto {
  id: number;
  name: string;
  companyName: string;
  phoneNumber: string;
  message: string;
  createdAt: string;
}

describe('admin form listings', () => {
  let t: TestApp | undefined;
  let app: FastifyInstance;
  let adminToken: string;
  let adminJwt: string;
  let customerJwt: string;

  const json = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { body?: object; headers?: Record<string, string> } = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: options.headers,
      ...(options.body ? { payload: options.body } : {}),
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  const signIn = async (email: string, password: string) => {
    const res = await json('POST', '/api/auth/user/login', { body: { email, password } });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };

  const postContact = async (message: string, file?: { name: string; text: string }) => {
    const fields = {
      fullName: 'Mary Byrne',
      email: 'mary@shop.ie',
      phoneNumber: '+353871234567',
      message,
    };
    const files = file ? [{ name: file.name, content: file.text }] : [];
    const res = await postForm(app, formOf(fields, files));
    expect(res.status).toBe(201);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    app = t.app;
    adminToken = readAdminTokenFile(t.dataDir) ?? '';
    expect(adminToken).not.toBe('');
    const asAdmin = { 'x-admin-token': adminToken };

    const created = await json('POST', '/api/admin/users/admins', {
      headers: asAdmin,
      body: { email: 'boss@serenatrade.ie', password: ADMIN_PASSWORD, full_name: 'Shop Admin' },
    });
    expect(created.status).toBe(201);
    adminJwt = await signIn('boss@serenatrade.ie', ADMIN_PASSWORD);

    const form = registration({ email: 'buyer@shop.ie', password: CUSTOMER_PASSWORD });
    expect((await json('POST', '/api/auth/user/register', { body: form })).status).toBe(201);
    const approved = await json('POST', '/api/admin/users/by-email/approve', {
      headers: asAdmin,
      body: { email: 'buyer@shop.ie' },
    });
    expect(approved.status).toBe(200);
    customerJwt = await signIn('buyer@shop.ie', CUSTOMER_PASSWORD);
  }, 60_000);

  afterAll(async () => t?.close());

  describe.each(['/api/admin/contact-messages', '/api/admin/callback-requests'])('%s', (url) => {
    it('answers 401 without a credential or with a wrong admin token', async () => {
      const none = await json('GET', url);
      expect(none).toEqual({ status: 401, body: { success: false, message: 'Unauthorized' } });
      const wrong = await json('GET', url, { headers: { 'x-admin-token': `${adminToken}x` } });
      expect(wrong.status).toBe(401);
      const badBearer = await json('GET', url, { headers: { authorization: 'Bearer nonsense' } });
      expect(badBearer.status).toBe(401);
    });

    it("answers 403 to a customer's bearer token", async () => {
      const res = await json('GET', url, { headers: { authorization: `Bearer ${customerJwt}` } });
      expect(res).toEqual({ status: 403, body: { success: false, message: 'Forbidden' } });
    });

    it('answers 400 to a limit that is not a positive integer', async () => {
      for (const limit of ['0', 'abc', '-3']) {
        const res = await json('GET', `${url}?limit=${limit}`, {
          headers: { 'x-admin-token': adminToken },
        });
        expect(res.status, limit).toBe(400);
        expect(res.body.success).toBe(false);
      }
    });
  });

  it('lists contact messages newest first with the attachment, for the token and an admin JWT', async () => {
    await postContact('First message, no file');
    await postContact('Second message with a file', {
      name: 'room-plan.pdf',
      text: '%PDF-1.4 Bay',
    });

    const byToken = await json('GET', '/api/admin/contact-messages', {
      headers: { 'x-admin-token': adminToken },
    });
    expect(byToken.status).toBe(200);
    const messages = byToken.body.messages as ContactDto[];
    expect(messages.map((m) => m.message)).toEqual([
      'Second message with a file',
      'First message, no file',
    ]);
    expect(messages[0]).toMatchObject({
      fullName: 'Mary Byrne',
      email: 'mary@shop.ie',
      phoneNumber: '+353871234567',
      file: { name: 'room-plan.pdf', type: 'application/pdf', size: 12 },
    });
    expect(messages[1]!.file).toBeNull();
    expect(new Date(messages[0]!.createdAt).toISOString()).toBe(messages[0]!.createdAt);

    const byJwt = await json('GET', '/api/admin/contact-messages?limit=1', {
      headers: { authorization: `Bearer ${adminJwt}` },
    });
    expect(byJwt.status).toBe(200);
    expect((byJwt.body.messages as ContactDto[]).map((m) => m.id)).toEqual([messages[0]!.id]);
  });

  it('lists callback requests newest first, for the token and an admin JWT', async () => {
    for (const name of ['Aoife Kelly', 'Sean Murphy']) {
      const res = await json('POST', '/api/user/request-call', {
        body: { name, companyName: 'Kelly Beds', phoneNumber: '+353871234567', message: 'Call me' },
      });
      expect(res.status).toBe(201);
    }
    const byToken = await json('GET', '/api/admin/callback-requests', {
      headers: { 'x-admin-token': adminToken },
    });
    expect(byToken.status).toBe(200);
    const requests = byToken.body.requests as CallbackDto[];
    expect(requests.map((r) => r.name)).toEqual(['Sean Murphy', 'Aoife Kelly']);
    expect(requests[0]).toMatchObject({
      companyName: 'Kelly Beds',
      phoneNumber: '+353871234567',
      message: 'Call me',
    });

    const byJwt = await json('GET', '/api/admin/callback-requests?limit=500', {
      headers: { authorization: `Bearer ${adminJwt}` },
    });
    expect(byJwt.status).toBe(200);
    expect(byJwt.body.requests).toEqual(requests);
  });

  it('lists both routes in the OpenAPI document with their responses', async () => {
    const res = await json('GET', '/api/docs/json');
    const paths = res.body.paths as Record<string, { get?: { responses: object } }>;
    for (const url of ['/api/admin/contact-messages', '/api/admin/callback-requests']) {
      expect(Object.keys(paths[url]?.get?.responses ?? {}).sort(), url).toEqual([
        '200',
        '400',
        '401',
        '403',
        '500',
      ]);
    }
  });
});
