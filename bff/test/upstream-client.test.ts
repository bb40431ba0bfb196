/* eslint-disable @typescript-eslint/require-await -- stub route handlers answer synchronously */
/**
 * The real undici client against a local stub HTTP server: request shapes, bearer forwarding and
 * the one status -> GraphQL error code mapping (errors.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient } from '../src/upstream/client.js';
import type { UpstreamClient } from '../src/upstream/contract.js';
import { codeForStatus, upstreamHttpError } from '../src/upstream/errors.js';

let stub: FastifyInstance;
let baseUrl: string;
const seen: { method: string; url: string; auth?: string; body?: unknown }[] = [];

beforeAll(async () => {
  stub = Fastify();
  stub.addHook('onRequest', async (request) => {
    seen.push({ method: request.method, url: request.url, auth: request.headers.authorization });
  });
  stub.get('/api/product/sizes', async () => ({ success: true, sizes: [] }));
  stub.post('/api/product/search', async (request) => {
    seen[seen.length - 1]!.body = request.body;
    return { success: true, products: [], pagination: {} };
  });
  stub.get('/api/product/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const statuses: Record<string, number> = {
      '400': 400,
      '401': 401,
      '403': 403,
      '404': 404,
      '409': 409,
      '429': 429,
      '500': 500,
      '503': 503,
    };
    const status = statuses[id];
    if (status === 400) {
      return reply.code(400).send({
        success: false,
        message: 'Invalid product id',
        errors: [{ field: 'id', message: 'must be a positive integer' }],
      });
    }
    if (status) {
      return reply
        .code(status)
        .send({ success: false, message: status >= 500 ? 'Internal error' : `status ${status}` });
    }
    if (id === '7') return reply.type('text/html').send('<html>not json</html>');
    if (id === '8') {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return { success: true };
    }
    return { success: true, product: { id: Number(id) }, variations: [] };
  });
  stub.get('/images/*', async (_request, reply) =>
    reply.type('image/png').header('cache-control', 'public, max-age=60').send(Buffer.from('PNG')),
  );
  baseUrl = await stub.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await stub.close();
});

function client(options: Partial<Parameters<typeof createUpstreamClient>[0]> = {}): UpstreamClient {
  return createUpstreamClient({ baseUrl, ...options });
}

async function rejection(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return error as GraphQLError;
  }
  throw new Error('expected a rejection');
}

describe('createUpstreamClient', () => {
  it('sends the bearer token only when given and JSON bodies', async () => {
    const c = client();
    await c.getSizes();
    await c.getSizes('tok-123');
    await c.searchProducts({ search: "'; drop table --", page: 2, limit: 8 }, null);
    await c.close();
    expect(seen.slice(-3)).toEqual([
      { method: 'GET', url: '/api/product/sizes', auth: undefined },
      { method: 'GET', url: '/api/product/sizes', auth: 'Bearer tok-123' },
      {
        method: 'POST',
        url: '/api/product/search',
        auth: undefined,
        body: { search: "'; drop table --", page: 2, limit: 8 },
      },
    ]);
  });

  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [503, 'INTERNAL_SERVER_ERROR'],
  ])('maps an upstream %i to %s', async (status, code) => {
    const c = client();
    const error = await rejection(c.getProduct(status));
    await c.close();
    expect(error.extensions.code).toBe(code);
    expect(error.extensions.upstreamStatus).toBe(status);
    if (status >= 500) expect(error.message).not.toContain('Internal error');
    else expect(error.message).toBe(status === 400 ? 'Invalid product id' : `status ${status}`);
  });

  it('keeps the field errors of a 400 in extensions', async () => {
    const c = client();
    const error = await rejection(c.getProduct(400));
    await c.close();
    expect(error.extensions.fieldErrors).toEqual([
      { field: 'id', message: 'must be a positive integer' },
    ]);
  });

  it('treats a non-JSON 2xx body as an internal error', async () => {
    const c = client();
    const error = await rejection(c.getProduct(7));
    await c.close();
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('maps a refused connection to UPSTREAM_UNAVAILABLE', async () => {
    const c = createUpstreamClient({ baseUrl: 'http://127.0.0.1:1' });
    const error = await rejection(c.getSizes());
    await c.close();
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.extensions.reason).toBe('ECONNREFUSED');
  });

  it('maps a headers timeout to UPSTREAM_UNAVAILABLE', async () => {
    const c = client({ headersTimeoutMs: 100 });
    const error = await rejection(c.getProduct(8));
    await c.close();
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.extensions.reason).toBe('UND_ERR_HEADERS_TIMEOUT');
  }, 10_000);

  it('streams assets with status, content type and cache control', async () => {
    const c = client();
    const asset = await c.getAsset('/images/a.png?w=10');
    const chunks: Buffer[] = [];
    for await (const chunk of asset.body) chunks.push(chunk as Buffer);
    await c.close();
    expect(asset).toMatchObject({
      status: 200,
      contentType: 'image/png',
      cacheControl: 'public, max-age=60',
    });
    expect(Buffer.concat(chunks).toString()).toBe('PNG');
    expect(seen.at(-1)?.url).toBe('/images/a.png?w=10');
  });

  it('keeps a path prefix of the base URL', async () => {
    const c = createUpstreamClient({ baseUrl: `${baseUrl}/` });
    await expect(c.getSizes()).resolves.toEqual({ success: true, sizes: [] });
    await c.close();
  });
});

describe('errors.ts', () => {
  it('maps statuses in one place', () => {
    expect([400, 401, 403, 404, 409, 422, 429, 500, 502, 418].map(codeForStatus)).toEqual([
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'BAD_USER_INPUT',
      'RATE_LIMITED',
      'INTERNAL_SERVER_ERROR',
      'INTERNAL_SERVER_ERROR',
      'INTERNAL_SERVER_ERROR',
    ]);
  });

  it('uses a generic message when the body has none', () => {
    const error = upstreamHttpError(404, 'not json');
    expect(error.message).toBe('Not found.');
    expect(error.extensions).toEqual({ code: 'NOT_FOUND', upstreamStatus: 404 });
  });
});
