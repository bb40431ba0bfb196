/**
 * Admin mutation results (issue 9): a refused change (the api's 400, 404 or 409) becomes
 * `userErrors` with the api's message and code; anything else (401, 403, 5xx, network) stays a
 * GraphQL error.
 */
import { upstreamUserErrors, type RefusalRules, type UpstreamUserError } from '../user-errors.js';

/** A GraphQL UserError of the admin payloads. */
export type AdminUserError = UpstreamUserError;

/**
 * The admin console's reading of upstream refusals: 400/409/422 INVALID and 404 NOT_FOUND, the
 * api's own error code first; `fields` renames the api's field names to the GraphQL input's.
 */
function adminRefusals(fields: Record<string, string>): RefusalRules {
  return {
    statuses: { 400: 'INVALID', 404: 'NOT_FOUND', 409: 'INVALID', 422: 'INVALID' },
    apiCode: true,
    field: (apiField) => fields[apiField] ?? apiField,
  };
}

/** Returns the userErrors of a refused upstream call, or null when `error` is not a refusal. */
export function refusalOf(
  error: unknown,
  fields: Record<string, string> = {},
): AdminUserError[] | null {
  return upstreamUserErrors(error, adminRefusals(fields));
}

/**
 * Runs an admin change; on a refusal returns `failed(userErrors)` instead of throwing.
 * @throws anything that is not a refusal.
 */
export async function attempt<T>(
  run: () => Promise<T>,
  failed: (userErrors: AdminUserError[]) => T,
  fields: Record<string, string> = {},
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const userErrors = refusalOf(error, fields);
    if (userErrors) return failed(userErrors);
    throw error;
  }
}

/** A local refusal (the bff's own argument check) as a userError. */
export function invalid(field: string, message: string): AdminUserError[] {
  return [{ field, message, code: 'INVALID' }];
}

/** Parses a GraphQL ID as a positive integer, or null. */
export function numericId(id: string): number | null {
  return /^\d{1,10}$/.test(id.trim()) && Number(id) >= 1 && Number(id) <= 2_147_483_647
    ? Number(id)
    : null;
}
