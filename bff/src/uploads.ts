/**
 * GraphQL multipart uploads (architecture: uploads with graphql-upload-minimal; spec §2 Contact
 * section file). Parses multipart /graphql requests that carry the `Apollo-Require-Preflight` (or
 * `x-apollo-operation-name`) header, and re-encodes an uploaded file as a streamed
 * multipart/form-data body for the REST api, so a file is never held in memory whole.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { processRequest } from 'graphql-upload-minimal';

/** Largest uploaded file the bff accepts by default: 10 MB (bytes), the api's own limit. */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Options of {@link registerGraphqlUploads}. */
export interface GraphqlUploadOptions {
  /** Largest file in bytes (default {@link DEFAULT_MAX_UPLOAD_BYTES}). */
  maxFileSize?: number;
  /** Most files per request (default 1). */
  maxFiles?: number;
}

/** True when a request carries a header that Apollo's CSRF prevention accepts as non-simple. */
function hasPreflightHeader(headers: Record<string, unknown>): boolean {
  const value = headers['apollo-require-preflight'] ?? headers['x-apollo-operation-name'];
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Lets /graphql accept GraphQL multipart requests: a multipart/form-data body is left unparsed by
 * Fastify and handed to graphql-upload-minimal's `processRequest` (limits: `maxFileSize`,
 * `maxFiles`), whose operation becomes the request body. Without the preflight header the body is
 * not parsed, so Apollo's CSRF prevention refuses the request (400). Upload errors (too many files,
 * malformed map) answer their HTTP status with a JSON `{ errors: [{ message }] }` body.
 */
export function registerGraphqlUploads(
  app: FastifyInstance,
  options: GraphqlUploadOptions = {},
): void {
  const limits = {
    maxFileSize: options.maxFileSize ?? DEFAULT_MAX_UPLOAD_BYTES,
    maxFiles: options.maxFiles ?? 1,
  };
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/graphql')) return;
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) return;
    if (!hasPreflightHeader(request.headers)) return;
    try {
      request.body = await processRequest(request.raw, reply.raw, limits);
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
      const message = error instanceof Error ? error.message : 'Invalid multipart request.';
      return reply
        .code(code)
        .send({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
    }
  });
}

/** A file to forward: its name and type as the browser sent them, and the upload stream. */
export interface OutgoingFile {
  filename: string;
  mimetype: string;
  stream: Readable;
}

/** A streamed multipart/form-data body for the api. `truncated` becomes true when the file hit the upload limit. */
export interface MultipartBody {
  contentType: string;
  /** The encoded body, streamed. */
  body: Readable;
  /** Set while streaming: true when the file was cut at the bff's size limit (body then errors). */
  state: { truncated: boolean };
}

/** Thrown by a multipart body whose file exceeded the bff's upload limit. */
export class UploadTooLargeError extends Error {
  constructor() {
    super('The uploaded file is too large.');
    this.name = 'UploadTooLargeError';
  }
}

/** Escapes a name or file name for a Content-Disposition header (HTML form encoding rules). */
function escapeQuoted(value: string): string {
  return value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

/**
 * Encodes text fields and an optional file as a multipart/form-data body that streams the file
 * (RFC 7578). When the file stream was truncated by the upload limit, the body throws
 * {@link UploadTooLargeError} instead of finishing, so a cut file is never stored.
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: OutgoingFile,
  fileField = 'file',
): MultipartBody {
  const boundary = `----serena${randomBytes(12).toString('hex')}`;
  const encoder = new TextEncoder();
  const state = { truncated: false };
  async function* generate(): AsyncGenerator<Uint8Array> {
    for (const [name, value] of Object.entries(fields)) {
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${escapeQuoted(name)}"\r\n\r\n${value}\r\n`,
      );
    }
    if (file) {
      const type = /^[\w.+-]+\/[\w.+-]+$/.test(file.mimetype)
        ? file.mimetype
        : 'application/octet-stream';
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${escapeQuoted(fileField)}"; ` +
          `filename="${escapeQuoted(file.filename)}"\r\nContent-Type: ${type}\r\n\r\n`,
      );
      file.stream.once('limit', () => {
        state.truncated = true;
      });
      for await (const chunk of file.stream) {
        if (state.truncated) break;
        yield chunk instanceof Uint8Array ? chunk : encoder.encode(String(chunk));
      }
      if (state.truncated || (file.stream as Readable & { truncated?: boolean }).truncated) {
        state.truncated = true;
        throw new UploadTooLargeError();
      }
      yield encoder.encode('\r\n');
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Readable.from(generate(), { objectMode: false }),
    state,
  };
}

/** True when `value` is a body made by {@link multipartBody}. */
export function isMultipartBody(value: unknown): value is MultipartBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MultipartBody).contentType === 'string' &&
    typeof (value as MultipartBody).state === 'object' &&
    (value as MultipartBody).body instanceof Readable
  );
}
