/**
 * Admin inbox routes (issue 9), inside the admin scope: GET /api/admin/inbox/contact-messages,
 * GET /api/admin/inbox/callback-requests (state filter, newest first, paged),
 * GET /api/admin/inbox/contact-messages/{id}/file (the attachment),
 * PATCH /api/admin/inbox/{contact-messages|callback-requests}/{id} (read, handled, note).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminError } from '../errors.js';
import {
  findContactMessage,
  INBOX_STATES,
  inboxCallbackDto,
  inboxContactDto,
  listInbox,
  MAX_NOTE_LENGTH,
  updateInbox,
} from '../inbox.js';
import type { FileStorage } from '../../files/file-storage.js';
import type { AccountsRouteOptions } from '../../accounts/auth-routes.js';
import { actorOf } from './guard.js';
import { sendAttachment } from './orders.js';
import { adminFailures, adminPage, answerAdmin, idParams, pageQuery } from './shared.js';

const updateBody = z.object({
  read: z.boolean().optional(),
  handled: z.boolean().optional(),
  note: z.string().max(MAX_NOTE_LENGTH).optional(),
});

/** Registers the admin inbox routes (inside the admin scope). */
export function adminInboxRoutes(
  app: FastifyInstance,
  opts: AccountsRouteOptions & { storage: FileStorage },
): void {
  const { db, deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const kinds = [
    ['contact', 'contact-messages', inboxContactDto, 'Contact messages'],
    ['callback', 'callback-requests', inboxCallbackDto, 'Callback requests'],
  ] as const;

  for (const [kind, path, dto, label] of kinds) {
    r.get(
      `/api/admin/inbox/${path}`,
      {
        schema: {
          tags,
          summary: `${label}, newest first; state all, unread, unhandled or handled`,
          querystring: z.object({ state: z.enum(INBOX_STATES).default('all'), ...pageQuery }),
          response: { 200: adminPage(dto), ...adminFailures },
        },
      },
      async (request) => {
        const { state, page, pageSize } = request.query;
        return {
          success: true as const,
          ...(await listInbox(db, kind, state, page, pageSize)),
        };
      },
    );

    r.patch(
      `/api/admin/inbox/${path}/:id`,
      {
        schema: {
          tags,
          summary: `Mark one of the ${label.toLowerCase()} read or handled, or set its note`,
          params: idParams,
          body: updateBody,
          response: {
            200: z.object({ success: z.literal(true), item: dto }),
            ...adminFailures,
          },
        },
      },
      async (request, reply) =>
        answerAdmin(reply, async () => ({
          success: true as const,
          item: await updateInbox(
            db,
            actorOf(request),
            kind,
            request.params.id,
            request.body,
            new Date(deps.clock()),
          ),
        })),
    );
  }

  r.get(
    '/api/admin/inbox/contact-messages/:id/file',
    {
      schema: {
        tags,
        summary: "Download a contact message's attached file (admins only)",
        params: idParams,
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const message = await findContactMessage(db, request.params.id);
        if (!message?.file) {
          throw new AdminError(404, 'NOT_FOUND', 'This contact message has no attached file');
        }
        return sendAttachment(reply, opts.storage, 'contact', message.file);
      }),
  );
}
