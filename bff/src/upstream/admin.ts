/**
 * The admin api as the bff sees it (issue 9): one typed method per `/api/admin/...` call, each
 * taking the admin's bearer token. Failures throw the GraphQL errors of errors.ts (the api's 401
 * and 403 become UNAUTHENTICATED and FORBIDDEN; 400/404/409 keep the api's message and code).
 */
import type {
  AccountAction,
  AdminCall,
  AdminTextCall,
  AccountChangeResponse,
  AccountListParams,
  AdminAccountDto,
  AdminAccountPageDto,
  AccountNoteDto,
  AdminDashboardDto,
  AdminDeliveryStatusDto,
  AdminInvoiceDto,
  AdminNewsDto,
  AdminNewsInput,
  AdminOrderDto,
  AdminOrderPageDto,
  AuditListParams,
  AuditEntryPageDto,
  CallbackRequestDto,
  CallbackRequestPageDto,
  ContactMessageDto,
  ContactMessagePageDto,
  InboxStateDto,
  InboxUpdateDto,
  LedgerEntryDto,
  OrderChangeResponse,
  OrderListParams,
  AdminCsvFileDto,
  PaymentResponse,
} from './admin-types.js';
import { createAdminCatalogUpstream, type AdminCatalogUpstream } from './admin-catalog.js';
import { createAdminPricingUpstream, type AdminPricingUpstream } from './admin-pricing.js';
import { createAdminJobsUpstream, type AdminJobsUpstream } from './admin-jobs.js';
import {
  createAdminStaffUpstream,
  type AdminMeDto,
  type AdminStaffUpstream,
} from './admin-staff.js';
import { createAdminQuotesUpstream, type AdminQuotesUpstream } from './quotes.js';
import type { AdminCompanyDto, CompanyUserChangeResponse, CompanyUserDto } from './company.js';

/** Paging of an admin list (page from 1, page size 1 to 100). */
export interface AdminPaging {
  page: number;
  pageSize: number;
}

