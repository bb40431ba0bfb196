/**
 * The staff management routes (issue 26), inside the admin scope and OWNER-only by the route
 * permission table (`staff`):
 * - GET /api/admin/staff — active and invited staff;
 * - POST /api/admin/staff/invitations — invite `{ email, full_name, role }`: 201, link e-mailed;
 * - PUT /api/admin/staff/{id}/role — `{ role }`;
 * - DELETE /api/admin/staff/{id} — remove (sessions end at once).
 * Refusals: 400 (taken e-mail, last owner, oneself), 404 (unknown id), with `{ success: false }`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@serena/domain';
import type { AccountsRouteOptions } from '../accounts/auth-routes.js';
import { actorOf } from '../admin/routes/guard.js';
import { adminFailures, answerAdmin, idParams } from '../admin/routes/shared.js';
import { inviteBody } from '../companies/dto.js';
import { staffInvitationMail } from './mails.js';
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaff,
  STAFF_MESSAGES,
  type StaffMember,
} from './service.js';

const staffRole = z.enum(STAFF_ROLES, { message: 'Choose a staff role' });

const memberDto = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  role: staffRole,
  status: z.enum(['active', 'invited']),
  createdAt: z.string().describe('ISO 8601'),
});

const memberAnswer = z.object({ success: z.literal(true), message: z.string(), member: memberDto });

const toDto = (m: StaffMember) => ({ ...m, createdAt: m.createdAt.toISOString() });

/** Registers the staff routes (call inside the admin scope). */
export function adminStaffRoutes(app: FastifyInstance, opts: AccountsRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, deps, mail } = opts;
  const tags = ['admin'];
  const now = () => new Date(deps.clock());

  r.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        operationId: 'adminListStaff',
        summary: 'Active and invited staff with their roles (OWNER)',
        response: {
          200: z.object({ success: z.literal(true), staff: z.array(memberDto) }),
          ...adminFailures,
        },
      },
    },
    async () => ({ success: true as const, staff: (await listStaff(db)).map(toDto) }),
  );

  r.post(
    '/api/admin/staff/invitations',
    {
      schema: {
        tags,
        operationId: 'adminInviteStaff',
        summary: 'Invite a staff member by e-mail: a single-use link valid 7 days (OWNER)',
        body: inviteBody.extend({ role: staffRole }),
        response: { 201: memberAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const actor = actorOf(request);
        const invitee = { ...request.body, fullName: request.body.full_name };
        const issued = await inviteStaff(db, actor, invitee, now(), async (tx, sent) => {
          const message = await staffInvitationMail({
            to: sent.member.email,
            fullName: sent.member.fullName,
            inviterLabel: actor.label,
            role: sent.member.role,
            link: `${config.publicUrl}/accept-invitation?token=${encodeURIComponent(sent.token)}`,
          });
          await mail.enqueue(message, tx);
        });
        await mail.afterCommit();
        return reply.code(201).send({
          success: true as const,
          message: STAFF_MESSAGES.invited(issued.member.email),
          member: toDto(issued.member),
        });
      }),
  );

  r.put(
    '/api/admin/staff/:id/role',
    {
      schema: {
        tags,
        operationId: 'adminChangeStaffRole',
        summary: "Change a staff member's role; the last owner stays an owner (OWNER)",
        params: idParams,
        body: z.object({ role: staffRole }),
        response: { 200: memberAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const member = await changeStaffRole(
          db,
          actorOf(request),
          request.params.id,
          request.body.role,
        );
        const message = STAFF_MESSAGES.roleChanged(member.email, member.role);
        return { success: true as const, message, member: toDto(member) };
      }),
  );

  r.delete(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        operationId: 'adminRemoveStaff',
        summary: 'Remove a staff member; their sessions end at once (OWNER)',
        params: idParams,
        response: { 200: memberAnswer, ...adminFailures },
      },
    },
    async (request, reply) =>
      answerAdmin(reply, async () => {
        const member = await removeStaff(db, actorOf(request), request.params.id, now());
        const message = STAFF_MESSAGES.removed(member.email);
        return { success: true as const, message, member: toDto(member) };
      }),
  );
}
