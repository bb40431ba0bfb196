/**
 * Admin account note routes (issue 26), inside the admin scope: GET /api/admin/accounts/{id}/notes
 * (newest first) and POST /api/admin/accounts/{id}/notes { body } (audited). Staff only: no
 * storefront route reads notes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { addAccountNote, listAccountNotes, MAX_NOTE_LENGTH } from '../account-notes.js';
import { actorOf } from './guard.js';
import { adminFailures, answerAdmin, idParams } from './shared.js';

/** A note on the admin wire. */
export const accountNoteDto = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  author: z.string().describe("the author's e-mail"),
  body: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});

/** Registers the account note routes (call inside the admin scope). */
export function adminAccountNoteRoutes(app: FastifyInstance, opts: { db: Db }): void {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/api/admin/accounts/:id/notes',
    {
      schema: {
        tags,
        summary: 'Staff notes on an account, newest first',
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), notes: z.array(accountNoteDto) }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => ({
        success: true as const,
        notes: await listAccountNotes(db, request.params.id),
      })),
  );

  r.post(
    '/api/admin/accounts/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add a staff note to an account (audited); 400 for an empty or too long note',
        params: idParams,
        body: z.object({
          body: z
            .string()
            .max(10_000)
            .describe(`1 to ${MAX_NOTE_LENGTH} characters after trimming`),
        }),
        response: {
          201: z.object({ success: z.literal(true), note: accountNoteDto }),
          ...adminFailures,
        },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const note = await addAccountNote(
          db,
          actorOf(request),
          request.params.id,
          request.body.body,
        );
        return reply.code(201).send({ success: true as const, note });
      }),
  );
}
