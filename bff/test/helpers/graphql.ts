import type { FastifyInstance } from 'fastify';

/** A GraphQL answer as the tests read it. */
export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

/** Sends one GraphQL POST (application/json) to the bff through app.inject. */
export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  options: { variables?: Record<string, unknown>; token?: string; cookie?: string } = {},
): Promise<GqlResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: JSON.stringify({ query, variables: options.variables }),
  });
  const body = response.json<{ data?: T | null; errors?: GqlResult['errors'] }>();
  return { status: response.statusCode, data: body.data, errors: body.errors };
}

/** Error codes of a GraphQL answer, in order. */
export function codes(result: GqlResult<unknown>): unknown[] {
  return (result.errors ?? []).map((e) => e.extensions?.code);
}

/** Every value under a key named like a price field anywhere in a JSON value. */
export function collectPrices(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((v) => collectPrices(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'price' || key === 'cloudBase') out.push(v);
      collectPrices(v, out);
    }
  }
  return out;
}
