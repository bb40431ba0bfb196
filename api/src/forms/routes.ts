/**
 * Visitor forms of spec §7: POST /api/user/contact-us (multipart, optional file) and
 * POST /api/user/request-call (JSON). Rules and messages of spec §5 and §8; rows go to
 * contact_messages / callback_requests, files under DATA_DIR/uploads/contact, and the shop gets an
 * e-mail queued in the row's own transaction (the mail outbox, issue 27). Both routes are rate-limited per client address (@fastify/rate-limit route config).
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { documentedBody } from '../openapi/documented-body.js';
import { errorResponse } from '../schemas/dto.js';
import { requestCallBody } from '../schemas/request-bodies.js';
import type { FileStorage, StoredFile } from '../files/file-storage.js';
import { ATTACHMENT_TYPE_MESSAGE, checkAttachment } from './attachments.js';
import { sanitizeFileName } from '../files/service.js';
import {
  callbackMail,
  callbackRequestSchema,
  contactMail,
  contactMessageSchema,
  FORM_MESSAGES,
  saveCallbackRequest,
  saveContactMessage,
  validateForm,
  type FieldError,
} from './service.js';
import type { MailOutbox } from '../mail/outbox.js';

/** Default largest contact attachment: 10 MB (bytes). */
export const DEFAULT_MAX_CONTACT_FILE_BYTES = 10 * 1024 * 1024;
/** Largest text field accepted in the multipart body (bytes); longer values are refused. */
const MAX_FIELD_BYTES = 4096;
/** The contact form's text fields (spec §3 Contact message). */
const CONTACT_FIELDS = new Set(['fullName', 'email', 'phoneNumber', 'message']);

/** Options of {@link formsRoutes}. */
export interface FormsRoutesOptions {
  db: Db;
  /** Where attachments go (area `contact`): DATA_DIR/uploads or the database (FILE_STORAGE). */
  storage: FileStorage;
  /** The mail outbox: the shop's notice is queued with the stored message (issue 27). */
  mail: MailOutbox;
  /** The shop's address for notifications (SHOP_EMAIL). */
  shopEmail: string;
  /** Largest attachment in bytes (default 10 MB). */
  maxFileBytes?: number;
  /** Requests per address per minute on each route (default 10). */
  rateLimitPerMinute?: number;
}

const successResponse = z.object({
  success: z.literal(true),
  message: z.string().describe("'success' for contact-us (spec §7)"),
  data: z.object({ id: z.number().int(), message: z.string() }),
});

