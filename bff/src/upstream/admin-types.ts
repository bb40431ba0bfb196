/**
 * DTOs of the admin api (`/api/admin/...`, issue 9) as the bff reads them, each derived from the
 * types generated of the api's OpenAPI document (api-json.ts; issue 28: no hand-kept copies). Money
 * is integer euro cents on this wire (the Money resolver formats it); statuses and kinds are
 * lower-case. Also the two transports the admin calls run over (admin.ts and admin-catalog.ts both
 * build on them, so they live below both).
 */
import type { ApiBody, ApiJson, ApiQuery } from './api-json.js';

/**
 * The transport the real client provides: method, path (with query), token and JSON body;
 * `options.timeoutMs` lengthens the wait of a call that does much work (issue 26: a bulk move).
 */
export type AdminCall = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
  options?: { timeoutMs?: number },
) => Promise<T>;

/**
 * The text transport (a GET whose answer is not JSON, e.g. CSV): resolves to the body and the
 * response headers; a 4xx/5xx throws like {@link AdminCall}.
 */
export type AdminTextCall = (
  path: string,
  token: string,
) => Promise<{ text: string; header(name: string): string | undefined }>;

/** One page of trade accounts (GET /api/admin/accounts). */
export type AdminAccountPageDto = ApiJson<'getAdminAccounts', 200>;

/** Pagination block of an admin page. */
export type AdminPageInfoDto = AdminAccountPageDto['pageInfo'];

/** One page of an admin list: its nodes, the total count and the pagination block. */
export interface AdminPageDto<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: AdminPageInfoDto;
}

/** A trade account (cents; GET /api/admin/accounts/{id}). */
export type AdminAccountDto = ApiJson<'getAdminAccountsById', 200>['account'];

/** Status of a trade account. */
export type AccountStatusDto = AdminAccountDto['status'];

/** One credit ledger entry (cents; GET /api/admin/accounts/{id}/ledger). */
export type LedgerEntryDto = ApiJson<'getAdminAccountsByIdLedger', 200>['entries'][number];

/** An invoice of an account with its standing (cents; GET /api/admin/accounts/{id}/invoices). */
export type AdminInvoiceDto = ApiJson<'getAdminAccountsByIdInvoices', 200>['invoices'][number];

/** A credit note of an invoice or order (cents). */
export type AdminCreditNoteDto = AdminInvoiceDto['creditNotes'][number];

/** Where an invoice stands, as the api names it. */
export type InvoiceStateDto = AdminInvoiceDto['state'];

/** Answer of recording a payment (POST /api/admin/accounts/{id}/payments). */
export type PaymentResponse = ApiJson<'postAdminAccountsByIdPayments', 200>;

/** What a payment did, or would do in a dry run (cents). */
export type PaymentOutcomeDto = PaymentResponse['payment'];

/** One part of a payment set against an invoice (cents). */
export type PaymentAllocationDto = PaymentOutcomeDto['allocations'][number];

/** Query of the account list (GET /api/admin/accounts). */
export type AccountListParams = ApiQuery<'getAdminAccounts'>;

/** Answer of an account change (credit limit, status, terms, VAT number, payment reversal). */
export type AccountChangeResponse = ApiJson<'putAdminAccountsByIdCreditLimit', 200>;

/** Status changes of an account: the last path segment of POST /api/admin/accounts/{id}/{action}. */
export type AccountAction = 'approve' | 'reject' | 'block' | 'unblock';
/** A staff-only note on an account (issue 26), as the api sends it. */
export type AccountNoteDto = ApiJson<'getAdminAccountsByIdNotes', 200>['notes'][number];

/** GET /api/admin/dashboard: the counts and this week's sales (cents). */
export type AdminDashboardDto = ApiJson<'getAdminDashboard', 200>['dashboard'];

/** One page of orders (GET /api/admin/orders). */
export type AdminOrderPageDto = ApiJson<'getAdminOrders', 200>;

/** The order of GET /api/admin/orders/{id}: a list row plus the books' side of the order. */
type AdminOrderDetailDto = ApiJson<'getAdminOrdersById', 200>['order'];

/**
 * An order on the admin wire (money in cents; storage type as the api names it); the fields only
 * the detail answer carries (invoice number, credit notes, siblings) are optional.
 */
export type AdminOrderDto = AdminOrderPageDto['nodes'][number] &
  Partial<Omit<AdminOrderDetailDto, keyof AdminOrderPageDto['nodes'][number]>>;

/** The customer of an order, in short. */
export type AdminOrderCustomerDto = AdminOrderDto['customer'];

/** Another line of the same purchase order (cents). */
export type AdminOrderSiblingDto = NonNullable<AdminOrderDetailDto['siblings']>[number];

/** Filters and sort of the order list and its CSV export, as api query parameters. */
export type OrderListParams = Omit<ApiQuery<'getAdminOrders'>, 'page' | 'pageSize'>;

/** Answer of an order change (delivery status, cancel). */
export type OrderChangeResponse = ApiJson<'postAdminOrdersByIdCancel', 200>;

/** A CSV export (orders, audit log) as the bff hands it on: file name and row count from the answer's headers. */
export interface AdminCsvFileDto {
  fileName: string;
  content: string;
  rowCount: number;
}

/** One page of contact messages (GET /api/admin/inbox/contact-messages). */
export type ContactMessagePageDto = ApiJson<'getAdminInboxContactMessages', 200>;

/** One page of callback requests (GET /api/admin/inbox/callback-requests). */
export type CallbackRequestPageDto = ApiJson<'getAdminInboxCallbackRequests', 200>;

/** A contact message in the admin inbox. */
export type ContactMessageDto = ContactMessagePageDto['nodes'][number];

/** A callback request in the admin inbox. */
export type CallbackRequestDto = CallbackRequestPageDto['nodes'][number];

/** A stored file as the admin api describes it (its id is the api's, never shown). */
export type AdminStoredFileDto = NonNullable<ContactMessageDto['file']>;

/** Inbox state filter of the api. */
export type InboxStateDto = NonNullable<ApiQuery<'getAdminInboxContactMessages'>['state']>;

/** Changes to an inbox item (absent fields stay). */
export type InboxUpdateDto = ApiBody<'patchAdminInboxContactMessagesById'>;

/** A news item as the admin edits it. */
export type AdminNewsDto = ApiJson<'getAdminNewsItems', 200>['news'][number];
/** The body of POST /api/admin/news-items and PUT /api/admin/news-items/{id}. */
export type AdminNewsInput = ApiBody<'postAdminNewsItems'>;

/** A delivery status as the admin edits it. */
export type AdminDeliveryStatusDto = ApiJson<
  'getAdminDeliveryStatuses',
  200
>['deliveryStatuses'][number];

/** Filters of the audit log and its CSV (GET /api/admin/audit-log[/export.csv]). */
export type AuditListParams = Omit<ApiQuery<'getAdminAuditLog'>, 'page' | 'pageSize'>;

/** One page of audit entries (GET /api/admin/audit-log, newest first). */
export type AuditEntryPageDto = ApiJson<'getAdminAuditLog', 200>;

/** One audit log entry. */
export type AuditEntryDto = AuditEntryPageDto['nodes'][number];
