/**
 * Request schema building blocks with the api's error messages (design "Errors": bad input
 * answers 400 with `{ field, message }`, never 500).
 */
import { z } from 'zod';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../lib/pagination.js';

/** Largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A zod `error` option: "<field> is required" when the value is missing, else `message`.
 */
export function typeError(field: string, message: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? `${field} is required` : message;
}

/** A positive integer sent as text (path or query), e.g. "12"; message `${field} must be a positive integer`. */
export function intText(field: string) {
  const message = `${field} must be a positive integer`;
  return z
    .string({ error: typeError(field, message) })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, message);
}

/** A positive integer in a JSON body. */
export function intNumber(field: string) {
  const message = `${field} must be a positive integer`;
  return z
    .number({ error: typeError(field, message) })
    .int(message)
    .min(1, message)
    .max(MAX_ID, message);
}

/** Query `page` (default 1) and `limit` (default 8, larger values capped at 50). */
export const pageQuery = z.object({
  page: intText('page').optional().describe('1-based page number (default 1)'),
  limit: intText('limit')
    .optional()
    .describe(`page size (default ${DEFAULT_LIMIT}; values above ${MAX_LIMIT} are capped)`),
});

/** Body `page` and `limit`, same rules as `pageQuery`. */
export const pageBody = {
  page: intNumber('page').optional().describe('1-based page number (default 1)'),
  limit: intNumber('limit')
    .optional()
    .describe(`page size (default ${DEFAULT_LIMIT}; values above ${MAX_LIMIT} are capped)`),
};

/** A positive integer id in the path. */
export const idParams = z.object({ id: intText('id') });

/** A categoryId query (storage prices). */
export const categoryIdQuery = z.object({ categoryId: intText('categoryId') });