/** A 4xx answer raised while reading the multipart body. */
class FormError extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** A byte count for people: '10 MB', '1.5 MB' or '512 KB'. */
function mb(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function badRequest(reply: FastifyReply, errors: FieldError[]) {
  const message = errors.length === 1 && errors[0] ? errors[0].message : FORM_MESSAGES.invalidInput;
  return reply.code(400).send({ success: false as const, message, errors });
}

interface ContactUpload {
  fields: Record<string, string>;
  file: (StoredFile & { name: string; type: string }) | undefined;
}

/**
 * Reads the contact-us multipart body: text fields (first value of each) and at most one file,
 * streamed to disk. @throws FormError for a second file, an oversized file or field, too many parts.
 */
async function readContactMultipart(
  request: FastifyRequest,
  storage: FileStorage,
  maxFileBytes: number,
): Promise<ContactUpload> {
  const upload: ContactUpload = { fields: {}, file: undefined };
  const parts: AsyncIterableIterator<Multipart> = request.parts({
    limits: { files: 1, fileSize: maxFileBytes, fields: 8, fieldSize: MAX_FIELD_BYTES, parts: 9 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const stored = await storage.save('contact', part.file);
        if (part.file.truncated) {
          await storage.remove(stored);
          throw new FormError(413, `The file is too large (at most ${mb(maxFileBytes)}).`, 'file');
        }
        upload.file = {
          ...stored,
          name: sanitizeFileName(part.filename),
          type: part.mimetype || 'application/octet-stream',
        };
      } else if (CONTACT_FIELDS.has(part.fieldname) && !(part.fieldname in upload.fields)) {
        if (part.valueTruncated) {
          const message =
            part.fieldname === 'message'
              ? FORM_MESSAGES.contactMessageTooLong
              : FORM_MESSAGES.tooLong;
          throw new FormError(400, message, part.fieldname);
        }
        upload.fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    if (upload.file) await storage.remove(upload.file);
    if (error instanceof FormError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT')
      throw new FormError(400, 'Only one file can be attached.', 'file');
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new FormError(413, `The file is too large (at most ${mb(maxFileBytes)}).`, 'file');
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new FormError(400, 'Too many form fields.', 'form');
    }
    throw error;
  }
  return upload;
}

/**
 * Registers the spec §7 form routes. Route-level rate limits take effect when @fastify/rate-limit
 * is registered on the app (app.ts does so).
 */
export const formsRoutes: FastifyPluginAsyncZod<FormsRoutesOptions> = (app, options) => {
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_CONTACT_FILE_BYTES;
  const rateLimit = { max: options.rateLimitPerMinute ?? 10, timeWindow: '1 minute' };

  app.post(
    '/api/user/contact-us',
    {
      config: { rateLimit },
      schema: {
        tags: ['forms'],
        summary: 'Contact Us form (spec §2 Contact section, §5, §7)',
        description:
          'multipart/form-data with fullName, email, phoneNumber, message and an optional single ' +
          `file (at most ${mb(maxFileBytes)}). A JSON body without a file is accepted too.`,
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: successResponse,
          400: errorResponse.describe('Bad input (one error per field)'),
          409: errorResponse.describe("'You have already submitted this message.'"),
          413: errorResponse.describe('File too large'),
          429: errorResponse.describe('Too many requests'),
          500: errorResponse.describe('Internal server error'),
        },
      },
    },
    async (request, reply) => {
      let upload: ContactUpload;
      if (request.isMultipart()) {
        try {
          upload = await readContactMultipart(request, options.storage, maxFileBytes);
        } catch (error) {
          if (!(error instanceof FormError)) throw error;
          const errors = [{ field: error.field, message: error.message }];
          if (error.statusCode === 400) return badRequest(reply, errors);
          return reply.code(413).send({ success: false as const, message: error.message, errors });
        }
      } else {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const fields: Record<string, string> = {};
        for (const key of CONTACT_FIELDS) {
          if (typeof body[key] === 'string') fields[key] = body[key];
        }
        upload = { fields, file: undefined };
      }

      const file = upload.file;
      let content: Buffer | null = null;
      if (file) {
        content = (await options.storage.read(file.area, file.id)) ?? null;
        const kind = content ? await checkAttachment(content, file.name) : null;
        if (!kind?.ok) {
          await options.storage.remove(file);
          const message = kind?.message ?? ATTACHMENT_TYPE_MESSAGE;
          return badRequest(reply, [{ field: 'file', message }]);
        }
        file.type = kind.type;
      }
      const checked = validateForm(contactMessageSchema, upload.fields);
      if (!checked.ok) {
        if (file) await options.storage.remove(file);
        return badRequest(reply, checked.errors);
      }
      const attachment = file && { id: file.id, name: file.name, type: file.type, size: file.size };
      let row;
      try {
        row = await options.db.transaction(async (tx) => {
          const saved = await saveContactMessage(tx, checked.value, attachment);
          if (saved)
            await options.mail.enqueue(await contactMail(options.shopEmail, saved, content), tx);
          return saved;
        });
      } catch (error) {
        if (file) await options.storage.remove(file);
        throw error;
      }
      if (!row) {
        if (file) await options.storage.remove(file);
        return reply.code(409).send({ success: false as const, message: FORM_MESSAGES.duplicate });
      }
      await options.mail.afterCommit();
      return reply.code(201).send({
        success: true as const,
        message: 'success',
        data: { id: row.id, message: FORM_MESSAGES.contactSent },
      });
    },
  );

  app.post(
    '/api/user/request-call',
    {
      config: { rateLimit },
      // Validation is done by the handler so that every failure carries the spec §5 message.
      schema: {
        tags: ['forms'],
        summary: 'Request A Callback (spec §2, §5, §7)',
        body: documentedBody(
          requestCallBody,
          z
            .object({
              name: z.unknown(),
              companyName: z.unknown(),
              phoneNumber: z.unknown(),
              message: z.unknown(),
            })
            .partial()
            .nullish(),
        ),
        response: {
          201: successResponse,
          400: errorResponse.describe('Bad input (one error per field)'),
          429: errorResponse.describe('Too many requests'),
          500: errorResponse.describe('Internal server error'),
        },
      },
    },
    async (request, reply) => {
      const checked = validateForm(callbackRequestSchema, request.body);
      if (!checked.ok) return badRequest(reply, checked.errors);
      const row = await options.db.transaction(async (tx) => {
        const saved = await saveCallbackRequest(tx, checked.value);
        await options.mail.enqueue(await callbackMail(options.shopEmail, saved), tx);
        return saved;
      });
      await options.mail.afterCommit();
      return reply.code(201).send({
        success: true as const,
        message: 'success',
        data: { id: row.id, message: FORM_MESSAGES.callbackSent },
      });
    },
  );
  return Promise.resolve();
};
