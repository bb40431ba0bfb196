import type {
  AccountSortField,
  AdminOrderFilter,
  AdminOrderSortField,
  AdminQueryResolvers,
  AuditEntity,
  AuditLogFilter,
  InboxState,
  SortDirection,
} from '../../__generated__/resolvers-types.js';
import { badUserInput, errorCode } from '../../upstream/errors.js';
import type {
  AccountListParams,
  AuditListParams,
  InboxStateDto,
  OrderListParams,
} from '../../upstream/admin-types.js';
import { auditEntityName } from './AuditEntry.js';
import { quoteQueries } from './quotes/index.js';
import { jobQueries, oneJob } from './jobs.js';
import { numericId } from './payload.js';
import { ADMIN_ORDER_FILES_PREFIX } from './files.js';

const ACCOUNT_SORT: Record<AccountSortField, AccountListParams['sortBy']> = {
  CREATED_AT: 'createdAt',
  FULL_NAME: 'fullName',
  COMPANY_NAME: 'companyName',
  EMAIL: 'email',
  STATUS: 'status',
  CREDIT_LIMIT: 'creditLimit',
};

const ORDER_SORT: Record<AdminOrderSortField, OrderListParams['sortBy']> = {
  ORDER_DATE: 'orderDate',
  TOTAL: 'total',
  DELIVERY_STATUS: 'deliveryStatus',
  CUSTOMER: 'customer',
  PRODUCT_NAME: 'productName',
};

/**
 * The order list's filter and sort as api parameters (blank texts dropped).
 * @throws GraphQLError BAD_USER_INPUT when `customerId` is not an account id.
 */
export function orderParams(
  filter: AdminOrderFilter | null | undefined,
  sortBy: AdminOrderSortField | null | undefined,
  sortDirection: SortDirection | null | undefined,
): OrderListParams {
  const text = (value: string | null | undefined) => value?.trim() || null;
  let customerId: number | null = null;
  if (filter?.customerId != null) {
    customerId = numericId(filter.customerId);
    if (customerId === null) {
      throw badUserInput(`No account with id ${filter.customerId}`, 'customerId');
    }
  }
  return {
    deliveryStatus: text(filter?.deliveryStatus),
    cancelled: filter?.cancelled ?? null,
    customerId,
    dateFrom: text(filter?.dateFrom),
    dateTo: text(filter?.dateTo),
    search: text(filter?.search),
    ids: idList(filter?.ids),
    sortBy: ORDER_SORT[sortBy ?? 'ORDER_DATE'],
    sortDirection: direction(sortDirection),
  };
}

/**
 * The picked order ids as the api's comma-separated `ids` (issue 26); null without ids.
 * @throws GraphQLError BAD_USER_INPUT for an id that is not an order id, or over 500 ids.
 */
export function idList(ids: readonly string[] | null | undefined): string | null {
  if (ids == null) return null;
  const numbers = ids.map(numericId);
  if (numbers.some((id) => id === null) || numbers.length > 500) {
    throw badUserInput('ids must be at most 500 order ids', 'ids');
  }
  // No id matches no order (an empty selection selects nothing, not everything).
  return numbers.length ? numbers.join(',') : '0';
}

/** The same-origin path of the packing slips PDF of the api query `params` (issue 26). */
export function packingSlipsPath(params: OrderListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value != null && key !== 'sortBy' && key !== 'sortDirection') query.set(key, String(value));
  }
  return `${ADMIN_ORDER_FILES_PREFIX}packing-slips.pdf?${query.toString()}`;
}

/** GraphQL InboxState to the api's. */
const inboxState = (state: InboxState | null | undefined): InboxStateDto =>
  (state ?? 'ALL').toLowerCase() as InboxStateDto;

/** GraphQL SortDirection to the api's. */
export const direction = (d: SortDirection | null | undefined): 'asc' | 'desc' =>
  d === 'ASC' ? 'asc' : 'desc';

/**
 * The api's audit log filters from the GraphQL arguments (issue 26): blank text is no filter.
 * @throws BAD_USER_INPUT for an entity id over 100 characters.
 */
export function auditParams(args: {
  entity?: AuditEntity | null;
  entityId?: string | null;
  filter?: AuditLogFilter | null;
}): AuditListParams {
  const text = (value: string | null | undefined) => value?.trim() || undefined;
  const entityId = text(args.entityId);
  if (entityId && entityId.length > 100) {
    throw badUserInput('entityId is at most 100 characters', 'entityId');
  }
  const f = args.filter ?? {};
  return {
    entity: args.entity ? auditEntityName(args.entity) : undefined,
    entityId,
    actor: text(f.actor),
    action: text(f.action),
    from: text(f.from),
    to: text(f.to),
    search: text(f.search),
  };
}

