/**
 * DTOs of the admin api (`/api/admin/...`, issue 9) as the bff reads them. Money is integer euro
 * cents on this wire (the Money resolver formats it); statuses and kinds are lower-case.
 */

/** Pagination block of an admin page. */
export interface AdminPageInfoDto {
  page: number;
  pageSize: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** One page of an admin list. */
export interface AdminPageDto<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: AdminPageInfoDto;
}

/** Status of a trade account. */
export type AccountStatusDto = 'pending' | 'approved' | 'rejected' | 'blocked';

/** A trade account (cents). */
export interface AdminAccountDto {
  id: number;
  fullName: string;
  email: string;
  invoiceEmail: string;
  phoneNumber: string;
  country: string;
  companyName: string;
  officeAddress: string;
  officeCity: string;
  officeEircode: string;
  deliveryAddress: string;
  deliveryCity: string;
  deliveryEircode: string;
  subscribed: boolean;
  status: AccountStatusDto;
  createdAt: string;
  creditLimit: number;
  outstanding: number;
  availableCredit: number;
  orderCount: number;
  /** Days after issue an invoice is due. */
  paymentTermsDays: number;
  vatNumber: string | null;
  /** Open amounts of invoices past their due date (cents). */
  overdue: number;
}

/** One credit ledger entry (cents). */
export interface LedgerEntryDto {
  id: number;
  kind: 'purchase' | 'reversal' | 'payment' | 'payment_reversal';
  amount: number;
  balance: number;
  orderTrackingId: string | null;
  note: string | null;
  createdAt: string;
  /** The payment a 'payment_reversal' reverses. */
  reversesEntryId: number | null;
  /** True for a payment a later entry reversed. */
  reversed: boolean;
}

/** A credit note of an invoice or order (cents). */
export interface AdminCreditNoteDto {
  number: string;
  issueDate: string;
  gross: number;
  reason: string;
}

/** Where an invoice stands, as the api names it. */
export type InvoiceStateDto = 'unpaid' | 'part paid' | 'paid' | 'credited';

/** An invoice of an account with its standing (cents). */
export interface AdminInvoiceDto {
  number: string;
  purchaseOrderNumber: string;
  buyerPoNumber: string | null;
  issueDate: string;
  dueDate: string;
  gross: number;
  credited: number;
  paid: number;
  open: number;
  state: InvoiceStateDto;
  daysOverdue: number;
  creditNotes: AdminCreditNoteDto[];
}

/** One part of a payment set against an invoice (cents). */
export interface PaymentAllocationDto {
  invoiceNumber: string;
  amount: number;
  openBefore: number;
  openAfter: number;
}

/** What a payment did, or would do in a dry run (cents). */
export interface PaymentOutcomeDto {
  dryRun: boolean;
  entryId: number | null;
  amount: number;
  allocations: PaymentAllocationDto[];
  unallocated: number;
  outstanding: number;
  availableCredit: number;
}

/** Answer of recording a payment. */
export interface PaymentResponse extends AccountChangeResponse {
  payment: PaymentOutcomeDto;
}

