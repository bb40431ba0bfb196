/**
 * Account mutations (spec §4 auth, §5 sign-up and password rules, §6 roles, §7 auth calls, §8
 * error catalogue; architecture "Session" and "Errors"). Thin: camelCase input to the api's
 * snake_case, the api's 4xx answers to `userErrors`, session cookies on sign-in and sign-out.
 * The bff only ever uses the viewer's own id, read from /api/auth/user/me with the viewer's token.
 */
import type {
  MutationResolvers,
  UpdateAccountInput,
  UserError,
} from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { createLoaders } from '../../upstream/loaders.js';
import { errorCode } from '../../upstream/errors.js';
import { unauthenticated } from '../../session/viewer.js';
import { upstreamUserErrors, type Refusal } from '../user-errors.js';
import type { UpdateUserBody, UserDto } from '../../upstream/types.js';

/** Spec §6/§8: newsletter messages for a visitor. */
export const SIGN_IN_TO_SUBSCRIBE = 'Please sign in to subscribe.';
/** Spec §8: unsubscribing while signed out. */
export const SIGN_IN_TO_MANAGE = 'Please sign in to manage subscriptions.';
/** Spec §8: forgot password for an unknown e-mail. */
export const UNKNOWN_EMAIL = 'This email does not exist.';
/** The api's answer to a wrong current password (update password). */
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * Maps an upstream 4xx to userErrors (resolvers/user-errors.ts): 400 -> one INVALID error per field
 * (snake_case field kept; a wrong current password WRONG_PASSWORD), 429 -> RATE_LIMITED, and the
 * statuses in `byStatus` to their codes or {@link Refusal}s. Rethrows anything else.
 */
function userErrorsOf(
  error: unknown,
  byStatus: Record<number, string | Refusal> = {},
): UserError[] {
  const userErrors = upstreamUserErrors(error, {
    statuses: { 400: 'INVALID', 429: 'RATE_LIMITED', ...byStatus },
    fieldCode: (message, code) => (message === WRONG_CURRENT_PASSWORD ? 'WRONG_PASSWORD' : code),
  });
  if (!userErrors) throw error;
  return userErrors;
}

/** Switches the rest of this request to `token` (null: visitor): prices and loaders follow it. */
function useToken(context: GraphQLContext, token: string | null): void {
  context.viewerToken = token;
  context.canSeePrices = token !== null;
  context.loaders = createLoaders(context.upstream, token, context.publicData);
}

/** Sets both session cookies and uses the new token for the rest of the request (login, accepting an invitation). */
export function startSession(
  context: GraphQLContext,
  token: string,
  user: UserDto,
  deviceToken?: string,
): void {
  context.session?.signIn(token, user, deviceToken);
  useToken(context, token);
}

/** Clears both session cookies and treats the rest of the request as a visitor's. */
function endSession(context: GraphQLContext): void {
  context.session?.clear();
  useToken(context, null);
}

/**
 * Returns the viewer's own account and token from /api/auth/user/me, or null when signed out or
 * the token is no longer valid. Other upstream failures are rethrown.
 */
async function viewerAccount(
  context: GraphQLContext,
): Promise<{ user: UserDto; token: string } | null> {
  const token = context.viewerToken;
  if (!token) return null;
  try {
    const { user } = await context.upstream.getMe(token);
    return { user, token };
  } catch (error) {
    if (errorCode(error) === 'UNAUTHENTICATED') return null;
    throw error;
  }
}