/** Clamps paging arguments to the api's range (page from 1, 1 to 100 rows). */
export function paging(page: number | null | undefined, pageSize: number | null | undefined) {
  return {
    page: Math.max(1, Math.min(100_000, Math.trunc(page ?? 1))),
    pageSize: Math.max(1, Math.min(100, Math.trunc(pageSize ?? 20))),
  };
}

/** Resolves to null when the api answers 404 (an unknown id), else the value. */
export async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The admin console's reads (issue 9). The parent is the admin scope (its token), given only
 * after the namespace guard; each field is one api call.
 */
export const AdminQuery: AdminQueryResolvers = {
  viewer: (scope) => ({
    ...scope.viewer,
    id: scope.viewer.id === null ? null : String(scope.viewer.id),
    staffRole: scope.staffRole,
  }),
  staff: async (scope, _args, { upstream }) => (await upstream.admin.staff.list(scope.token)).staff,
  search: (scope, { query }, { upstream }) => {
    const q = query.trim();
    if (q === '' || q.length > 200) throw badUserInput('Type 1 to 200 characters', 'query');
    return upstream.admin.staff.search(q, scope.token);
  },
  packingSlipsUrl: (_scope, { filter }) => packingSlipsPath(orderParams(filter, null, null)),
  dashboard: async (scope, _args, { upstream }) =>
    (await upstream.admin.getDashboard(scope.token)).dashboard,
  catalog: (scope) => scope,
  priceLists: async (scope, _args, { upstream }) =>
    (await upstream.admin.pricing.list(scope.token)).priceLists,
  volumeBreaks: async (scope, _args, { upstream }) =>
    (await upstream.admin.pricing.listVolumeBreaks(scope.token)).volumeBreaks,
  ...quoteQueries,
  ...jobQueries,

  accounts: (scope, args, { upstream }) =>
    upstream.admin.listAccounts(
      {
        search: args.search?.trim() || null,
        status: args.status ? (args.status.toLowerCase() as AccountListParams['status']) : null,
        overdue: args.overdue === true ? true : null,
        sortBy: ACCOUNT_SORT[args.sortBy ?? 'CREATED_AT'],
        sortDirection: direction(args.sortDirection),
        ...paging(args.page, args.pageSize),
      },
      scope.token,
    ),

  companyUsers: async (scope, { accountId }, { upstream }) => {
    const id = numericId(accountId);
    if (id === null) return [];
    const found = await orNull(async () => upstream.admin.listCompanyUsers(id, scope.token));
    return found?.users ?? [];
  },

  company: async (scope, { accountId }, { upstream }) => {
    const id = numericId(accountId);
    if (id === null) return null;
    return orNull(async () => upstream.admin.getAccountCompany(id, scope.token));
  },

  account: async (scope, { id }, { upstream }) => {
    const accountId = numericId(id);
    if (accountId === null) return null;
    return orNull(async () => (await upstream.admin.getAccount(accountId, scope.token)).account);
  },

  orders: (scope, args, { upstream }) =>
    upstream.admin.listOrders(
      {
        ...orderParams(args.filter, args.sortBy, args.sortDirection),
        ...paging(args.page, args.pageSize),
      },
      scope.token,
    ),

  order: async (scope, { id }, { upstream }) => {
    const orderId = numericId(id);
    if (orderId === null) return null;
    return orNull(async () => (await upstream.admin.getOrder(orderId, scope.token)).order);
  },

  ordersCsvJob: (scope, { id }, { upstream }) =>
    oneJob(id, (jobId) => upstream.admin.jobs.ordersCsvJob(jobId, scope.token)),

  ordersCsv: async (scope, args, { upstream }) => ({
    ...(await upstream.admin.exportOrdersCsv(
      orderParams(args.filter, args.sortBy, args.sortDirection),
      scope.token,
    )),
    contentType: 'text/csv',
  }),

  contactMessages: (scope, args, { upstream }) =>
    upstream.admin.listContactMessages(
      inboxState(args.state),
      paging(args.page, args.pageSize),
      scope.token,
    ),

  callbackRequests: (scope, args, { upstream }) =>
    upstream.admin.listCallbackRequests(
      inboxState(args.state),
      paging(args.page, args.pageSize),
      scope.token,
    ),

  news: async (scope, _args, { upstream }) => (await upstream.admin.listNews(scope.token)).news,

  deliveryStatuses: async (scope, _args, { upstream }) =>
    (await upstream.admin.listDeliveryStatuses(scope.token)).deliveryStatuses,

  auditLog: (scope, args, { upstream }) =>
    upstream.admin.listAudit(auditParams(args), paging(args.page, args.pageSize), scope.token),

  auditLogCsv: async (scope, args, { upstream }) => ({
    ...(await upstream.admin.exportAuditCsv(auditParams(args), scope.token)),
    contentType: 'text/csv',
  }),
};
