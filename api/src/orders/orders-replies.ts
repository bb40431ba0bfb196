/**
 * Reply helpers shared by the order calls: the failure schemas, the api error body of an
 * OrderError, the signed-in and own-user checks, and recording an accepted upload. Split out of
 * orders/routes.ts (issue 15).
 */
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.js';
import type { Viewer } from '../lib/viewer.js';
import { errorResponse } from '../schemas/dto.js';
import type { StoredFile } from '../files/file-storage.js';
import { OrderError } from './service.js';
import { saveSpecialQuoteFile, type SpecialQuoteKind } from './special-quote-files.js';

export const failures = {
  400: errorResponse,
  401: errorResponse,
  402: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  429: errorResponse,
  500: errorResponse,
} as const;

/** Replies the failure of an OrderError with the api's error body. */
export function replyError(reply: FastifyReply, error: OrderError) {
  const body =
    error.statusCode === 400 && error.field
      ? {
          success: false as const,
          message: error.message,
          errors: [{ field: error.field, message: error.message }],
        }
      : { success: false as const, message: error.message };
  return reply.code(error.statusCode).send(body);
}

/** Records an accepted upload of `userId` as a special-instructions file; returns the row. */
export function saveUpload(
  db: Db,
  userId: number,
  file: StoredFile & { name: string },
  kind: SpecialQuoteKind,
) {
  return saveSpecialQuoteFile(db, {
    id: file.id,
    userId,
    fileName: file.name,
    kind,
    size: file.size,
  });
}

/** True when a body names a user id (optional in spec §7) that is not the viewer's. */
export function namesOtherUser(userId: unknown, viewer: Viewer): boolean {
  return userId !== undefined && userId !== '' && Number(userId) !== viewer.userId;
}

/** Runs `work`; an OrderError it throws is answered with the api's error body (others rethrown). */
export async function answerOrderErrors<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderError) return replyError(reply, error);
    throw error;
  }
}
