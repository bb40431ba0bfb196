/**
 * Resolvers of the visitor forms (spec §2 Contact section and Request A Callback, §7, §8):
 * `sendContactMessage` streams the optional upload to POST /api/user/contact-us as multipart;
 * `requestCallback` posts to /api/user/request-call. Business failures (bad input, a repeated
 * message, a file too large) are `userErrors`; faults stay GraphQL errors (UPSTREAM_UNAVAILABLE,
 * RATE_LIMITED, INTERNAL_SERVER_ERROR).
 */
import type { Readable } from 'node:stream';
import type { MutationResolvers, UserError } from '../../__generated__/resolvers-types.js';
import { DEFAULT_MAX_UPLOAD_BYTES, type OutgoingFile } from '../../uploads.js';
import { upstreamUserErrors } from '../user-errors.js';

/** Spec §8: the answer to a repeated contact message. */
export const DUPLICATE_MESSAGE = 'You have already submitted this message.';
/** Message for an attachment over the upload limit. */
export const FILE_TOO_LARGE_MESSAGE = `The file is too large (at most ${DEFAULT_MAX_UPLOAD_BYTES / (1024 * 1024)} MB).`;

/**
 * Turns an upstream failure into userErrors when it is a business failure (resolvers/user-errors.ts):
 * 409 -> DUPLICATE, 400/422 -> one INVALID error per field, 413 -> FILE_TOO_LARGE. Returns null for
 * anything else.
 */
export function formUserErrors(error: unknown): UserError[] | null {
  return upstreamUserErrors(error, {
    statuses: {
      409: { code: 'DUPLICATE', message: DUPLICATE_MESSAGE },
      413: { code: 'FILE_TOO_LARGE', field: 'file', fallback: FILE_TOO_LARGE_MESSAGE },
      400: 'INVALID',
      422: 'INVALID',
    },
  });
}

/** True when busboy cut the upload stream at the bff's size limit. */
function isTruncated(stream: Readable): boolean {
  return (stream as { truncated?: unknown }).truncated === true;
}

/** Spec §7 contact-us via the api; the optional file is streamed, never buffered whole. */
const sendContactMessage: NonNullable<MutationResolvers['sendContactMessage']> = async (
  _parent,
  { input, file },
  { upstream, clientAddress },
) => {
  const upload = file ? await file : undefined;
  let outgoing: OutgoingFile | undefined;
  if (upload) {
    outgoing = {
      filename: upload.filename,
      mimetype: upload.mimetype,
      stream: upload.createReadStream(),
    };
  }
  try {
    const answer = await upstream.sendContactMessage(
      {
        fullName: input.fullName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        message: input.message,
      },
      outgoing,
      clientAddress,
    );
    return { success: true, message: answer.data?.message ?? answer.message, userErrors: [] };
  } catch (error) {
    if (outgoing && isTruncated(outgoing.stream)) {
      outgoing.stream.resume();
      return {
        success: false,
        message: FILE_TOO_LARGE_MESSAGE,
        userErrors: [{ field: 'file', message: FILE_TOO_LARGE_MESSAGE, code: 'FILE_TOO_LARGE' }],
      };
    }
    const userErrors = formUserErrors(error);
    if (!userErrors) throw error;
    return { success: false, message: userErrors[0]?.message ?? null, userErrors };
  }
};

/** Spec §7 request-call; `message` is the api's `data.message` for the success toast. */
const requestCallback: NonNullable<MutationResolvers['requestCallback']> = async (
  _parent,
  { input },
  { upstream, clientAddress },
) => {
  try {
    const answer = await upstream.requestCallback(
      {
        name: input.name,
        companyName: input.companyName,
        phoneNumber: input.phoneNumber,
        message: input.message,
      },
      clientAddress,
    );
    return { success: true, message: answer.data.message, userErrors: [] };
  } catch (error) {
    const userErrors = formUserErrors(error);
    if (!userErrors) throw error;
    return { success: false, message: userErrors[0]?.message ?? null, userErrors };
  }
};

/** The form mutations, spread into the Mutation resolver map (Mutation.ts). */
export const formMutations = { sendContactMessage, requestCallback } satisfies MutationResolvers;
