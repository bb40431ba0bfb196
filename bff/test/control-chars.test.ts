/**
 * Issue 13 bad input at the bff's edge: a NUL byte or another C0 control character (tab, line feed
 * and carriage return excepted) in any String argument — written in the document or sent as a
 * variable, at any depth of an input object — answers 400 BAD_USER_INPUT naming the argument,
 * before any resolver or REST call.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js';

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = createFakeUpstream(3);
  app = await buildTestServer(upstream);
});
afterAll(async () => app?.close());

async function send(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ query, variables }),
  });
  const body = res.json<{ errors?: { message: string; extensions?: { code?: string } }[] }>();
  return { status: res.statusCode, error: body.errors?.[0] };
}

const SHIPPING = { firstName: 'Aoife', address: '1 Main St', city: 'Cork', country: 'Ireland' };

const CASES: [string, string, Record<string, unknown>, string?][] = [
  ['search (literal)', '{ searchProducts(query: "bed\\u0000") { items { id } } }', {}],
  [
    'search (variable)',
    'query($q: String!) { searchProducts(query: $q) { items { id } } }',
    { q: 'bed\u0000' },
  ],
  ['category name', 'query($n: String!) { category(name: $n) { id } }', { n: 'beds\u001b' }],
  [
    'login',
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { __typename } }',
    { e: 'demo@serenatrade.ie\u0000', p: 'x' },
  ],
  [
    'forgot password',
    'mutation($e: String!) { requestPasswordReset(email: $e) { __typename } }',
    { e: 'a\u0000@example.ie' },
  ],
  [
    'register',
    'mutation($i: RegisterInput!) { register(input: $i) { __typename } }',
    {
      i: {
        ...Object.fromEntries(
          [
            'email',
            'invoiceEmail',
            'phoneNumber',
            'country',
            'companyName',
            'officeAddress',
            'officeCity',
            'officeEircode',
            'deliveryAddress',
            'deliveryCity',
            'deliveryEircode',
            'password',
            'confirmPassword',
          ].map((field) => [field, 'x']),
        ),
        fullName: 'Nora\u0000',
      },
    },
  ],
  [
    'updateAccount',
    'mutation($i: UpdateAccountInput!) { updateAccount(input: $i) { __typename } }',
    { i: { fullName: 'Nora\u0007' } },
    'token',
  ],
  [
    'requestCallback',
    'mutation($i: CallbackRequestInput!) { requestCallback(input: $i) { __typename } }',
    { i: { name: 'Nora\u0000', companyName: 'B', phoneNumber: '353871234567', message: 'Hi' } },
  ],
  [
    'placeOrder idempotency key',
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { __typename } }',
    { i: { idempotencyKey: 'key\u0000', shippingAddress: SHIPPING, lines: [] } },
    'token',
  ],
  [
    'trackOrder',
    'query($t: String!) { trackOrder(trackingId: $t) { __typename } }',
    { t: 'SER\u0000' },
  ],
];

describe('control characters in String arguments', () => {
  it.each(CASES)(
    '%s -> 400 BAD_USER_INPUT before any REST call',
    async (_name, query, variables, token) => {
      upstream.calls.length = 0;
      const answer = await send(query, variables, token);
      expect(answer.status).toBe(400);
      expect(answer.error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.error?.message).toMatch(/must not contain control characters/);
      expect(upstream.calls).toEqual([]);
    },
  );

  it('keeps tab and newline', async () => {
    const answer = await send('query($q: String!) { searchProducts(query: $q) { items { id } } }', {
      q: 'bed\tframe\n',
    });
    expect(answer.status).toBe(200);
    expect(answer.error).toBeUndefined();
  });
});
