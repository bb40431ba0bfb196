/**
 * The company admin's mutations and accepting an invitation (issue 24 "Companies and users"). Thin:
 * camelCase input to the api's snake_case (limits: euro strings to integer gross cents), the api's
 * 400 and 404 answers to `userErrors` (code INVALID, NOT_FOUND); a visitor is UNAUTHENTICATED and
 * any role but COMPANY_ADMIN FORBIDDEN — the api decides both (companies/guard.ts), the bff only
 * passes the viewer's token on.
 */
import type {
  MutationResolvers,
  UpdateCompanyUserInput,
} from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { parseEuroAmount } from '../../domain/money.js';
import { requireToken } from '../../session/viewer.js';
import type {
  CompanyAccessChange,
  CompanyUserChangeResponse,
  UpdateCompanyUserBody,
} from '../../upstream/company.js';
import { upstreamUserErrors, type UpstreamUserError } from '../user-errors.js';
import { parseId } from '../input.js';
import { startSession } from './accounts.js';

/** The message of a limit that is not a euro amount. */
export const INVALID_LIMIT = 'Enter the limit in euros, e.g. 1000.00, or leave it empty for none.';

/** The message of a user id that is not a number. */
const UNKNOWN_USER = 'Company user not found';

/** The api's 400/404 refusals as userErrors; anything else is rethrown. */
function refusals(error: unknown): UpstreamUserError[] {
  const userErrors = upstreamUserErrors(error, { statuses: { 400: 'INVALID', 404: 'NOT_FOUND' } });
  if (!userErrors) throw error;
  return userErrors;
}

/** A payload refused with one userError. */
function refused(field: string | null, message: string, code: string) {
  return { user: null, message: null, userErrors: [{ field, message, code }] };
}

/**
 * A limit in euros to cents: undefined when absent, null for an empty string (no limit).
 * @throws RangeError for anything else that is not a euro amount of 0 or more.
 */
function limitCents(euros: string | null | undefined): number | null | undefined {
  if (euros === null || euros === undefined) return undefined;
  if (euros.trim() === '') return null;
  const cents = parseEuroAmount(euros.trim());
  if (cents === null || cents < 0) throw new RangeError(INVALID_LIMIT);
  return cents;
}

/** The api's PATCH body of an update, or the field whose limit is malformed. */
function updateBody(
  input: UpdateCompanyUserInput,
): { ok: true; body: UpdateCompanyUserBody } | { ok: false; field: string } {
  const body: UpdateCompanyUserBody = {};
  if (input.role) body.role = input.role;
  for (const [field, value] of [
    ['order_limit_cents', input.orderLimit],
    ['month_limit_cents', input.monthLimit],
  ] as const) {
    try {
      const cents = limitCents(value);
      if (cents !== undefined) body[field] = cents;
    } catch {
      return { ok: false, field: field === 'order_limit_cents' ? 'orderLimit' : 'monthLimit' };
    }
  }
  return { ok: true, body };
}

/** Runs a change of company user `id` (an ID argument) and answers its payload. */
async function change(
  context: GraphQLContext,
  id: string,
  run: (userId: number, token: string) => Promise<CompanyUserChangeResponse>,
) {
  const token = requireToken(context);
  const userId = parseId(id);
  if (userId === null) return refused('userId', UNKNOWN_USER, 'NOT_FOUND');
  try {
    const answer = await run(userId, token);
    return { user: answer.user, message: answer.message, userErrors: [] };
  } catch (error) {
    return { user: null, message: null, userErrors: refusals(error) };
  }
}

/** An access change (suspend, reinstate, remove) of the user `userId`. */
function accessChange(kind: CompanyAccessChange) {
  return (_p: unknown, { userId }: { userId: string }, context: GraphQLContext) =>
    change(context, userId, (id, token) => context.upstream.company.changeAccess(id, kind, token));
}

/** The company mutations, spread into the Mutation resolver map (Mutation.ts). */
export const companyMutations = {
  async inviteCompanyUser(_p, { input }, context) {
    const token = requireToken(context);
    try {
      const body = { email: input.email, full_name: input.fullName, role: input.role };
      const answer = await context.upstream.company.inviteUser(body, token);
      return { user: answer.user, message: answer.message, userErrors: [] };
    } catch (error) {
      return { user: null, message: null, userErrors: refusals(error) };
    }
  },

  updateCompanyUser(_p, { input }, context) {
    const parsed = updateBody(input);
    if (!parsed.ok) {
      requireToken(context);
      return Promise.resolve(refused(parsed.field, INVALID_LIMIT, 'INVALID'));
    }
    return change(context, input.userId, (id, token) =>
      context.upstream.company.updateUser(id, parsed.body, token),
    );
  },

  suspendCompanyUser: accessChange('suspend'),
  reinstateCompanyUser: accessChange('reinstate'),
  reinviteCompanyUser: accessChange('reinvite'),
  removeCompanyUser: accessChange('remove'),

  async acceptInvitation(_p, { token, password }, context) {
    try {
      const answer = await context.upstream.company.acceptInvitation({ token, password });
      startSession(context, answer.token, answer.user, answer.deviceToken);
      return { user: answer.user, userErrors: [] };
    } catch (error) {
      const userErrors = upstreamUserErrors(error, { statuses: { 400: 'INVALID' } });
      if (!userErrors) throw error;
      return { user: null, userErrors };
    }
  },
} satisfies MutationResolvers;
