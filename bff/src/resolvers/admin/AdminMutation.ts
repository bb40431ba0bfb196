import { staffMutations } from './staff-changes.js';
import type { AdminMutationResolvers, NewsInput } from '../../__generated__/resolvers-types.js';
import type {
  AdminDeliveryStatusDto,
  AdminNewsDto,
  AdminNewsInput,
  AdminOrderDto,
  InboxUpdateDto,
  OrderChangeResponse,
} from '../../upstream/admin-types.js';
import {
  accountChange,
  noteChange,
  paymentChange,
  paymentTermsChange,
  reversalChange,
  statusChange,
  vatNumberChange,
} from './account-changes.js';
import { attempt, invalid, numericId, type AdminUserError } from './payload.js';
import { pricingMutations } from './pricing/mutations.js';
import { quoteMutations } from './quotes/index.js';
import { jobMutations, refused, type JobPayload } from './jobs.js';
import { orderParams } from './AdminQuery.js';
import type { AdminScope } from '../../models.js';
import type { GraphQLContext } from '../../context.js';
import type { CompanyUserDto } from '../../upstream/company.js';

/** Longest reason of an order change (the api's limit). */
const MAX_REASON = 500;

/** The userErrors of an id that cannot exist. */
const unknownId = (field: string, what: string, id: string): AdminUserError[] => [
  { field, message: `No ${what} with id ${id}`, code: 'NOT_FOUND' },
];

/** Parses a list of GraphQL IDs; null when one is not an id. */
function numericIds(ids: readonly string[]): number[] | null {
  const parsed = ids.map(numericId);
  return parsed.every((id): id is number => id !== null) ? parsed : null;
}

/** A suspend or reinstate of one company user (issue 24) as its CompanyUserPayload. */
function companyUserAccess(change: 'suspend' | 'reinstate') {
  return (
    scope: AdminScope,
    { userId }: { userId: string },
    { upstream }: GraphQLContext,
  ): Promise<CompanyUserPayload> => {
    const failed = (userErrors: AdminUserError[]): CompanyUserPayload => ({
      user: null,
      message: null,
      userErrors,
    });
    const id = numericId(userId);
    if (id === null) return Promise.resolve(failed(unknownId('userId', 'company user', userId)));
    return attempt<CompanyUserPayload>(async () => {
      const answer = await upstream.admin.changeCompanyUserAccess(id, change, scope.token);
      return { user: answer.user, message: answer.message, userErrors: [] };
    }, failed);
  };
}

/** A CompanyUserPayload as the resolvers build it. */
interface CompanyUserPayload {
  user: CompanyUserDto | null;
  message: string | null;
  userErrors: AdminUserError[];
}

/** An AdminOrderPayload as the resolvers build it. */
interface OrderPayload {
  order: AdminOrderDto | null;
  message: string | null;
  userErrors: AdminUserError[];
}

/** Runs an order change and shapes its AdminOrderPayload; `reason` is checked first. */
function orderChange(
  id: string,
  reason: string | null | undefined,
  run: (orderId: number, reason: string | null) => Promise<OrderChangeResponse>,
): Promise<OrderPayload> {
  const failed = (userErrors: AdminUserError[]) => ({ order: null, message: null, userErrors });
  const orderId = numericId(id);
  if (orderId === null) return Promise.resolve(failed(unknownId('id', 'order', id)));
  const why = reason?.trim() || null;
  if (why && why.length > MAX_REASON) {
    return Promise.resolve(failed(invalid('reason', `reason is at most ${MAX_REASON} characters`)));
  }
  return attempt<OrderPayload>(
    async () => {
      const answer = await run(orderId, why);
      return { order: answer.order, message: answer.message, userErrors: [] };
    },
    failed,
    { deliveryStatus: 'deliveryStatus', reason: 'reason' },
  );
}

/** The api's inbox changes from the GraphQL input (null means "leave as it is"). */
function inboxChanges(input: {
  read?: boolean | null;
  handled?: boolean | null;
  note?: string | null;
}): InboxUpdateDto {
  return {
    ...(input.read == null ? {} : { read: input.read }),
    ...(input.handled == null ? {} : { handled: input.handled }),
    ...(input.note == null ? {} : { note: input.note.trim() }),
  };
}