/** Like viewerAccount, but a GraphQL UNAUTHENTICATED error when there is no valid session. */
async function requireViewer(context: GraphQLContext): Promise<{ user: UserDto; token: string }> {
  const viewer = await viewerAccount(context);
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The api's snake_case body for the profile fields present (not null) in the input. */
export function updateUserBody(input: UpdateAccountInput): UpdateUserBody {
  const body: UpdateUserBody = {};
  const pairs: [keyof UpdateUserBody, string | null | undefined][] = [
    ['full_name', input.fullName],
    ['phone_number', input.phoneNumber],
    ['country', input.country],
    ['company_name', input.companyName],
    ['office_address', input.officeAddress],
    ['office_city', input.officeCity],
    ['office_eir_code', input.officeEircode],
    ['delivery_address', input.deliveryAddress],
    ['delivery_city', input.deliveryCity],
    ['delivery_eir_code', input.deliveryEircode],
    ['vat_number', input.vatNumber],
  ];
  for (const [field, value] of pairs) {
    if (value !== null && value !== undefined) Object.assign(body, { [field]: value });
  }
  return body;
}

/** Spec §7 login: cookies on success; 401 WRONG_CREDENTIALS, 403 NOT_APPROVED, 429 RATE_LIMITED. */
const login: NonNullable<MutationResolvers['login']> = async (_p, { email, password }, context) => {
  try {
    const answer = await context.upstream.login(
      { email, password, deviceToken: context.session?.deviceToken() },
      context.clientAddress,
    );
    startSession(context, answer.token, answer.user, answer.deviceToken);
    return { user: answer.user, userErrors: [] };
  } catch (error) {
    return {
      user: null,
      userErrors: userErrorsOf(error, { 401: 'WRONG_CREDENTIALS', 403: 'NOT_APPROVED' }),
    };
  }
};

/** Spec §4 logout: ends the api session (a dead token is fine), clears both cookies. Always true. */
const logout: NonNullable<MutationResolvers['logout']> = async (_p, _args, context) => {
  const token = context.viewerToken;
  if (token) {
    try {
      await context.upstream.logout(token);
    } catch (error) {
      if (errorCode(error) !== 'UNAUTHENTICATED') throw error;
    }
  }
  endSession(context);
  return true;
};

/** Spec §5 sign-up: the api's field errors become userErrors with the spec's messages. */
const register: NonNullable<MutationResolvers['register']> = async (_p, { input }, context) => {
  try {
    const answer = await context.upstream.register(
      {
        full_name: input.fullName,
        email: input.email,
        invoice_email: input.invoiceEmail,
        phone_number: input.phoneNumber,
        country: input.country,
        company_name: input.companyName,
        office_address: input.officeAddress,
        office_city: input.officeCity,
        office_eir_code: input.officeEircode,
        delivery_address: input.deliveryAddress,
        delivery_city: input.deliveryCity,
        delivery_eir_code: input.deliveryEircode,
        password: input.password,
        confirm_password: input.confirmPassword,
        ...(input.vatNumber?.trim() ? { vat_number: input.vatNumber } : {}),
      },
      context.clientAddress,
    );
    return { success: true, message: answer.message, userErrors: [] };
  } catch (error) {
    return { success: false, message: null, userErrors: userErrorsOf(error) };
  }
};

/** Spec §7 forgot-password: 404 -> 'This email does not exist.' (code NOT_FOUND, field email). */
const requestPasswordReset: NonNullable<MutationResolvers['requestPasswordReset']> = async (
  _p,
  { email },
  context,
) => {
  try {
    const answer = await context.upstream.forgotPassword(email, context.clientAddress);
    return { success: true, message: answer.message, userErrors: [] };
  } catch (error) {
    const userErrors = userErrorsOf(error, {
      404: { code: 'NOT_FOUND', field: 'email', message: UNKNOWN_EMAIL },
    });
    return { success: false, message: null, userErrors };
  }
};

/** Spec §7 reset-password: 'Invalid or expired reset link!' and password rules as userErrors. */
const resetPassword: NonNullable<MutationResolvers['resetPassword']> = async (
  _p,
  { token, password },
  context,
) => {
  try {
    const answer = await context.upstream.resetPassword({ token, password }, context.clientAddress);
    return { success: true, message: answer.message, userErrors: [] };
  } catch (error) {
    return { success: false, message: null, userErrors: userErrorsOf(error) };
  }
};

/**
 * Spec §6 account information: updates the viewer's own profile (e-mail, invoice e-mail and
 * credit limit are not in the input, so cannot change) and refreshes the `user` cookie.
 * @throws UNAUTHENTICATED without a valid session.
 */
const updateAccount: NonNullable<MutationResolvers['updateAccount']> = async (
  _p,
  { input },
  context,
) => {
  const { user, token } = await requireViewer(context);
  try {
    const answer = await context.upstream.updateUser(user.id, updateUserBody(input), token);
    context.session?.updateUser(answer.data);
    return { user: answer.data, message: answer.message, userErrors: [] };
  } catch (error) {
    return { user: null, message: null, userErrors: userErrorsOf(error) };
  }
};

/**
 * Spec §5 update password. The api ends every session of the account on success, so the bff signs
 * the viewer in again with the new password (new cookies) to keep this browser signed in; if that
 * fails the cookies are cleared.
 * @throws UNAUTHENTICATED without a valid session.
 */
const updatePassword: NonNullable<MutationResolvers['updatePassword']> = async (
  _p,
  { currentPassword, newPassword },
  context,
) => {
  const { user, token } = await requireViewer(context);
  let message: string;
  try {
    const answer = await context.upstream.updatePassword(
      user.id,
      { curr_password: currentPassword, new_password: newPassword },
      token,
    );
    message = answer.message;
  } catch (error) {
    return { success: false, message: null, userErrors: userErrorsOf(error) };
  }
  try {
    const again = await context.upstream.login(
      { email: user.email, password: newPassword, deviceToken: context.session?.deviceToken() },
      context.clientAddress,
    );
    startSession(context, again.token, again.user, again.deviceToken);
  } catch {
    endSession(context);
  }
  return { success: true, message, userErrors: [] };
};

/**
 * Spec §4 newsletter: sets the viewer's subscribe flag. A visitor gets the userError 'Please sign
 * in to subscribe.' (or '... to manage subscriptions.' when unsubscribing), code UNAUTHENTICATED.
 */
const setNewsletterSubscription: NonNullable<
  MutationResolvers['setNewsletterSubscription']
> = async (_p, { subscribed }, context) => {
  const viewer = await viewerAccount(context);
  if (!viewer) {
    const message = subscribed ? SIGN_IN_TO_SUBSCRIBE : SIGN_IN_TO_MANAGE;
    return { user: null, userErrors: [{ field: null, message, code: 'UNAUTHENTICATED' }] };
  }
  try {
    const answer = await context.upstream.updateUser(
      viewer.user.id,
      { subscribe: subscribed },
      viewer.token,
    );
    return { user: answer.data, userErrors: [] };
  } catch (error) {
    return { user: null, userErrors: userErrorsOf(error) };
  }
};

/** The account mutations, spread into the Mutation resolver map (Mutation.ts). */
export const accountMutations = {
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  updateAccount,
  updatePassword,
  setNewsletterSubscription,
} satisfies MutationResolvers;
