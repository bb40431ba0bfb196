/**
 * Admin read side of the visitor forms (spec §3 Contact message and Callback request; §6 admin):
 * GET /api/admin/contact-messages and GET /api/admin/callback-requests list what visitors sent,
 * newest first. Allowed for a signed-in admin (bearer JWT of an approved admin) or with the admin
 * credential in `X-Admin-Token`, through the same guard as the other admin routes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listInbox, type InboxCallbackDto, type InboxContactDto } from '../inbox.js';
import { errorResponse } from '../../schemas/dto.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';

/** Rows returned when `limit` is not given. */
export const DEFAULT_ADMIN_FORMS_LIMIT = 50;
/** Most rows one request returns. */
export const MAX_ADMIN_FORMS_LIMIT = 200;

/** The attachment of a contact message: its sanitised original name, MIME type and size in bytes. */
export const contactFileDto = z.object({
  name: z.string().describe('sanitised original file name'),
  type: z.string().describe('MIME type as sent by the browser'),
  size: z.number().int().describe('bytes'),
});

/** One stored contact message (spec §3 field names) as the admin sees it. */
export const contactMessageDto = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  file: contactFileDto.nullable().describe('null when no file was attached'),
  createdAt: z.string().describe('ISO 8601'),
});

/** One stored Request A Callback (spec §3 field names) as the admin sees it. */
export const callbackRequestDto = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});

/** The §7 shape of a contact message, from the inbox's DTO (one query, one mapping of the rows). */
function legacyContact(item: InboxContactDto): z.infer<typeof contactMessageDto> {
  const { id, fullName, email, phoneNumber, message, file, createdAt } = item;
  const legacyFile = file && { name: file.fileName, type: file.contentType, size: file.size };
  return { id, fullName, email, phoneNumber, message, file: legacyFile, createdAt };
}

/** The §7 shape of a callback request, from the inbox's DTO. */
function legacyCallback(item: InboxCallbackDto): z.infer<typeof callbackRequestDto> {
  const { id, name, companyName, phoneNumber, message, createdAt } = item;
  return { id, name, companyName, phoneNumber, message, createdAt };
}

const limitQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      `rows to return, newest first (default ${DEFAULT_ADMIN_FORMS_LIMIT}; values above ` +
        `${MAX_ADMIN_FORMS_LIMIT} are capped)`,
    ),
});

const failures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  500: errorResponse,
} as const;

const rowsOf = (limit: number | undefined) =>
  Math.min(limit ?? DEFAULT_ADMIN_FORMS_LIMIT, MAX_ADMIN_FORMS_LIMIT);

/**
 * Registers GET /api/admin/contact-messages and GET /api/admin/callback-requests (call inside the
 * admin scope).
 */
export function adminFormRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/contact-messages',
    {
      schema: {
        summary: 'List Contact Us messages, newest first',
        tags: ['admin'],
        querystring: limitQuery,
        response: {
          200: z.object({ success: z.literal(true), messages: z.array(contactMessageDto) }),
          ...failures,
        },
      },
    },
    async (request) => {
      const page = await listInbox(db, 'contact', 'all', 1, rowsOf(request.query.limit));
      return { success: true as const, messages: page.nodes.map(legacyContact) };
    },
  );

  r.get(
    '/api/admin/callback-requests',
    {
      schema: {
        summary: 'List Request A Callback requests, newest first',
        tags: ['admin'],
        querystring: limitQuery,
        response: {
          200: z.object({ success: z.literal(true), requests: z.array(callbackRequestDto) }),
          ...failures,
        },
      },
    },
    async (request) => {
      const page = await listInbox(db, 'callback', 'all', 1, rowsOf(request.query.limit));
      return { success: true as const, requests: page.nodes.map(legacyCallback) };
    },
  );
}
