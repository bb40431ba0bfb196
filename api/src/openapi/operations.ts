/**
 * OpenAPI per-operation metadata (issue 13 "Headers"): a unique `operationId` and the declared
 * `security` of every operation, derived once in @fastify/swagger's `transform` hook.
 */
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentedSchemaOf } from './documented-body.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;

/** Upper-cases the first letter of a word (`orders` → `Orders`). */
const cap = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

/**
 * The operationId of a route: its own `schema.operationId` when set, else camelCase of the
 * method and the URL's words, path parameters as `By<Name>` — e.g. `GET /api/orders/:id` →
 * `getOrdersById`, `POST /api/category/menus-categories-products` →
 * `postCategoryMenusCategoriesProducts`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api')
    .flatMap((part) => {
      const param = /^[:{](\w+)\}?$/.exec(part);
      if (param) return [`By${cap(param[1]!)}`];
      return part
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(cap);
    });
  return method.toLowerCase() + words.join('');
}

/** The JSON schema of the api's error body (`errorResponse` in schemas/dto.ts) with a description. */
function errorBody(description: string) {
  return {
    description,
    type: 'object',
    properties: {
      success: { type: 'boolean', enum: [false] },
      message: { type: 'string' },
      errors: {
        type: 'array',
        items: {
          type: 'object',
          properties: { field: { type: 'string' }, message: { type: 'string' } },
          required: ['field', 'message'],
        },
      },
    },
    required: ['success', 'message'],
  };
}

/** Whether a route needs a bearer token: it documents a 401, or it is an /api/admin route. */
function isSignedIn(url: string, response: Record<string, unknown>): boolean {
  return '401' in response || url.startsWith('/api/admin/') || url === '/api/admin';
}

/** Catalog reads: public, and an optional bearer token shows trade prices (spec §6). */
const PRICED = /^\/api\/(category|product)\//;

/**
 * @fastify/swagger `transform` (document only, no effect on validation or serialization): the zod
 * transform of the route's schema (its body replaced by the exact one of documented-body.ts when
 * the handler validates the body itself), then
 * - `operationId` — the route's own, else `operationIdOf(method, url)`;
 * - `security` — the route's own, else `[{ bearer: [] }]` for signed-in routes (`isSignedIn`),
 *   `[{}, { bearer: [] }]` (optional) for catalog reads, `[]` (public) otherwise;
 * - the error answers every route can give but not every route declares: 400 (a URL that does not
 *   decode, a control character in a query value — plugins/errors.ts), and on bearer routes 401
 *   (no valid token) and, under /api/admin, 403 (not an admin — the admin guard).
 */
export function openApiTransform(input: TransformInput): TransformOutput {
  const exactBody = documentedSchemaOf(input.schema.body);
  const out = jsonSchemaTransform(
    exactBody ? { ...input, schema: { ...input.schema, body: exactBody } } : input,
  );
  const schema = out.schema as Record<string, unknown>;
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const { method } = input.route;
  const verb = Array.isArray(method) ? String(method[0]) : method;
  const security =
    (schema.security as Record<string, string[]>[] | undefined) ??
    (isSignedIn(out.url, declared)
      ? [{ bearer: [] }]
      : PRICED.test(out.url)
        ? [{}, { bearer: [] }]
        : []);
  // Without a declared response @fastify/swagger documents `200 Default Response`; keep it.
  const response: Record<string, unknown> =
    schema.response === undefined
      ? { 200: { type: 'null', description: 'Default Response' } }
      : { ...declared };
  response['400'] ??= errorBody('Bad input');
  // A required token (every alternative names bearer); an optional one never answers 401.
  if (security.length > 0 && security.every((requirement) => 'bearer' in requirement)) {
    response['401'] ??= errorBody('No valid bearer token');
    if (out.url.startsWith('/api/admin')) response['403'] ??= errorBody('Not an admin');
  }
  return {
    ...out,
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(verb, out.url),
      security,
      response,
    },
  };
}

/**
 * Moves a type-less `nullable: true` into the typed branches of its `anyOf`/`oneOf` (OpenAPI 3.0
 * ignores `nullable` without a sibling `type`; zod's `.nullable()` on a union emits it). Mutates
 * and returns `node`.
 */
export function fixNullableUnions<T>(node: T): T {
  if (Array.isArray(node)) {
    for (const item of node) fixNullableUnions(item);
  } else if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    const branches = (obj.anyOf ?? obj.oneOf) as Record<string, unknown>[] | undefined;
    if (obj.nullable === true && obj.type === undefined && Array.isArray(branches)) {
      delete obj.nullable;
      for (const branch of branches) if (branch.type !== undefined) branch.nullable = true;
    }
    for (const value of Object.values(obj)) fixNullableUnions(value);
  }
  return node;
}

/** @fastify/swagger `transformObject`: the whole document through `fixNullableUnions`. */
export function openApiTransformObject(
  documentObject: { openapiObject: object } | { swaggerObject: object },
) {
  return fixNullableUnions(
    'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject,
  );
}