/** Runs an inbox change; the payload's item field is `key`. */
async function inboxChange<K extends string, T>(
  key: K,
  id: string,
  run: (itemId: number) => Promise<{ item: T }>,
): Promise<Record<K, T | null> & { userErrors: AdminUserError[] }> {
  type Payload = Record<K, T | null> & { userErrors: AdminUserError[] };
  const failed = (userErrors: AdminUserError[]) => ({ [key]: null, userErrors }) as Payload;
  const itemId = numericId(id);
  if (itemId === null) return failed(unknownId('id', 'inbox item', id));
  return attempt<Payload>(
    async () => ({ [key]: (await run(itemId)).item, userErrors: [] }) as Payload,
    failed,
  );
}

/** Runs a news create or update and shapes its AdminNewsPayload. */
function newsChange(run: () => Promise<{ news: AdminNewsDto }>) {
  return attempt<{ news: AdminNewsDto | null; userErrors: AdminUserError[] }>(
    async () => ({ news: (await run()).news, userErrors: [] }),
    (userErrors) => ({ news: null, userErrors }),
    { contentHtml: 'contentHtml', title: 'title', publishAt: 'publishAt' },
  );
}

/** A NewsInput as the api's news body (state in lower case). */
function newsBody(input: NewsInput): AdminNewsInput {
  return {
    contentHtml: input.contentHtml,
    ...(input.title == null ? {} : { title: input.title }),
    ...(input.status == null ? {} : { status: input.status === 'DRAFT' ? 'draft' : 'published' }),
    ...(input.publishAt == null ? {} : { publishAt: input.publishAt }),
  };
}

/** Runs a delivery status change and shapes its AdminDeliveryStatusesPayload. */
function statusesChange(run: () => Promise<{ deliveryStatuses: AdminDeliveryStatusDto[] }>) {
  return attempt<{ deliveryStatuses: AdminDeliveryStatusDto[]; userErrors: AdminUserError[] }>(
    async () => ({ deliveryStatuses: (await run()).deliveryStatuses, userErrors: [] }),
    (userErrors) => ({ deliveryStatuses: [], userErrors }),
    { name: 'name', position: 'position', ids: 'ids' },
  );
}

/**
 * The admin console's writes (issue 9). The parent is the admin scope (its token), given only
 * after the namespace guard. Refusals come back as userErrors.
 */