/** Every admin call of the bff. */
export interface AdminUpstream {
  /** GET /api/admin/me: 401 without a live session, 403 for a non-admin; the staff role (issue 26). */
  me(token: string): Promise<{ admin: AdminMeDto }>;
  /** GET /api/admin/accounts */
  listAccounts(params: AccountListParams, token: string): Promise<AdminAccountPageDto>;
  /** GET /api/admin/accounts/{id} */
  getAccount(id: number, token: string): Promise<{ account: AdminAccountDto }>;
  /** GET /api/admin/accounts/{id}/company-users (issue 24): the company's users, 404 when none. */
  listCompanyUsers(accountId: number, token: string): Promise<{ users: CompanyUserDto[] }>;
  /** GET /api/admin/accounts/{id}/company (issue 24): addresses, approval rule, pending approvals; 404 when none. */
  getAccountCompany(accountId: number, token: string): Promise<AdminCompanyDto>;
  /** POST /api/admin/company-users/{userId}/{suspend|reinstate} (issue 24; audited). */
  changeCompanyUserAccess(
    userId: number,
    change: 'suspend' | 'reinstate',
    token: string,
  ): Promise<CompanyUserChangeResponse>;
  /** GET /api/admin/accounts/{id}/ledger */
  getLedger(id: number, token: string): Promise<{ entries: LedgerEntryDto[] }>;
  /** GET /api/admin/accounts/{id}/invoices (oldest due first) */
  getInvoices(id: number, token: string): Promise<{ invoices: AdminInvoiceDto[] }>;
  /** POST /api/admin/accounts/{id}/{approve|reject|block|unblock}; approve may carry { credit_limit } */
  changeAccountStatus(
    id: number,
    action: AccountAction,
    token: string,
    body?: { credit_limit?: string; reason?: string },
  ): Promise<AccountChangeResponse>;
  /** GET /api/admin/accounts/{id}/notes (issue 26; staff only, newest first) */
  listAccountNotes(id: number, token: string): Promise<{ notes: AccountNoteDto[] }>;
  /** POST /api/admin/accounts/{id}/notes { body } (issue 26; audited) */
  addAccountNote(id: number, body: string, token: string): Promise<{ note: AccountNoteDto }>;
  /** PUT /api/admin/accounts/{id}/credit-limit { credit_limit (euros), confirm } */
  setCreditLimit(
    id: number,
    euros: string,
    confirm: boolean,
    token: string,
  ): Promise<AccountChangeResponse>;
  /** POST /api/admin/accounts/{id}/payments { amount (euros), note, invoice_numbers, dry_run } */
  recordPayment(
    id: number,
    payment: { euros: string; note: string | null; invoiceNumbers?: string[]; dryRun: boolean },
    token: string,
  ): Promise<PaymentResponse>;
  /** POST /api/admin/accounts/{id}/payments/{entryId}/reverse { reason } */
  reversePayment(
    id: number,
    entryId: number,
    reason: string,
    token: string,
  ): Promise<AccountChangeResponse>;
  /** PUT /api/admin/accounts/{id}/payment-terms { days } */
  setPaymentTerms(id: number, days: number, token: string): Promise<AccountChangeResponse>;
  /** PUT /api/admin/accounts/{id}/vat-number { vat_number } ('' clears it) */
  setVatNumber(id: number, vatNumber: string, token: string): Promise<AccountChangeResponse>;
  /** GET /api/admin/dashboard */
  getDashboard(token: string): Promise<{ dashboard: AdminDashboardDto }>;
  /** GET /api/admin/orders (filters, sort, page) */
  listOrders(params: OrderListParams & AdminPaging, token: string): Promise<AdminOrderPageDto>;
  /** GET /api/admin/orders/{id}; 404 unknown. */
  getOrder(id: number, token: string): Promise<{ order: AdminOrderDto }>;
  /** GET /api/admin/orders/export.csv: every matching row as RFC 4180 text. */
  exportOrdersCsv(params: OrderListParams, token: string): Promise<AdminCsvFileDto>;
  /** POST /api/admin/orders/{id}/delivery-status { deliveryStatus, reason } */
  setOrderDeliveryStatus(
    id: number,
    deliveryStatus: string,
    reason: string | null,
    token: string,
  ): Promise<OrderChangeResponse>;
  /** POST /api/admin/orders/{id}/cancel { reason } */
  cancelOrder(id: number, reason: string | null, token: string): Promise<OrderChangeResponse>;
  /** GET /api/admin/inbox/contact-messages?state&page&pageSize */
  listContactMessages(
    state: InboxStateDto,
    paging: AdminPaging,
    token: string,
  ): Promise<ContactMessagePageDto>;
  /** GET /api/admin/inbox/callback-requests?state&page&pageSize */
  listCallbackRequests(
    state: InboxStateDto,
    paging: AdminPaging,
    token: string,
  ): Promise<CallbackRequestPageDto>;
  /** PATCH /api/admin/inbox/contact-messages/{id} { read, handled, note } */
  updateContactMessage(
    id: number,
    changes: InboxUpdateDto,
    token: string,
  ): Promise<{ item: ContactMessageDto }>;
  /** PATCH /api/admin/inbox/callback-requests/{id} { read, handled, note } */
  updateCallbackRequest(
    id: number,
    changes: InboxUpdateDto,
    token: string,
  ): Promise<{ item: CallbackRequestDto }>;
  /** GET /api/admin/news-items */
  listNews(token: string): Promise<{ news: AdminNewsDto[] }>;
  /** POST /api/admin/news-items { title, contentHtml, status, publishAt } (sanitised by the api) */
  createNews(input: AdminNewsInput, token: string): Promise<{ news: AdminNewsDto }>;
  /** PUT /api/admin/news-items/{id} { title, contentHtml, status, publishAt } */
  updateNews(id: number, input: AdminNewsInput, token: string): Promise<{ news: AdminNewsDto }>;
  /** DELETE /api/admin/news-items/{id} */
  deleteNews(id: number, token: string): Promise<{ deleted: true }>;
  /** PUT /api/admin/news-items/order { ids } */
  reorderNews(ids: number[], token: string): Promise<{ news: AdminNewsDto[] }>;
  /** GET /api/admin/delivery-statuses */
  listDeliveryStatuses(token: string): Promise<{ deliveryStatuses: AdminDeliveryStatusDto[] }>;
  /** POST /api/admin/delivery-statuses { name, position } */
  addDeliveryStatus(
    name: string,
    position: number | null,
    token: string,
  ): Promise<{ deliveryStatuses: AdminDeliveryStatusDto[] }>;
  /** PUT /api/admin/delivery-statuses/{id} { name } */
  renameDeliveryStatus(
    id: number,
    name: string,
    token: string,
  ): Promise<{ deliveryStatuses: AdminDeliveryStatusDto[] }>;
  /** PUT /api/admin/delivery-statuses/order { ids } */
  reorderDeliveryStatuses(
    ids: number[],
    token: string,
  ): Promise<{ deliveryStatuses: AdminDeliveryStatusDto[] }>;
  /** DELETE /api/admin/delivery-statuses/{id} (issue 26; 409 IN_USE while an order is in it) */
  removeDeliveryStatus(
    id: number,
    token: string,
  ): Promise<{ deliveryStatuses: AdminDeliveryStatusDto[] }>;
  /** GET /api/admin/audit-log?entity&entityId&actor&action&from&to&search&page&pageSize */
  listAudit(
    filter: AuditListParams,
    paging: AdminPaging,
    token: string,
  ): Promise<AuditEntryPageDto>;
  /** GET /api/admin/audit-log/export.csv: every matching entry as RFC 4180 text. */
  exportAuditCsv(filter: AuditListParams, token: string): Promise<AdminCsvFileDto>;
  /** The catalog calls (`/api/admin/catalog/...`, issue 10). */
  catalog: AdminCatalogUpstream;
  /** The price lists and volume breaks (issue 25). */
  pricing: AdminPricingUpstream;
  /** Staff, global search and bulk order moves (issue 26). */
  staff: AdminStaffUpstream;
  /** The quote inbox (issue 25). */
  quotes: AdminQuotesUpstream;
  /** Background jobs and the catalog import job (issue 27). */
  jobs: AdminJobsUpstream;
}