/** Query of the account list. */
export interface AccountListParams {
  search?: string | null;
  status?: AccountStatusDto | null;
  /** true: only accounts with an invoice open past its due date. */
  overdue?: boolean | null;
  sortBy: 'createdAt' | 'fullName' | 'companyName' | 'email' | 'status' | 'creditLimit';
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Answer of an account change. */
export interface AccountChangeResponse {
  success: true;
  message: string;
  account: AdminAccountDto;
}

/** Status changes of an account. */
export type AccountAction = 'approve' | 'reject' | 'block' | 'unblock';

/** One page of trade accounts. */
export type AdminAccountPageDto = AdminPageDto<AdminAccountDto>;

/** GET /api/admin/dashboard: the counts and this week's sales (cents). */
export interface AdminDashboardDto {
  pendingApplications: number;
  ordersAwaitingDispatch: number;
  unreadContactMessages: number;
  unreadCallbackRequests: number;
  ordersThisWeek: number;
  netSalesThisWeek: number;
  grossSalesThisWeek: number;
  weekStartsAt: string;
  overdueTotal: number;
  overdueAccounts: number;
}

/** A stored file as the admin api describes it (its id is the api's, never shown). */
export interface AdminStoredFileDto {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** The customer of an order, in short. */
export interface AdminOrderCustomerDto {
  id: number;
  fullName: string;
  companyName: string;
  email: string;
}

/** An order on the admin wire (money in cents; storage type as the api names it). */
export interface AdminOrderDto {
  id: number;
  trackingId: string;
  referenceNumber: string;
  orderDate: string;
  customer: AdminOrderCustomerDto;
  deliveryStatus: string;
  cancelled: boolean;
  cancelledAt: string | null;
  productId: number | null;
  productName: string;
  productImage: string;
  categories: string[];
  sizeLabel: string | null;
  fabricName: string | null;
  fabricColorName: string | null;
  storageType: 'Non Ottoman' | 'Ottoman' | 'Cloud Storage';
  quantity: number;
  unitPrice: number;
  unitVat: number;
  /** The VAT rate charged on this line, basis points (2300 = 23 %). */
  vatRateBp: number;
  net: number;
  vat: number;
  gross: number;
  shippingAddress: string;
  specialQuoteText: string | null;
  specialQuoteFile: AdminStoredFileDto | null;
  allowedDeliveryStatuses: string[];
  cancellable: boolean;
  purchaseOrderNumber: string | null;
  buyerPoNumber: string | null;
  /** Only in the detail answer (GET /api/admin/orders/{id}): the books' side of the order. */
  invoiceNumber?: string | null;
  creditNotes?: AdminCreditNoteDto[];
  siblings?: AdminOrderSiblingDto[];
}

/** Another line of the same purchase order (cents). */
export interface AdminOrderSiblingDto {
  id: number;
  trackingId: string;
  productName: string;
  quantity: number;
  gross: number;
  deliveryStatus: string;
  cancelled: boolean;
}

/** One page of orders. */
export type AdminOrderPageDto = AdminPageDto<AdminOrderDto>;

/** Filters and sort of the order list and its CSV export, as api query parameters. */
export interface OrderListParams {
  deliveryStatus?: string | null;
  cancelled?: boolean | null;
  customerId?: number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  search?: string | null;
  sortBy: 'orderDate' | 'total' | 'deliveryStatus' | 'customer' | 'productName';
  sortDirection: 'asc' | 'desc';
}

/** Answer of an order change. */
export interface OrderChangeResponse {
  success: true;
  message: string;
  order: AdminOrderDto;
}

/** The CSV export as the api sends it. */
export interface OrdersCsvDto {
  fileName: string;
  content: string;
  rowCount: number;
}

/** Inbox state filter of the api. */
export type InboxStateDto = 'all' | 'unread' | 'unhandled' | 'handled';

/** The admin's fields of an inbox item. */
interface InboxFieldsDto {
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
  note: string | null;
}

/** A contact message in the admin inbox. */
export interface ContactMessageDto extends InboxFieldsDto {
  id: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  message: string;
  file: AdminStoredFileDto | null;
}

/** A callback request in the admin inbox. */
export interface CallbackRequestDto extends InboxFieldsDto {
  id: number;
  name: string;
  companyName: string;
  phoneNumber: string;
  message: string;
}

/** One page of contact messages. */
export type ContactMessagePageDto = AdminPageDto<ContactMessageDto>;
/** One page of callback requests. */
export type CallbackRequestPageDto = AdminPageDto<CallbackRequestDto>;

/** Changes to an inbox item (absent fields stay). */
export interface InboxUpdateDto {
  read?: boolean;
  handled?: boolean;
  note?: string;
}

/** A news item as the admin edits it. */
export interface AdminNewsDto {
  id: number;
  contentHtml: string;
  position: number;
  createdAt: string;
}

/** A delivery status as the admin edits it. */
export interface AdminDeliveryStatusDto {
  id: number;
  name: string;
  position: number;
  fixed: boolean;
  orderCount: number;
}

/** Audit entity names of the api (lower-case, snake_case). */
export type AuditEntityDto =
  | 'account'
  | 'order'
  | 'contact_message'
  | 'callback_request'
  | 'news'
  | 'delivery_status'
  | 'category'
  | 'product'
  | 'catalog';

/** One audit log entry. */
export interface AuditEntryDto {
  id: number;
  at: string;
  actor: string;
  entity: AuditEntityDto;
  entityId: string;
  action: string;
  before: string | null;
  after: string | null;
  reason: string | null;
}

/** One page of audit entries. */
export type AuditEntryPageDto = AdminPageDto<AuditEntryDto>;
