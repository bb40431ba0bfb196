/**
 * Type helpers over the types generated of the api's OpenAPI document (`npm run api:types`,
 * `__generated__/api.ts`, issues 15 and 28): every DTO the bff reads or sends is derived through
 * these, so a changed api schema changes the bff's types and tsc names each reader it breaks.
 */
import type { operations } from './__generated__/api.js';

/** The operationIds of the api. */
export type ApiOperation = keyof operations;

/**
 * The JSON body of the api's answer `Status` to operation `Op` (e.g. `ApiJson<'getAdminDashboard',
 * 200>`); `never` when that answer is not JSON.
 */
export type ApiJson<
  Op extends ApiOperation,
  Status extends keyof operations[Op]['responses'],
> = operations[Op]['responses'][Status] extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

/** The JSON request body of operation `Op` (`never` when it takes none). */
export type ApiBody<Op extends ApiOperation> =
  NonNullable<operations[Op]['requestBody']> extends {
    content: { 'application/json': infer Body };
  }
    ? NonNullable<Body>
    : never;

/**
 * The query parameters of operation `Op` as the bff passes them to `queryOf` (admin.ts): every one
 * optional, `null` meaning absent, and a `'true' | 'false'` flag given as a boolean.
 */
export type ApiQuery<Op extends ApiOperation> = {
  [K in keyof NonNullable<operations[Op]['parameters']['query']>]?:
    | (NonNullable<NonNullable<operations[Op]['parameters']['query']>[K]> extends 'true' | 'false'
        ? boolean
        : NonNullable<operations[Op]['parameters']['query']>[K])
    | null;
};
