import { GraphQLError } from 'graphql';
import type { ErrorResponse } from './types.js';

/** GraphQL error codes the bff emits (architecture "Errors"). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'INTERNAL_SERVER_ERROR'
  | 'UPSTREAM_UNAVAILABLE';

/** Network-level error codes of undici / Node meaning the api cannot be reached in time. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);

const GENERIC_MESSAGES: Record<ErrorCode, string> = {
  BAD_USER_INPUT: 'Invalid input.',
  UNAUTHENTICATED: 'Please sign in.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'Conflict.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL_SERVER_ERROR: 'Something went wrong. Please try again.',
  UPSTREAM_UNAVAILABLE: 'The service is temporarily unavailable. Please try again.',
};

/**
 * Maps an upstream HTTP status to a GraphQL error code — the one place that does so
 * (architecture practice 3): 400/422 BAD_USER_INPUT, 401 UNAUTHENTICATED, 403 FORBIDDEN,
 * 404 NOT_FOUND, 409 CONFLICT, 429 RATE_LIMITED, 5xx (and anything else) INTERNAL_SERVER_ERROR.
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'INTERNAL_SERVER_ERROR';
  }
}

/**
 * Builds the GraphQL error for a non-2xx upstream answer. 4xx keep the api's message (and, for
 * 400, its field errors in `extensions.fieldErrors` and a catalog import's `problems` in
 * `extensions.problems`; an admin route's `code` in `extensions.apiCode`); 5xx get a generic message (nothing internal).
 * Returns the error; does not throw.
 */
export function upstreamHttpError(status: number, body: unknown): GraphQLError {
  const code = codeForStatus(status);
  const errorBody = asErrorResponse(body);
  const message = status < 500 && errorBody?.message ? errorBody.message : GENERIC_MESSAGES[code];
  const extensions: Record<string, unknown> = { code, upstreamStatus: status };
  if (errorBody?.code) extensions.apiCode = errorBody.code;
  if (code === 'BAD_USER_INPUT' && errorBody?.errors?.length) {
    extensions.fieldErrors = errorBody.errors.map((e) => ({ field: e.field, message: e.message }));
  }
  const problems = (body as { problems?: unknown } | null)?.problems;
  if (code === 'BAD_USER_INPUT' && Array.isArray(problems)) extensions.problems = problems;
  return new GraphQLError(message, { extensions });
}

/**
 * Builds the UPSTREAM_UNAVAILABLE error for a transport failure (connection refused, reset,
 * connect/headers/body timeout). Returns the error; does not throw.
 */
export function upstreamUnavailableError(cause: unknown): GraphQLError {
  return new GraphQLError(GENERIC_MESSAGES.UPSTREAM_UNAVAILABLE, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: networkCode(cause) ?? 'UNKNOWN' },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

/** Builds the error for an upstream 2xx answer whose body is not the expected JSON. */
export function upstreamInvalidResponseError(cause: unknown): GraphQLError {
  return new GraphQLError(GENERIC_MESSAGES.INTERNAL_SERVER_ERROR, {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

/** Builds a BAD_USER_INPUT error raised by the bff's own argument checks (field named in extensions). */
export function badUserInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) },
  });
}

/** True when a thrown value is a transport failure reaching the api (see UNAVAILABLE_CODES). */
export function isNetworkFailure(error: unknown): boolean {
  const code = networkCode(error);
  return code !== undefined && UNAVAILABLE_CODES.has(code);
}

/** Returns the GraphQL error code carried by an error, if any. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof GraphQLError) {
    const code = error.extensions.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

function networkCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return code;
    if (current instanceof AggregateError) {
      const inner: unknown[] = current.errors;
      for (const e of inner) {
        const innerCode = networkCode(e);
        if (innerCode) return innerCode;
      }
    }
    current = current.cause;
  }
  return undefined;
}

function asErrorResponse(body: unknown): (Partial<ErrorResponse> & { code?: string }) | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  const message = typeof b.message === 'string' ? b.message : undefined;
  const errors = Array.isArray(b.errors)
    ? b.errors
        .filter(
          (e): e is { field: string; message: string } =>
            typeof e === 'object' &&
            e !== null &&
            typeof (e as Record<string, unknown>).field === 'string' &&
            typeof (e as Record<string, unknown>).message === 'string',
        )
        .map((e) => ({ field: e.field, message: e.message }))
    : undefined;
  const code = typeof b.code === 'string' ? b.code : undefined;
  return { message, errors, code };
}
