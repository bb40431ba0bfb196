/**
 * The one error handler of the api (design "Errors"): validation -> 400 with
 * `{ success:false, message, errors:[{field,message}] }`; missing things -> 404; any other 4xx keeps
 * its status; 5xx bodies say only "Internal server error" (the real error is logged).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { controlCharacterMessage, findControlCharacter } from '../lib/control-chars.js';
import { errorResponse } from '../schemas/dto.js';

/**
 * A refusal the one error handler answers with its status and `{ success: false, message }`:
 * throw it from a guard (plugins/guards.ts) or a handler instead of writing the reply there.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No valid session (or the wrong credentials at sign-in); answered 401, 'Unauthorized' by default. */
export class UnauthorizedError extends ApiError {
  constructor(message = 'Unauthorized') {
    super(401, message);
    this.name = 'UnauthorizedError';
  }
}

/** Signed in but not allowed (another customer's data, an account not approved); answered 403. */
export class ForbiddenError extends ApiError {
  constructor(message = 'Forbidden') {
    super(403, message);
    this.name = 'ForbiddenError';
  }
}

/** A resource that does not exist; answered 404 with `message`. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Bad input found after schema validation; answered 400 with one `{ field, message }`. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}

/** A field error in a 400 body. */
export interface FieldError {
  field: string;
  message: string;
}

/** Field name for a validation issue: its path ("priceRange.min"), else the request part ("body"). */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (path) return path;
  return context === 'querystring' ? 'query' : (context ?? 'request');
}

/** Turns zod's default wording into the api's: missing fields read "<field> is required". */
function messageOf(field: string, message: string): string {
  if (/received undefined/.test(message)) return `${field} is required`;
  if (/^Invalid input: expected object/.test(message) && (field === 'body' || field === 'query')) {
    return `${field} must be a JSON object`;
  }
  return message;
}

function statusOf(error: FastifyError): number {
  const s = error.statusCode;
  return typeof s === 'number' && s >= 400 && s < 600 ? s : 500;
}

/** Longest path parameter the router accepts (Fastify `maxParamLength`); longer answers 414. */
export const MAX_PARAM_LENGTH = 1000;

/**
 * Fastify `frameworkErrors`: a URL that does not decode answers 400, a path parameter over
 * MAX_PARAM_LENGTH 414, both in the api's error shape `{ success: false, message }`.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({
      success: false,
      message: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
    });
    return;
  }
  void reply.code(400).send({ success: false, message: 'The URL is not valid' });
}

/** Registers the error and not-found handlers on the root instance. */
export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation as { instancePath: string; message?: string }[];
        const errors: FieldError[] = issues.map((v) => {
          const field = fieldOf(v.instancePath, error.validationContext);
          return { field, message: messageOf(field, v.message ?? 'is invalid') };
        });
        return reply
          .code(400)
          .send({ success: false, message: errors.map((e) => e.message).join('; '), errors });
      }
      if (error instanceof BadRequestError) {
        return reply.code(400).send({
          success: false,
          message: error.message,
          errors: [{ field: error.field, message: error.message }],
        });
      }
      if (error instanceof ApiError) {
        return reply.code(error.statusCode).send({ success: false, message: error.message });
      }
      if (error instanceof NotFoundError) {
        return reply.code(404).send({ success: false, message: error.message });
      }
      const status = statusOf(error);
      if (status < 500) {
        if (
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
          error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ) {
          const message = 'body must be valid JSON';
          return reply
            .code(400)
            .send({ success: false, message, errors: [{ field: 'body', message }] });
        }
        return reply.code(status).send({ success: false, message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ success: false, message: 'Internal server error' });
    });

    // Control characters in any path parameter, query value or JSON body string: 400 before the
    // route's schema, handler or the database see them (issue 13; multipart forms check their
    // fields in validateForm).
    app.addHook('preValidation', (request, _reply, done) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = findControlCharacter(part);
        if (field) return done(new BadRequestError(field, controlCharacterMessage(field)));
      }
      done();
    });

    // Every route with path parameters documents the 414 of a parameter over MAX_PARAM_LENGTH.
    app.addHook('onRoute', (route) => {
      const response = route.schema?.response as Record<number, unknown> | undefined;
      if (route.url.includes(':') && response && !(414 in response)) {
        response[414] = errorResponse.describe(
          `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
        );
      }
    });

    app.setNotFoundHandler((request, reply) => {
      return reply.code(404).send({
        success: false,
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      });
    });
  },
  { name: 'errors' },
);
