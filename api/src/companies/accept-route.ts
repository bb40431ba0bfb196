/**
 * POST /api/auth/user/accept-invitation (issue 24): an invited company user sets their password
 * (the spec §5 sign-up rule) with the single-use link's token and is signed in — the answer is the
 * same as a sign-in's. A missing, unknown, used or expired token, or an invitation whose user was
 * removed since, answers 400 'Invalid or expired invitation link!'.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccountsRouteOptions } from '../accounts/auth-deps.js';
import { badRequest, failure } from '../accounts/auth-replies.js';
import { signedIn, signedInDto } from '../accounts/sign-in/answer.js';
import { handlerValidatedBody } from '../openapi/documented-body.js';
import { acceptInvitationBody } from './dto.js';
import { acceptInvitation } from './invitations.js';

/** Registers POST /api/auth/user/accept-invitation. */
export const acceptInvitationRoute: FastifyPluginCallbackZod<AccountsRouteOptions> = (
  r,
  { db, config, deps },
  done,
) => {
  r.post(
    '/api/auth/user/accept-invitation',
    {
      schema: {
        tags: ['auth'],
        operationId: 'acceptInvitation',
        summary: 'Accept a company invitation: set the password and sign in (issue 24)',
        security: [],
        body: handlerValidatedBody(acceptInvitationBody),
        response: { 200: signedInDto, 400: failure },
      },
    },
    async (request, reply) => {
      const now = new Date(deps.clock());
      const accepted = await acceptInvitation(db, request.body, now);
      if (!accepted.ok) return badRequest(reply, accepted.errors);
      request.log.info({ userId: accepted.value.id }, 'company invitation accepted');
      return reply.send(await signedIn(db, config.jwtSecret, accepted.value, now));
    },
  );
  done();
};
