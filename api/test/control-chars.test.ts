/**
 * Issue 13 bad input: a NUL byte (or another C0 control character except tab/newline) in any text
 * input answered 500 (PostgreSQL refuses NUL in text). Every such input now answers 400 with the
 * field named, before it reaches a route or the database; path parameters over the length limit
 * answer a documented 414 in the api's error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/db/seed/accounts.js';
import { findUserByEmail } from '../src/accounts/service.js';
import { encodeMultipart, formOf } from './forms-app.js';
import { bearerFor, buildTestApp, type TestApp } from './harness.js';

let t: TestApp;
let bearer: string;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp({ seedCatalog: true });
  await seedDemoAccounts(t.db.db);
  const user = (await findUserByEmail(t.db.db, 'demo@serenatrade.ie'))!;
  userId = user.id;
  bearer = await bearerFor(t.db.db, user.id, 'customer', t.config.jwtSecret);
}, 60_000);
afterAll(async () => t?.close());

const REGISTER = {
  full_name: 'Nora Byrne',
  email: 'nora@example.ie',
  invoice_email: 'nora@example.ie',
  phone_number: '+353871234567',
  country: 'Ireland',
  office_address: '1 Main Street',
  office_city: 'Cork',
  office_eir_code: 'T12 AB34',
  delivery_address: '1 Main Street',
  delivery_city: 'Cork',
  delivery_eir_code: 'T12 AB34',
  company_name: 'Byrne Ltd',
  password: 'Nora#Pass2026',
  confirm_password: 'Nora#Pass2026',
};

type Case = [
  name: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object,
  auth?: boolean,
];

const CASES: Case[] = [
  ['search', 'POST', '/api/product/search', { search: 'bed\u0000' }],
  ['login', 'POST', '/api/auth/user/login', { email: 'demo@serenatrade.ie\u0000', password: 'x' }],
  [
    'login password',
    'POST',
    '/api/auth/user/login',
    { email: 'demo@serenatrade.ie', password: 'Serena#2026\u0001' },
  ],
  ['forgot-password', 'POST', '/api/auth/user/forgot-password', { email: 'a\u0000@example.ie' }],
  ['register', 'POST', '/api/auth/user/register', { ...REGISTER, company_name: 'Byrne\u0000Ltd' }],
  [
    'request-call',
    'POST',
    '/api/user/request-call',
    { name: 'Nora\u0000', phone: '+353871234567', message: 'Call me' },
  ],
  ['menus', 'POST', '/api/category/menus-categories-products', { category_names: ['Beds\u0000'] }],
  ['category path', 'GET', '/api/category/be%00ds/products'],
  ['category path ESC', 'GET', '/api/category/be%1Bds/products'],
  ['track-orders path', 'GET', '/api/auth/user/track-orders/SER%00123'],
  ['query string', 'GET', '/api/product/products-listing?page=1&x=%07'],
  [
    'reset-password',
    'POST',
    '/api/auth/user/reset-password',
    { token: 'abc\u0000', password: 'Nora#Pass2026' },
  ],
];

describe('control characters in text input answer 400, never 500', () => {
  it.each(CASES)('%s', async (_name, method, url, body) => {
    const res = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ success: boolean; message: string; errors?: { field: string }[] }>();
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/must not contain control characters/);
  });

  it('update user (signed in), with a nested idempotency-like key in a JSON body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/update/${userId}`,
      headers: { authorization: `Bearer ${bearer}` },
      payload: { full_name: 'Demo\u0000Buyer' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('full_name');
  });

  it('place order idempotency key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      headers: { authorization: `Bearer ${bearer}` },
      payload: { idempotencyKey: 'key\u0000', lines: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('idempotencyKey');
  });

  it('contact form text fields (multipart)', async () => {
    const form = formOf({
      name: 'Nora Byrne',
      email: 'nora@example.ie',
      phone: '+353871234567',
      message: 'Hello\u0000there',
    });
    const { headers, payload } = await encodeMultipart(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/contact-us',
      headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/control characters/);
  });

  it('tab and newline stay allowed in multi-line text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { search: 'bed\tframe\n' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('path parameters over the length limit', () => {
  it('answer 400 with the field when over the route limit (category name over 100)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/category/${'a'.repeat(150)}/products`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('category');
  });

  it('answer a documented 414 in the api error shape over 1000 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/category/${'a'.repeat(1200)}/products`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      message: 'A path parameter is longer than 1000 characters',
    });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(doc.paths['/api/category/{category}/products']!.get!.responses['414']).toBeDefined();
  });
});