export const AdminMutation: AdminMutationResolvers = {
  ...pricingMutations,
  ...staffMutations,
  ...quoteMutations,
  ...jobMutations,
  startOrdersCsvExport: (scope, args, { upstream }) =>
    attempt<JobPayload>(async () => {
      const params = orderParams(args.filter, args.sortBy, args.sortDirection);
      const { job } = await upstream.admin.jobs.startOrdersCsv(params, scope.token);
      return { job, message: 'The CSV is being written', userErrors: [] };
    }, refused),
  startStatementsExport: (scope, { input }, { upstream }) => {
    const accountIds = numericIds(input.accountIds ?? []);
    if (accountIds === null) {
      return Promise.resolve(refused(invalid('accountIds', 'An account id is not a number.')));
    }
    return attempt<JobPayload>(async () => {
      const { job } = await upstream.admin.jobs.startStatements(
        { month: input.month.trim(), accountIds: accountIds.length > 0 ? accountIds : null },
        scope.token,
      );
      return { job, message: 'The statements are being written', userErrors: [] };
    }, refused);
  },
  catalog: (scope) => scope,
  approveAccount: statusChange('approve'),
  rejectAccount: statusChange('reject'),
  addAccountNote: noteChange,
  blockAccount: statusChange('block'),
  unblockAccount: statusChange('unblock'),
  suspendCompanyUser: companyUserAccess('suspend'),
  reinstateCompanyUser: companyUserAccess('reinstate'),

  setCreditLimit: (scope, { id, creditLimit, confirm }, { upstream }) =>
    accountChange(id, (accountId) =>
      upstream.admin.setCreditLimit(accountId, creditLimit.trim(), confirm === true, scope.token),
    ),

  recordPayment: paymentChange,
  reversePayment: reversalChange,
  setPaymentTerms: paymentTermsChange,
  setVatNumber: vatNumberChange,

  setOrderDeliveryStatus: (scope, { id, deliveryStatus, reason }, { upstream }) =>
    orderChange(id, reason, (orderId, why) =>
      upstream.admin.setOrderDeliveryStatus(orderId, deliveryStatus.trim(), why, scope.token),
    ),

  cancelOrder: (scope, { id, reason }, { upstream }) =>
    orderChange(id, reason, (orderId, why) =>
      upstream.admin.cancelOrder(orderId, why, scope.token),
    ),

  updateContactMessage: (scope, { id, input }, { upstream }) =>
    inboxChange('contactMessage', id, (itemId) =>
      upstream.admin.updateContactMessage(itemId, inboxChanges(input), scope.token),
    ),

  updateCallbackRequest: (scope, { id, input }, { upstream }) =>
    inboxChange('callbackRequest', id, (itemId) =>
      upstream.admin.updateCallbackRequest(itemId, inboxChanges(input), scope.token),
    ),

  createNews: (scope, { input }, { upstream }) =>
    newsChange(() => upstream.admin.createNews(newsBody(input), scope.token)),

  updateNews: (scope, { id, input }, { upstream }) => {
    const newsId = numericId(id);
    if (newsId === null) return { news: null, userErrors: unknownId('id', 'news item', id) };
    return newsChange(() => upstream.admin.updateNews(newsId, newsBody(input), scope.token));
  },

  deleteNews: (scope, { id }, { upstream }) => {
    const newsId = numericId(id);
    if (newsId === null) return { deleted: false, userErrors: unknownId('id', 'news item', id) };
    return attempt<{ deleted: boolean; userErrors: AdminUserError[] }>(
      async () => ({
        deleted: (await upstream.admin.deleteNews(newsId, scope.token)).deleted,
        userErrors: [],
      }),
      (userErrors) => ({ deleted: false, userErrors }),
    );
  },

  reorderNews: (scope, { ids }, { upstream }) => {
    const newsIds = numericIds(ids);
    if (newsIds === null)
      return { news: [], userErrors: invalid('ids', 'Every id must be a news id') };
    return attempt<{ news: AdminNewsDto[]; userErrors: AdminUserError[] }>(
      async () => ({
        news: (await upstream.admin.reorderNews(newsIds, scope.token)).news,
        userErrors: [],
      }),
      (userErrors) => ({ news: [], userErrors }),
      { ids: 'ids' },
    );
  },

  addDeliveryStatus: (scope, { name, position }, { upstream }) =>
    statusesChange(() => upstream.admin.addDeliveryStatus(name, position ?? null, scope.token)),

  renameDeliveryStatus: (scope, { id, name }, { upstream }) => {
    const statusId = numericId(id);
    if (statusId === null) {
      return { deliveryStatuses: [], userErrors: unknownId('id', 'delivery status', id) };
    }
    return statusesChange(() => upstream.admin.renameDeliveryStatus(statusId, name, scope.token));
  },

  reorderDeliveryStatuses: (scope, { ids }, { upstream }) => {
    const statusIds = numericIds(ids);
    if (statusIds === null) {
      return {
        deliveryStatuses: [],
        userErrors: invalid('ids', 'Every id must be a delivery status id'),
      };
    }
    return statusesChange(() => upstream.admin.reorderDeliveryStatuses(statusIds, scope.token));
  },

  removeDeliveryStatus: (scope, { id }, { upstream }) => {
    const statusId = numericId(id);
    if (statusId === null) {
      return { deliveryStatuses: [], userErrors: unknownId('id', 'delivery status', id) };
    }
    return statusesChange(() => upstream.admin.removeDeliveryStatus(statusId, scope.token));
  },
};
