/**
 * What the admin route groups share (issue 9): the failure body (with a machine-readable `code`),
 * the page query, and the one place an {@link AdminError} becomes an HTTP answer.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AdminError } from '../errors.js';
import { adminPageInfo, MAX_ADMIN_PAGE_SIZE } from '../paging.js';

/** The body of a refused admin request: message, optional code (AdminErrorCode) and field errors. */
export const adminFailure = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** Failure statuses of the admin routes. */
export const adminFailures = {
  400: adminFailure,
  401: adminFailure,
  403: adminFailure,
  404: adminFailure,
  409: adminFailure,
} as const;

/** Query `page` (from 1, default 1) and `pageSize` (1 to 100, default 20), as text. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE_SIZE).default(20),
};

/** An admin page answer schema for rows of `node`. */
export function adminPage<T extends z.ZodType>(node: T) {
  return z.object({
    success: z.literal(true),
    nodes: z.array(node),
    totalCount: z.number().int(),
    pageInfo: adminPageInfo,
  });
}

/** A numeric id path parameter. */
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Runs an admin change and answers its result; an {@link AdminError} becomes its status with
 * `{ success: false, message, code, errors? }`. Other errors propagate (500 by the error plugin).
 */
export async function answerAdmin<T>(
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AdminError) {
      return reply.code(error.statusCode).send({
        success: false as const,
        message: error.message,
        code: error.code,
        ...(error.field ? { errors: [{ field: error.field, message: error.message }] } : {}),
      });
    }
    throw error;
  }
}
