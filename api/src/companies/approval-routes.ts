/**
 * The order-approval routes of trade companies (issue 24 "Spending limits and approval"), every
 * one guarded by company role (guard.ts) and scoped to the caller's company (another company's
 * request is 404):
 * - GET /api/company/approvals — the company's approval requests (a BUYER sees only their own);
 * - POST /api/company/approvals/{approvalId}/approve | /reject { note? } — APPROVER or
 *   COMPANY_ADMIN, never the placer (403); approval places the orders (invoice, mails);
 * - GET | PUT /api/company/approval-rule — orders above an amount always need approval
 *   (reading: any company user; changing: COMPANY_ADMIN, audited).
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { COMPANY_ROLES, users } from '../db/schema/accounts.js';
import { audited } from '../admin/audit.js';
import type { MailOutbox } from '../mail/outbox.js';
import { requireUser } from '../plugins/guards.js';
import { errorResponse } from '../schemas/dto.js';
import { answerOrderErrors } from '../orders/orders-replies.js';
import { orderDto, orderDtos } from '../orders/orders-dto.js';
import { queueOrderMails } from '../orders/order-outbox.js';
import {
  approvalDto,
  approvalParams,
  approvalRuleBody,
  decisionBody,
  toApprovalDto,
} from './approval-dto.js';
import { queueRejectedMail } from './approval-mails.js';
import { APPROVAL_MESSAGES, decideApproval, listApprovals } from './approvals.js';
import { requireCompanyRole } from './guard.js';
import type { ApprovalNotices } from './approval-events.js';

/** Options of {@link approvalRoutes}. */
export interface ApprovalRoutesOptions {
  db: Db;
  /** Live notice to the placer of a decided order (issue 24; none when absent). */
  approvalNotices?: ApprovalNotices;
  mail: MailOutbox;
  publicUrl: string;
  shopEmail?: string;
  /** Now, in ms (tests move it past the 7 days). */
  clock: () => number;
}

const failures = {
  400: errorResponse,
  401: errorResponse,
  402: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
} as const;
const doc = { tags: ['company'], security: [{ bearer: [] }] };
const anyCompanyUser = requireCompanyRole(...COMPANY_ROLES);
const approvers = requireCompanyRole('APPROVER', 'COMPANY_ADMIN');
const ruleDto = z.object({
  success: z.literal(true),
  approval_above_cents: z.number().int().nullable(),
});

/** Registers the approval routes (see the file comment). */
export const approvalRoutes: FastifyPluginCallbackZod<ApprovalRoutesOptions> = (r, opts, done) => {
  const { db, mail, clock } = opts;
  const now = () => new Date(clock());
  const orderMails = {
    mail,
    publicUrl: opts.publicUrl,
    seller: r.books.seller,
    shopEmail: opts.shopEmail,
  };

  r.get(
    '/api/company/approvals',
    {
      schema: {
        ...doc,
        operationId: 'listApprovals',
        summary: "The company's orders awaiting or past approval, newest first (a BUYER: own)",
        response: {
          200: z.object({ success: z.literal(true), approvals: z.array(approvalDto) }),
          ...failures,
        },
      },
      preHandler: anyCompanyUser,
    },
    async (request) => {
      const viewer = request.viewer!;
      const own = viewer.companyRole === 'BUYER' ? viewer.userId : undefined;
      const views = await listApprovals(db, viewer.accountId, now(), own);
      return { success: true as const, approvals: views.map((v) => toApprovalDto(v, viewer)) };
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/api/company/approvals/:approvalId/${decision}`,
      {
        schema: {
          ...doc,
          operationId: `${decision}Order`,
          summary:
            decision === 'approve'
              ? 'Approve an order awaiting approval: it is placed (APPROVER, COMPANY_ADMIN)'
              : 'Reject an order awaiting approval: its credit is released (APPROVER, COMPANY_ADMIN)',
          description: 'No one decides their own order (403); a decided or expired one is 409.',
          params: approvalParams,
          body: decisionBody,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              approval: approvalDto,
              orders: z.array(orderDto),
            }),
            ...failures,
          },
        },
        preHandler: approvers,
      },
      async (request, reply) =>
        answerOrderErrors(reply, async () => {
          const viewer = request.viewer!;
          const approver = await requireUser(db, request);
          const decided = await decideApproval(
            db,
            {
              approvalId: request.params.approvalId,
              approve: decision === 'approve',
              note: request.body?.note ?? null,
              approver,
              accountId: viewer.accountId,
              now: now(),
            },
            r.books,
            (tx, placed) => queueOrderMails(orderMails, tx, viewer.accountId, placed),
            (tx, approval) => queueRejectedMail(orderMails, tx, approval),
          );
          await mail.afterCommit();
          const [view] = (await listApprovals(db, viewer.accountId, now())).filter(
            (v) => v.row.id === decided.approval.id,
          );
          await opts.approvalNotices?.decided(decided.approval, view?.placedBy ?? null);
          return {
            success: true as const,
            message:
              decision === 'approve' ? APPROVAL_MESSAGES.approved : APPROVAL_MESSAGES.rejected,
            approval: toApprovalDto(view!, viewer),
            orders: await orderDtos(db, decided.placed),
          };
        }),
    );
  }

  r.get(
    '/api/company/approval-rule',
    {
      schema: {
        ...doc,
        operationId: 'getApprovalRule',
        summary: 'The company rule: orders above this gross amount always need approval',
        response: { 200: ruleDto, ...failures },
      },
      preHandler: anyCompanyUser,
    },
    async (request) => {
      const [row] = await db
        .select({ cents: users.approvalAboveCents })
        .from(users)
        .where(eq(users.id, request.viewer!.accountId));
      return { success: true as const, approval_above_cents: row?.cents ?? null };
    },
  );

  r.put(
    '/api/company/approval-rule',
    {
      schema: {
        ...doc,
        operationId: 'setApprovalRule',
        summary: 'Set or clear (null) the amount above which orders need approval (COMPANY_ADMIN)',
        body: approvalRuleBody,
        response: { 200: ruleDto, ...failures },
      },
      preHandler: requireCompanyRole('COMPANY_ADMIN'),
    },
    async (request) => {
      const user = await requireUser(db, request);
      const accountId = request.viewer!.accountId;
      const cents = request.body.approval_above_cents;
      const subject = { entity: 'account' as const, entityId: accountId, action: 'approval_rule' };
      await audited(db, { userId: user.id, label: user.email }, subject, async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, accountId));
        await tx.update(users).set({ approvalAboveCents: cents }).where(eq(users.id, accountId));
        return {
          before: { approvalAboveCents: before?.approvalAboveCents ?? null },
          after: { approvalAboveCents: cents },
          result: null,
        };
      });
      return { success: true as const, approval_above_cents: cents };
    },
  );
  done();
};
