/**
 * Admin read side of the visitor forms (spec §3 Contact message and Callback request; §6 admin):
 * GET /api/admin/contact-messages and GET /api/admin/callback-requests list what visitors sent,
 * newest first. Allowed for a signed-in admin (bearer JWT of an approved admin) or with the admin
 * credential in `X-Admin-Token`, through the same guard as the other admin routes.
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  callbackRequests,
  contactMessages,
  type CallbackRequestRow,
  type ContactMessageRow,
} from '../../db/schema/forms.js';
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

/** Returns the admin DTO of a contact message row (`file` null without an attachment). */
export function toContactMessageDto(row: ContactMessageRow): z.infer<typeof contactMessageDto> {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    file:
      row.fileId && row.fileName
        ? { name: row.fileName, type: row.fileType ?? '', size: row.fileSize ?? 0 }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Returns the admin DTO of a callback request row. */
export function toCallbackRequestDto(row: CallbackRequestRow): z.infer<typeof callbackRequestDto> {
  return {
    id: row.id,
    name: row.name,
    companyName: row.companyName,
    phoneNumber: row.phoneNumber,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Returns up to `limit` contact messages, newest first. */
export function listContactMessages(db: Db, limit: number): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** Returns up to `limit` callback requests, newest first. */
export function listCallbackRequests(db: Db, limit: number): Promise<CallbackRequestRow[]> {
  return db
    .select()
    .from(callbackRequests)
    .orderBy(desc(callbackRequests.createdAt), desc(callbackRequests.id))
    .limit(limit);
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
      const rows = await listContactMessages(db, rowsOf(request.query.limit));
      return { success: true as const, messages: rows.map(toContactMessageDto) };
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
      const rows = await listCallbackRequests(db, rowsOf(request.query.limit));
      return { success: true as const, requests: rows.map(toCallbackRequestDto) };
    },
  );
}
