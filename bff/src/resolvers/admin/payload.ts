/**
 * Admin mutation results (issue 9): a refused change (the api's 400, 404 or 409) becomes
 * `userErrors` with the api's message and code; anything else (401, 403, 5xx, network) stays a
 * GraphQL error.
 */
import { GraphQLError } from 'graphql';

/** A GraphQL UserError. */
export interface AdminUserError {
  field: string | null;
  message: string;
  code: string;
}

const REFUSED = new Set([400, 404, 409, 422]);

/** Returns the userErrors of a refused upstream call, or null when `error` is not a refusal. */
export function refusalOf(
  error: unknown,
  fields: Record<string, string> = {},
): AdminUserError[] | null {
  if (!(error instanceof GraphQLError)) return null;
  const status = error.extensions.upstreamStatus;
  if (typeof status !== 'number' || !REFUSED.has(status)) return null;
  const code =
    typeof error.extensions.apiCode === 'string'
      ? error.extensions.apiCode
      : status === 404
        ? 'NOT_FOUND'
        : 'INVALID';
  const fieldErrors = error.extensions.fieldErrors as
    { field: string; message: string }[] | undefined;
  if (fieldErrors?.length) {
    return fieldErrors.map((e) => ({
      field: fields[e.field] ?? e.field,
      message: e.message,
      code,
    }));
  }
  return [{ field: null, message: error.message, code }];
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