/** Builds a query string from the defined, non-empty values of `params` (leading '?', or ''). */
export function queryOf(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value as string | number | boolean));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The file name of a Content-Disposition header (its plain `filename="..."`), or undefined. */
export function attachmentName(disposition: string | undefined): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}

/** Creates the admin calls over `call` (JSON) and `text` (CSV). */
export function createAdminUpstream(call: AdminCall, text: AdminTextCall): AdminUpstream {
  const account = (id: number) => `/api/admin/accounts/${encodeURIComponent(id)}`;
  const order = (id: number) => `/api/admin/orders/${encodeURIComponent(id)}`;
  const inbox = (kind: 'contact-messages' | 'callback-requests', id?: number) =>
    `/api/admin/inbox/${kind}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
  const news = (id?: number) =>
    `/api/admin/news-items${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
  const statuses = '/api/admin/delivery-statuses';
  /** A CSV download: its text, and its file name and row count from the answer's headers. */
  const csvFile = async (path: string, fallbackName: string, token: string) => {
    const answer = await text(path, token);
    return {
      fileName: attachmentName(answer.header('content-disposition')) ?? fallbackName,
      content: answer.text,
      rowCount: Number(answer.header('x-row-count') ?? 0) || 0,
    };
  };
  return {
    me: (token) => call('GET', '/api/admin/me', token),
    listAccounts: (params, token) => call('GET', `/api/admin/accounts${queryOf(params)}`, token),
    getAccount: (id, token) => call('GET', account(id), token),
    listCompanyUsers: (id, token) => call('GET', `${account(id)}/company-users`, token),
    getAccountCompany: (id, token) => call('GET', `${account(id)}/company`, token),
    changeCompanyUserAccess: (userId, change, token) =>
      call('POST', `/api/admin/company-users/${encodeURIComponent(userId)}/${change}`, token),
    getLedger: (id, token) => call('GET', `${account(id)}/ledger`, token),
    getInvoices: (id, token) => call('GET', `${account(id)}/invoices`, token),
    changeAccountStatus: (id, action, token, body) =>
      call('POST', `${account(id)}/${action}`, token, body),
    listAccountNotes: (id, token) => call('GET', `${account(id)}/notes`, token),
    addAccountNote: (id, body, token) => call('POST', `${account(id)}/notes`, token, { body }),
    setCreditLimit: (id, euros, confirm, token) =>
      call('PUT', `${account(id)}/credit-limit`, token, { credit_limit: euros, confirm }),
    recordPayment: (id, payment, token) =>
      call('POST', `${account(id)}/payments`, token, {
        amount: payment.euros,
        note: payment.note,
        ...(payment.invoiceNumbers?.length ? { invoice_numbers: payment.invoiceNumbers } : {}),
        dry_run: payment.dryRun,
      }),
    reversePayment: (id, entryId, reason, token) =>
      call('POST', `${account(id)}/payments/${encodeURIComponent(entryId)}/reverse`, token, {
        reason,
      }),
    setPaymentTerms: (id, days, token) =>
      call('PUT', `${account(id)}/payment-terms`, token, { days }),
    setVatNumber: (id, vatNumber, token) =>
      call('PUT', `${account(id)}/vat-number`, token, { vat_number: vatNumber }),
    getDashboard: (token) => call('GET', '/api/admin/dashboard', token),
    listOrders: (params, token) => call('GET', `/api/admin/orders${queryOf(params)}`, token),
    getOrder: (id, token) => call('GET', order(id), token),
    exportOrdersCsv: (params, token) =>
      csvFile(`/api/admin/orders/export.csv${queryOf(params)}`, 'orders.csv', token),
    setOrderDeliveryStatus: (id, deliveryStatus, reason, token) =>
      call('POST', `${order(id)}/delivery-status`, token, { deliveryStatus, reason }),
    cancelOrder: (id, reason, token) => call('POST', `${order(id)}/cancel`, token, { reason }),
    listContactMessages: (state, paging, token) =>
      call('GET', `${inbox('contact-messages')}${queryOf({ state, ...paging })}`, token),
    listCallbackRequests: (state, paging, token) =>
      call('GET', `${inbox('callback-requests')}${queryOf({ state, ...paging })}`, token),
    updateContactMessage: (id, changes, token) =>
      call('PATCH', inbox('contact-messages', id), token, changes),
    updateCallbackRequest: (id, changes, token) =>
      call('PATCH', inbox('callback-requests', id), token, changes),
    listNews: (token) => call('GET', news(), token),
    createNews: (input, token) => call('POST', news(), token, input),
    updateNews: (id, input, token) => call('PUT', news(id), token, input),
    deleteNews: (id, token) => call('DELETE', news(id), token),
    reorderNews: (ids, token) => call('PUT', `${news()}/order`, token, { ids }),
    listDeliveryStatuses: (token) => call('GET', statuses, token),
    addDeliveryStatus: (name, position, token) => call('POST', statuses, token, { name, position }),
    renameDeliveryStatus: (id, name, token) =>
      call('PUT', `${statuses}/${encodeURIComponent(id)}`, token, { name }),
    reorderDeliveryStatuses: (ids, token) => call('PUT', `${statuses}/order`, token, { ids }),
    removeDeliveryStatus: (id, token) =>
      call('DELETE', `${statuses}/${encodeURIComponent(id)}`, token),
    listAudit: (filter, paging, token) =>
      call('GET', `/api/admin/audit-log${queryOf({ ...filter, ...paging })}`, token),
    exportAuditCsv: (filter, token) =>
      csvFile(`/api/admin/audit-log/export.csv${queryOf(filter)}`, 'audit-log.csv', token),
    catalog: createAdminCatalogUpstream(call),
    pricing: createAdminPricingUpstream(call),
    staff: createAdminStaffUpstream(call),
    jobs: createAdminJobsUpstream(call),
    quotes: createAdminQuotesUpstream(call),
  };
}
