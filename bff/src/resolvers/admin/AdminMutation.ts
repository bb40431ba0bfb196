import type { AdminMutationResolvers } from '../../__generated__/resolvers-types.js';
import type {
  AccountAction,
  AccountChangeResponse,
  AdminAccountDto,
} from '../../upstream/admin-types.js';
import type { AdminScope } from './guard.js';
import { notImplemented } from './guard.js';
import { attempt, invalid, numericId, type AdminUserError } from './payload.js';
import type { GraphQLContext } from '../../context.js';

const ACCOUNT_FIELDS = { credit_limit: 'creditLimit', amount: 'amount', note: 'note' };

/** An AdminAccountPayload as the resolvers build it. */
interface AccountPayload {
  account: AdminAccountDto | null;
  message: string | null;
  userErrors: AdminUserError[];
}

/** Runs an account change and shapes its AdminAccountPayload. */
function accountChange(
  id: string,
  run: (accountId: number) => Promise<AccountChangeResponse>,
): Promise<AccountPayload> {
  const accountId = numericId(id);
  if (accountId === null) {
    return Promise.resolve({
      account: null,
      message: null,
      userErrors: [{ field: 'id', message: `No account with id ${id}`, code: 'NOT_FOUND' }],
    });
  }
  return attempt<AccountPayload>(
    async () => {
      const answer = await run(accountId);
      return { account: answer.account, message: answer.message, userErrors: [] };
    },
    (userErrors) => ({ account: null, message: null, userErrors }),
    ACCOUNT_FIELDS,
  );
}

/** A status change of an account. */
const statusChange =
  (action: AccountAction) =>
  (scope: AdminScope, { id }: { id: string }, { upstream }: GraphQLContext) =>
    accountChange(id, (accountId) =>
      upstream.admin.changeAccountStatus(accountId, action, scope.token),
    );

/**
 * The admin console's writes (issue 9). The parent is the admin scope (its token), given only
 * after the namespace guard. Refusals come back as userErrors.
 */
export const AdminMutation: AdminMutationResolvers = {
  catalog: (scope) => scope,
  approveAccount: statusChange('approve'),
  rejectAccount: statusChange('reject'),
  blockAccount: statusChange('block'),
  unblockAccount: statusChange('unblock'),

  setCreditLimit: (scope, { id, creditLimit }, { upstream }) =>
    accountChange(id, (accountId) =>
      upstream.admin.setCreditLimit(accountId, creditLimit.trim(), scope.token),
    ),

  recordPayment: (scope, { id, amount, note }, { upstream }) => {
    if (note && note.length > 500) {
      return {
        account: null,
        message: null,
        userErrors: invalid('note', 'note is at most 500 characters'),
      };
    }
    return accountChange(id, (accountId) =>
      upstream.admin.recordPayment(accountId, amount.trim(), note?.trim() || null, scope.token),
    );
  },

  setOrderDeliveryStatus: () => notImplemented('setOrderDeliveryStatus'),
  cancelOrder: () => notImplemented('cancelOrder'),
  updateContactMessage: () => notImplemented('updateContactMessage'),
  updateCallbackRequest: () => notImplemented('updateCallbackRequest'),
  createNews: () => notImplemented('createNews'),
  updateNews: () => notImplemented('updateNews'),
  deleteNews: () => notImplemented('deleteNews'),
  reorderNews: () => notImplemented('reorderNews'),
  addDeliveryStatus: () => notImplemented('addDeliveryStatus'),
  renameDeliveryStatus: () => notImplemented('renameDeliveryStatus'),
  reorderDeliveryStatuses: () => notImplemented('reorderDeliveryStatuses'),
};
