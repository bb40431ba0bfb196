import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CategoryModel, ProductPageModel, StoragePricesModel, InvoiceModel, AdminScope, AdminOttomanPriceModel, AdminProductPageDto } from '../models.js';
import type { MenuProductDto, SizeDto, ProductDto, FabricDto, FabricColorDto, VariationDto, NewsDto, PaginationDto, UserDto, PurchaseOrderDto, CreditNoteDto, StatementMonthDto } from '../upstream/types.js';
import type { Cents, PricedLine } from '@serena/domain';
import type { CompanyUserDto, CompanyAddressDto, ApprovalDto, ApprovalLineDto, AdminCompanyDto } from '../upstream/company.js';
import type { OrderChangeEvent, ApprovalNoticeEvent } from '@serena/server-kit';
import type { QuickOrderLineModel } from '../domain/quick-order.js';
import type { SavedListDto, SavedListLineDto } from '../upstream/saved-lists.js';
import type { AdminAccountDto, AdminAccountPageDto, LedgerEntryDto, AdminDashboardDto, AdminOrderDto, AdminOrderCustomerDto, AdminOrderSiblingDto, AdminInvoiceDto, AdminCreditNoteDto, PaymentOutcomeDto, PaymentAllocationDto, AdminOrderPageDto, ContactMessageDto, ContactMessagePageDto, CallbackRequestDto, CallbackRequestPageDto, AdminNewsDto, AdminDeliveryStatusDto, AccountNoteDto, AuditEntryDto, AuditEntryPageDto } from '../upstream/admin-types.js';
import type { AdminPriceListDto, AdminPriceRuleDto, AdminVolumeBreakDto } from '../upstream/admin-pricing.js';
import type { QuoteModel, QuoteLineModel, QuoteMessageModel } from '../upstream/quotes.js';
import type { AdminStaffMemberDto, BulkResultDto, AdminSearchDto, AdminSearchOrderDto, AdminSearchCustomerDto, AdminSearchCompanyDto } from '../upstream/admin-staff.js';
import type { AdminCategoryDto, AdminSizeDto, AdminFabricDto, AdminProductRowDto, AdminProductDetailDto, AdminVariationDto, CatalogImportReportDto } from '../upstream/admin-catalog.js';
import type { AdminJobDto, AdminJobListDto } from '../upstream/admin-jobs.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A file sent in a multipart GraphQL request (GraphQL multipart request spec).
   * Clients must send the `Apollo-Require-Preflight` header with uploads.
   */
  Upload: { input: Promise<import("graphql-upload-minimal").FileUpload>; output: Promise<import("graphql-upload-minimal").FileUpload>; }
};

/** Accepting a quote: where to deliver and the buyer's own PO number. */
export type AcceptQuoteInput = {
  /** The buyer's own PO number, at most 35 characters; optional. */
  buyerPoNumber?: InputMaybe<Scalars['String']['input']>;
  /** Delivery address. */
  shippingAddress: ShippingAddressInput;
};

/** Result of acceptQuote. */
export type AcceptQuotePayload = {
  __typename?: 'AcceptQuotePayload';
  /** The orders placed at the quoted prices (one per line), empty on failure. */
  orders: Array<Order>;
  /** The quote after the change, or null on failure. */
  quote?: Maybe<Quote>;
  /** Failures: expired or closed quote (CONFLICT), 'Insufficient credit to place this order.' (INSUFFICIENT_CREDIT). */
  userErrors: Array<UserError>;
};

/** Sort columns of the account list. */
export type AccountSortField =
  /** Company name. */
  | 'COMPANY_NAME'
  /** When the application was made. */
  | 'CREATED_AT'
  /** Credit limit. */
  | 'CREDIT_LIMIT'
  /** Sign-in e-mail. */
  | 'EMAIL'
  /** Full name. */
  | 'FULL_NAME'
  /** Status. */
  | 'STATUS';

/**
 * Status of a trade account: an application is PENDING until approved or rejected; an admin may
 * block an approved account (it cannot sign in) and unblock it.
 */
export type AccountStatus =
  /** Approved: may sign in and order. */
  | 'APPROVED'
  /** Blocked by an admin: cannot sign in; every session ended. */
  | 'BLOCKED'
  /** Applied, awaiting an admin's decision. */
  | 'PENDING'
  /** Application rejected. */
  | 'REJECTED';

/** A trade account as the admin sees it: the full application, status and credit. */
export type AdminAccount = {
  __typename?: 'AdminAccount';
  /** Credit still available: credit limit minus what is owed (never above the limit). */
  availableCredit: Money;
  /** Company (trading) name. */
  companyName: Scalars['String']['output'];
  /** Country of the office. */
  country: Scalars['String']['output'];
  /** When the application was made (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Credit limit. */
  creditLimit: Money;
  /** Delivery street address. */
  deliveryAddress: Scalars['String']['output'];
  /** Delivery town or city. */
  deliveryCity: Scalars['String']['output'];
  /** Delivery Eircode. */
  deliveryEircode: Scalars['String']['output'];
  /** Sign-in e-mail address. */
  email: Scalars['String']['output'];
  /** Full name. */
  fullName: Scalars['String']['output'];
  /** Account id. */
  id: Scalars['ID']['output'];
  /** E-mail address invoices go to. */
  invoiceEmail: Scalars['String']['output'];
  /** The account's invoices, oldest due first (the order payments are allocated in by default). */
  invoices: Array<AdminInvoice>;
  /** The credit ledger, oldest first, each entry with the running balance after it. */
  ledger: Array<CreditLedgerEntry>;
  /** Staff-only notes on the account, newest first (issue 26). */
  notes: Array<AdminAccountNote>;
  /** Office street address. */
  officeAddress: Scalars['String']['output'];
  /** Office town or city. */
  officeCity: Scalars['String']['output'];
  /** Office Eircode. */
  officeEircode: Scalars['String']['output'];
  /** How many orders the account has placed (cancelled ones included). */
  orderCount: Scalars['Int']['output'];
  /** What the customer owes: purchases minus reversals minus payments (negative after an overpayment). */
  outstanding: Money;
  /** What is owed on invoices past their due date. */
  overdue: Money;
  /** Payment terms: days after issue an invoice is due (0 to 365; 30 by default). */
  paymentTermsDays: Scalars['Int']['output'];
  /** Phone number in international format. */
  phoneNumber: Scalars['String']['output'];
  /** The price list the account buys on (issue 25); null: the trade price. */
  priceList?: Maybe<AdminPriceList>;
  /** Account status. */
  status: AccountStatus;
  /** True when the customer receives the newsletter. */
  subscribed: Scalars['Boolean']['output'];
  /** The customer's VAT number (printed on invoices), or null. */
  vatNumber?: Maybe<Scalars['String']['output']>;
};

/** One page of trade accounts. */
export type AdminAccountConnection = {
  __typename?: 'AdminAccountConnection';
  /** The accounts on this page. */
  nodes: Array<AdminAccount>;
  /** Pagination details. */
  pageInfo: AdminPageInfo;
  /** How many accounts match over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A staff-only note on a trade account (issue 26): dated, by author. */
export type AdminAccountNote = {
  __typename?: 'AdminAccountNote';
  /** The e-mail address of the staff member who wrote it. */
  author: Scalars['String']['output'];
  /** The note's text. */
  body: Scalars['String']['output'];
  /** When it was written (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Note id. */
  id: Scalars['ID']['output'];
};

/** Result of addAccountNote. */
export type AdminAccountNotePayload = {
  __typename?: 'AdminAccountNotePayload';
  /** The new note, or null on failure. */
  note?: Maybe<AdminAccountNote>;
  /** Why it failed (NOT_FOUND, INVALID). */
  userErrors: Array<UserError>;
};

/** Result of an admin account change. */
export type AdminAccountPayload = {
  __typename?: 'AdminAccountPayload';
  /** The account after the change, or null on failure. */
  account?: Maybe<AdminAccount>;
  /** A message to show on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** Why the change was refused (NOT_FOUND, INVALID_STATE, INVALID). */
  userErrors: Array<UserError>;
};

/** Result of assignPriceList. */
export type AdminAssignPriceListPayload = {
  __typename?: 'AdminAssignPriceListPayload';
  /** The account id, or null on failure. */
  accountId?: Maybe<Scalars['ID']['output']>;
  /** The price list now assigned; null for the trade price or on failure. */
  priceListId?: Maybe<Scalars['ID']['output']>;
  /** Why it failed (NOT_FOUND, INVALID). */
  userErrors: Array<UserError>;
};

/** Result of bulkSetOrderDeliveryStatus. */
export type AdminBulkOrderPayload = {
  __typename?: 'AdminBulkOrderPayload';
  /** How many orders moved. */
  moved: Scalars['Int']['output'];
  /** One result per selected order. */
  results: Array<AdminBulkOrderResult>;
  /** Why the whole request failed (an empty or too large selection). */
  userErrors: Array<UserError>;
};

/** The outcome of one order of a bulk move. */
export type AdminBulkOrderResult = {
  __typename?: 'AdminBulkOrderResult';
  /** Its delivery status now. */
  deliveryStatus?: Maybe<Scalars['String']['output']>;
  /** What happened, in words. */
  message: Scalars['String']['output'];
  /** True when it moved. */
  ok: Scalars['Boolean']['output'];
  /** The order id. */
  orderId: Scalars['ID']['output'];
  /** Its tracking ID; null for an unknown id. */
  trackingId?: Maybe<Scalars['String']['output']>;
};

/** Counts of one kind of change of a catalog import. */
export type AdminCatalogCounts = {
  __typename?: 'AdminCatalogCounts';
  /** Categories. */
  categories: Scalars['Int']['output'];
  /** Fabric colours. */
  fabricColors: Scalars['Int']['output'];
  /** Fabrics. */
  fabrics: Scalars['Int']['output'];
  /** Products. */
  products: Scalars['Int']['output'];
  /** Sizes. */
  sizes: Scalars['Int']['output'];
  /** Storage prices. */
  storagePrices: Scalars['Int']['output'];
};

/**
 * One field an import changes (issue 26): what it belongs to, the field, and its old → new value as
 * staff read it (euros, not cents).
 */
export type AdminCatalogImportChange = {
  __typename?: 'AdminCatalogImportChange';
  /** The value in the file (null: none). */
  after?: Maybe<Scalars['String']['output']>;
  /** The value in the shop now (null: none). */
  before?: Maybe<Scalars['String']['output']>;
  /** What the change is about: product, fabricColor, size, storagePrice, priceList or volumeBreak. */
  entity: Scalars['String']['output'];
  /** The field, e.g. "Price", "Stock", "Variation 5ft King / Linen Weave / Silver". */
  field: Scalars['String']['output'];
  /** The SKU, "Fabric / Colour", size label, "Category / Size" of a storage price, price list name, or the SKU or "Category (category)" of a volume break. */
  key: Scalars['String']['output'];
};

/** Result of importCatalog: a report, or the problems (then nothing was written). */
export type AdminCatalogImportPayload = {
  __typename?: 'AdminCatalogImportPayload';
  /** Every invalid row; empty on success. */
  problems: Array<AdminCatalogImportProblem>;
  /** The report, or null when the file was refused. */
  report?: Maybe<AdminCatalogImportReport>;
  /** Why it failed (INVALID), in short. */
  userErrors: Array<UserError>;
};

/** A problem in an imported file: which file, line and column, and why. */
export type AdminCatalogImportProblem = {
  __typename?: 'AdminCatalogImportProblem';
  /** Column name, or null. */
  column?: Maybe<Scalars['String']['output']>;
  /** The CSV file (or 'ZIP'). */
  file: Scalars['String']['output'];
  /** 1-based line, or null. */
  line?: Maybe<Scalars['Int']['output']>;
  /** The reason. */
  message: Scalars['String']['output'];
};

/** What an import did (or, in a dry run, would do). */
export type AdminCatalogImportReport = {
  __typename?: 'AdminCatalogImportReport';
  /** Changed. */
  changed: AdminCatalogCounts;
  /** SKUs of changed products. */
  changedSkus: Array<Scalars['String']['output']>;
  /**
   * Changed fields of the products, fabric colours, sizes and storage prices present both in the
   * file and in the shop, each with its old and new value (the first 500; products first). An
   * untouched export of this shop lists none.
   */
  changes: Array<AdminCatalogImportChange>;
  /** How many fields change in all (more than `changes` lists when over 500). */
  changesTotal: Scalars['Int']['output'];
  /** Created. */
  created: AdminCatalogCounts;
  /** SKUs of created products. */
  createdSkus: Array<Scalars['String']['output']>;
  /** True when nothing was written. */
  dryRun: Scalars['Boolean']['output'];
  /** A one-line summary. */
  message: Scalars['String']['output'];
  /** Pictures added. */
  picturesAdded: Scalars['Int']['output'];
  /** Products in the file. */
  products: Scalars['Int']['output'];
  /** Removed. */
  removed: AdminCatalogCounts;
  /** SKUs of removed products. */
  removedSkus: Array<Scalars['String']['output']>;
};

/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutation = {
  __typename?: 'AdminCatalogMutation';
  /** Creates a category. */
  createCategory: AdminCategoryPayload;
  /** Creates a product. */
  createProduct: AdminProductPayload;
  /** Deletes a category that holds no products. */
  deleteCategory: AdminDeletePayload;
  /** Imports a whole catalog ZIP (at most 10 MB here; the CLI takes any size), all or nothing; dryRun only reports. */
  importCatalog: AdminCatalogImportPayload;
  /** Renames a category. */
  renameCategory: AdminCategoryPayload;
  /** Reorders or trims the gallery and picks the main picture (one of images). */
  setProductGallery: AdminProductPayload;
  /** Replaces the storage prices of a category. */
  setStoragePrices: AdminCategoryPayload;
  /** Replaces the variation matrix of a product. */
  setVariations: AdminProductPayload;
  /** Queues an export of the whole catalog (CSV files and pictures in one ZIP) as a background job (issue 27): a worker writes the file; follow it with catalog.exportJob, then download its resultFile. */
  startCatalogExport: AdminJobPayload;
  /** Queues the import of a catalog ZIP as a background job (issue 27; at most 10 MB here): the api stores the file and a worker imports it, all or nothing; dryRun only reports. Follow it with catalog.importJob. */
  startCatalogImport: AdminJobPayload;
  /** Updates every field of a product. */
  updateProduct: AdminProductPayload;
  /** Adds pictures (JPEG, PNG or WebP, at most 10 MB) to the end of the gallery. The bff takes one file per multipart request, so clients send one request per picture. */
  uploadProductImages: AdminProductPayload;
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationCreateCategoryArgs = {
  name: Scalars['String']['input'];
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationCreateProductArgs = {
  input: AdminProductInput;
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationImportCatalogArgs = {
  dryRun: Scalars['Boolean']['input'];
  file?: InputMaybe<Scalars['Upload']['input']>;
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationRenameCategoryArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationSetProductGalleryArgs = {
  alts?: InputMaybe<Array<Scalars['String']['input']>>;
  images: Array<Scalars['String']['input']>;
  main?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationSetStoragePricesArgs = {
  categoryId: Scalars['ID']['input'];
  input: AdminStoragePricesInput;
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationSetVariationsArgs = {
  productId: Scalars['ID']['input'];
  variations: Array<AdminVariationInput>;
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationStartCatalogImportArgs = {
  dryRun: Scalars['Boolean']['input'];
  file?: InputMaybe<Scalars['Upload']['input']>;
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: AdminProductInput;
};


/**
 * The admin's catalog writes; refusals (invalid field, duplicate SKU or name, unknown id, not empty)
 * come back as userErrors and nothing is written.
 */
export type AdminCatalogMutationUploadProductImagesArgs = {
  files: Array<Scalars['Upload']['input']>;
  productId: Scalars['ID']['input'];
};

/**
 * CATALOG MANAGEMENT (issue 10), under the admin namespace (same guard). Amounts are net euros
 * (VAT 23 % is added by the storefront); inputs take euros as decimal text like "499.00".
 */
export type AdminCatalogQuery = {
  __typename?: 'AdminCatalogQuery';
  /** Every category with its product count and storage prices. */
  categories: Array<AdminCategory>;
  /** A catalog export job started with startCatalogExport: its state, then its file or its error (issue 27); null when there is none. */
  exportJob?: Maybe<AdminJob>;
  /** Where to download the whole catalog as a ZIP of CSV files and pictures (a same-origin bff path that checks the admin session). */
  exportUrl: Scalars['String']['output'];
  /** The fabrics with their colours. */
  fabrics: Array<AdminFabric>;
  /** A catalog import job started with startCatalogImport: its state, progress while it runs, then its report or its problems (issue 27); null when there is none. */
  importJob?: Maybe<AdminJob>;
  /** One product with its variation matrix and pictures; null when there is none. */
  product?: Maybe<AdminProduct>;
  /** Products of every status, newest first; search matches SKU or name. */
  products: AdminProductConnection;
  /** The standard sizes with their dimensions. */
  sizes: Array<AdminSize>;
  /** The VAT rate the api charges on new orders, in basis points (2300 = 23 %, 1350 = 13.5 %). */
  vatRateBp: Scalars['Int']['output'];
  /**
   * The VAT rate the storefront adds to net prices, in percent, rounded (spec §9; 23).
   * @deprecated A rate can have decimals (13.5 %): use vatRateBp.
   */
  vatRatePercent: Scalars['Int']['output'];
};


/**
 * CATALOG MANAGEMENT (issue 10), under the admin namespace (same guard). Amounts are net euros
 * (VAT 23 % is added by the storefront); inputs take euros as decimal text like "499.00".
 */
export type AdminCatalogQueryExportJobArgs = {
  id: Scalars['ID']['input'];
};


/**
 * CATALOG MANAGEMENT (issue 10), under the admin namespace (same guard). Amounts are net euros
 * (VAT 23 % is added by the storefront); inputs take euros as decimal text like "499.00".
 */
export type AdminCatalogQueryImportJobArgs = {
  id: Scalars['ID']['input'];
};


/**
 * CATALOG MANAGEMENT (issue 10), under the admin namespace (same guard). Amounts are net euros
 * (VAT 23 % is added by the storefront); inputs take euros as decimal text like "499.00".
 */
export type AdminCatalogQueryProductArgs = {
  id: Scalars['ID']['input'];
};


/**
 * CATALOG MANAGEMENT (issue 10), under the admin namespace (same guard). Amounts are net euros
 * (VAT 23 % is added by the storefront); inputs take euros as decimal text like "499.00".
 */
export type AdminCatalogQueryProductsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A category as the admin edits it. */
export type AdminCategory = {
  __typename?: 'AdminCategory';
  /** Cloud storage base (net), added on sizes 13 to 15; null when not set. */
  cloudStorageBase?: Maybe<Money>;
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Category name. */
  name: Scalars['String']['output'];
  /** Ottoman storage price per size (net). */
  ottomanPrices: Array<AdminOttomanPrice>;
  /** How many products it holds; only an empty category can be deleted. */
  productCount: Scalars['Int']['output'];
};

/** Result of a category change. */
export type AdminCategoryPayload = {
  __typename?: 'AdminCategoryPayload';
  /** The category after the change, or null on failure. */
  category?: Maybe<AdminCategory>;
  /** Why it failed (INVALID, DUPLICATE, NOT_FOUND). */
  userErrors: Array<UserError>;
};

/**
 * A trade company as the shop's staff see it (issue 24 admin console): read only, the company
 * manages its addresses, rule and approvals itself.
 */
export type AdminCompany = {
  __typename?: 'AdminCompany';
  /** Its saved delivery addresses, the default first. */
  addresses: Array<CompanyAddress>;
  /** Orders above this gross amount always need approval; null when there is no rule. */
  approvalRule?: Maybe<Money>;
  /** Its orders awaiting approval, newest first (canDecide is always false here). */
  pendingApprovals: Array<OrderApproval>;
};

/** A credit note (issued when an order line is cancelled). */
export type AdminCreditNote = {
  __typename?: 'AdminCreditNote';
  /** The amount credited with VAT. */
  gross: Money;
  /** Date of issue (YYYY-MM-DD). */
  issueDate: Scalars['String']['output'];
  /** The credit note number, e.g. CN-2026-000001. */
  number: Scalars['String']['output'];
  /** Why it was issued. */
  reason: Scalars['String']['output'];
};

/** A generated CSV file. */
export type AdminCsvFile = {
  __typename?: 'AdminCsvFile';
  /** The CSV text (RFC 4180, header row first). */
  content: Scalars['String']['output'];
  /** MIME type: text/csv. */
  contentType: Scalars['String']['output'];
  /** Suggested file name, e.g. orders-2026-11-22.csv. */
  fileName: Scalars['String']['output'];
  /** Data rows in the file. */
  rowCount: Scalars['Int']['output'];
};

/** The admin dashboard. "This week" starts on Monday 00:00 Irish time; cancelled orders are not counted. */
export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  /** Gross sales this week (with VAT). */
  grossSalesThisWeek: Money;
  /** Net sales this week (before VAT). */
  netSalesThisWeek: Money;
  /** Orders (not cancelled) in 'awaiting dispatch'. */
  ordersAwaitingDispatch: Scalars['Int']['output'];
  /** Orders placed this week (not cancelled). */
  ordersThisWeek: Scalars['Int']['output'];
  /** How many accounts owe an overdue amount. */
  overdueAccounts: Scalars['Int']['output'];
  /** What customers owe on invoices past their due date (today's Irish day), over all accounts. */
  overdueTotal: Money;
  /** Applications awaiting approval. */
  pendingApplications: Scalars['Int']['output'];
  /** Quote requests the shop has not priced yet (issue 25). */
  quotesAwaitingPrice: Scalars['Int']['output'];
  /** Callback requests not yet read. */
  unreadCallbackRequests: Scalars['Int']['output'];
  /** Contact messages not yet read. */
  unreadContactMessages: Scalars['Int']['output'];
  /** When this week began (ISO 8601). */
  weekStartsAt: Scalars['String']['output'];
};

/** Result of a delete. */
export type AdminDeletePayload = {
  __typename?: 'AdminDeletePayload';
  /** True when it was deleted. */
  deleted: Scalars['Boolean']['output'];
  /** Why it failed (NOT_FOUND). */
  userErrors: Array<UserError>;
};

/** A delivery status as the admin edits it. */
export type AdminDeliveryStatus = {
  __typename?: 'AdminDeliveryStatus';
  /** True for 'awaiting dispatch' and 'order delivered': they keep their names and places. */
  fixed: Scalars['Boolean']['output'];
  /** Status id. */
  id: Scalars['ID']['output'];
  /** Status name, e.g. 'awaiting dispatch'. */
  name: Scalars['String']['output'];
  /** How many orders (not cancelled) are in this status. */
  orderCount: Scalars['Int']['output'];
  /** 1-based place in the order. */
  position: Scalars['Int']['output'];
};

/** Result of a delivery status change. */
export type AdminDeliveryStatusesPayload = {
  __typename?: 'AdminDeliveryStatusesPayload';
  /** Every delivery status in order after the change (empty on failure). */
  deliveryStatuses: Array<AdminDeliveryStatus>;
  /** Why it failed (NOT_FOUND, DUPLICATE, FIXED_STATUS, IN_USE, INVALID). */
  userErrors: Array<UserError>;
};

/** A fabric with its colours. */
export type AdminFabric = {
  __typename?: 'AdminFabric';
  /** Its colours. */
  colors: Array<AdminFabricColor>;
  /** Fabric id. */
  id: Scalars['ID']['output'];
  /** Fabric name. */
  name: Scalars['String']['output'];
};

/** A colour of a fabric with its swatch. */
export type AdminFabricColor = {
  __typename?: 'AdminFabricColor';
  /** Swatch colour, e.g. '#7a6a58'. */
  hex: Scalars['String']['output'];
  /** Colour id. */
  id: Scalars['ID']['output'];
  /** Swatch picture URL. */
  imageUrl: Scalars['String']['output'];
  /** Colour name. */
  name: Scalars['String']['output'];
};

/** A file the admin may download (through the bff, with the admin's session). */
export type AdminFile = {
  __typename?: 'AdminFile';
  /** MIME type. */
  contentType: Scalars['String']['output'];
  /** Where to download it: a same-origin bff path that checks the admin session. */
  downloadUrl: Scalars['String']['output'];
  /** The original file name. */
  fileName: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

/** An invoice of a trade account as the admin sees it: its numbers, dates and standing. */
export type AdminInvoice = {
  __typename?: 'AdminInvoice';
  /** The buyer's own PO number given at checkout, or null. */
  buyerPoNumber?: Maybe<Scalars['String']['output']>;
  /** The credit notes issued against it, oldest first. */
  creditNotes: Array<AdminCreditNote>;
  /** What credit notes took off. */
  credited: Money;
  /** Whole days past the due date while something is open; 0 otherwise. */
  daysOverdue: Scalars['Int']['output'];
  /** Due date (YYYY-MM-DD). */
  dueDate: Scalars['String']['output'];
  /** The invoice total with VAT. */
  gross: Money;
  /** Date of issue (YYYY-MM-DD). */
  issueDate: Scalars['String']['output'];
  /** The invoice number, e.g. INV-2026-000001. */
  number: Scalars['String']['output'];
  /** What is still owed: gross − credited − paid. */
  open: Money;
  /** What payments (not reversed) settled. */
  paid: Money;
  /** The shop's purchase order number, e.g. PO-000042. */
  purchaseOrderNumber: Scalars['String']['output'];
  /** Unpaid, part paid, paid or credited. */
  state: InvoiceState;
};

/** A background job as the admin sees it (issue 27): what it is, where it is, and how it ended. */
export type AdminJob = {
  __typename?: 'AdminJob';
  /** When it completed or failed (ISO 8601), or null. */
  completedAt?: Maybe<Scalars['String']['output']>;
  /** When it was queued (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Why a failed job failed (several lines for an import's problems), or null. */
  error?: Maybe<Scalars['String']['output']>;
  /** The items a completed job left out because they failed (a statements job's accounts); empty otherwise. */
  failedItems: Array<AdminJobFailedItem>;
  /** The job id (with the queue, what retryJob takes). */
  id: Scalars['ID']['output'];
  /** The report of a completed catalog import, or null. */
  importReport?: Maybe<AdminCatalogImportReport>;
  /** What a completed job reports in one line (e.g. "Exported 62 products and 180 pictures."), or null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The problems (file, line, column) of a failed catalog import; empty otherwise. */
  problems: Array<AdminCatalogImportProblem>;
  /** The progress of a running catalog import, or null. */
  progress?: Maybe<AdminJobProgress>;
  /** Its queue. */
  queue: AdminJobQueue;
  /** The file a completed job wrote (a catalog export's ZIP), downloaded through the bff with the admin session; null for others. */
  resultFile?: Maybe<AdminFile>;
  /** Retries made so far. */
  retryCount: Scalars['Int']['output'];
  /** Retries allowed before it fails. */
  retryLimit: Scalars['Int']['output'];
  /** When a worker last started it (ISO 8601), or null. */
  startedAt?: Maybe<Scalars['String']['output']>;
  /** Where it is. */
  state: AdminJobState;
  /** One line: "To a@b.ie: Order confirmation …" or "Import catalog.zip (dry run)" (never a mail's body). */
  summary: Scalars['String']['output'];
};

/** How many background jobs are in each state (every queue the list is about). */
export type AdminJobCounts = {
  __typename?: 'AdminJobCounts';
  /** Running. */
  active: Scalars['Int']['output'];
  /** Finished. */
  completed: Scalars['Int']['output'];
  /** Failed. */
  failed: Scalars['Int']['output'];
  /** Waiting for a worker. */
  queued: Scalars['Int']['output'];
};

/**
 * An item a completed job could not do while it did the others (issue 27): a statements job's
 * account whose statement failed.
 */
export type AdminJobFailedItem = {
  __typename?: 'AdminJobFailedItem';
  /** Which item, e.g. "Account 42 (Acme Ltd)". */
  item: Scalars['String']['output'];
  /** Why it failed. */
  message: Scalars['String']['output'];
};

/** A list of background jobs, newest first, with the counts by state. */
export type AdminJobList = {
  __typename?: 'AdminJobList';
  /** How many jobs there are in each state (not only those listed). */
  counts: AdminJobCounts;
  /** The jobs, newest first. */
  jobs: Array<AdminJob>;
};

/** Result of retryJob or startCatalogImport: the job, or why not. */
export type AdminJobPayload = {
  __typename?: 'AdminJobPayload';
  /** The job, or null when refused. */
  job?: Maybe<AdminJob>;
  /** What happened, e.g. "The job is queued again". */
  message?: Maybe<Scalars['String']['output']>;
  /** Why it was refused (INVALID, NOT_FOUND, INVALID_STATE, FILE_TOO_LARGE). */
  userErrors: Array<UserError>;
};

/** How far a running catalog import is (issue 27). */
export type AdminJobProgress = {
  __typename?: 'AdminJobProgress';
  /** Items done so far (a statements job: accounts), or null. */
  done?: Maybe<Scalars['Int']['output']>;
  /** 0 to 100. */
  percent: Scalars['Int']['output'];
  /** What it is doing: unpacking, comparing or writing. */
  step: Scalars['String']['output'];
  /** Items in all (a statements job: accounts), or null. */
  total?: Maybe<Scalars['Int']['output']>;
  /** Bytes unpacked so far (while unpacking), or null. */
  unpackedBytes?: Maybe<Scalars['Float']['output']>;
};

/** The queues of background jobs the admin sees (issue 27). */
export type AdminJobQueue =
  /** Catalog exports (a ZIP of CSV files and pictures). */
  | 'CATALOG_EXPORT'
  /** Catalog imports. */
  | 'CATALOG_IMPORT'
  /** Outgoing e-mails (the transactional outbox). */
  | 'MAIL'
  /** Order list CSV files. */
  | 'ORDERS_CSV'
  /** A month's account statements for many trade accounts (one ZIP of PDFs). */
  | 'STATEMENTS';

/** Where a background job is (issue 27). */
export type AdminJobState =
  /** A worker is running it. */
  | 'ACTIVE'
  /** It was cancelled. */
  | 'CANCELLED'
  /** It finished. */
  | 'COMPLETED'
  /** It failed (after its retries); the admin may retry it. */
  | 'FAILED'
  /** Waiting for a worker (new, or waiting for its next retry). */
  | 'QUEUED';

/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutation = {
  __typename?: 'AdminMutation';
  /** Adds a staff-only note to an account (issue 26; audited). Never shown to the customer. */
  addAccountNote: AdminAccountNotePayload;
  /** Adds a delivery status before 'order delivered' (or at `position`, which must keep the first and last in place). */
  addDeliveryStatus: AdminDeliveryStatusesPayload;
  /** Adds a rule to a price list: a percentage off (a category or everything) or a fixed net price (a product or one variation). Audited. */
  addPriceRule: AdminPriceListPayload;
  /** Adds a volume break for a product or a category (exactly one). Audited. */
  addVolumeBreak: AdminVolumeBreakPayload;
  /** Approves a pending (or rejected) application, optionally with its opening credit limit, in one audited change; the applicant is e-mailed (ordering on credit is promised only above €0). */
  approveAccount: AdminAccountPayload;
  /** Assigns a price list to a trade account; null gives it the trade price again. Audited. */
  assignPriceList: AdminAssignPriceListPayload;
  /** Blocks an approved account: it cannot sign in and every session ends at once. */
  blockAccount: AdminAccountPayload;
  /** Moves every selected order (the picked `ids`, or all matching the list's filter; at most 500) to a delivery status, each audited on its own; one result per order (issue 26). */
  bulkSetOrderDeliveryStatus: AdminBulkOrderPayload;
  /** Cancels an order on the customer's behalf, with the customer's rules: only while awaiting dispatch; the credit is returned. */
  cancelOrder: AdminOrderPayload;
  /** The catalog screens' writes (issue 10); each is audited and drops the catalog caches. */
  catalog: AdminCatalogMutation;
  /** Changes a staff member's role; the last owner stays an owner (issue 26; OWNER). */
  changeStaffRole: AdminStaffPayload;
  /** Creates a news item at the top of the list; its HTML is sanitised on the server. */
  createNews: AdminNewsPayload;
  /** Creates a customer price list (issue 25), active unless said otherwise; audited. A duplicate name is refused. */
  createPriceList: AdminPriceListPayload;
  /** Deletes a news item. */
  deleteNews: AdminDeletePayload;
  /** Deletes a price list; its accounts go back to the trade price. Audited. */
  deletePriceList: AdminDeletePayload;
  /** Invites a staff member by e-mail: a single-use link valid 7 days (issue 26; OWNER). */
  inviteStaff: AdminStaffPayload;
  /** Prices a quote: a net price per line and/or a discount on the whole, a validity date and a message; the customer is e-mailed the quote PDF. Audited (issue 25). */
  priceQuote: QuotePayload;
  /** Records a payment received from the customer (a ledger PAYMENT entry, audited), allocated to the invoices named (in order) or oldest due first. With `dryRun` nothing is written and `payment` says what would happen. */
  recordPayment: AdminPaymentPayload;
  /** Reinstates a suspended company user (issue 24; audited). */
  reinstateCompanyUser: CompanyUserPayload;
  /** Rejects a pending application; the applicant is e-mailed, with the reason when one is given (issue 26). Its sessions end. */
  rejectAccount: AdminAccountPayload;
  /** Removes a delivery status no order uses (issue 26); one in use is refused (IN_USE). 'awaiting dispatch' and 'order delivered' cannot be removed. */
  removeDeliveryStatus: AdminDeliveryStatusesPayload;
  /** Removes a rule from a price list. Audited. */
  removePriceRule: AdminPriceListPayload;
  /** Removes a staff member; their sessions end at once. No one removes themselves (issue 26; OWNER). */
  removeStaff: AdminStaffPayload;
  /** Removes a volume break. Audited. */
  removeVolumeBreak: AdminDeletePayload;
  /** Renames a delivery status; orders in it move with it. 'awaiting dispatch' and 'order delivered' cannot be renamed. */
  renameDeliveryStatus: AdminDeliveryStatusesPayload;
  /** Puts the delivery statuses in this order (every id once; 'awaiting dispatch' first and 'order delivered' last). */
  reorderDeliveryStatuses: AdminDeliveryStatusesPayload;
  /** Puts the news items in this order (every news id exactly once). */
  reorderNews: AdminNewsListPayload;
  /** The shop's message in a quote's thread, with an optional file. Audited (issue 25). */
  replyToQuote: QuotePayload;
  /** Puts a failed background job back in its queue (issue 27; OWNER). A job that has not failed is refused (INVALID_STATE). */
  retryJob: AdminJobPayload;
  /** Reverses a payment with a reason: a PAYMENT_REVERSAL ledger entry (audited); the payment's allocations stop counting. Refused (INVALID) when already reversed. */
  reversePayment: AdminAccountPayload;
  /** Sets an account's credit limit. Below what the customer owes it is refused with code CONFIRMATION_REQUIRED and a message saying what follows, unless `confirm` is true. */
  setCreditLimit: AdminAccountPayload;
  /** Moves an order to any later delivery status, or back exactly one step (then a reason is required). */
  setOrderDeliveryStatus: AdminOrderPayload;
  /** Sets an account's payment terms: invoices issued from now on are due this many days after issue. */
  setPaymentTerms: AdminAccountPayload;
  /** Sets the customer's VAT number (an EU, XI or GB number, checked), or clears it with an empty string. */
  setVatNumber: AdminAccountPayload;
  /** Queues the orders matching the filter as a CSV file written by a background worker (issue 27; every matching row, any number); follow it with ordersCsvJob, then download its resultFile. */
  startOrdersCsvExport: AdminJobPayload;
  /** Queues a month's statement PDFs for all (or the given) trade accounts, written into one ZIP by a background worker (issue 27; books). A month that is not YYYY-MM, a future month or an unknown account is refused (INVALID); the job then shows in `jobs` with its progress and its resultFile. */
  startStatementsExport: AdminJobPayload;
  /** Suspends a single company user (not the account holder: block the account instead); their sessions end at once (issue 24; audited). */
  suspendCompanyUser: CompanyUserPayload;
  /** Unblocks a blocked account: it is approved again and may sign in. */
  unblockAccount: AdminAccountPayload;
  /** Marks a callback request read or unread, handled or not, and sets its note. */
  updateCallbackRequest: CallbackRequestAdminPayload;
  /** Marks a contact message read or unread, handled or not, and sets its note. */
  updateContactMessage: ContactMessageAdminPayload;
  /** Replaces a news item's content; its HTML is sanitised on the server. */
  updateNews: AdminNewsPayload;
  /** Renames and/or (de)activates a price list; audited. An inactive list prices nothing. */
  updatePriceList: AdminPriceListPayload;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationAddAccountNoteArgs = {
  accountId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationAddDeliveryStatusArgs = {
  name: Scalars['String']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationAddPriceRuleArgs = {
  input: AdminPriceRuleInput;
  priceListId: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationAddVolumeBreakArgs = {
  input: AdminVolumeBreakInput;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationApproveAccountArgs = {
  creditLimit?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationAssignPriceListArgs = {
  accountId: Scalars['ID']['input'];
  priceListId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationBlockAccountArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationBulkSetOrderDeliveryStatusArgs = {
  deliveryStatus: Scalars['String']['input'];
  filter: AdminOrderFilter;
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationChangeStaffRoleArgs = {
  id: Scalars['ID']['input'];
  role: StaffRole;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationCreateNewsArgs = {
  input: NewsInput;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationCreatePriceListArgs = {
  input: AdminPriceListInput;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationDeleteNewsArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationDeletePriceListArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationInviteStaffArgs = {
  input: AdminStaffInviteInput;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationPriceQuoteArgs = {
  id: Scalars['ID']['input'];
  input: AdminQuotePriceInput;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationRecordPaymentArgs = {
  amount: Scalars['String']['input'];
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  invoiceNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  note?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationReinstateCompanyUserArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationRejectAccountArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationRemoveDeliveryStatusArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationRemovePriceRuleArgs = {
  priceListId: Scalars['ID']['input'];
  ruleId: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationRemoveStaffArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationRemoveVolumeBreakArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationRenameDeliveryStatusArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationReorderDeliveryStatusesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationReorderNewsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationReplyToQuoteArgs = {
  body: Scalars['String']['input'];
  fileId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationRetryJobArgs = {
  id: Scalars['ID']['input'];
  queue: AdminJobQueue;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationReversePaymentArgs = {
  entryId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationSetCreditLimitArgs = {
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
  creditLimit: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationSetOrderDeliveryStatusArgs = {
  deliveryStatus: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationSetPaymentTermsArgs = {
  days: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationSetVatNumberArgs = {
  id: Scalars['ID']['input'];
  vatNumber: Scalars['String']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationStartOrdersCsvExportArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
  sortBy?: InputMaybe<AdminOrderSortField>;
  sortDirection?: InputMaybe<SortDirection>;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationStartStatementsExportArgs = {
  input: AdminStatementsExportInput;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationSuspendCompanyUserArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationUnblockAccountArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationUpdateCallbackRequestArgs = {
  id: Scalars['ID']['input'];
  input: InboxUpdateInput;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationUpdateContactMessageArgs = {
  id: Scalars['ID']['input'];
  input: InboxUpdateInput;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationUpdateNewsArgs = {
  id: Scalars['ID']['input'];
  input: NewsInput;
};


/**
 * The admin console's writes. Business failures (unknown id, not allowed in this state, invalid
 * amount) come back as `userErrors`; a missing role as a GraphQL error.
 */
export type AdminMutationUpdatePriceListArgs = {
  id: Scalars['ID']['input'];
  input: AdminPriceListPatch;
};

/** A news item as the admin edits it. */
export type AdminNews = {
  __typename?: 'AdminNews';
  /** Sanitised HTML content, as the home page shows it. */
  contentHtml: Scalars['String']['output'];
  /** When it was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** News id. */
  id: Scalars['ID']['output'];
  /** 1-based place in the home page's list. */
  position: Scalars['Int']['output'];
  /** When a published item shows on the home page (ISO 8601). */
  publishAt: Scalars['String']['output'];
  /** Draft or published. */
  status: NewsStatus;
  /** The title ('' when it has none). */
  title: Scalars['String']['output'];
};

/** Result of reorderNews. */
export type AdminNewsListPayload = {
  __typename?: 'AdminNewsListPayload';
  /** Every news item in the new order (empty on failure). */
  news: Array<AdminNews>;
  /** Why it failed (INVALID: not every id exactly once). */
  userErrors: Array<UserError>;
};

/** Result of createNews and updateNews. */
export type AdminNewsPayload = {
  __typename?: 'AdminNewsPayload';
  /** The saved news item, or null on failure. */
  news?: Maybe<AdminNews>;
  /** Why it failed (NOT_FOUND, INVALID). */
  userErrors: Array<UserError>;
};

/** An order as the admin sees it: the configuration, prices, address and the special quote. */
export type AdminOrder = {
  __typename?: 'AdminOrder';
  /** Statuses this order may move to now: every later one, and the one before (needs a reason). Empty when cancelled. */
  allowedDeliveryStatuses: Array<Scalars['String']['output']>;
  /** The buyer's own PO number given at checkout, or null. */
  buyerPoNumber?: Maybe<Scalars['String']['output']>;
  /** True when it can be cancelled (not cancelled and awaiting dispatch). */
  cancellable: Scalars['Boolean']['output'];
  /** True when cancelled. */
  cancelled: Scalars['Boolean']['output'];
  /** When it was cancelled (ISO 8601), or null. */
  cancelledAt?: Maybe<Scalars['String']['output']>;
  /** Category names of the product. */
  categories: Array<Scalars['String']['output']>;
  /** Credit notes issued for this order (its cancellation). */
  creditNotes: Array<AdminCreditNote>;
  /** The customer who placed it. */
  customer: AdminOrderCustomer;
  /** Current delivery status. */
  deliveryStatus: Scalars['String']['output'];
  /** Fabric colour name, if any. */
  fabricColorName?: Maybe<Scalars['String']['output']>;
  /** Fabric name, if any. */
  fabricName?: Maybe<Scalars['String']['output']>;
  /** Gross total charged: net + VAT. */
  gross: Money;
  /** What admins did to this order, newest first (from the audit log). */
  history: Array<AuditEntry>;
  /** Order id. */
  id: Scalars['ID']['output'];
  /** The purchase order's invoice number, or null. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Net total: unit price × quantity. */
  net: Money;
  /** When the order was placed (ISO 8601). */
  orderDate: Scalars['String']['output'];
  /** Product id, or null when the product was deleted. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** Product picture URL. */
  productImage: Scalars['String']['output'];
  /** Product name at the time of ordering. */
  productName: Scalars['String']['output'];
  /** The shop's purchase order number this order is a line of (PO-000042), or null for older orders. */
  purchaseOrderNumber?: Maybe<Scalars['String']['output']>;
  /** Quantity ordered. */
  quantity: Scalars['Int']['output'];
  /** The customer's reference number. */
  referenceNumber: Scalars['String']['output'];
  /** Delivery address as one line. */
  shippingAddress: Scalars['String']['output'];
  /** The other lines (orders) of the same purchase order. */
  siblings: Array<AdminOrderSibling>;
  /** Size label, if any. */
  sizeLabel?: Maybe<Scalars['String']['output']>;
  /** The special instructions file, or null. */
  specialQuoteFile?: Maybe<AdminFile>;
  /** Special instructions text, or null. */
  specialQuoteText?: Maybe<Scalars['String']['output']>;
  /** Storage option. */
  storageType: StorageType;
  /** Tracking ID. */
  trackingId: Scalars['String']['output'];
  /** Net unit price charged. */
  unitPrice: Money;
  /** VAT per unit charged. */
  unitVat: Money;
  /** VAT total: unit VAT × quantity. */
  vat: Money;
  /** The VAT rate charged on this line, in percent as printed, without the sign ('23', '13.5'). */
  vatRate: Scalars['String']['output'];
  /**
   * The VAT rate charged, in percent, rounded to a whole number (spec §9; 23).
   * @deprecated A rate can have decimals (13.5 %): use vatRate.
   */
  vatRatePercent: Scalars['Int']['output'];
};

/** One page of orders. */
export type AdminOrderConnection = {
  __typename?: 'AdminOrderConnection';
  /** The orders on this page. */
  nodes: Array<AdminOrder>;
  /** Pagination details. */
  pageInfo: AdminPageInfo;
  /** How many orders match over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The customer of an order, in short. */
export type AdminOrderCustomer = {
  __typename?: 'AdminOrderCustomer';
  /** Company name. */
  companyName: Scalars['String']['output'];
  /** Sign-in e-mail. */
  email: Scalars['String']['output'];
  /** Full name. */
  fullName: Scalars['String']['output'];
  /** Account id. */
  id: Scalars['ID']['output'];
};

/** Filters of the admin order list; all optional and combined with AND. */
export type AdminOrderFilter = {
  /** Only cancelled (true) or not cancelled (false) orders. */
  cancelled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only this customer's orders (account id). */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Orders placed on or after this day (YYYY-MM-DD, Irish time). */
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  /** Orders placed on or before this day (YYYY-MM-DD, Irish time). */
  dateTo?: InputMaybe<Scalars['String']['input']>;
  /** Only orders in this delivery status (by name). */
  deliveryStatus?: InputMaybe<Scalars['String']['input']>;
  /** Only these orders (issue 26: the rows picked for a bulk action; at most 500). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text matched case-insensitively against tracking ID, reference number, product name and both PO numbers (the shop's PO-000042 and the buyer's). */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Result of an admin order change. */
export type AdminOrderPayload = {
  __typename?: 'AdminOrderPayload';
  /** A message to show on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The order after the change, or null on failure. */
  order?: Maybe<AdminOrder>;
  /** Why the change was refused (NOT_FOUND, NOT_CANCELLABLE, INVALID_STATUS, REASON_REQUIRED). */
  userErrors: Array<UserError>;
};

/** Another line of the same purchase order, in short. */
export type AdminOrderSibling = {
  __typename?: 'AdminOrderSibling';
  /** True when cancelled. */
  cancelled: Scalars['Boolean']['output'];
  /** Current delivery status. */
  deliveryStatus: Scalars['String']['output'];
  /** Gross total. */
  gross: Money;
  /** Order id. */
  id: Scalars['ID']['output'];
  /** Product name. */
  productName: Scalars['String']['output'];
  /** Quantity. */
  quantity: Scalars['Int']['output'];
  /** Tracking ID. */
  trackingId: Scalars['String']['output'];
};

/** Sort columns of the admin order list. */
export type AdminOrderSortField =
  /** Customer's company name. */
  | 'CUSTOMER'
  /** Delivery status (in status order). */
  | 'DELIVERY_STATUS'
  /** When the order was placed. */
  | 'ORDER_DATE'
  /** Product name. */
  | 'PRODUCT_NAME'
  /** Gross total. */
  | 'TOTAL';

/** The ottoman storage price of a category for one size. */
export type AdminOttomanPrice = {
  __typename?: 'AdminOttomanPrice';
  /** Net price. */
  price: Money;
  /** The size. */
  size: AdminSize;
};

/** The ottoman price of one size. */
export type AdminOttomanPriceInput = {
  /** Net price in euros, e.g. '120.00'. */
  price: Scalars['String']['input'];
  /** The size id. */
  sizeId: Scalars['ID']['input'];
};

/** Offset pagination of an admin list. */
export type AdminPageInfo = {
  __typename?: 'AdminPageInfo';
  /** True when a next page exists. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when a previous page exists. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The 1-based current page. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Total number of pages (0 when the list is empty). */
  totalPages: Scalars['Int']['output'];
};

/** One part of a payment set against an invoice. */
export type AdminPaymentAllocation = {
  __typename?: 'AdminPaymentAllocation';
  /** What the payment sets against it. */
  amount: Money;
  /** The invoice number. */
  invoiceNumber: Scalars['String']['output'];
  /** What stays open after. */
  openAfter: Money;
  /** What was open before. */
  openBefore: Money;
};

/** What recording a payment did, or in a dry run would do. */
export type AdminPaymentOutcome = {
  __typename?: 'AdminPaymentOutcome';
  /** How it is allocated to invoices, in order. */
  allocations: Array<AdminPaymentAllocation>;
  /** The amount paid. */
  amount: Money;
  /** The available credit after the payment. */
  availableCredit: Money;
  /** True when nothing was written. */
  dryRun: Scalars['Boolean']['output'];
  /** The payment's ledger entry id; null in a dry run. */
  entryId?: Maybe<Scalars['ID']['output']>;
  /** The balance owed after the payment. */
  outstanding: Money;
  /** What no open invoice takes: credit on account. */
  unallocated: Money;
};

/** Result of recording a payment. */
export type AdminPaymentPayload = {
  __typename?: 'AdminPaymentPayload';
  /** The account (unchanged in a dry run), or null on failure. */
  account?: Maybe<AdminAccount>;
  /** A message to show on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** What the payment did or would do; null on failure. */
  payment?: Maybe<AdminPaymentOutcome>;
  /** Why it was refused (NOT_FOUND, INVALID; field invoiceNumbers for an invoice that is not open). */
  userErrors: Array<UserError>;
};

/** A customer price list as the admin edits it (issue 25). */
export type AdminPriceList = {
  __typename?: 'AdminPriceList';
  /** How many trade accounts are on it. */
  accountCount: Scalars['Int']['output'];
  /** False: the list prices nothing (its accounts pay the trade price). */
  active: Scalars['Boolean']['output'];
  /** Price list id. */
  id: Scalars['ID']['output'];
  /** Its name, unique. */
  name: Scalars['String']['output'];
  /** Its rules, oldest first. */
  rules: Array<AdminPriceRule>;
};

/** A new price list. */
export type AdminPriceListInput = {
  /** False to create it inactive; default true. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its name (1 to 120 characters, unique). */
  name: Scalars['String']['input'];
};

/** Changes to a price list; absent fields stay. */
export type AdminPriceListPatch = {
  /** Activate or deactivate it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Result of a price-list change. */
export type AdminPriceListPayload = {
  __typename?: 'AdminPriceListPayload';
  /** The price list after the change, or null on failure. */
  priceList?: Maybe<AdminPriceList>;
  /** Why it failed (NOT_FOUND, INVALID, DUPLICATE). */
  userErrors: Array<UserError>;
};

/** One rule of a price list (issue 25): a percentage off (a category or everything) or a fixed price. */
export type AdminPriceRule = {
  __typename?: 'AdminPriceRule';
  /** PERCENT: the category it applies to; null means every product. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  /** Rule id. */
  id: Scalars['ID']['output'];
  /** Percentage or fixed price. */
  kind: AdminPriceRuleKind;
  /** PERCENT: the percentage off as printed, without the sign ('10', '7.5'); null for FIXED. */
  percentOff?: Maybe<Scalars['String']['output']>;
  /** FIXED: the net unit price (storage extras are added to it unchanged). */
  price?: Maybe<Money>;
  /** FIXED: the product. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** The first day the rule counts (YYYY-MM-DD, Irish calendar); null: open. */
  validFrom?: Maybe<Scalars['String']['output']>;
  /** The last day the rule counts (YYYY-MM-DD, inclusive); null: open. */
  validTo?: Maybe<Scalars['String']['output']>;
  /** FIXED: the variation; null means any variation of the product. */
  variationId?: Maybe<Scalars['ID']['output']>;
};

/** A new price-list rule: PERCENT needs percentOff (and optionally categoryId); FIXED needs productId and price (and optionally variationId). */
export type AdminPriceRuleInput = {
  /** PERCENT: the category; absent means every product. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Percentage or fixed price. */
  kind: AdminPriceRuleKind;
  /** PERCENT: the percentage off, e.g. '10' or '7.5' (0 to 100). */
  percentOff?: InputMaybe<Scalars['String']['input']>;
  /** FIXED: the net unit price in euros, e.g. '450.00'. */
  price?: InputMaybe<Scalars['String']['input']>;
  /** FIXED: the product. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** First day it counts (YYYY-MM-DD); absent: open. */
  validFrom?: InputMaybe<Scalars['String']['input']>;
  /** Last day it counts (YYYY-MM-DD, inclusive); absent: open. */
  validTo?: InputMaybe<Scalars['String']['input']>;
  /** FIXED: one of its variations; absent means the product whatever its variation. */
  variationId?: InputMaybe<Scalars['ID']['input']>;
};

/** What a price-list rule does (issue 25). */
export type AdminPriceRuleKind =
  /** A fixed net price for a product, or for one of its variations. */
  | 'FIXED'
  /** A percentage off the trade price, for one category or for everything. */
  | 'PERCENT';

/** A product as the admin editor sees it. */
export type AdminProduct = {
  __typename?: 'AdminProduct';
  /** Ids of its categories. */
  categoryIds: Array<Scalars['ID']['output']>;
  /** Description as sanitised HTML. */
  descriptionHtml: Scalars['String']['output'];
  /** Ids of the fabrics it offers. */
  fabricIds: Array<Scalars['ID']['output']>;
  /** Product id. */
  id: Scalars['ID']['output'];
  /** The alt text of each picture in images, same order; empty when the storefront uses the product name. */
  imageAlts: Array<Scalars['String']['output']>;
  /** Picture URLs in gallery order. */
  images: Array<Scalars['String']['output']>;
  /** The main picture URL, or null. */
  mainImage?: Maybe<Scalars['String']['output']>;
  /** Product name. */
  name: Scalars['String']['output'];
  /** Base net price (used when no variation matches). */
  price: Money;
  /** Ids of the sizes it comes in. */
  sizeIds: Array<Scalars['ID']['output']>;
  /** Stock keeping unit, unique. */
  sku: Scalars['String']['output'];
  /** Availability. */
  status: AdminProductStatus;
  /** Stock: -1 unlimited, 0 none, n pieces. */
  stock: Scalars['Int']['output'];
  /** Storage options offered (beds). */
  storageTypes: Array<StorageType>;
  /** The storefront path of its product page (for the live preview). */
  storefrontPath: Scalars['String']['output'];
  /** The variation matrix. */
  variations: Array<AdminVariation>;
};

/** One page of products. */
export type AdminProductConnection = {
  __typename?: 'AdminProductConnection';
  /** The products on this page. */
  nodes: Array<AdminProductRow>;
  /** Pagination details. */
  pageInfo: AdminPageInfo;
  /** How many match over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Every editable field of a product. */
export type AdminProductInput = {
  /** Category ids. */
  categoryIds: Array<Scalars['ID']['input']>;
  /** Rich text; sanitised on the server. */
  descriptionHtml: Scalars['String']['input'];
  /** Fabric ids. */
  fabricIds: Array<Scalars['ID']['input']>;
  /** 1 to 200 characters. */
  name: Scalars['String']['input'];
  /** Base net price in euros, e.g. '499.00'. */
  price: Scalars['String']['input'];
  /** Size ids. */
  sizeIds: Array<Scalars['ID']['input']>;
  /** Letters, digits and . _ / - ; unique. */
  sku: Scalars['String']['input'];
  /** Availability. */
  status: AdminProductStatus;
  /** -1 unlimited, 0 none, n pieces. */
  stock: Scalars['Int']['input'];
  /** Storage options offered (beds). */
  storageTypes: Array<StorageType>;
};

/** Result of a product change. */
export type AdminProductPayload = {
  __typename?: 'AdminProductPayload';
  /** The product after the change, or null on failure. */
  product?: Maybe<AdminProduct>;
  /** Why it failed (INVALID, DUPLICATE, NOT_FOUND). */
  userErrors: Array<UserError>;
};

/** A product row of the admin product list. */
export type AdminProductRow = {
  __typename?: 'AdminProductRow';
  /** Product id. */
  id: Scalars['ID']['output'];
  /** Main picture URL, or null. */
  mainImage?: Maybe<Scalars['String']['output']>;
  /** Product name. */
  name: Scalars['String']['output'];
  /** Base net price. */
  price: Money;
  /** Stock keeping unit, unique. */
  sku: Scalars['String']['output'];
  /** Availability. */
  status: AdminProductStatus;
  /** Stock: -1 unlimited, 0 none, n pieces. */
  stock: Scalars['Int']['output'];
};

/** Availability of a product. */
export type AdminProductStatus =
  /** Customers can order it. */
  | 'AVAILABLE'
  /** Shown, but Add to Cart is disabled. */
  | 'UNAVAILABLE';

/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQuery = {
  __typename?: 'AdminQuery';
  /** One trade account with its full application and credit; null when there is none. */
  account?: Maybe<AdminAccount>;
  /** Trade accounts (customers, not admins), searched and sorted on the server. */
  accounts: AdminAccountConnection;
  /** The audit log of admin writes, newest first. */
  auditLog: AuditEntryConnection;
  /** The audit log matching the same filters as a CSV file (every match, up to 50,000 rows). */
  auditLogCsv: AdminCsvFile;
  /** Request A Callback requests, newest first. */
  callbackRequests: CallbackRequestConnection;
  /** The catalog screens' reads (issue 10): categories, sizes, fabrics, products. */
  catalog: AdminCatalogQuery;
  /** The delivery addresses, approval rule and pending approvals of the trade company whose account is `accountId` (issue 24); null for an unknown account. */
  company?: Maybe<AdminCompany>;
  /** The users of the trade company whose account is `accountId`, the account holder first (issue 24); empty for an unknown account. */
  companyUsers: Array<CompanyUser>;
  /** Contact messages sent with the contact form, newest first. */
  contactMessages: ContactMessageConnection;
  /** Counts for the dashboard: pending applications, orders awaiting dispatch, unread inbox, this week's sales. */
  dashboard: AdminDashboard;
  /** The delivery statuses in order: 'awaiting dispatch' first, 'order delivered' last. */
  deliveryStatuses: Array<AdminDeliveryStatus>;
  /** Background jobs (mail, catalog imports), newest first, with how many there are in each state (issue 27; OWNER). */
  jobs: AdminJobList;
  /** Every news item in the order the home page shows them. */
  news: Array<AdminNews>;
  /** One order with everything the admin may see; null when there is none. */
  order?: Maybe<AdminOrder>;
  /** Every order, filtered and sorted on the server. */
  orders: AdminOrderConnection;
  /** The orders matching the filter as a CSV file (every matching row, not one page), for download. */
  ordersCsv: AdminCsvFile;
  /** An orders CSV job started with startOrdersCsvExport: its state, then its file or its error (issue 27); null when there is none. */
  ordersCsvJob?: Maybe<AdminJob>;
  /** The same-origin download path of the packing slips (one PDF, a page per order) of the orders matching the filter, e.g. the picked `ids` (issue 26). */
  packingSlipsUrl: Scalars['String']['output'];
  /** Customer price lists with their rules, by name (issue 25). */
  priceLists: Array<AdminPriceList>;
  /** One quote with its lines and thread; null when not found (issue 25). */
  quote?: Maybe<Quote>;
  /** The quote inbox, newest first (at most 200), optionally in one state (issue 25). */
  quotes: Array<Quote>;
  /** The console's global search (issue 26): orders by tracking ID, reference or either PO number, customers by name or e-mail, companies by name. A group the staff role may not read is empty. */
  search: AdminSearchResult;
  /** Active and invited staff with their roles (issue 26; OWNER). */
  staff: Array<AdminStaffMember>;
  /** The signed-in staff member: their staff role and what it may do (issue 26). */
  viewer: AdminViewer;
  /** Volume breaks: product tiers and category defaults (issue 25). */
  volumeBreaks: Array<AdminVolumeBreak>;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryAccountArgs = {
  id: Scalars['ID']['input'];
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryAccountsArgs = {
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<AccountSortField>;
  sortDirection?: InputMaybe<SortDirection>;
  status?: InputMaybe<AccountStatus>;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryAuditLogArgs = {
  entity?: InputMaybe<AuditEntity>;
  entityId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryAuditLogCsvArgs = {
  entity?: InputMaybe<AuditEntity>;
  entityId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryCallbackRequestsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<InboxState>;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryCompanyArgs = {
  accountId: Scalars['ID']['input'];
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryCompanyUsersArgs = {
  accountId: Scalars['ID']['input'];
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryContactMessagesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<InboxState>;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryJobsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  queue?: InputMaybe<AdminJobQueue>;
  state?: InputMaybe<AdminJobState>;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryOrdersArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<AdminOrderSortField>;
  sortDirection?: InputMaybe<SortDirection>;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryOrdersCsvArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
  sortBy?: InputMaybe<AdminOrderSortField>;
  sortDirection?: InputMaybe<SortDirection>;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryOrdersCsvJobArgs = {
  id: Scalars['ID']['input'];
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryPackingSlipsUrlArgs = {
  filter: AdminOrderFilter;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryQuoteArgs = {
  id: Scalars['ID']['input'];
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQueryQuotesArgs = {
  state?: InputMaybe<QuoteState>;
};


/**
 * ADMIN CONSOLE (issue 9). Every admin read is a field of AdminQuery (`Query.admin`), every admin
 * write a field of AdminMutation (`Mutation.admin`). The bff checks the admin role once, on the
 * `admin` namespace field (a visitor gets UNAUTHENTICATED, a trade customer FORBIDDEN), and the api
 * checks it again on every /api/admin route. Lists are offset pages (`page` from 1, `pageSize` 1 to
 * 100) answered as connections with `totalCount`. Every write is recorded in the audit log.
 */
export type AdminQuerySearchArgs = {
  query: Scalars['String']['input'];
};

/** The shop's price of one quote line. */
export type AdminQuoteLinePriceInput = {
  /** The quote line id. */
  lineId: Scalars['ID']['input'];
  /** Net unit price in euros, e.g. '850.00'. */
  unitPrice: Scalars['String']['input'];
};

/** The shop's answer to a quote. */
export type AdminQuotePriceInput = {
  /** A discount on the whole quote, percent as printed ('10', '7.5'), for the lines without their own price. */
  discountPercent?: InputMaybe<Scalars['String']['input']>;
  /** Net unit prices of some or all lines. */
  lines: Array<AdminQuoteLinePriceInput>;
  /** The message to the customer (in the e-mail, the PDF and the thread). */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The last day it can be accepted, YYYY-MM-DD, today or later. */
  validUntil: Scalars['String']['input'];
};

/** A trade company found by the global search. */
export type AdminSearchCompany = {
  __typename?: 'AdminSearchCompany';
  /** The company's account id. */
  accountId: Scalars['ID']['output'];
  /** The company name. */
  companyName: Scalars['String']['output'];
  /** The account holder's name. */
  fullName: Scalars['String']['output'];
  /** The account's status, lower-case. */
  status: Scalars['String']['output'];
};

/** A customer (person) found by the global search. */
export type AdminSearchCustomer = {
  __typename?: 'AdminSearchCustomer';
  /** Their company's account id (the account page). */
  accountId: Scalars['ID']['output'];
  /** Their company. */
  companyName: Scalars['String']['output'];
  /** Their e-mail. */
  email: Scalars['String']['output'];
  /** Their full name. */
  fullName: Scalars['String']['output'];
  /** Their user id. */
  id: Scalars['ID']['output'];
};

/** An order found by the global search. */
export type AdminSearchOrder = {
  __typename?: 'AdminSearchOrder';
  /** The buyer's own PO number. */
  buyerPoNumber?: Maybe<Scalars['String']['output']>;
  /** The customer's company. */
  companyName: Scalars['String']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** Its delivery status. */
  deliveryStatus: Scalars['String']['output'];
  /** The order id. */
  id: Scalars['ID']['output'];
  /** The shop's PO number, e.g. PO-000042. */
  purchaseOrderNumber?: Maybe<Scalars['String']['output']>;
  /** The customer's reference. */
  referenceNumber: Scalars['String']['output'];
  /** Its tracking ID. */
  trackingId: Scalars['String']['output'];
};

/** The global search's hits, at most 8 per group (issue 26). */
export type AdminSearchResult = {
  __typename?: 'AdminSearchResult';
  /** Companies by name. */
  companies: Array<AdminSearchCompany>;
  /** Customers by name or e-mail. */
  customers: Array<AdminSearchCustomer>;
  /** Orders by tracking ID, reference or either PO number. */
  orders: Array<AdminSearchOrder>;
};

/** A standard size with its dimensions. */
export type AdminSize = {
  __typename?: 'AdminSize';
  /** Height in cm, or null. */
  heightCm?: Maybe<Scalars['Int']['output']>;
  /** Size id (the spec's ids 10 to 15 for the standard bed sizes). */
  id: Scalars['ID']['output'];
  /** Label, e.g. '4ft6 Double'. */
  label: Scalars['String']['output'];
  /** Length in cm, or null. */
  lengthCm?: Maybe<Scalars['Int']['output']>;
  /** Width in cm, or null. */
  widthCm?: Maybe<Scalars['Int']['output']>;
};

/** Whom to invite to the console. */
export type AdminStaffInviteInput = {
  /** Their e-mail. */
  email: Scalars['String']['input'];
  /** Their full name. */
  fullName: Scalars['String']['input'];
  /** Their staff role. */
  role: StaffRole;
};

/** A member of the shop's staff (issue 26). */
export type AdminStaffMember = {
  __typename?: 'AdminStaffMember';
  /** When they were added (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Their e-mail. */
  email: Scalars['String']['output'];
  /** Their full name. */
  fullName: Scalars['String']['output'];
  /** Their user id. */
  id: Scalars['ID']['output'];
  /** Their staff role. */
  role: StaffRole;
  /** Active or invited. */
  status: AdminStaffStatus;
};

/** Result of a staff change. */
export type AdminStaffPayload = {
  __typename?: 'AdminStaffPayload';
  /** The staff member, or null on failure. */
  member?: Maybe<AdminStaffMember>;
  /** Why it failed (DUPLICATE, NOT_FOUND, INVALID_STATE, INVALID). */
  userErrors: Array<UserError>;
};

/** Whether a staff member has accepted their invitation. */
export type AdminStaffStatus =
  /** Signed up: may sign in. */
  | 'ACTIVE'
  /** Invited, not yet accepted. */
  | 'INVITED';

/** Which statements startStatementsExport writes (issue 27). */
export type AdminStatementsExportInput = {
  /** The trade accounts; none or empty: every approved account that had a statement that month. */
  accountIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The month, YYYY-MM (Irish calendar), not a future one. */
  month: Scalars['String']['input'];
};

/** Storage prices of a category. */
export type AdminStoragePricesInput = {
  /** Cloud storage base in euros, or null for none. */
  cloudBase?: InputMaybe<Scalars['String']['input']>;
  /** Ottoman price per size. */
  ottoman: Array<AdminOttomanPriceInput>;
};

/** One cell of a product's variation matrix (spec §4: size alone, fabric and colour alone, or all three). */
export type AdminVariation = {
  __typename?: 'AdminVariation';
  /** Colour id (with fabricId), or null. */
  fabricColorId?: Maybe<Scalars['ID']['output']>;
  /** Fabric id, or null when the price does not depend on the fabric. */
  fabricId?: Maybe<Scalars['ID']['output']>;
  /** Net price of this choice. */
  price: Money;
  /** Size id, or null when the price does not depend on the size. */
  sizeId?: Maybe<Scalars['ID']['output']>;
  /** What the storefront shows for this choice before storage: the net price plus 23 % VAT. */
  storefrontPrice: Money;
};

/** One cell of a variation matrix. */
export type AdminVariationInput = {
  /** Colour id, or null (with fabricId). */
  fabricColorId?: InputMaybe<Scalars['ID']['input']>;
  /** Fabric id, or null (with fabricColorId). */
  fabricId?: InputMaybe<Scalars['ID']['input']>;
  /** Net price in euros. */
  price: Scalars['String']['input'];
  /** Size id, or null. */
  sizeId?: InputMaybe<Scalars['ID']['input']>;
};

/** The signed-in staff member (issue 26). */
export type AdminViewer = {
  __typename?: 'AdminViewer';
  /** Their user id; null for the CLI credential. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Their e-mail. */
  label: Scalars['String']['output'];
  /** What the role may do (the one role table of @serena/domain), e.g. orders.view, orders.status. */
  permissions: Array<Scalars['String']['output']>;
  /** Their staff role. */
  staffRole: StaffRole;
};

/** A volume break (issue 25): from `minQuantity` units, `percentOff` off the customer's price. */
export type AdminVolumeBreak = {
  __typename?: 'AdminVolumeBreak';
  /** The category of a category default; null for a product tier. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  /** Volume break id. */
  id: Scalars['ID']['output'];
  /** The smallest quantity of the tier (2 to 99). */
  minQuantity: Scalars['Int']['output'];
  /** The percentage off as printed, without the sign ('5', '7.5'). */
  percentOff: Scalars['String']['output'];
  /** The product of a product tier; null for a category default. */
  productId?: Maybe<Scalars['ID']['output']>;
};

/** A new volume break: exactly one of productId and categoryId. */
export type AdminVolumeBreakInput = {
  /** The category of a category default. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** The smallest quantity of the tier (2 to 99). */
  minQuantity: Scalars['Int']['input'];
  /** The percentage off, e.g. '5' or '7.5' (0 to 100). */
  percentOff: Scalars['String']['input'];
  /** The product of a product tier. */
  productId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of addVolumeBreak. */
export type AdminVolumeBreakPayload = {
  __typename?: 'AdminVolumeBreakPayload';
  /** Why it failed (NOT_FOUND, INVALID). */
  userErrors: Array<UserError>;
  /** The new volume break, or null on failure. */
  volumeBreak?: Maybe<AdminVolumeBreak>;
};

/** A live notice about an order approval (issue 24). */
export type ApprovalNotice = {
  __typename?: 'ApprovalNotice';
  /** The approval request's id. */
  approvalId: Scalars['ID']['output'];
  /** When it happened (ISO 8601). */
  at: Scalars['String']['output'];
  /** What happened: AWAITING (an order needs the viewer's approval), APPROVED or REJECTED (the viewer's order was decided). */
  kind: ApprovalNoticeKind;
  /** Full name of the company user who placed the order. */
  placedBy?: Maybe<Scalars['String']['output']>;
  /** The order's total, gross. */
  total: Money;
};

/** Kinds of approval notice. */
export type ApprovalNoticeKind =
  /** The viewer's order was approved and placed. */
  | 'APPROVED'
  /** An order of the viewer's company awaits the viewer's approval. */
  | 'AWAITING'
  /** The viewer's order was rejected; its credit is available again. */
  | 'REJECTED';

/** Result of approveOrder and rejectOrder (issue 24). */
export type ApprovalPayload = {
  __typename?: 'ApprovalPayload';
  /** The request after the decision, or null when it failed. */
  approval?: Maybe<OrderApproval>;
  /** The message to show on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The orders placed on approval (none on rejection). */
  orders: Array<Order>;
  /** Why it failed (own order, already decided, expired, not found, note too long). */
  userErrors: Array<UserError>;
};

/** Why an order needs approval (issue 24). */
export type ApprovalReason =
  /** Above the company's approval amount. */
  | 'COMPANY_RULE'
  /** Over the buyer's limit per calendar month. */
  | 'MONTH_LIMIT'
  /** Over the buyer's limit per order. */
  | 'ORDER_LIMIT';

/** Result of setApprovalRule (issue 24). */
export type ApprovalRulePayload = {
  __typename?: 'ApprovalRulePayload';
  /** The amount above which orders need approval; null when there is no rule. */
  approvalAbove?: Maybe<Money>;
  /** Why it failed. */
  userErrors: Array<UserError>;
};

/** Where an order awaiting approval stands (issue 24). */
export type ApprovalStatus =
  /** Approved: the order was placed. */
  | 'APPROVED'
  /** No answer within 7 days: the credit was released. */
  | 'EXPIRED'
  /** Awaiting approval; its credit is reserved. */
  | 'PENDING'
  /** Rejected: the credit was released. */
  | 'REJECTED';

/** One field an admin write changed, as office staff read it: money in euros, dates in words. */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** The value after, e.g. '€7,500.00' (null: none). */
  after?: Maybe<Scalars['String']['output']>;
  /** The value before, e.g. '€5,000.00' (null: none). */
  before?: Maybe<Scalars['String']['output']>;
  /** The field's key as stored, e.g. 'creditLimitCents'. */
  field: Scalars['String']['output'];
  /** The field as staff read it, e.g. 'Credit limit'. */
  label: Scalars['String']['output'];
};

/** What an audit entry is about. */
export type AuditEntity =
  /** A trade account. */
  | 'ACCOUNT'
  /** A callback request. */
  | 'CALLBACK_REQUEST'
  /** The whole catalog (a bulk import). */
  | 'CATALOG'
  /** A catalog category, with its storage prices. */
  | 'CATEGORY'
  /** A contact message. */
  | 'CONTACT_MESSAGE'
  /** A delivery status. */
  | 'DELIVERY_STATUS'
  /** A news item. */
  | 'NEWS'
  /** An order. */
  | 'ORDER'
  /** An order awaiting approval in a trade company: its request and decision (issue 24). */
  | 'ORDER_APPROVAL'
  /** A customer price list with its rules (issue 25). */
  | 'PRICE_LIST'
  /** A product, with its variations and pictures. */
  | 'PRODUCT'
  /** A negotiated quote: its request, pricing, thread and decision (issue 25). */
  | 'QUOTE'
  /** A volume break: a quantity tier of a product or category (issue 25). */
  | 'VOLUME_BREAK';

/** One admin write: who, when, what, and the entity before and after (JSON). */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, e.g. 'approve', 'set-credit-limit', 'set-delivery-status'. */
  action: Scalars['String']['output'];
  /** Who: the admin's e-mail, or 'admin token' for the CLI credential. */
  actor: Scalars['String']['output'];
  /** The entity's fields after, as a JSON text, or null (delete). */
  after?: Maybe<Scalars['String']['output']>;
  /** When (ISO 8601). */
  at: Scalars['String']['output'];
  /** The entity's fields before, as a JSON text, or null (create). */
  before?: Maybe<Scalars['String']['output']>;
  /** The fields this write changed, in words: 'Credit limit: €5,000.00 → €7,500.00'. */
  changes: Array<AuditChange>;
  /** The kind of entity changed. */
  entity: AuditEntity;
  /** The entity's id. */
  entityId: Scalars['ID']['output'];
  /** Entry id. */
  id: Scalars['ID']['output'];
  /** The reason or note given, or null. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** One page of audit entries. */
export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  /** The entries on this page, newest first. */
  nodes: Array<AuditEntry>;
  /** Pagination details. */
  pageInfo: AdminPageInfo;
  /** How many match over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Which audit entries to show (issue 26); every field optional, all given ones must hold. */
export type AuditLogFilter = {
  /** The action exactly, e.g. 'set-credit-limit'. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** A part of the actor's e-mail (or 'admin token'), any case. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** First Irish calendar day, YYYY-MM-DD. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Words anywhere in what was written, the entity id, who or why. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Last Irish calendar day, YYYY-MM-DD (included). */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A Request A Callback (spec §3 Callback request) in the admin inbox. */
export type CallbackRequest = {
  __typename?: 'CallbackRequest';
  /** Company name. */
  companyName: Scalars['String']['output'];
  /** When it was sent (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** When it was marked handled (ISO 8601), or null. */
  handledAt?: Maybe<Scalars['String']['output']>;
  /** Request id. */
  id: Scalars['ID']['output'];
  /** The message. */
  message: Scalars['String']['output'];
  /** Name of the person to call. */
  name: Scalars['String']['output'];
  /** The admin's note, or null. */
  note?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phoneNumber: Scalars['String']['output'];
  /** When an admin first read it (ISO 8601), or null when unread. */
  readAt?: Maybe<Scalars['String']['output']>;
};

/** Result of updateCallbackRequest. */
export type CallbackRequestAdminPayload = {
  __typename?: 'CallbackRequestAdminPayload';
  /** The request after the change, or null on failure. */
  callbackRequest?: Maybe<CallbackRequest>;
  /** Why it failed (NOT_FOUND, INVALID). */
  userErrors: Array<UserError>;
};

/** One page of callback requests. */
export type CallbackRequestConnection = {
  __typename?: 'CallbackRequestConnection';
  /** The requests on this page. */
  nodes: Array<CallbackRequest>;
  /** Pagination details. */
  pageInfo: AdminPageInfo;
  /** How many match over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The Request A Callback form (spec §3 Callback request). */
export type CallbackRequestInput = {
  /** Company name. */
  companyName: Scalars['String']['input'];
  /** The message, at most 200 characters. */
  message: Scalars['String']['input'];
  /** Name of the person to call. */
  name: Scalars['String']['input'];
  /** Phone number: digits only (an international number with its country code). */
  phoneNumber: Scalars['String']['input'];
};

/** Result of requestCallback. */
export type CallbackRequestPayload = {
  __typename?: 'CallbackRequestPayload';
  /** The server's message to show in the success toast. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the request was stored. */
  success: Scalars['Boolean']['output'];
  /** Field errors and failures. */
  userErrors: Array<UserError>;
};

/** Result of cancelOrder. */
export type CancelOrderPayload = {
  __typename?: 'CancelOrderPayload';
  /** The cancelled order, or null on failure. */
  order?: Maybe<Order>;
  /** Why it could not be cancelled. */
  userErrors: Array<UserError>;
};

/** Who cancelled an order. */
export type CancelledBy =
  /** The shop (an admin). */
  | 'ADMIN'
  /** The customer, from My Orders. */
  | 'CUSTOMER';

/** One configured cart line to price (spec §4 variation matching, §9 bed price). */
export type CartLineInput = {
  /** Chosen fabric colour id (beds). */
  fabricColorId?: InputMaybe<Scalars['ID']['input']>;
  /** Chosen fabric id (beds). */
  fabricId?: InputMaybe<Scalars['ID']['input']>;
  /** Product id. */
  productId: Scalars['ID']['input'];
  /** Quantity, 1 to 99. */
  quantity: Scalars['Int']['input'];
  /** Chosen size id. */
  sizeId?: InputMaybe<Scalars['ID']['input']>;
  /** Storage option (beds); NONE by default. */
  storage?: InputMaybe<StorageType>;
};

/** A whole cart priced from the catalog. */
export type CartQuote = {
  __typename?: 'CartQuote';
  /** One quote per input line, in order. */
  lines: Array<PriceQuote>;
  /** Sum of net line prices (unit price × quantity). */
  subtotal: Money;
  /** Subtotal plus VAT. */
  total: Money;
  /** Sum of VAT (unit VAT × quantity). */
  vat: Money;
};

/** A product category such as Beds or Mattresses. */
export type Category = {
  __typename?: 'Category';
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Tile picture URL (/category-images/{name lowercased}.jpg). */
  imageUrl: Scalars['String']['output'];
  /** True for the Beds category: its products carry the lead-time text. */
  isBeds: Scalars['Boolean']['output'];
  /** Display name, e.g. "Kids Beds". */
  name: Scalars['String']['output'];
  /** How many products the category holds. */
  productCount: Scalars['Int']['output'];
  /** The category's products, 8 per page by default. */
  products: ProductPage;
  /** URL slug: the name lowercased, as used in /category/{slug}. */
  slug: Scalars['String']['output'];
};


/** A product category such as Beds or Mattresses. */
export type CategoryProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** Checkout contact details (spec §2 Checkout). */
export type CheckoutContactInput = {
  /** Contact e-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Contact name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True to receive news and offers. */
  newsOptIn?: InputMaybe<Scalars['Boolean']['input']>;
  /** Contact phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The Collections mega-menu content (spec §2 Page frame). */
export type CollectionsMenu = {
  __typename?: 'CollectionsMenu';
  /** Links to each headboard product. */
  headboards: Array<MenuProduct>;
  /** Links to each mattress product. */
  mattresses: Array<MenuProduct>;
};

/** A saved delivery address of the viewer's company (issue 24 address book). */
export type CompanyAddress = {
  __typename?: 'CompanyAddress';
  /** The receiving company; empty when none. */
  companyName: Scalars['String']['output'];
  /** County. */
  county: Scalars['String']['output'];
  /** Notes for the driver; empty when none. */
  deliveryNotes: Scalars['String']['output'];
  /** Irish Eircode, normalised, e.g. 'D02 X285'. */
  eircode: Scalars['String']['output'];
  /** Address id. */
  id: Scalars['ID']['output'];
  /** True for the company's default address (preselected at checkout). */
  isDefault: Scalars['Boolean']['output'];
  /** First address line. */
  line1: Scalars['String']['output'];
  /** Second address line; empty when none. */
  line2: Scalars['String']['output'];
  /** Phone number for the delivery; empty when none. */
  phone: Scalars['String']['output'];
  /** Whom to deliver to. */
  recipientName: Scalars['String']['output'];
  /** Town or city. */
  town: Scalars['String']['output'];
};

/** A delivery address to save (issue 24). The Eircode is checked and normalised ('d02x285' becomes 'D02 X285'). */
export type CompanyAddressInput = {
  /** The receiving company, at most 100 characters; optional. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** County. */
  county: Scalars['String']['input'];
  /** Notes for the driver, at most 500 characters; optional. */
  deliveryNotes?: InputMaybe<Scalars['String']['input']>;
  /** Irish Eircode, e.g. 'D02 X285' (any case and spacing). */
  eircode: Scalars['String']['input'];
  /** True to make it the company's default. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** First address line, at most 200 characters. */
  line1: Scalars['String']['input'];
  /** Second address line; optional. */
  line2?: InputMaybe<Scalars['String']['input']>;
  /** Phone number for the delivery; optional. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Whom to deliver to, at most 100 characters. */
  recipientName: Scalars['String']['input'];
  /** Town or city. */
  town: Scalars['String']['input'];
};

/** Result of an address book change (issue 24). */
export type CompanyAddressPayload = {
  __typename?: 'CompanyAddressPayload';
  /** The address after the change (the deleted one for a delete), or null when it failed. */
  address?: Maybe<CompanyAddress>;
  /** The message to show on success, e.g. 'Address saved'. */
  message?: Maybe<Scalars['String']['output']>;
  /** Why it failed (a bad Eircode, a missing town, not found...). */
  userErrors: Array<UserError>;
};

/** A user's role in their trade company (issue 24). */
export type CompanyRole =
  /** Sees orders, invoices, statements and payments; cannot order. */
  | 'ACCOUNTS'
  /** Approves other users' orders. */
  | 'APPROVER'
  /** Places orders within their spending limits. */
  | 'BUYER'
  /** Everything, including the company's users and their limits. */
  | 'COMPANY_ADMIN';

/** A user of a trade company as its company admin sees them (issue 24). */
export type CompanyUser = {
  __typename?: 'CompanyUser';
  /** True for the applicant whose account is the company's: their role and access are fixed. */
  accountHolder: Scalars['Boolean']['output'];
  /** When the user was created or invited (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** E-mail address (sign-in). */
  email: Scalars['String']['output'];
  /** Full name. */
  fullName: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Spending limit per calendar month, gross; null when none. */
  monthLimit?: Maybe<Money>;
  /** Spending limit per order, gross; null when none. */
  orderLimit?: Maybe<Money>;
  /** Role in the company. */
  role: CompanyRole;
  /** Active, invited or suspended. */
  status: CompanyUserStatus;
};

/** Result of a company-user change (issue 24). */
export type CompanyUserPayload = {
  __typename?: 'CompanyUserPayload';
  /** The message to show on success, e.g. 'Invitation sent'. */
  message?: Maybe<Scalars['String']['output']>;
  /** The user after the change, or null when it failed. */
  user?: Maybe<CompanyUser>;
  /** Why it failed (invalid e-mail, taken e-mail, own role, not found...). */
  userErrors: Array<UserError>;
};

/** Where a company user stands (issue 24). */
export type CompanyUserStatus =
  /** May sign in. */
  | 'ACTIVE'
  /** Invited; has not accepted yet. */
  | 'INVITED'
  /** The account holder of an application the shop has not approved yet; cannot sign in. */
  | 'PENDING'
  /** The account holder of an application the shop rejected; cannot sign in. */
  | 'REJECTED'
  /** Suspended by a company admin or the shop; cannot sign in. */
  | 'SUSPENDED';

/** A contact message (spec §3 Contact message) in the admin inbox. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** When it was sent (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Sender's e-mail. */
  email: Scalars['String']['output'];
  /** The attached file, or null. */
  file?: Maybe<AdminFile>;
  /** Sender's name. */
  fullName: Scalars['String']['output'];
  /** When it was marked handled (ISO 8601), or null. */
  handledAt?: Maybe<Scalars['String']['output']>;
  /** Message id. */
  id: Scalars['ID']['output'];
  /** The message. */
  message: Scalars['String']['output'];
  /** The admin's note, or null. */
  note?: Maybe<Scalars['String']['output']>;
  /** Sender's phone number. */
  phoneNumber: Scalars['String']['output'];
  /** When an admin first read it (ISO 8601), or null when unread. */
  readAt?: Maybe<Scalars['String']['output']>;
};

/** Result of updateContactMessage. */
export type ContactMessageAdminPayload = {
  __typename?: 'ContactMessageAdminPayload';
  /** The message after the change, or null on failure. */
  contactMessage?: Maybe<ContactMessage>;
  /** Why it failed (NOT_FOUND, INVALID). */
  userErrors: Array<UserError>;
};

/** One page of contact messages. */
export type ContactMessageConnection = {
  __typename?: 'ContactMessageConnection';
  /** The messages on this page. */
  nodes: Array<ContactMessage>;
  /** Pagination details. */
  pageInfo: AdminPageInfo;
  /** How many match over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The contact form (spec §3 Contact message). */
export type ContactMessageInput = {
  /** Reply e-mail address. */
  email: Scalars['String']['input'];
  /** Letters and spaces only. */
  fullName: Scalars['String']['input'];
  /** The message, at most 250 characters. */
  message: Scalars['String']['input'];
  /** Phone number in international format, at most 15 digits. */
  phoneNumber: Scalars['String']['input'];
};

/** Result of sendContactMessage. */
export type ContactMessagePayload = {
  __typename?: 'ContactMessagePayload';
  /** The server's message. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the message was stored and sent. */
  success: Scalars['Boolean']['output'];
  /** Failures, e.g. 'You have already submitted this message.' (code DUPLICATE). */
  userErrors: Array<UserError>;
};

/** A new saved list. */
export type CreateSavedListInput = {
  /** Products to start it with. */
  lines?: InputMaybe<Array<CartLineInput>>;
  /** Its name, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** True to share it with every user of the company; private by default. */
  shared?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One entry of a customer's credit ledger. Amounts are positive; the kind says which way they go. */
export type CreditLedgerEntry = {
  __typename?: 'CreditLedgerEntry';
  /** The amount (always positive). */
  amount: Money;
  /** The outstanding balance after this entry (purchases add, reversals and payments subtract). */
  balance: Money;
  /** When it was booked (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Entry id. */
  id: Scalars['ID']['output'];
  /** Purchase, reversal or payment. */
  kind: LedgerEntryKind;
  /** The note of a payment, or the reason of a payment reversal; null otherwise. */
  note?: Maybe<Scalars['String']['output']>;
  /** The order's tracking ID for purchases and reversals; null for payments. */
  orderTrackingId?: Maybe<Scalars['String']['output']>;
  /** True for a payment a later entry reversed. */
  reversed: Scalars['Boolean']['output'];
  /** For a PAYMENT_REVERSAL: the payment entry it reverses. */
  reversesEntryId?: Maybe<Scalars['ID']['output']>;
};

/** A credit note (issue 22): issued on a cancellation, by the customer or the shop, crediting lines of an invoice at their original VAT rate. */
export type CreditNote = {
  __typename?: 'CreditNote';
  /** Who cancelled: CUSTOMER or ADMIN (the shop). */
  cancelledBy: CancelledBy;
  /** Gross amount credited. */
  gross: Money;
  /** Date of issue, YYYY-MM-DD. */
  issueDate: Scalars['String']['output'];
  /** Net amount credited. */
  net: Money;
  /** The credit note's own number, e.g. 'CN-2026-000001'. */
  number: Scalars['String']['output'];
  /** Same-origin link of the credit note's PDF (signed-in customer only). */
  pdfUrl: Scalars['String']['output'];
  /** Why it was issued, e.g. 'Cancelled by the customer'. */
  reason: Scalars['String']['output'];
  /** Tracking IDs of the orders (lines) it credits. */
  trackingIds: Array<Scalars['String']['output']>;
  /** VAT credited. */
  vat: Money;
};

/** Result of deleteSavedList. */
export type DeleteSavedListPayload = {
  __typename?: 'DeleteSavedListPayload';
  /** The id of the deleted list, or null on failure. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it failed (FORBIDDEN, NOT_FOUND). */
  userErrors: Array<UserError>;
};

/** One delivery status on the progress bar. */
export type DeliveryStep = {
  __typename?: 'DeliveryStep';
  /** Status name, e.g. 'awaiting dispatch'. */
  name: Scalars['String']['output'];
  /** Where the order stands relative to this status. */
  state: DeliveryStepState;
};

/** State of one delivery status for an order's progress bar. */
export type DeliveryStepState =
  /** The current status (blue). */
  | 'CURRENT'
  /** Passed (green with a check). */
  | 'DONE'
  /** Still to come (grey). */
  | 'PENDING';

/** A fabric with its colours. */
export type Fabric = {
  __typename?: 'Fabric';
  /** The colours this fabric comes in. */
  colors: Array<FabricColor>;
  /** Fabric id. */
  id: Scalars['ID']['output'];
  /** Fabric name, e.g. "Plush Velvet". */
  name: Scalars['String']['output'];
};

/** A colour of a fabric. */
export type FabricColor = {
  __typename?: 'FabricColor';
  /** Colour id. */
  id: Scalars['ID']['output'];
  /** Swatch picture URL. */
  imageUrl: Scalars['String']['output'];
  /** Colour name, e.g. "Steel Grey". */
  name: Scalars['String']['output'];
};

/** Which inbox items to list. */
export type InboxState =
  /** Everything. */
  | 'ALL'
  /** Handled. */
  | 'HANDLED'
  /** Not yet handled. */
  | 'UNHANDLED'
  /** Not yet read. */
  | 'UNREAD';

/** Changes to an inbox item; absent fields stay as they are. */
export type InboxUpdateInput = {
  /** True to mark handled, false to reopen. */
  handled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The admin's note (at most 2000 characters); an empty string clears it. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** True to mark read, false to mark unread. */
  read?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Whom a company admin invites (issue 24). */
export type InviteCompanyUserInput = {
  /** Their e-mail address; the invitation goes there. */
  email: Scalars['String']['input'];
  /** Their full name. */
  fullName: Scalars['String']['input'];
  /** Their role in the company. */
  role: CompanyRole;
};

/** The invoice of a purchase order (issue 22): issued once at checkout, never changed; its standing follows credit notes and payments. */
export type Invoice = {
  __typename?: 'Invoice';
  /** The sum of the credit notes issued against it (gross). */
  credited: Money;
  /** Date payment is due (issue date plus the account's payment terms), YYYY-MM-DD. */
  dueDate: Scalars['String']['output'];
  /** The amount invoiced (gross). */
  gross: Money;
  /** Date of issue, YYYY-MM-DD. */
  issueDate: Scalars['String']['output'];
  /** The invoice's own number, e.g. 'INV-2026-000001'. */
  number: Scalars['String']['output'];
  /** What is still owed on it: gross minus credited minus paid. */
  open: Money;
  /** The payments allocated to it (not reversed). */
  paid: Money;
  /** Same-origin link of the PDF invoice (signed-in customer only). */
  pdfUrl: Scalars['String']['output'];
  /** Unpaid, part paid, paid or wholly credited. */
  state: InvoiceState;
};

/** Where an invoice stands. */
export type InvoiceState =
  /** Wholly credited: every line cancelled. */
  | 'CREDITED'
  /** Nothing owed any more: paid (after any credit notes). */
  | 'PAID'
  /** Some of it paid, some still owed. */
  | 'PART_PAID'
  /** Nothing paid yet and something still owed. */
  | 'UNPAID';

/** Kind of a credit ledger entry. */
export type LedgerEntryKind =
  /** A payment recorded by an admin returned credit. */
  | 'PAYMENT'
  /** A payment was reversed (e.g. a bounced cheque): the amount is owed again. */
  | 'PAYMENT_REVERSAL'
  /** An order used credit. */
  | 'PURCHASE'
  /** A cancelled order returned its credit. */
  | 'REVERSAL';

/** Result of login. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The signed-in customer, or null when sign-in failed. */
  user?: Maybe<User>;
  /** Why sign-in failed (wrong e-mail or password, awaiting approval, too many attempts). */
  userErrors: Array<UserError>;
};

/** A product link in the mega-menu. */
export type MenuProduct = {
  __typename?: 'MenuProduct';
  /** Product id; the link goes to /products/{id}. */
  id: Scalars['ID']['output'];
  /** Product name shown as the link text. */
  name: Scalars['String']['output'];
};

/** An amount of money. Exact decimal, never a float. */
export type Money = {
  __typename?: 'Money';
  /** Exact decimal amount with two fraction digits, e.g. "1234.50". */
  amount: Scalars['String']['output'];
  /** ISO 4217 currency code; always "EUR" in this shop. */
  currencyCode: Scalars['String']['output'];
};

/** Changes made by the storefront. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts a company invitation: sets the password and signs in (cookies set as by login; issue 24). */
  acceptInvitation: LoginPayload;
  /** Accepts a priced quote: one checkout at the quoted prices, credit checked now, invoiced (issue 25). Refused when expired, declined or not priced yet. */
  acceptQuote: AcceptQuotePayload;
  /** Adds configured products to a saved list; a line of the same configuration adds up (at most 99). */
  addToSavedList: SavedListPayload;
  /** The admin console's writes (issue 9). Needs the admin role: a visitor gets UNAUTHENTICATED, anyone else FORBIDDEN. Send one admin mutation per operation: fields of a namespace run in parallel. */
  admin: AdminMutation;
  /** Approves an order awaiting approval: it is placed, invoiced and mailed (issue 24). APPROVER or COMPANY_ADMIN, never the one who placed it. */
  approveOrder: ApprovalPayload;
  /** Cancels one of the viewer's orders while it is awaiting dispatch; the credit is returned. */
  cancelOrder: CancelOrderPayload;
  /** Saves a delivery address in the company's address book; the first one is the default (issue 24). Company admins only (FORBIDDEN otherwise). */
  createCompanyAddress: CompanyAddressPayload;
  /** Creates a saved list of the viewer's company, private unless shared, optionally with lines (issue 24). Refused for ACCOUNTS. */
  createSavedList: SavedListPayload;
  /** Declines a quote, with an optional reason added to the thread (issue 25). */
  declineQuote: QuotePayload;
  /** Deletes a saved address; a deleted default passes to the oldest left (issue 24). Company admins only (FORBIDDEN otherwise). */
  deleteCompanyAddress: CompanyAddressPayload;
  /** Deletes a saved list (its maker, or the company admin when shared). */
  deleteSavedList: DeleteSavedListPayload;
  /** Invites someone into the viewer's company by e-mail: a single-use link valid 7 days (issue 24). Company admins only (FORBIDDEN otherwise). */
  inviteCompanyUser: CompanyUserPayload;
  /** Signs in; sets the authToken and user cookies on success (spec §4, §7 login). */
  login: LoginPayload;
  /** Signs out: the session ends on the server and both cookies are cleared. Always true. */
  logout: Scalars['Boolean']['output'];
  /** Places the cart: one order per line, priced on the server and checked against available credit (spec §5 Checkout). */
  placeOrder: PlaceOrderPayload;
  /** Applies for a trade account; it cannot sign in until an admin approves it (spec §5 sign-up). */
  register: RegisterPayload;
  /** Reinstates a suspended company user (issue 24). Company admins only (FORBIDDEN otherwise). */
  reinstateCompanyUser: CompanyUserPayload;
  /** Sends a user who has not accepted yet a new invitation link valid 7 days; earlier links stop working (issue 24). Company admins only (FORBIDDEN otherwise). */
  reinviteCompanyUser: CompanyUserPayload;
  /** Rejects an order awaiting approval: its reserved credit is released (issue 24). APPROVER or COMPANY_ADMIN, never the one who placed it. */
  rejectOrder: ApprovalPayload;
  /** Removes a user from the company: their sessions end at once (issue 24). Company admins only (FORBIDDEN otherwise). */
  removeCompanyUser: CompanyUserPayload;
  /** Removes one line from a saved list. */
  removeSavedListLine: SavedListPayload;
  /** Orders the same configuration again at today's price, credit-checked like a checkout. */
  reorder: ReorderPayload;
  /** Replies in a quote's thread, with an optional file from uploadSpecialQuoteFile (issue 25). */
  replyToQuote: QuotePayload;
  /** Sends a Request A Callback form (spec §2, §5). */
  requestCallback: CallbackRequestPayload;
  /** Sends a password reset e-mail with a single-use link valid for 1 hour. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Turns the cart into a quote request (issue 25): the lines as at checkout (no price; the shop prices them), each with its note and file. */
  requestQuote: QuotePayload;
  /** Sets a new password with a reset token from the e-mail; ends every session of the account. */
  resetPassword: ResetPasswordPayload;
  /** Sends the contact form, with an optional file (spec §2 Contact section, §5). */
  sendContactMessage: ContactMessagePayload;
  /** Sets the company rule: orders above this amount always need approval (issue 24). Company admins only (FORBIDDEN otherwise). */
  setApprovalRule: ApprovalRulePayload;
  /** Makes a saved address the company's default (issue 24). Company admins only (FORBIDDEN otherwise). */
  setDefaultCompanyAddress: CompanyAddressPayload;
  /** Subscribes the viewer to, or unsubscribes from, the newsletter (spec §4). */
  setNewsletterSubscription: NewsletterPayload;
  /** Changes the quantity of one line of a saved list (1 to 99). */
  setSavedListLineQuantity: SavedListPayload;
  /** Suspends a company user: their sessions end at once (issue 24). Company admins only (FORBIDDEN otherwise). */
  suspendCompanyUser: CompanyUserPayload;
  /** Updates the viewer's profile (not e-mail, invoice e-mail or credit limit). */
  updateAccount: UpdateAccountPayload;
  /** Replaces a saved address; orders already placed keep theirs (issue 24). Company admins only (FORBIDDEN otherwise). */
  updateCompanyAddress: CompanyAddressPayload;
  /** Changes a company user's role and/or spending limits (issue 24). Company admins only (FORBIDDEN otherwise). */
  updateCompanyUser: CompanyUserPayload;
  /** Changes the viewer's password (spec §5 update password rules). */
  updatePassword: UpdatePasswordPayload;
  /** Renames and/or shares a saved list (its maker, or the company admin when shared). */
  updateSavedList: SavedListPayload;
  /** Uploads a special-instructions file (.pdf, .doc or .docx, checked by content) for a cart line; signed in. */
  uploadSpecialQuoteFile: UploadPayload;
};


/** Changes made by the storefront. */
export type MutationAcceptInvitationArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Changes made by the storefront. */
export type MutationAcceptQuoteArgs = {
  id: Scalars['ID']['input'];
  input: AcceptQuoteInput;
};


/** Changes made by the storefront. */
export type MutationAddToSavedListArgs = {
  id: Scalars['ID']['input'];
  lines: Array<CartLineInput>;
};


/** Changes made by the storefront. */
export type MutationApproveOrderArgs = {
  approvalId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/** Changes made by the storefront. */
export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
};


/** Changes made by the storefront. */
export type MutationCreateCompanyAddressArgs = {
  input: CompanyAddressInput;
};


/** Changes made by the storefront. */
export type MutationCreateSavedListArgs = {
  input: CreateSavedListInput;
};


/** Changes made by the storefront. */
export type MutationDeclineQuoteArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Changes made by the storefront. */
export type MutationDeleteCompanyAddressArgs = {
  addressId: Scalars['ID']['input'];
};


/** Changes made by the storefront. */
export type MutationDeleteSavedListArgs = {
  id: Scalars['ID']['input'];
};


/** Changes made by the storefront. */
export type MutationInviteCompanyUserArgs = {
  input: InviteCompanyUserInput;
};


/** Changes made by the storefront. */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Changes made by the storefront. */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


/** Changes made by the storefront. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Changes made by the storefront. */
export type MutationReinstateCompanyUserArgs = {
  userId: Scalars['ID']['input'];
};


/** Changes made by the storefront. */
export type MutationReinviteCompanyUserArgs = {
  userId: Scalars['ID']['input'];
};


/** Changes made by the storefront. */
export type MutationRejectOrderArgs = {
  approvalId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/** Changes made by the storefront. */
export type MutationRemoveCompanyUserArgs = {
  userId: Scalars['ID']['input'];
};


/** Changes made by the storefront. */
export type MutationRemoveSavedListLineArgs = {
  id: Scalars['ID']['input'];
  lineId: Scalars['ID']['input'];
};


/** Changes made by the storefront. */
export type MutationReorderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  referenceNumber?: InputMaybe<Scalars['String']['input']>;
};


/** Changes made by the storefront. */
export type MutationReplyToQuoteArgs = {
  body: Scalars['String']['input'];
  fileId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


/** Changes made by the storefront. */
export type MutationRequestCallbackArgs = {
  input: CallbackRequestInput;
};


/** Changes made by the storefront. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Changes made by the storefront. */
export type MutationRequestQuoteArgs = {
  input: RequestQuoteInput;
};


/** Changes made by the storefront. */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Changes made by the storefront. */
export type MutationSendContactMessageArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
  input: ContactMessageInput;
};


/** Changes made by the storefront. */
export type MutationSetApprovalRuleArgs = {
  approvalAbove: Scalars['String']['input'];
};


/** Changes made by the storefront. */
export type MutationSetDefaultCompanyAddressArgs = {
  addressId: Scalars['ID']['input'];
};


/** Changes made by the storefront. */
export type MutationSetNewsletterSubscriptionArgs = {
  subscribed: Scalars['Boolean']['input'];
};


/** Changes made by the storefront. */
export type MutationSetSavedListLineQuantityArgs = {
  id: Scalars['ID']['input'];
  lineId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


/** Changes made by the storefront. */
export type MutationSuspendCompanyUserArgs = {
  userId: Scalars['ID']['input'];
};


/** Changes made by the storefront. */
export type MutationUpdateAccountArgs = {
  input: UpdateAccountInput;
};


/** Changes made by the storefront. */
export type MutationUpdateCompanyAddressArgs = {
  addressId: Scalars['ID']['input'];
  input: CompanyAddressInput;
};


/** Changes made by the storefront. */
export type MutationUpdateCompanyUserArgs = {
  input: UpdateCompanyUserInput;
};


/** Changes made by the storefront. */
export type MutationUpdatePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Changes made by the storefront. */
export type MutationUpdateSavedListArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSavedListInput;
};


/** Changes made by the storefront. */
export type MutationUploadSpecialQuoteFileArgs = {
  file: Scalars['Upload']['input'];
};

/** A news item for the home page. */
export type News = {
  __typename?: 'News';
  /** HTML content; clients must sanitise it before rendering. */
  contentHtml: Scalars['String']['output'];
  /** When it was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** News id. */
  id: Scalars['ID']['output'];
  /** When it was published (ISO 8601): its publish date. */
  publishedAt: Scalars['String']['output'];
  /** The item's title ('' for items written before titles existed). */
  title: Scalars['String']['output'];
};

/** The content of a news item. */
export type NewsInput = {
  /** HTML content, at most 20000 characters; scripts, event handlers and unsafe URLs are removed on the server, links get rel="noopener noreferrer". */
  contentHtml: Scalars['String']['input'];
  /** When it shows on the home page (ISO 8601); now (create) or unchanged (edit) when omitted. */
  publishAt?: InputMaybe<Scalars['String']['input']>;
  /** PUBLISHED when omitted. */
  status?: InputMaybe<NewsStatus>;
  /** The title, at most 200 characters ('' when omitted). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A news item's state: only PUBLISHED items whose publish date has come show on the home page. */
export type NewsStatus =
  /** Saved, not shown on the home page. */
  | 'DRAFT'
  /** Shown on the home page from its publish date. */
  | 'PUBLISHED';

/** Result of setNewsletterSubscription. */
export type NewsletterPayload = {
  __typename?: 'NewsletterPayload';
  /** The customer with the new subscription state, or null on failure. */
  user?: Maybe<User>;
  /** Failures ('Please sign in to subscribe.' for visitors). */
  userErrors: Array<UserError>;
};

/** An order of the signed-in customer (spec §3 Order (list)): one product line. */
export type Order = {
  __typename?: 'Order';
  /** True when it can still be cancelled (not cancelled and awaiting dispatch). */
  cancellable: Scalars['Boolean']['output'];
  /** True when the order was cancelled. */
  cancelled: Scalars['Boolean']['output'];
  /** Category names of the product. */
  categories: Array<Scalars['String']['output']>;
  /** Current delivery status, e.g. 'awaiting dispatch'. */
  deliveryStatus: Scalars['String']['output'];
  /** Fabric colour name, if any. */
  fabricColorName?: Maybe<Scalars['String']['output']>;
  /** Fabric name, if any. */
  fabricName?: Maybe<Scalars['String']['output']>;
  /** Order id. */
  id: Scalars['ID']['output'];
  /** When the order was placed (ISO 8601). */
  orderDate: Scalars['String']['output'];
  /** Full name of the company user who placed the order (issue 24); null when unknown. */
  placedBy?: Maybe<Scalars['String']['output']>;
  /** Product id. */
  productId: Scalars['ID']['output'];
  /** Product picture URL. */
  productImage: Scalars['String']['output'];
  /** Product name at the time of ordering. */
  productName: Scalars['String']['output'];
  /** The number of the purchase order (checkout) holding this order, e.g. 'PO-000042'; null when none (issue 24: reorder the whole purchase order). */
  purchaseOrderNumber?: Maybe<Scalars['String']['output']>;
  /** Quantity ordered. */
  quantity: Scalars['Int']['output'];
  /** The customer's reference number. */
  referenceNumber: Scalars['String']['output'];
  /** Delivery address as one line. */
  shippingAddress: Scalars['String']['output'];
  /** Size label, if any. */
  sizeLabel?: Maybe<Scalars['String']['output']>;
  /** Special instructions text, or 'None'. */
  specialQuote: Scalars['String']['output'];
  /** Name of the special instructions file, if any. */
  specialQuoteFileName?: Maybe<Scalars['String']['output']>;
  /** Storage option. */
  storageType: StorageType;
  /** Total charged: (unit price + VAT) × quantity. */
  totalPrice: Money;
  /** Unguessable tracking ID. */
  trackingId: Scalars['String']['output'];
  /** Net unit price charged. */
  unitPrice: Money;
  /** VAT per unit charged. */
  unitVat: Money;
  /** The VAT rate charged, stored with the order: percent as printed, e.g. '23' or '13.5'. */
  vatRate: Scalars['String']['output'];
};

/** An order awaiting (or past) approval in a trade company (issue 24). */
export type OrderApproval = {
  __typename?: 'OrderApproval';
  /** The buyer's own PO number, if any. */
  buyerPoNumber?: Maybe<Scalars['String']['output']>;
  /** True when the viewer may approve or reject it now. */
  canDecide: Scalars['Boolean']['output'];
  /** When it was placed (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** When it was decided (ISO 8601). */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** Full name of the approver who decided it. */
  decidedBy?: Maybe<Scalars['String']['output']>;
  /** When its reserved credit lapses without an answer (ISO 8601). */
  expiresAt: Scalars['String']['output'];
  /** Approval request id. */
  id: Scalars['ID']['output'];
  /** Its lines. */
  lines: Array<OrderApprovalLine>;
  /** The approver's note. */
  note?: Maybe<Scalars['String']['output']>;
  /** Full name of the company user who placed it. */
  placedBy?: Maybe<Scalars['String']['output']>;
  /** Why it needs approval. */
  reasons: Array<ApprovalReason>;
  /** Pending, approved, rejected or expired. */
  status: ApprovalStatus;
  /** The order's total, gross: the credit reserved while pending. */
  total: Money;
};

/** One line of an order awaiting approval, priced when it was placed. */
export type OrderApprovalLine = {
  __typename?: 'OrderApprovalLine';
  /** Fabric colour name, if any. */
  fabricColorName?: Maybe<Scalars['String']['output']>;
  /** Fabric name, if any. */
  fabricName?: Maybe<Scalars['String']['output']>;
  /** Product name. */
  productName: Scalars['String']['output'];
  /** Quantity. */
  quantity: Scalars['Int']['output'];
  /** The buyer's reference number. */
  referenceNumber: Scalars['String']['output'];
  /** Size label, if any. */
  sizeLabel?: Maybe<Scalars['String']['output']>;
  /** Line total, gross. */
  total: Money;
};

/** One cart line to order: a CartLineInput plus the customer's reference number. No price: the server prices it. */
export type OrderLineInput = {
  /** Chosen fabric colour id (beds). */
  fabricColorId?: InputMaybe<Scalars['ID']['input']>;
  /** Chosen fabric id (beds). */
  fabricId?: InputMaybe<Scalars['ID']['input']>;
  /** Product id. */
  productId: Scalars['ID']['input'];
  /** Quantity, 1 to 99. */
  quantity: Scalars['Int']['input'];
  /** The customer's own reference number for this line (required, non-blank). */
  referenceNumber: Scalars['String']['input'];
  /** Chosen size id. */
  sizeId?: InputMaybe<Scalars['ID']['input']>;
  /** Special instructions text and file. */
  specialQuote?: InputMaybe<SpecialQuoteInput>;
  /** Storage option (beds); NONE by default. */
  storage?: InputMaybe<StorageType>;
};

/** One change to one of the viewer's orders (issue 14, live status). */
export type OrderUpdate = {
  __typename?: 'OrderUpdate';
  /** When the change happened (ISO 8601). */
  at: Scalars['String']['output'];
  /** Delivery status now. */
  deliveryStatus: Scalars['String']['output'];
  /** What happened: STATUS_CHANGED or CANCELLED. */
  kind: OrderUpdateKind;
  /** The order as it is now (updates the client's cache); null when it cannot be read any more. */
  order?: Maybe<Order>;
  /** Delivery status before the change. */
  previousStatus: Scalars['String']['output'];
  /** The product ordered. */
  productName: Scalars['String']['output'];
  /** The order's tracking ID. */
  trackingId: Scalars['String']['output'];
};

/** Kinds of order change pushed to the customer. */
export type OrderUpdateKind =
  /** The order was cancelled (by the customer or the shop). */
  | 'CANCELLED'
  /** The order moved to another delivery status. */
  | 'STATUS_CHANGED';

/** Pagination of a product list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The 1-based current page. */
  currentPage: Scalars['Int']['output'];
  /** True when a next page exists. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when a previous page exists. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Total number of pages. */
  totalPages: Scalars['Int']['output'];
  /** Total products over all pages. */
  totalProducts: Scalars['Int']['output'];
};

/** The checkout (spec §5 Checkout). */
export type PlaceOrderInput = {
  /** A saved address of the viewer's company (issue 24): the order keeps a snapshot of the whole address. */
  addressId?: InputMaybe<Scalars['ID']['input']>;
  /** The buyer's own PO number for the whole checkout, at most 35 characters; optional (blank means none). */
  buyerPoNumber?: InputMaybe<Scalars['String']['input']>;
  /** Contact details. */
  contact?: InputMaybe<CheckoutContactInput>;
  /** A key the client makes once per checkout; repeating it returns the orders already placed. */
  idempotencyKey: Scalars['String']['input'];
  /** The cart lines; one order is placed per line. */
  lines: Array<OrderLineInput>;
  /** Issue 24: the whole address typed at checkout, delivered to and saved to the company's address book with the order (company admins only: FORBIDDEN otherwise; validated like the address book, Eircode included). Replaces shippingAddress; not with addressId. */
  saveAddress?: InputMaybe<CompanyAddressInput>;
  /** Delivery address typed at checkout; required unless addressId is given. */
  shippingAddress?: InputMaybe<ShippingAddressInput>;
};

/** Result of placeOrder. */
export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  /** Issue 24: the approval request when the order is over the buyer's limits (then no orders yet). */
  approval?: Maybe<OrderApproval>;
  /** The orders placed (one per line), empty on failure. */
  orders: Array<Order>;
  /** The checkout's purchase order holding those orders; null on failure. */
  purchaseOrder?: Maybe<PurchaseOrder>;
  /** Failures: 'Insufficient credit to place this order.' (INSUFFICIENT_CREDIT), missing reference numbers, 'Cart is Empty.'. */
  userErrors: Array<UserError>;
};

/** The price of a configured cart line. Net prices exclude VAT; VAT is 23 % rounded half-up per unit. */
export type PriceQuote = {
  __typename?: 'PriceQuote';
  /** (unit price + unit VAT) × quantity. */
  lineTotal: Money;
  /** The quantity priced. */
  quantity: Scalars['Int']['output'];
  /** Unit price plus VAT. */
  unitGross: Money;
  /** Net unit price for the viewer: the matched variation (or base price) plus storage, then their price list and volume break (issue 25). */
  unitPrice: Money;
  /** VAT on one unit. */
  unitVat: Money;
  /** The VAT rate applied, in percent as printed, without the sign ('23', '13.5'): the api's rate. */
  vatRate: Scalars['String']['output'];
  /**
   * The VAT rate applied, in percent, rounded to a whole number (e.g. 23).
   * @deprecated A rate can have decimals (13.5 %): use vatRate.
   */
  vatRatePercent: Scalars['Int']['output'];
};

/** A product of the catalog. */
export type Product = {
  __typename?: 'Product';
  /** Categories the product belongs to. */
  categories: Array<Category>;
  /** When the product was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Description as HTML; clients must sanitise it before rendering. */
  descriptionHtml: Scalars['String']['output'];
  /** Fabrics with their colours (beds only). */
  fabrics: Array<Fabric>;
  /** Product id. */
  id: Scalars['ID']['output'];
  /** The alt text of each picture in images, same order: the one set in the admin console, else the product name (issue 10). */
  imageAlts: Array<Scalars['String']['output']>;
  /** Main picture URL. */
  imageUrl: Scalars['String']['output'];
  /** Every picture URL, main picture first. */
  images: Array<Scalars['String']['output']>;
  /** True when stock is above 0 or unlimited (-1) (spec §2 Product detail). */
  inStock: Scalars['Boolean']['output'];
  /** True when the product is a bed (in the Beds category). */
  isBed: Scalars['Boolean']['output'];
  /** Lead-time text for beds ('Lead time: 2 to 4 weeks'), else null. */
  leadTime?: Maybe<Scalars['String']['output']>;
  /** Product name. */
  name: Scalars['String']['output'];
  /** Base price for the signed-in viewer, net of VAT: the trade price, or their price list's (issue 25); null for visitors. */
  price?: Maybe<Money>;
  /** True when the product can be added to a cart: not 'unavailable', and in stock unless it is a bed (spec §5). */
  purchasable: Scalars['Boolean']['output'];
  /** Products that share a category with this one, excluding itself. */
  relatedProducts: Array<Product>;
  /** Sizes the product comes in, with dimensions. */
  sizes: Array<Size>;
  /** Stock keeping unit. */
  sku: Scalars['String']['output'];
  /** Status text; 'unavailable' means it cannot be ordered. */
  status: Scalars['String']['output'];
  /** Units in stock; -1 means unlimited. */
  stock: Scalars['Int']['output'];
  /** Storage extras per size; prices null for visitors. */
  storagePrices: StoragePrices;
  /** Storage options offered (beds only). */
  storageTypes: Array<StorageType>;
  /** Priced variations by size, fabric and colour; prices null for visitors. */
  variations: Array<Variation>;
  /** The viewer's volume tiers of the base price (issue 25: '10 or more: €X each'), lowest quantity first; empty when the product has none; null for visitors. */
  volumePrices?: Maybe<Array<VolumePrice>>;
};

/** Product list filter (spec §3 Filter request). */
export type ProductFilter = {
  /** Category ids to include; empty or absent means all. */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Highest base price in euros, inclusive. */
  maxPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest base price in euros, inclusive. */
  minPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Size ids to include; empty or absent means all. */
  sizeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** One page of products with its pagination. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** The products on this page. */
  items: Array<Product>;
  /** Pagination details (spec §3 Pagination). */
  pageInfo: PageInfo;
};

/**
 * Order of a product list over the whole catalogue (spec §3 sort options). Price orders are ignored for
 * visitors, whose results must not reveal hidden prices.
 */
export type ProductSort =
  /** Name A to Z. */
  | 'NAME'
  /** Newest first. */
  | 'NEWEST'
  /** Price Low - High (signed-in customers only). */
  | 'PRICE_ASC'
  /** Price Hight - Low (signed-in customers only). */
  | 'PRICE_DESC';

/** A purchase order: one checkout, holding its orders (one per cart line, each with its own tracking ID). */
export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  /** The buyer's own PO number given at checkout (at most 35 characters); null when none was given. */
  buyerPoNumber?: Maybe<Scalars['String']['output']>;
  /** The credit notes issued against the invoice (one per cancellation), newest first. */
  creditNotes: Array<CreditNote>;
  /** When the checkout was placed (ISO 8601). */
  date: Scalars['String']['output'];
  /** Net plus VAT: what was charged to the credit account when the checkout was placed. */
  gross: Money;
  /** Purchase order id. */
  id: Scalars['ID']['output'];
  /** The invoice issued for this purchase order with its standing (credited, paid, open); null when none was issued. */
  invoice?: Maybe<Invoice>;
  /** Same-origin link of the PDF invoice (signed-in customer only). */
  invoiceUrl: Scalars['String']['output'];
  /** Sum of the lines' net prices. */
  net: Money;
  /** The number the customer files, e.g. 'PO-000042'. */
  number: Scalars['String']['output'];
  /** The orders (lines), in cart order. */
  orders: Array<Order>;
  /** The checkout's shipping address as one line. */
  shippingAddress: Scalars['String']['output'];
  /** VAT on the lines, at the rates in vatRates. */
  vat: Money;
  /** The VAT rates the lines were charged at, stored with each line: percent as printed ('23', '13.5'), highest first. */
  vatRates: Array<Scalars['String']['output']>;
};

/** Read-only queries of the storefront. */
export type Query = {
  __typename?: 'Query';
  /** The admin console's reads (issue 9). Needs the admin role: a visitor gets UNAUTHENTICATED, anyone else FORBIDDEN. */
  admin: AdminQuery;
  /** The company rule (issue 24): orders above this gross amount always need approval; null when there is no rule. A visitor gets UNAUTHENTICATED. */
  approvalRule?: Maybe<Money>;
  /** Prices a whole cart from the catalog (the cart shows server prices, never stored ones); null for visitors. */
  cartQuote?: Maybe<CartQuote>;
  /** Every product category with its product count (spec §3 Category). */
  categories: Array<Category>;
  /** A category by its name, case-insensitive (e.g. "beds" or "Kids Beds"); null when there is none. */
  category?: Maybe<Category>;
  /** The delivery addresses of the viewer's company, the default first (issue 24 address book). Every company user; a visitor gets UNAUTHENTICATED. */
  companyAddresses: Array<CompanyAddress>;
  /** The users of the viewer's trade company, the account holder first (issue 24). Company admins only: a visitor gets UNAUTHENTICATED, any other role FORBIDDEN. */
  companyUsers: Array<CompanyUser>;
  /** Delivery statuses in order, from 'awaiting dispatch' to 'order delivered'. */
  deliveryStatuses: Array<Scalars['String']['output']>;
  /** The Collections mega-menu: headboard and mattress product links (spec §2, §7 menus call). */
  menu: CollectionsMenu;
  /** News items for the home page; content is HTML the client must sanitise. */
  news: Array<News>;
  /** The viewer's company's orders awaiting or past approval, newest first (issue 24); a BUYER sees only their own. A visitor gets UNAUTHENTICATED. */
  orderApprovals: Array<OrderApproval>;
  /** Price of one configured cart line for the signed-in customer (bed price and VAT, spec §9); null for visitors. */
  priceQuote?: Maybe<PriceQuote>;
  /** A product by id with its variations; null when there is none. */
  product?: Maybe<Product>;
  /** The product listing, optionally filtered by categories, sizes and price range; 8 per page by default (spec §2, §9). */
  products: ProductPage;
  /** Reorder a whole purchase order (issue 24): each line of the viewer's purchase order as a cart line at today's prices, or with the reason it is no longer sold in `error`; null for visitors or a purchase order not found. */
  purchaseOrderReorder?: Maybe<Array<QuickOrderLine>>;
  /** Quick order (issue 14): prices pasted or uploaded lines by SKU, each line priced or with the reason it cannot be; null for visitors. At most 200 lines. */
  quickOrder?: Maybe<Array<QuickOrderLine>>;
  /** One of the viewer's company's quotes; null when not found or another company's (issue 25). */
  quote?: Maybe<Quote>;
  /** The viewer's company's quotes, newest first (issue 25). A visitor gets UNAUTHENTICATED. */
  quotes: Array<Quote>;
  /** One saved list the viewer sees; null when not found, private to a colleague or another company's (issue 24). */
  savedList?: Maybe<SavedList>;
  /** The saved lists the viewer sees: their own and those shared in their company, newest first (issue 24). A visitor gets UNAUTHENTICATED. */
  savedLists: Array<SavedList>;
  /** Full-text search over product name, type, SKU and price (spec §2 search box). */
  searchProducts: ProductPage;
  /** Every bed size the shop sells, with dimensions in cm. */
  sizes: Array<Size>;
  /** An order by tracking ID (anyone) or by reference number (the signed-in customer's own orders only); null when not found. */
  trackOrder?: Maybe<TrackedOrder>;
  /** The signed-in trade customer, or null when signed out. */
  viewer?: Maybe<User>;
};


/** Read-only queries of the storefront. */
export type QueryCartQuoteArgs = {
  lines: Array<CartLineInput>;
};


/** Read-only queries of the storefront. */
export type QueryCategoryArgs = {
  name: Scalars['String']['input'];
};


/** Read-only queries of the storefront. */
export type QueryPriceQuoteArgs = {
  input: CartLineInput;
};


/** Read-only queries of the storefront. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** Read-only queries of the storefront. */
export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** Read-only queries of the storefront. */
export type QueryPurchaseOrderReorderArgs = {
  number: Scalars['String']['input'];
};


/** Read-only queries of the storefront. */
export type QueryQuickOrderArgs = {
  lines: Array<QuickOrderLineInput>;
};


/** Read-only queries of the storefront. */
export type QueryQuoteArgs = {
  id: Scalars['ID']['input'];
};


/** Read-only queries of the storefront. */
export type QuerySavedListArgs = {
  id: Scalars['ID']['input'];
};


/** Read-only queries of the storefront. */
export type QuerySearchProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  sort?: InputMaybe<ProductSort>;
};


/** Read-only queries of the storefront. */
export type QueryTrackOrderArgs = {
  trackingId: Scalars['String']['input'];
};

/** A priced quick-order line, or the reason it cannot be ordered (issue 14). */
export type QuickOrderLine = {
  __typename?: 'QuickOrderLine';
  /** Category names of the product. */
  categories: Array<Scalars['String']['output']>;
  /** Why the line cannot be ordered; null when it is priced. */
  error?: Maybe<Scalars['String']['output']>;
  /** The fabric colour read from the line (beds), or null. */
  fabricColorId?: Maybe<Scalars['ID']['output']>;
  /** The colour's name. */
  fabricColorName?: Maybe<Scalars['String']['output']>;
  /** The fabric read from the line (beds), or null. */
  fabricId?: Maybe<Scalars['ID']['output']>;
  /** The fabric's name. */
  fabricName?: Maybe<Scalars['String']['output']>;
  /** True for a bed (fabric, colour and storage apply). */
  isBed: Scalars['Boolean']['output'];
  /** Position in the input, from 1. */
  line: Scalars['Int']['output'];
  /** The server's price; null when the line has an error. */
  price?: Maybe<PriceQuote>;
  /** The product (null when the SKU matches none). */
  productId?: Maybe<Scalars['ID']['output']>;
  /** The product's main picture URL, if any. */
  productImage?: Maybe<Scalars['String']['output']>;
  /** The product's name (null when the SKU matches none). */
  productName?: Maybe<Scalars['String']['output']>;
  /** Quantity (0 when it could not be read). */
  quantity: Scalars['Int']['output'];
  /** The reference number for the order line (may be empty). */
  referenceNumber: Scalars['String']['output'];
  /** The size read from the line (beds and mattresses), or null. */
  sizeId?: Maybe<Scalars['ID']['output']>;
  /** The size's label, e.g. 4ft6 Double. */
  sizeLabel?: Maybe<Scalars['String']['output']>;
  /** The SKU as typed. */
  sku: Scalars['String']['output'];
  /** The storage option read from the line (NONE when not given). */
  storage: StorageType;
};

/** One quick-order line as typed: `SKU, quantity[, size, fabric, colour, storage, reference]` (issue 14). */
export type QuickOrderLineInput = {
  /** Colour name (beds). */
  colour?: InputMaybe<Scalars['String']['input']>;
  /** Fabric name (beds). */
  fabric?: InputMaybe<Scalars['String']['input']>;
  /** Quantity as typed; a whole number from 1 to 99. */
  quantity: Scalars['String']['input'];
  /** The customer's reference number. */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Size label, e.g. '5ft King'. */
  size?: InputMaybe<Scalars['String']['input']>;
  /** The product's SKU (case-insensitive). */
  sku: Scalars['String']['input'];
  /** Storage: 'Ottoman', 'Cloud Storage' or empty / 'None' (beds). */
  storage?: InputMaybe<Scalars['String']['input']>;
};

/** A negotiated quote (issue 25): the cart lines a company asked a price for, the shop's answer and the thread. */
export type Quote = {
  __typename?: 'Quote';
  /** The company that asked. */
  companyName: Scalars['String']['output'];
  /** When it was asked (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** When it was accepted or declined (ISO 8601), or null. */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** The shop's discount on the whole quote, percent as printed (e.g. '10'), or null. */
  discountPercent?: Maybe<Scalars['String']['output']>;
  /** Quote id. */
  id: Scalars['ID']['output'];
  /** Its lines, in cart order. */
  lines: Array<QuoteLine>;
  /** The thread, oldest first. */
  messages: Array<QuoteMessage>;
  /** Σ quoted net × quantity; null until priced. */
  net?: Maybe<Money>;
  /** The customer's note on the whole request. */
  note?: Maybe<Scalars['String']['output']>;
  /** What the customer files, e.g. 'Q-000042'. */
  number: Scalars['String']['output'];
  /** The quote PDF (same-origin link checking the session), once priced; null before. */
  pdfUrl?: Maybe<Scalars['String']['output']>;
  /** When the shop priced it (ISO 8601), or null. */
  pricedAt?: Maybe<Scalars['String']['output']>;
  /** The purchase order it became, once accepted. */
  purchaseOrderNumber?: Maybe<Scalars['String']['output']>;
  /** The company user who asked, if known. */
  requestedBy?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  state: QuoteState;
  /** Net plus VAT; null until priced. */
  total?: Maybe<Money>;
  /** The last day it can be accepted (YYYY-MM-DD, inclusive), once priced. */
  validUntil?: Maybe<Scalars['String']['output']>;
  /** Σ VAT; null until priced. */
  vat?: Maybe<Money>;
  /** The VAT rate of its lines, percent as printed, e.g. '23'. */
  vatRate: Scalars['String']['output'];
};

/** Who wrote a message of a quote's thread. */
export type QuoteAuthor =
  /** The customer's company. */
  | 'CUSTOMER'
  /** The shop. */
  | 'SHOP';

/** One line of a quote: a configured product as in the cart, with the price when asked and the shop's price. */
export type QuoteLine = {
  __typename?: 'QuoteLine';
  /** Size, fabric, colour and storage as one text ('' when none). */
  description: Scalars['String']['output'];
  /** Name of the line's file, if any. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Where to download the line's file (same-origin, checks the session), if any. */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** Line id (AdminQuoteLinePriceInput.lineId). */
  id: Scalars['ID']['output'];
  /** The customer's net unit price when asked (price list and tiers applied). */
  listUnitPrice: Money;
  /** The customer's note on this line. */
  note?: Maybe<Scalars['String']['output']>;
  /** Product id; null once the product left the catalog. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** Product name when asked. */
  productName: Scalars['String']['output'];
  /** Quantity, 1 to 99. */
  quantity: Scalars['Int']['output'];
  /** (Quoted price + VAT) × quantity; null until priced. */
  quotedTotal?: Maybe<Money>;
  /** The shop's net unit price; null until priced. */
  quotedUnitPrice?: Maybe<Money>;
  /** VAT per unit at the quoted price; null until priced. */
  quotedUnitVat?: Maybe<Money>;
  /** The customer's reference number. */
  referenceNumber: Scalars['String']['output'];
};

/** One message of a quote's thread. */
export type QuoteMessage = {
  __typename?: 'QuoteMessage';
  /** Who wrote it. */
  author: QuoteAuthor;
  /** The writer's name ('Serena Trade' for the shop). */
  authorName?: Maybe<Scalars['String']['output']>;
  /** The text. */
  body: Scalars['String']['output'];
  /** When (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Name of the attached file, if any. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Where to download the attached file, if any. */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** Message id. */
  id: Scalars['ID']['output'];
};

/** Result of requestQuote, declineQuote, replyToQuote and the admin's priceQuote and replyToQuote. */
export type QuotePayload = {
  __typename?: 'QuotePayload';
  /** The quote after the change, or null on failure. */
  quote?: Maybe<Quote>;
  /** Why it failed (INVALID, NOT_FOUND, CONFLICT). */
  userErrors: Array<UserError>;
};

/**
 * Where a negotiated quote stands (issue 25): asked, priced (and still valid), expired (priced, its
 * validity date passed), accepted (it became an order) or declined.
 */
export type QuoteState =
  /** Accepted: placed as an order at the quoted prices. */
  | 'ACCEPTED'
  /** Declined by the customer. */
  | 'DECLINED'
  /** Priced, but the validity date has passed: it can no longer be accepted. */
  | 'EXPIRED'
  /** Priced and valid until its validity date (inclusive). */
  | 'PRICED'
  /** Asked; awaiting the shop's price. */
  | 'REQUESTED';

/** The sign-up form (spec §5 Sign-up). Field names follow the REST api in camelCase. */
export type RegisterInput = {
  /** Company name, at most 17 characters. */
  companyName: Scalars['String']['input'];
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** Country of the office. */
  country: Scalars['String']['input'];
  /** Delivery street address. */
  deliveryAddress: Scalars['String']['input'];
  /** Delivery town or city. */
  deliveryCity: Scalars['String']['input'];
  /** Delivery Eircode. */
  deliveryEircode: Scalars['String']['input'];
  /** Sign-in e-mail address. */
  email: Scalars['String']['input'];
  /** Full name. */
  fullName: Scalars['String']['input'];
  /** E-mail address invoices go to. */
  invoiceEmail: Scalars['String']['input'];
  /** Office street address. */
  officeAddress: Scalars['String']['input'];
  /** Office town or city: letters and spaces only. */
  officeCity: Scalars['String']['input'];
  /** Office Eircode. */
  officeEircode: Scalars['String']['input'];
  /** Password: at least 8 characters with uppercase, lowercase, digit and special character, no spaces. */
  password: Scalars['String']['input'];
  /** Phone number in international format, at least 10 digits. */
  phoneNumber: Scalars['String']['input'];
  /** The company's VAT number with its country prefix (EU, XI or GB), e.g. IE6388047V; optional. */
  vatNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Result of register. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** The message to show on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the application was stored (the account then awaits approval). */
  success: Scalars['Boolean']['output'];
  /** Field errors with the spec's messages. */
  userErrors: Array<UserError>;
};

/** Result of reorder. */
export type ReorderPayload = {
  __typename?: 'ReorderPayload';
  /** Issue 24: the approval request when the reorder is over the buyer's limits. */
  approval?: Maybe<OrderApproval>;
  /** The new order, or null on failure or while it awaits approval. */
  order?: Maybe<Order>;
  /** Failures: 'Quantity is required and must be greater than 0.', insufficient credit. */
  userErrors: Array<UserError>;
};

/** Result of requestPasswordReset. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** The message to show. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the e-mail was sent. */
  success: Scalars['Boolean']['output'];
  /** 'This email does not exist.' and other failures. */
  userErrors: Array<UserError>;
};

/** A quote request: the cart's lines (as for placeOrder) and a note. */
export type RequestQuoteInput = {
  /** The cart lines with their reference numbers and special instructions. */
  lines: Array<OrderLineInput>;
  /** A note on the whole request, or null. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** Result of resetPassword. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** 'Your password has been successfully reset' on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the password was changed. */
  success: Scalars['Boolean']['output'];
  /** 'Invalid or expired reset link!' and password rule failures. */
  userErrors: Array<UserError>;
};

/**
 * A saved (requisition) list of the viewer's company (issue 24 "Saved lists"): private to its maker
 * or shared with every user of the company. Lines are priced at the viewer's current prices.
 */
export type SavedList = {
  __typename?: 'SavedList';
  /** True when the viewer may change its lines (not ACCOUNTS). */
  canEdit: Scalars['Boolean']['output'];
  /** True when the viewer may rename, share or delete it. */
  canManage: Scalars['Boolean']['output'];
  /** Who made it. */
  createdByName: Scalars['String']['output'];
  /** The list id. */
  id: Scalars['ID']['output'];
  /** Its lines, oldest first. */
  lines: Array<SavedListLine>;
  /** Its name, 1 to 100 characters. */
  name: Scalars['String']['output'];
  /** True when every user of the company sees it. */
  shared: Scalars['Boolean']['output'];
  /** Last change, ISO 8601. */
  updatedAt: Scalars['String']['output'];
};

/**
 * One line of a saved list: a product and its bed configuration as saved, priced now, or the reason
 * it can no longer be ordered.
 */
export type SavedListLine = {
  __typename?: 'SavedListLine';
  /** Category names of the product; empty when it is gone. */
  categories: Array<Scalars['String']['output']>;
  /** Fabric colour id (beds), or null. */
  fabricColorId?: Maybe<Scalars['ID']['output']>;
  /** Colour name as saved, or null. */
  fabricColorName?: Maybe<Scalars['String']['output']>;
  /** Fabric id (beds), or null. */
  fabricId?: Maybe<Scalars['ID']['output']>;
  /** Fabric name as saved, or null. */
  fabricName?: Maybe<Scalars['String']['output']>;
  /** The line id. */
  id: Scalars['ID']['output'];
  /** True when the product is a bed. */
  isBed: Scalars['Boolean']['output'];
  /** The line at the viewer's current prices; null when it can no longer be ordered. */
  price?: Maybe<PriceQuote>;
  /** Product id. */
  productId: Scalars['ID']['output'];
  /** Picture URL; null when none or the product is gone. */
  productImage?: Maybe<Scalars['String']['output']>;
  /** Product name (as saved when the product is gone). */
  productName: Scalars['String']['output'];
  /** Quantity, 1 to 99. */
  quantity: Scalars['Int']['output'];
  /** Size id, or null. */
  sizeId?: Maybe<Scalars['ID']['output']>;
  /** Size label as saved, or null. */
  sizeLabel?: Maybe<Scalars['String']['output']>;
  /** Product SKU as saved. */
  sku: Scalars['String']['output'];
  /** Storage option. */
  storage: StorageType;
  /** Why the line can no longer be ordered (product deleted or unavailable, variation gone); null when it can. */
  unavailable?: Maybe<Scalars['String']['output']>;
};

/** Result of the saved-list mutations. */
export type SavedListPayload = {
  __typename?: 'SavedListPayload';
  /** The list after the change, or null on failure. */
  savedList?: Maybe<SavedList>;
  /** Why it failed (INVALID, FORBIDDEN, NOT_FOUND). */
  userErrors: Array<UserError>;
};

/** Where the order is delivered (spec §2 Checkout shipping address). */
export type ShippingAddressInput = {
  /** Street address. */
  address: Scalars['String']['input'];
  /** Town or city. */
  city: Scalars['String']['input'];
  /** Country. */
  country: Scalars['String']['input'];
  /** First name of the recipient. */
  firstName: Scalars['String']['input'];
};

/** A bed size with its dimensions. */
export type Size = {
  __typename?: 'Size';
  /** Height in cm, when known. */
  heightCm?: Maybe<Scalars['Int']['output']>;
  /** Size id (13 = 4ft6 Double, 14 = 5ft King, 15 = 6ft Super King). */
  id: Scalars['ID']['output'];
  /** Display label, e.g. "4ft6 Double". */
  label: Scalars['String']['output'];
  /** Length in cm, when known. */
  lengthCm?: Maybe<Scalars['Int']['output']>;
  /** Width in cm, when known. */
  widthCm?: Maybe<Scalars['Int']['output']>;
};

/** A price for one size. */
export type SizePrice = {
  __typename?: 'SizePrice';
  /** Net price for this size; null for visitors. */
  price?: Maybe<Money>;
  /** Size id. */
  sizeId: Scalars['ID']['output'];
};

/** Sort direction of an admin list. */
export type SortDirection =
  /** Smallest, oldest or A first. */
  | 'ASC'
  /** Largest, newest or Z first. */
  | 'DESC';

/** Special instructions of an order line. */
export type SpecialQuoteInput = {
  /** Id of a file from uploadSpecialQuoteFile, or null. */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  /** Free text, or null. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** The shop's staff roles (issue 26): OWNER everything and staff management; SALES accounts, applications, credit limits, quotes, inbox; ACCOUNTS payments, statements, credit notes, reconciliation; WAREHOUSE orders (view, move delivery status, print); CONTENT catalog and news. */
export type StaffRole =
  /** Payments, statements, credit notes, reconciliation. */
  | 'ACCOUNTS'
  /** Catalog and news. */
  | 'CONTENT'
  /** Everything, staff management included. */
  | 'OWNER'
  /** Accounts, applications, credit limits, quotes, inbox. */
  | 'SALES'
  /** Orders: view, move delivery status, print. */
  | 'WAREHOUSE';

/** One month of the customer's account statement: the opening balance, every purchase, reversal and payment of the month with the running balance, and the closing balance, as PDF or CSV. */
export type StatementMonth = {
  __typename?: 'StatementMonth';
  /** Same-origin link of the CSV statement (signed decimal euros, one row per ledger entry). */
  csvUrl: Scalars['String']['output'];
  /** The month's name, e.g. 'November 2026'. */
  label: Scalars['String']['output'];
  /** The month, YYYY-MM, e.g. '2026-11'. */
  month: Scalars['String']['output'];
  /** Same-origin link of the PDF statement (the bff proxies it with the session). */
  pdfUrl: Scalars['String']['output'];
};

/** Storage extras of a bed (spec §9 bed price). */
export type StoragePrices = {
  __typename?: 'StoragePrices';
  /** Cloud Storage base, added on sizes 13 to 15; null for visitors. */
  cloudBase?: Maybe<Money>;
  /** Ottoman price per size; prices null for visitors. */
  ottoman: Array<SizePrice>;
};

/** Storage option of a bed (spec §3 types[]). */
export type StorageType =
  /** Cloud Storage: adds the ottoman price plus, on sizes 13 to 15, the cloud base. */
  | 'CLOUD_STORAGE'
  /** No storage ('Non Ottoman'). */
  | 'NONE'
  /** Ottoman storage: adds the ottoman price for the size. */
  | 'OTTOMAN';

/** Live updates over graphql-ws on the same path as queries (/graphql); signed-in customers only (issue 14). */
export type Subscription = {
  __typename?: 'Subscription';
  /** Issue 24: orders of the viewer's company that now need the viewer's approval, and the decisions on the viewer's own orders awaiting approval. Company users only (FORBIDDEN otherwise). */
  approvalUpdated: ApprovalNotice;
  /** The viewer's orders as the shop moves them along (delivery status changed, order cancelled). */
  orderUpdated: OrderUpdate;
};

/** An order as the tracking page shows it (spec §3 Order (tracked)). */
export type TrackedOrder = {
  __typename?: 'TrackedOrder';
  /** Current delivery status. */
  deliveryStatus: Scalars['String']['output'];
  /** Every delivery status in order, with this order's progress through them. */
  deliverySteps: Array<DeliveryStep>;
  /** Fabric colour name, if any. */
  fabricColorName?: Maybe<Scalars['String']['output']>;
  /** Fabric name, if any. */
  fabricName?: Maybe<Scalars['String']['output']>;
  /** When the order was placed (ISO 8601). */
  orderDate: Scalars['String']['output'];
  /** Product picture URL. */
  productImage: Scalars['String']['output'];
  /** Product name. */
  productName: Scalars['String']['output'];
  /** Quantity ordered. */
  quantity: Scalars['Int']['output'];
  /** The customer's reference number. */
  referenceNumber: Scalars['String']['output'];
  /** Delivery address; for visitors only the town and country. */
  shippingAddress: Scalars['String']['output'];
  /** Total charged; null for visitors. */
  totalPrice?: Maybe<Money>;
  /** Tracking ID. */
  trackingId: Scalars['String']['output'];
};

/** Profile fields a customer may change (spec §6). */
export type UpdateAccountInput = {
  /** Company name, at most 17 characters. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Country of the office. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Delivery street address. */
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  /** Delivery town or city. */
  deliveryCity?: InputMaybe<Scalars['String']['input']>;
  /** Delivery Eircode. */
  deliveryEircode?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Office street address. */
  officeAddress?: InputMaybe<Scalars['String']['input']>;
  /** Office town or city. */
  officeCity?: InputMaybe<Scalars['String']['input']>;
  /** Office Eircode. */
  officeEircode?: InputMaybe<Scalars['String']['input']>;
  /** Phone number in international format. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The company's VAT number with its country prefix (EU, XI or GB); an empty string removes it. */
  vatNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Result of updateAccount. */
export type UpdateAccountPayload = {
  __typename?: 'UpdateAccountPayload';
  /** 'User Updated Successfully' on success. */
  message?: Maybe<Scalars['String']['output']>;
  /** The updated customer, or null on failure. */
  user?: Maybe<User>;
  /** Field errors. */
  userErrors: Array<UserError>;
};

/** A change of a company user (issue 24); absent fields stay as they are. */
export type UpdateCompanyUserInput = {
  /** Spending limit per calendar month in euros, gross, as a decimal string; an empty string removes the limit. */
  monthLimit?: InputMaybe<Scalars['String']['input']>;
  /** Spending limit per order in euros, gross, as a decimal string, e.g. "1000.00"; an empty string removes the limit. */
  orderLimit?: InputMaybe<Scalars['String']['input']>;
  /** The new role. */
  role?: InputMaybe<CompanyRole>;
  /** The id of the company user. */
  userId: Scalars['ID']['input'];
};

/** Result of updatePassword. */
export type UpdatePasswordPayload = {
  __typename?: 'UpdatePasswordPayload';
  /** The server's message. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the password was changed. */
  success: Scalars['Boolean']['output'];
  /** Wrong current password and password rule failures. */
  userErrors: Array<UserError>;
};

/** A change of a saved list: a new name and/or sharing. */
export type UpdateSavedListInput = {
  /** A new name, 1 to 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True to share it with the company, false to make it private. */
  shared?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of uploadSpecialQuoteFile. */
export type UploadPayload = {
  __typename?: 'UploadPayload';
  /** The stored file, or null when refused. */
  file?: Maybe<UploadedFile>;
  /** Why the file was refused (type, size). */
  userErrors: Array<UserError>;
};

/** A file uploaded for a cart line's special instructions. */
export type UploadedFile = {
  __typename?: 'UploadedFile';
  /** The original file name. */
  fileName: Scalars['String']['output'];
  /** File id, sent back in OrderLineInput.specialQuote.fileId. */
  id: Scalars['ID']['output'];
};

/** The signed-in trade customer (spec §3 User). Only ever the viewer's own account. */
export type User = {
  __typename?: 'User';
  /** Credit still available: credit limit minus outstanding purchases (design: credit ledger). */
  availableCredit: Money;
  /** Company (trading) name. */
  companyName: Scalars['String']['output'];
  /** Issue 24: the viewer's role in their trade company (what the storefront offers them); null for the shop's staff. Every company call checks the role again. */
  companyRole?: Maybe<CompanyRole>;
  /** Country of the office, e.g. Ireland. */
  country: Scalars['String']['output'];
  /** Credit limit set by Serena Home (read-only). */
  creditLimit: Money;
  /** Delivery street address. */
  deliveryAddress: Scalars['String']['output'];
  /** Delivery town or city. */
  deliveryCity: Scalars['String']['output'];
  /** Delivery Eircode (postal code). */
  deliveryEircode: Scalars['String']['output'];
  /** Sign-in e-mail address (read-only). */
  email: Scalars['String']['output'];
  /** First word of the full name, shown in the header's user menu. */
  firstName: Scalars['String']['output'];
  /** Full name as entered at sign-up. */
  fullName: Scalars['String']['output'];
  /** Account id. */
  id: Scalars['ID']['output'];
  /** E-mail address invoices go to (read-only). */
  invoiceEmail: Scalars['String']['output'];
  /** True for the shop's staff (admin role): the web app shows them the admin console (issue 9). Every admin field checks the role again. */
  isAdmin: Scalars['Boolean']['output'];
  /** Office street address. */
  officeAddress: Scalars['String']['output'];
  /** Office town or city. */
  officeCity: Scalars['String']['output'];
  /** Office Eircode (postal code). */
  officeEircode: Scalars['String']['output'];
  /** One of the customer's own orders by tracking ID; null when there is none. */
  order?: Maybe<Order>;
  /** The customer's own orders, newest first (spec §2 My Orders). */
  orders: Array<Order>;
  /** Phone number in international format, e.g. +353871234567. */
  phoneNumber: Scalars['String']['output'];
  /** The customer's purchase orders (one per checkout), newest first. */
  purchaseOrders: Array<PurchaseOrder>;
  /** The months the customer has an account statement for: from the month the account was opened to the current one (Irish calendar), newest first. */
  statements: Array<StatementMonth>;
  /** True when the customer receives the newsletter. */
  subscribed: Scalars['Boolean']['output'];
  /** The company's VAT number (normalised, e.g. 'IE6388047V'), printed on invoices; null when none was given. */
  vatNumber?: Maybe<Scalars['String']['output']>;
};


/** The signed-in trade customer (spec §3 User). Only ever the viewer's own account. */
export type UserOrderArgs = {
  trackingId: Scalars['String']['input'];
};

/** A business failure reported as data (validation, wrong password, insufficient credit). */
export type UserError = {
  __typename?: 'UserError';
  /** Machine-readable code, e.g. INVALID, WRONG_PASSWORD, NOT_APPROVED, RATE_LIMITED, INSUFFICIENT_CREDIT. */
  code: Scalars['String']['output'];
  /** The input field it concerns (snake_case as in the REST api, e.g. "office_city"), or null for the whole form. */
  field?: Maybe<Scalars['String']['output']>;
  /** The message to show, word for word from the spec. */
  message: Scalars['String']['output'];
};

/** A priced variation of a product (spec §3 Variation). */
export type Variation = {
  __typename?: 'Variation';
  /** Fabric colour id, when the variation depends on colour. */
  fabricColorId?: Maybe<Scalars['ID']['output']>;
  /** Fabric id, when the variation depends on fabric. */
  fabricId?: Maybe<Scalars['ID']['output']>;
  /** Variation id. */
  id: Scalars['ID']['output'];
  /** Net price of this variation for the signed-in viewer (their price list applied; issue 25); null for visitors. */
  price?: Maybe<Money>;
  /** Size id, when the variation depends on size. */
  sizeId?: Maybe<Scalars['ID']['output']>;
};

/**
 * One volume tier as the signed-in viewer pays it (issue 25): from `minQuantity` units on, each unit
 * costs `unitPrice` (net) and `unitGross` (with VAT); the cart and checkout charge exactly this.
 */
export type VolumePrice = {
  __typename?: 'VolumePrice';
  /** The smallest quantity of the tier (2 to 99). */
  minQuantity: Scalars['Int']['output'];
  /** The tier's percentage off the viewer's price, as printed without the sign ('10', '7.5'). */
  percentOff: Scalars['String']['output'];
  /** Price of one unit from that quantity on, VAT included. */
  unitGross: Money;
  /** Net price of one unit from that quantity on. */
  unitPrice: Money;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptQuoteInput: AcceptQuoteInput;
  AcceptQuotePayload: ResolverTypeWrapper<Omit<AcceptQuotePayload, 'orders' | 'quote'> & { orders: Array<ResolversTypes['Order']>, quote?: Maybe<ResolversTypes['Quote']> }>;
  AccountSortField: AccountSortField;
  AccountStatus: AccountStatus;
  AdminAccount: ResolverTypeWrapper<AdminAccountDto>;
  AdminAccountConnection: ResolverTypeWrapper<AdminAccountPageDto>;
  AdminAccountNote: ResolverTypeWrapper<AccountNoteDto>;
  AdminAccountNotePayload: ResolverTypeWrapper<Omit<AdminAccountNotePayload, 'note'> & { note?: Maybe<ResolversTypes['AdminAccountNote']> }>;
  AdminAccountPayload: ResolverTypeWrapper<Omit<AdminAccountPayload, 'account'> & { account?: Maybe<ResolversTypes['AdminAccount']> }>;
  AdminAssignPriceListPayload: ResolverTypeWrapper<AdminAssignPriceListPayload>;
  AdminBulkOrderPayload: ResolverTypeWrapper<Omit<AdminBulkOrderPayload, 'results'> & { results: Array<ResolversTypes['AdminBulkOrderResult']> }>;
  AdminBulkOrderResult: ResolverTypeWrapper<BulkResultDto>;
  AdminCatalogCounts: ResolverTypeWrapper<AdminCatalogCounts>;
  AdminCatalogImportChange: ResolverTypeWrapper<AdminCatalogImportChange>;
  AdminCatalogImportPayload: ResolverTypeWrapper<Omit<AdminCatalogImportPayload, 'report'> & { report?: Maybe<ResolversTypes['AdminCatalogImportReport']> }>;
  AdminCatalogImportProblem: ResolverTypeWrapper<AdminCatalogImportProblem>;
  AdminCatalogImportReport: ResolverTypeWrapper<CatalogImportReportDto>;
  AdminCatalogMutation: ResolverTypeWrapper<AdminScope>;
  AdminCatalogQuery: ResolverTypeWrapper<AdminScope>;
  AdminCategory: ResolverTypeWrapper<AdminCategoryDto>;
  AdminCategoryPayload: ResolverTypeWrapper<Omit<AdminCategoryPayload, 'category'> & { category?: Maybe<ResolversTypes['AdminCategory']> }>;
  AdminCompany: ResolverTypeWrapper<AdminCompanyDto>;
  AdminCreditNote: ResolverTypeWrapper<AdminCreditNoteDto>;
  AdminCsvFile: ResolverTypeWrapper<AdminCsvFile>;
  AdminDashboard: ResolverTypeWrapper<AdminDashboardDto>;
  AdminDeletePayload: ResolverTypeWrapper<AdminDeletePayload>;
  AdminDeliveryStatus: ResolverTypeWrapper<AdminDeliveryStatusDto>;
  AdminDeliveryStatusesPayload: ResolverTypeWrapper<Omit<AdminDeliveryStatusesPayload, 'deliveryStatuses'> & { deliveryStatuses: Array<ResolversTypes['AdminDeliveryStatus']> }>;
  AdminFabric: ResolverTypeWrapper<AdminFabricDto>;
  AdminFabricColor: ResolverTypeWrapper<AdminFabricColor>;
  AdminFile: ResolverTypeWrapper<AdminFile>;
  AdminInvoice: ResolverTypeWrapper<AdminInvoiceDto>;
  AdminJob: ResolverTypeWrapper<AdminJobDto>;
  AdminJobCounts: ResolverTypeWrapper<AdminJobCounts>;
  AdminJobFailedItem: ResolverTypeWrapper<AdminJobFailedItem>;
  AdminJobList: ResolverTypeWrapper<AdminJobListDto>;
  AdminJobPayload: ResolverTypeWrapper<Omit<AdminJobPayload, 'job'> & { job?: Maybe<ResolversTypes['AdminJob']> }>;
  AdminJobProgress: ResolverTypeWrapper<AdminJobProgress>;
  AdminJobQueue: AdminJobQueue;
  AdminJobState: AdminJobState;
  AdminMutation: ResolverTypeWrapper<AdminScope>;
  AdminNews: ResolverTypeWrapper<AdminNewsDto>;
  AdminNewsListPayload: ResolverTypeWrapper<Omit<AdminNewsListPayload, 'news'> & { news: Array<ResolversTypes['AdminNews']> }>;
  AdminNewsPayload: ResolverTypeWrapper<Omit<AdminNewsPayload, 'news'> & { news?: Maybe<ResolversTypes['AdminNews']> }>;
  AdminOrder: ResolverTypeWrapper<AdminOrderDto>;
  AdminOrderConnection: ResolverTypeWrapper<AdminOrderPageDto>;
  AdminOrderCustomer: ResolverTypeWrapper<AdminOrderCustomerDto>;
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderPayload: ResolverTypeWrapper<Omit<AdminOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['AdminOrder']> }>;
  AdminOrderSibling: ResolverTypeWrapper<AdminOrderSiblingDto>;
  AdminOrderSortField: AdminOrderSortField;
  AdminOttomanPrice: ResolverTypeWrapper<AdminOttomanPriceModel>;
  AdminOttomanPriceInput: AdminOttomanPriceInput;
  AdminPageInfo: ResolverTypeWrapper<AdminPageInfo>;
  AdminPaymentAllocation: ResolverTypeWrapper<PaymentAllocationDto>;
  AdminPaymentOutcome: ResolverTypeWrapper<PaymentOutcomeDto>;
  AdminPaymentPayload: ResolverTypeWrapper<Omit<AdminPaymentPayload, 'account' | 'payment'> & { account?: Maybe<ResolversTypes['AdminAccount']>, payment?: Maybe<ResolversTypes['AdminPaymentOutcome']> }>;
  AdminPriceList: ResolverTypeWrapper<AdminPriceListDto>;
  AdminPriceListInput: AdminPriceListInput;
  AdminPriceListPatch: AdminPriceListPatch;
  AdminPriceListPayload: ResolverTypeWrapper<Omit<AdminPriceListPayload, 'priceList'> & { priceList?: Maybe<ResolversTypes['AdminPriceList']> }>;
  AdminPriceRule: ResolverTypeWrapper<AdminPriceRuleDto>;
  AdminPriceRuleInput: AdminPriceRuleInput;
  AdminPriceRuleKind: AdminPriceRuleKind;
  AdminProduct: ResolverTypeWrapper<AdminProductDetailDto>;
  AdminProductConnection: ResolverTypeWrapper<AdminProductPageDto>;
  AdminProductInput: AdminProductInput;
  AdminProductPayload: ResolverTypeWrapper<Omit<AdminProductPayload, 'product'> & { product?: Maybe<ResolversTypes['AdminProduct']> }>;
  AdminProductRow: ResolverTypeWrapper<AdminProductRowDto>;
  AdminProductStatus: AdminProductStatus;
  AdminQuery: ResolverTypeWrapper<AdminScope>;
  AdminQuoteLinePriceInput: AdminQuoteLinePriceInput;
  AdminQuotePriceInput: AdminQuotePriceInput;
  AdminSearchCompany: ResolverTypeWrapper<AdminSearchCompanyDto>;
  AdminSearchCustomer: ResolverTypeWrapper<AdminSearchCustomerDto>;
  AdminSearchOrder: ResolverTypeWrapper<AdminSearchOrderDto>;
  AdminSearchResult: ResolverTypeWrapper<AdminSearchDto>;
  AdminSize: ResolverTypeWrapper<AdminSizeDto>;
  AdminStaffInviteInput: AdminStaffInviteInput;
  AdminStaffMember: ResolverTypeWrapper<AdminStaffMemberDto>;
  AdminStaffPayload: ResolverTypeWrapper<Omit<AdminStaffPayload, 'member'> & { member?: Maybe<ResolversTypes['AdminStaffMember']> }>;
  AdminStaffStatus: AdminStaffStatus;
  AdminStatementsExportInput: AdminStatementsExportInput;
  AdminStoragePricesInput: AdminStoragePricesInput;
  AdminVariation: ResolverTypeWrapper<AdminVariationDto>;
  AdminVariationInput: AdminVariationInput;
  AdminViewer: ResolverTypeWrapper<AdminViewer>;
  AdminVolumeBreak: ResolverTypeWrapper<AdminVolumeBreakDto>;
  AdminVolumeBreakInput: AdminVolumeBreakInput;
  AdminVolumeBreakPayload: ResolverTypeWrapper<Omit<AdminVolumeBreakPayload, 'volumeBreak'> & { volumeBreak?: Maybe<ResolversTypes['AdminVolumeBreak']> }>;
  ApprovalNotice: ResolverTypeWrapper<ApprovalNoticeEvent>;
  ApprovalNoticeKind: ApprovalNoticeKind;
  ApprovalPayload: ResolverTypeWrapper<Omit<ApprovalPayload, 'approval' | 'orders'> & { approval?: Maybe<ResolversTypes['OrderApproval']>, orders: Array<ResolversTypes['Order']> }>;
  ApprovalReason: ApprovalReason;
  ApprovalRulePayload: ResolverTypeWrapper<Omit<ApprovalRulePayload, 'approvalAbove'> & { approvalAbove?: Maybe<ResolversTypes['Money']> }>;
  ApprovalStatus: ApprovalStatus;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEntity: AuditEntity;
  AuditEntry: ResolverTypeWrapper<AuditEntryDto>;
  AuditEntryConnection: ResolverTypeWrapper<AuditEntryPageDto>;
  AuditLogFilter: AuditLogFilter;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CallbackRequest: ResolverTypeWrapper<CallbackRequestDto>;
  CallbackRequestAdminPayload: ResolverTypeWrapper<Omit<CallbackRequestAdminPayload, 'callbackRequest'> & { callbackRequest?: Maybe<ResolversTypes['CallbackRequest']> }>;
  CallbackRequestConnection: ResolverTypeWrapper<CallbackRequestPageDto>;
  CallbackRequestInput: CallbackRequestInput;
  CallbackRequestPayload: ResolverTypeWrapper<CallbackRequestPayload>;
  CancelOrderPayload: ResolverTypeWrapper<Omit<CancelOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  CancelledBy: CancelledBy;
  CartLineInput: CartLineInput;
  CartQuote: ResolverTypeWrapper<Omit<CartQuote, 'lines' | 'subtotal' | 'total' | 'vat'> & { lines: Array<ResolversTypes['PriceQuote']>, subtotal: ResolversTypes['Money'], total: ResolversTypes['Money'], vat: ResolversTypes['Money'] }>;
  Category: ResolverTypeWrapper<CategoryModel>;
  CheckoutContactInput: CheckoutContactInput;
  CollectionsMenu: ResolverTypeWrapper<Omit<CollectionsMenu, 'headboards' | 'mattresses'> & { headboards: Array<ResolversTypes['MenuProduct']>, mattresses: Array<ResolversTypes['MenuProduct']> }>;
  CompanyAddress: ResolverTypeWrapper<CompanyAddressDto>;
  CompanyAddressInput: CompanyAddressInput;
  CompanyAddressPayload: ResolverTypeWrapper<Omit<CompanyAddressPayload, 'address'> & { address?: Maybe<ResolversTypes['CompanyAddress']> }>;
  CompanyRole: CompanyRole;
  CompanyUser: ResolverTypeWrapper<CompanyUserDto>;
  CompanyUserPayload: ResolverTypeWrapper<Omit<CompanyUserPayload, 'user'> & { user?: Maybe<ResolversTypes['CompanyUser']> }>;
  CompanyUserStatus: CompanyUserStatus;
  ContactMessage: ResolverTypeWrapper<ContactMessageDto>;
  ContactMessageAdminPayload: ResolverTypeWrapper<Omit<ContactMessageAdminPayload, 'contactMessage'> & { contactMessage?: Maybe<ResolversTypes['ContactMessage']> }>;
  ContactMessageConnection: ResolverTypeWrapper<ContactMessagePageDto>;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePayload: ResolverTypeWrapper<ContactMessagePayload>;
  CreateSavedListInput: CreateSavedListInput;
  CreditLedgerEntry: ResolverTypeWrapper<LedgerEntryDto>;
  CreditNote: ResolverTypeWrapper<CreditNoteDto>;
  DeleteSavedListPayload: ResolverTypeWrapper<DeleteSavedListPayload>;
  DeliveryStep: ResolverTypeWrapper<DeliveryStep>;
  DeliveryStepState: DeliveryStepState;
  Fabric: ResolverTypeWrapper<FabricDto>;
  FabricColor: ResolverTypeWrapper<FabricColorDto>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InboxState: InboxState;
  InboxUpdateInput: InboxUpdateInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteCompanyUserInput: InviteCompanyUserInput;
  Invoice: ResolverTypeWrapper<InvoiceModel>;
  InvoiceState: InvoiceState;
  LedgerEntryKind: LedgerEntryKind;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  MenuProduct: ResolverTypeWrapper<MenuProductDto>;
  Money: ResolverTypeWrapper<Cents>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  News: ResolverTypeWrapper<NewsDto>;
  NewsInput: NewsInput;
  NewsStatus: NewsStatus;
  NewsletterPayload: ResolverTypeWrapper<Omit<NewsletterPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Order: ResolverTypeWrapper<Omit<Order, 'totalPrice' | 'unitPrice' | 'unitVat'> & { totalPrice: ResolversTypes['Money'], unitPrice: ResolversTypes['Money'], unitVat: ResolversTypes['Money'] }>;
  OrderApproval: ResolverTypeWrapper<ApprovalDto>;
  OrderApprovalLine: ResolverTypeWrapper<ApprovalLineDto>;
  OrderLineInput: OrderLineInput;
  OrderUpdate: ResolverTypeWrapper<OrderChangeEvent>;
  OrderUpdateKind: OrderUpdateKind;
  PageInfo: ResolverTypeWrapper<PaginationDto>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<Omit<PlaceOrderPayload, 'approval' | 'orders' | 'purchaseOrder'> & { approval?: Maybe<ResolversTypes['OrderApproval']>, orders: Array<ResolversTypes['Order']>, purchaseOrder?: Maybe<ResolversTypes['PurchaseOrder']> }>;
  PriceQuote: ResolverTypeWrapper<PricedLine>;
  Product: ResolverTypeWrapper<ProductDto>;
  ProductFilter: ProductFilter;
  ProductPage: ResolverTypeWrapper<ProductPageModel>;
  ProductSort: ProductSort;
  PurchaseOrder: ResolverTypeWrapper<PurchaseOrderDto>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuickOrderLine: ResolverTypeWrapper<QuickOrderLineModel>;
  QuickOrderLineInput: QuickOrderLineInput;
  Quote: ResolverTypeWrapper<QuoteModel>;
  QuoteAuthor: QuoteAuthor;
  QuoteLine: ResolverTypeWrapper<QuoteLineModel>;
  QuoteMessage: ResolverTypeWrapper<QuoteMessageModel>;
  QuotePayload: ResolverTypeWrapper<Omit<QuotePayload, 'quote'> & { quote?: Maybe<ResolversTypes['Quote']> }>;
  QuoteState: QuoteState;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  ReorderPayload: ResolverTypeWrapper<Omit<ReorderPayload, 'approval' | 'order'> & { approval?: Maybe<ResolversTypes['OrderApproval']>, order?: Maybe<ResolversTypes['Order']> }>;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  RequestQuoteInput: RequestQuoteInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  SavedList: ResolverTypeWrapper<SavedListDto>;
  SavedListLine: ResolverTypeWrapper<SavedListLineDto>;
  SavedListPayload: ResolverTypeWrapper<Omit<SavedListPayload, 'savedList'> & { savedList?: Maybe<ResolversTypes['SavedList']> }>;
  ShippingAddressInput: ShippingAddressInput;
  Size: ResolverTypeWrapper<SizeDto>;
  SizePrice: ResolverTypeWrapper<Omit<SizePrice, 'price'> & { price?: Maybe<ResolversTypes['Money']> }>;
  SortDirection: SortDirection;
  SpecialQuoteInput: SpecialQuoteInput;
  StaffRole: StaffRole;
  StatementMonth: ResolverTypeWrapper<StatementMonthDto>;
  StoragePrices: ResolverTypeWrapper<StoragePricesModel>;
  StorageType: StorageType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TrackedOrder: ResolverTypeWrapper<Omit<TrackedOrder, 'totalPrice'> & { totalPrice?: Maybe<ResolversTypes['Money']> }>;
  UpdateAccountInput: UpdateAccountInput;
  UpdateAccountPayload: ResolverTypeWrapper<Omit<UpdateAccountPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UpdateCompanyUserInput: UpdateCompanyUserInput;
  UpdatePasswordPayload: ResolverTypeWrapper<UpdatePasswordPayload>;
  UpdateSavedListInput: UpdateSavedListInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadPayload: ResolverTypeWrapper<UploadPayload>;
  UploadedFile: ResolverTypeWrapper<UploadedFile>;
  User: ResolverTypeWrapper<UserDto>;
  UserError: ResolverTypeWrapper<UserError>;
  Variation: ResolverTypeWrapper<VariationDto>;
  VolumePrice: ResolverTypeWrapper<Omit<VolumePrice, 'unitGross' | 'unitPrice'> & { unitGross: ResolversTypes['Money'], unitPrice: ResolversTypes['Money'] }>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptQuoteInput: AcceptQuoteInput;
  AcceptQuotePayload: Omit<AcceptQuotePayload, 'orders' | 'quote'> & { orders: Array<ResolversParentTypes['Order']>, quote?: Maybe<ResolversParentTypes['Quote']> };
  AdminAccount: AdminAccountDto;
  AdminAccountConnection: AdminAccountPageDto;
  AdminAccountNote: AccountNoteDto;
  AdminAccountNotePayload: Omit<AdminAccountNotePayload, 'note'> & { note?: Maybe<ResolversParentTypes['AdminAccountNote']> };
  AdminAccountPayload: Omit<AdminAccountPayload, 'account'> & { account?: Maybe<ResolversParentTypes['AdminAccount']> };
  AdminAssignPriceListPayload: AdminAssignPriceListPayload;
  AdminBulkOrderPayload: Omit<AdminBulkOrderPayload, 'results'> & { results: Array<ResolversParentTypes['AdminBulkOrderResult']> };
  AdminBulkOrderResult: BulkResultDto;
  AdminCatalogCounts: AdminCatalogCounts;
  AdminCatalogImportChange: AdminCatalogImportChange;
  AdminCatalogImportPayload: Omit<AdminCatalogImportPayload, 'report'> & { report?: Maybe<ResolversParentTypes['AdminCatalogImportReport']> };
  AdminCatalogImportProblem: AdminCatalogImportProblem;
  AdminCatalogImportReport: CatalogImportReportDto;
  AdminCatalogMutation: AdminScope;
  AdminCatalogQuery: AdminScope;
  AdminCategory: AdminCategoryDto;
  AdminCategoryPayload: Omit<AdminCategoryPayload, 'category'> & { category?: Maybe<ResolversParentTypes['AdminCategory']> };
  AdminCompany: AdminCompanyDto;
  AdminCreditNote: AdminCreditNoteDto;
  AdminCsvFile: AdminCsvFile;
  AdminDashboard: AdminDashboardDto;
  AdminDeletePayload: AdminDeletePayload;
  AdminDeliveryStatus: AdminDeliveryStatusDto;
  AdminDeliveryStatusesPayload: Omit<AdminDeliveryStatusesPayload, 'deliveryStatuses'> & { deliveryStatuses: Array<ResolversParentTypes['AdminDeliveryStatus']> };
  AdminFabric: AdminFabricDto;
  AdminFabricColor: AdminFabricColor;
  AdminFile: AdminFile;
  AdminInvoice: AdminInvoiceDto;
  AdminJob: AdminJobDto;
  AdminJobCounts: AdminJobCounts;
  AdminJobFailedItem: AdminJobFailedItem;
  AdminJobList: AdminJobListDto;
  AdminJobPayload: Omit<AdminJobPayload, 'job'> & { job?: Maybe<ResolversParentTypes['AdminJob']> };
  AdminJobProgress: AdminJobProgress;
  AdminMutation: AdminScope;
  AdminNews: AdminNewsDto;
  AdminNewsListPayload: Omit<AdminNewsListPayload, 'news'> & { news: Array<ResolversParentTypes['AdminNews']> };
  AdminNewsPayload: Omit<AdminNewsPayload, 'news'> & { news?: Maybe<ResolversParentTypes['AdminNews']> };
  AdminOrder: AdminOrderDto;
  AdminOrderConnection: AdminOrderPageDto;
  AdminOrderCustomer: AdminOrderCustomerDto;
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderPayload: Omit<AdminOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['AdminOrder']> };
  AdminOrderSibling: AdminOrderSiblingDto;
  AdminOttomanPrice: AdminOttomanPriceModel;
  AdminOttomanPriceInput: AdminOttomanPriceInput;
  AdminPageInfo: AdminPageInfo;
  AdminPaymentAllocation: PaymentAllocationDto;
  AdminPaymentOutcome: PaymentOutcomeDto;
  AdminPaymentPayload: Omit<AdminPaymentPayload, 'account' | 'payment'> & { account?: Maybe<ResolversParentTypes['AdminAccount']>, payment?: Maybe<ResolversParentTypes['AdminPaymentOutcome']> };
  AdminPriceList: AdminPriceListDto;
  AdminPriceListInput: AdminPriceListInput;
  AdminPriceListPatch: AdminPriceListPatch;
  AdminPriceListPayload: Omit<AdminPriceListPayload, 'priceList'> & { priceList?: Maybe<ResolversParentTypes['AdminPriceList']> };
  AdminPriceRule: AdminPriceRuleDto;
  AdminPriceRuleInput: AdminPriceRuleInput;
  AdminProduct: AdminProductDetailDto;
  AdminProductConnection: AdminProductPageDto;
  AdminProductInput: AdminProductInput;
  AdminProductPayload: Omit<AdminProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['AdminProduct']> };
  AdminProductRow: AdminProductRowDto;
  AdminQuery: AdminScope;
  AdminQuoteLinePriceInput: AdminQuoteLinePriceInput;
  AdminQuotePriceInput: AdminQuotePriceInput;
  AdminSearchCompany: AdminSearchCompanyDto;
  AdminSearchCustomer: AdminSearchCustomerDto;
  AdminSearchOrder: AdminSearchOrderDto;
  AdminSearchResult: AdminSearchDto;
  AdminSize: AdminSizeDto;
  AdminStaffInviteInput: AdminStaffInviteInput;
  AdminStaffMember: AdminStaffMemberDto;
  AdminStaffPayload: Omit<AdminStaffPayload, 'member'> & { member?: Maybe<ResolversParentTypes['AdminStaffMember']> };
  AdminStatementsExportInput: AdminStatementsExportInput;
  AdminStoragePricesInput: AdminStoragePricesInput;
  AdminVariation: AdminVariationDto;
  AdminVariationInput: AdminVariationInput;
  AdminViewer: AdminViewer;
  AdminVolumeBreak: AdminVolumeBreakDto;
  AdminVolumeBreakInput: AdminVolumeBreakInput;
  AdminVolumeBreakPayload: Omit<AdminVolumeBreakPayload, 'volumeBreak'> & { volumeBreak?: Maybe<ResolversParentTypes['AdminVolumeBreak']> };
  ApprovalNotice: ApprovalNoticeEvent;
  ApprovalPayload: Omit<ApprovalPayload, 'approval' | 'orders'> & { approval?: Maybe<ResolversParentTypes['OrderApproval']>, orders: Array<ResolversParentTypes['Order']> };
  ApprovalRulePayload: Omit<ApprovalRulePayload, 'approvalAbove'> & { approvalAbove?: Maybe<ResolversParentTypes['Money']> };
  AuditChange: AuditChange;
  AuditEntry: AuditEntryDto;
  AuditEntryConnection: AuditEntryPageDto;
  AuditLogFilter: AuditLogFilter;
  Boolean: Scalars['Boolean']['output'];
  CallbackRequest: CallbackRequestDto;
  CallbackRequestAdminPayload: Omit<CallbackRequestAdminPayload, 'callbackRequest'> & { callbackRequest?: Maybe<ResolversParentTypes['CallbackRequest']> };
  CallbackRequestConnection: CallbackRequestPageDto;
  CallbackRequestInput: CallbackRequestInput;
  CallbackRequestPayload: CallbackRequestPayload;
  CancelOrderPayload: Omit<CancelOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  CartLineInput: CartLineInput;
  CartQuote: Omit<CartQuote, 'lines' | 'subtotal' | 'total' | 'vat'> & { lines: Array<ResolversParentTypes['PriceQuote']>, subtotal: ResolversParentTypes['Money'], total: ResolversParentTypes['Money'], vat: ResolversParentTypes['Money'] };
  Category: CategoryModel;
  CheckoutContactInput: CheckoutContactInput;
  CollectionsMenu: Omit<CollectionsMenu, 'headboards' | 'mattresses'> & { headboards: Array<ResolversParentTypes['MenuProduct']>, mattresses: Array<ResolversParentTypes['MenuProduct']> };
  CompanyAddress: CompanyAddressDto;
  CompanyAddressInput: CompanyAddressInput;
  CompanyAddressPayload: Omit<CompanyAddressPayload, 'address'> & { address?: Maybe<ResolversParentTypes['CompanyAddress']> };
  CompanyUser: CompanyUserDto;
  CompanyUserPayload: Omit<CompanyUserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['CompanyUser']> };
  ContactMessage: ContactMessageDto;
  ContactMessageAdminPayload: Omit<ContactMessageAdminPayload, 'contactMessage'> & { contactMessage?: Maybe<ResolversParentTypes['ContactMessage']> };
  ContactMessageConnection: ContactMessagePageDto;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePayload: ContactMessagePayload;
  CreateSavedListInput: CreateSavedListInput;
  CreditLedgerEntry: LedgerEntryDto;
  CreditNote: CreditNoteDto;
  DeleteSavedListPayload: DeleteSavedListPayload;
  DeliveryStep: DeliveryStep;
  Fabric: FabricDto;
  FabricColor: FabricColorDto;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  InboxUpdateInput: InboxUpdateInput;
  Int: Scalars['Int']['output'];
  InviteCompanyUserInput: InviteCompanyUserInput;
  Invoice: InvoiceModel;
  LoginPayload: Omit<LoginPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  MenuProduct: MenuProductDto;
  Money: Cents;
  Mutation: Record<PropertyKey, never>;
  News: NewsDto;
  NewsInput: NewsInput;
  NewsletterPayload: Omit<NewsletterPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Order: Omit<Order, 'totalPrice' | 'unitPrice' | 'unitVat'> & { totalPrice: ResolversParentTypes['Money'], unitPrice: ResolversParentTypes['Money'], unitVat: ResolversParentTypes['Money'] };
  OrderApproval: ApprovalDto;
  OrderApprovalLine: ApprovalLineDto;
  OrderLineInput: OrderLineInput;
  OrderUpdate: OrderChangeEvent;
  PageInfo: PaginationDto;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: Omit<PlaceOrderPayload, 'approval' | 'orders' | 'purchaseOrder'> & { approval?: Maybe<ResolversParentTypes['OrderApproval']>, orders: Array<ResolversParentTypes['Order']>, purchaseOrder?: Maybe<ResolversParentTypes['PurchaseOrder']> };
  PriceQuote: PricedLine;
  Product: ProductDto;
  ProductFilter: ProductFilter;
  ProductPage: ProductPageModel;
  PurchaseOrder: PurchaseOrderDto;
  Query: Record<PropertyKey, never>;
  QuickOrderLine: QuickOrderLineModel;
  QuickOrderLineInput: QuickOrderLineInput;
  Quote: QuoteModel;
  QuoteLine: QuoteLineModel;
  QuoteMessage: QuoteMessageModel;
  QuotePayload: Omit<QuotePayload, 'quote'> & { quote?: Maybe<ResolversParentTypes['Quote']> };
  RegisterInput: RegisterInput;
  RegisterPayload: RegisterPayload;
  ReorderPayload: Omit<ReorderPayload, 'approval' | 'order'> & { approval?: Maybe<ResolversParentTypes['OrderApproval']>, order?: Maybe<ResolversParentTypes['Order']> };
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  RequestQuoteInput: RequestQuoteInput;
  ResetPasswordPayload: ResetPasswordPayload;
  SavedList: SavedListDto;
  SavedListLine: SavedListLineDto;
  SavedListPayload: Omit<SavedListPayload, 'savedList'> & { savedList?: Maybe<ResolversParentTypes['SavedList']> };
  ShippingAddressInput: ShippingAddressInput;
  Size: SizeDto;
  SizePrice: Omit<SizePrice, 'price'> & { price?: Maybe<ResolversParentTypes['Money']> };
  SpecialQuoteInput: SpecialQuoteInput;
  StatementMonth: StatementMonthDto;
  StoragePrices: StoragePricesModel;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TrackedOrder: Omit<TrackedOrder, 'totalPrice'> & { totalPrice?: Maybe<ResolversParentTypes['Money']> };
  UpdateAccountInput: UpdateAccountInput;
  UpdateAccountPayload: Omit<UpdateAccountPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UpdateCompanyUserInput: UpdateCompanyUserInput;
  UpdatePasswordPayload: UpdatePasswordPayload;
  UpdateSavedListInput: UpdateSavedListInput;
  Upload: Scalars['Upload']['output'];
  UploadPayload: UploadPayload;
  UploadedFile: UploadedFile;
  User: UserDto;
  UserError: UserError;
  Variation: VariationDto;
  VolumePrice: Omit<VolumePrice, 'unitGross' | 'unitPrice'> & { unitGross: ResolversParentTypes['Money'], unitPrice: ResolversParentTypes['Money'] };
}>;

export type AcceptQuotePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptQuotePayload'] = ResolversParentTypes['AcceptQuotePayload']> = ResolversObject<{
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAccount'] = ResolversParentTypes['AdminAccount']> = ResolversObject<{
  availableCredit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditLimit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryEircode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['AdminInvoice']>, ParentType, ContextType>;
  ledger?: Resolver<Array<ResolversTypes['CreditLedgerEntry']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['AdminAccountNote']>, ParentType, ContextType>;
  officeAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeEircode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentTermsDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceList?: Resolver<Maybe<ResolversTypes['AdminPriceList']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminAccountConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAccountConnection'] = ResolversParentTypes['AdminAccountConnection']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['AdminAccount']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AdminPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminAccountNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAccountNote'] = ResolversParentTypes['AdminAccountNote']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AdminAccountNotePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAccountNotePayload'] = ResolversParentTypes['AdminAccountNotePayload']> = ResolversObject<{
  note?: Resolver<Maybe<ResolversTypes['AdminAccountNote']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAccountPayload'] = ResolversParentTypes['AdminAccountPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['AdminAccount']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminAssignPriceListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAssignPriceListPayload'] = ResolversParentTypes['AdminAssignPriceListPayload']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  priceListId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminBulkOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminBulkOrderPayload'] = ResolversParentTypes['AdminBulkOrderPayload']> = ResolversObject<{
  moved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['AdminBulkOrderResult']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminBulkOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminBulkOrderResult'] = ResolversParentTypes['AdminBulkOrderResult']> = ResolversObject<{
  deliveryStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trackingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminCatalogCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCatalogCounts'] = ResolversParentTypes['AdminCatalogCounts']> = ResolversObject<{
  categories?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fabricColors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fabrics?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storagePrices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminCatalogImportChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCatalogImportChange'] = ResolversParentTypes['AdminCatalogImportChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminCatalogImportPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCatalogImportPayload'] = ResolversParentTypes['AdminCatalogImportPayload']> = ResolversObject<{
  problems?: Resolver<Array<ResolversTypes['AdminCatalogImportProblem']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['AdminCatalogImportReport']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminCatalogImportProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCatalogImportProblem'] = ResolversParentTypes['AdminCatalogImportProblem']> = ResolversObject<{
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminCatalogImportReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCatalogImportReport'] = ResolversParentTypes['AdminCatalogImportReport']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['AdminCatalogCounts'], ParentType, ContextType>;
  changedSkus?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AdminCatalogImportChange']>, ParentType, ContextType>;
  changesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['AdminCatalogCounts'], ParentType, ContextType>;
  createdSkus?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picturesAdded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['AdminCatalogCounts'], ParentType, ContextType>;
  removedSkus?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminCatalogMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCatalogMutation'] = ResolversParentTypes['AdminCatalogMutation']> = ResolversObject<{
  createCategory?: Resolver<ResolversTypes['AdminCategoryPayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationCreateCategoryArgs, 'name'>>;
  createProduct?: Resolver<ResolversTypes['AdminProductPayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationCreateProductArgs, 'input'>>;
  deleteCategory?: Resolver<ResolversTypes['AdminDeletePayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationDeleteCategoryArgs, 'id'>>;
  importCatalog?: Resolver<ResolversTypes['AdminCatalogImportPayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationImportCatalogArgs, 'dryRun'>>;
  renameCategory?: Resolver<ResolversTypes['AdminCategoryPayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationRenameCategoryArgs, 'id' | 'name'>>;
  setProductGallery?: Resolver<ResolversTypes['AdminProductPayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationSetProductGalleryArgs, 'images' | 'productId'>>;
  setStoragePrices?: Resolver<ResolversTypes['AdminCategoryPayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationSetStoragePricesArgs, 'categoryId' | 'input'>>;
  setVariations?: Resolver<ResolversTypes['AdminProductPayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationSetVariationsArgs, 'productId' | 'variations'>>;
  startCatalogExport?: Resolver<ResolversTypes['AdminJobPayload'], ParentType, ContextType>;
  startCatalogImport?: Resolver<ResolversTypes['AdminJobPayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationStartCatalogImportArgs, 'dryRun'>>;
  updateProduct?: Resolver<ResolversTypes['AdminProductPayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationUpdateProductArgs, 'id' | 'input'>>;
  uploadProductImages?: Resolver<ResolversTypes['AdminProductPayload'], ParentType, ContextType, RequireFields<AdminCatalogMutationUploadProductImagesArgs, 'files' | 'productId'>>;
}>;

export type AdminCatalogQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCatalogQuery'] = ResolversParentTypes['AdminCatalogQuery']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['AdminCategory']>, ParentType, ContextType>;
  exportJob?: Resolver<Maybe<ResolversTypes['AdminJob']>, ParentType, ContextType, RequireFields<AdminCatalogQueryExportJobArgs, 'id'>>;
  exportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fabrics?: Resolver<Array<ResolversTypes['AdminFabric']>, ParentType, ContextType>;
  importJob?: Resolver<Maybe<ResolversTypes['AdminJob']>, ParentType, ContextType, RequireFields<AdminCatalogQueryImportJobArgs, 'id'>>;
  product?: Resolver<Maybe<ResolversTypes['AdminProduct']>, ParentType, ContextType, RequireFields<AdminCatalogQueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['AdminProductConnection'], ParentType, ContextType, RequireFields<AdminCatalogQueryProductsArgs, 'page' | 'pageSize'>>;
  sizes?: Resolver<Array<ResolversTypes['AdminSize']>, ParentType, ContextType>;
  vatRateBp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatRatePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCategory'] = ResolversParentTypes['AdminCategory']> = ResolversObject<{
  cloudStorageBase?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ottomanPrices?: Resolver<Array<ResolversTypes['AdminOttomanPrice']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminCategoryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCategoryPayload'] = ResolversParentTypes['AdminCategoryPayload']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['AdminCategory']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminCompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCompany'] = ResolversParentTypes['AdminCompany']> = ResolversObject<{
  addresses?: Resolver<Array<ResolversTypes['CompanyAddress']>, ParentType, ContextType>;
  approvalRule?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pendingApprovals?: Resolver<Array<ResolversTypes['OrderApproval']>, ParentType, ContextType>;
}>;

export type AdminCreditNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCreditNote'] = ResolversParentTypes['AdminCreditNote']> = ResolversObject<{
  gross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminCsvFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCsvFile'] = ResolversParentTypes['AdminCsvFile']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDashboard'] = ResolversParentTypes['AdminDashboard']> = ResolversObject<{
  grossSalesThisWeek?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  netSalesThisWeek?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  ordersAwaitingDispatch?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersThisWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdueAccounts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdueTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pendingApplications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotesAwaitingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCallbackRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadContactMessages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStartsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminDeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDeletePayload'] = ResolversParentTypes['AdminDeletePayload']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminDeliveryStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDeliveryStatus'] = ResolversParentTypes['AdminDeliveryStatus']> = ResolversObject<{
  fixed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminDeliveryStatusesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminDeliveryStatusesPayload'] = ResolversParentTypes['AdminDeliveryStatusesPayload']> = ResolversObject<{
  deliveryStatuses?: Resolver<Array<ResolversTypes['AdminDeliveryStatus']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminFabricResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminFabric'] = ResolversParentTypes['AdminFabric']> = ResolversObject<{
  colors?: Resolver<Array<ResolversTypes['AdminFabricColor']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminFabricColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminFabricColor'] = ResolversParentTypes['AdminFabricColor']> = ResolversObject<{
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminFile'] = ResolversParentTypes['AdminFile']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminInvoice'] = ResolversParentTypes['AdminInvoice']> = ResolversObject<{
  buyerPoNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['AdminCreditNote']>, ParentType, ContextType>;
  credited?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  daysOverdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  purchaseOrderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvoiceState'], ParentType, ContextType>;
}>;

export type AdminJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminJob'] = ResolversParentTypes['AdminJob']> = ResolversObject<{
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedItems?: Resolver<Array<ResolversTypes['AdminJobFailedItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importReport?: Resolver<Maybe<ResolversTypes['AdminCatalogImportReport']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['AdminCatalogImportProblem']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['AdminJobProgress']>, ParentType, ContextType>;
  queue?: Resolver<ResolversTypes['AdminJobQueue'], ParentType, ContextType>;
  resultFile?: Resolver<Maybe<ResolversTypes['AdminFile']>, ParentType, ContextType>;
  retryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retryLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AdminJobState'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminJobCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminJobCounts'] = ResolversParentTypes['AdminJobCounts']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminJobFailedItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminJobFailedItem'] = ResolversParentTypes['AdminJobFailedItem']> = ResolversObject<{
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminJobListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminJobList'] = ResolversParentTypes['AdminJobList']> = ResolversObject<{
  counts?: Resolver<ResolversTypes['AdminJobCounts'], ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['AdminJob']>, ParentType, ContextType>;
}>;

export type AdminJobPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminJobPayload'] = ResolversParentTypes['AdminJobPayload']> = ResolversObject<{
  job?: Resolver<Maybe<ResolversTypes['AdminJob']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminJobProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminJobProgress'] = ResolversParentTypes['AdminJobProgress']> = ResolversObject<{
  done?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unpackedBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AdminMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminMutation'] = ResolversParentTypes['AdminMutation']> = ResolversObject<{
  addAccountNote?: Resolver<ResolversTypes['AdminAccountNotePayload'], ParentType, ContextType, RequireFields<AdminMutationAddAccountNoteArgs, 'accountId' | 'body'>>;
  addDeliveryStatus?: Resolver<ResolversTypes['AdminDeliveryStatusesPayload'], ParentType, ContextType, RequireFields<AdminMutationAddDeliveryStatusArgs, 'name'>>;
  addPriceRule?: Resolver<ResolversTypes['AdminPriceListPayload'], ParentType, ContextType, RequireFields<AdminMutationAddPriceRuleArgs, 'input' | 'priceListId'>>;
  addVolumeBreak?: Resolver<ResolversTypes['AdminVolumeBreakPayload'], ParentType, ContextType, RequireFields<AdminMutationAddVolumeBreakArgs, 'input'>>;
  approveAccount?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<AdminMutationApproveAccountArgs, 'id'>>;
  assignPriceList?: Resolver<ResolversTypes['AdminAssignPriceListPayload'], ParentType, ContextType, RequireFields<AdminMutationAssignPriceListArgs, 'accountId'>>;
  blockAccount?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<AdminMutationBlockAccountArgs, 'id'>>;
  bulkSetOrderDeliveryStatus?: Resolver<ResolversTypes['AdminBulkOrderPayload'], ParentType, ContextType, RequireFields<AdminMutationBulkSetOrderDeliveryStatusArgs, 'deliveryStatus' | 'filter'>>;
  cancelOrder?: Resolver<ResolversTypes['AdminOrderPayload'], ParentType, ContextType, RequireFields<AdminMutationCancelOrderArgs, 'id'>>;
  catalog?: Resolver<ResolversTypes['AdminCatalogMutation'], ParentType, ContextType>;
  changeStaffRole?: Resolver<ResolversTypes['AdminStaffPayload'], ParentType, ContextType, RequireFields<AdminMutationChangeStaffRoleArgs, 'id' | 'role'>>;
  createNews?: Resolver<ResolversTypes['AdminNewsPayload'], ParentType, ContextType, RequireFields<AdminMutationCreateNewsArgs, 'input'>>;
  createPriceList?: Resolver<ResolversTypes['AdminPriceListPayload'], ParentType, ContextType, RequireFields<AdminMutationCreatePriceListArgs, 'input'>>;
  deleteNews?: Resolver<ResolversTypes['AdminDeletePayload'], ParentType, ContextType, RequireFields<AdminMutationDeleteNewsArgs, 'id'>>;
  deletePriceList?: Resolver<ResolversTypes['AdminDeletePayload'], ParentType, ContextType, RequireFields<AdminMutationDeletePriceListArgs, 'id'>>;
  inviteStaff?: Resolver<ResolversTypes['AdminStaffPayload'], ParentType, ContextType, RequireFields<AdminMutationInviteStaffArgs, 'input'>>;
  priceQuote?: Resolver<ResolversTypes['QuotePayload'], ParentType, ContextType, RequireFields<AdminMutationPriceQuoteArgs, 'id' | 'input'>>;
  recordPayment?: Resolver<ResolversTypes['AdminPaymentPayload'], ParentType, ContextType, RequireFields<AdminMutationRecordPaymentArgs, 'amount' | 'dryRun' | 'id'>>;
  reinstateCompanyUser?: Resolver<ResolversTypes['CompanyUserPayload'], ParentType, ContextType, RequireFields<AdminMutationReinstateCompanyUserArgs, 'userId'>>;
  rejectAccount?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<AdminMutationRejectAccountArgs, 'id'>>;
  removeDeliveryStatus?: Resolver<ResolversTypes['AdminDeliveryStatusesPayload'], ParentType, ContextType, RequireFields<AdminMutationRemoveDeliveryStatusArgs, 'id'>>;
  removePriceRule?: Resolver<ResolversTypes['AdminPriceListPayload'], ParentType, ContextType, RequireFields<AdminMutationRemovePriceRuleArgs, 'priceListId' | 'ruleId'>>;
  removeStaff?: Resolver<ResolversTypes['AdminStaffPayload'], ParentType, ContextType, RequireFields<AdminMutationRemoveStaffArgs, 'id'>>;
  removeVolumeBreak?: Resolver<ResolversTypes['AdminDeletePayload'], ParentType, ContextType, RequireFields<AdminMutationRemoveVolumeBreakArgs, 'id'>>;
  renameDeliveryStatus?: Resolver<ResolversTypes['AdminDeliveryStatusesPayload'], ParentType, ContextType, RequireFields<AdminMutationRenameDeliveryStatusArgs, 'id' | 'name'>>;
  reorderDeliveryStatuses?: Resolver<ResolversTypes['AdminDeliveryStatusesPayload'], ParentType, ContextType, RequireFields<AdminMutationReorderDeliveryStatusesArgs, 'ids'>>;
  reorderNews?: Resolver<ResolversTypes['AdminNewsListPayload'], ParentType, ContextType, RequireFields<AdminMutationReorderNewsArgs, 'ids'>>;
  replyToQuote?: Resolver<ResolversTypes['QuotePayload'], ParentType, ContextType, RequireFields<AdminMutationReplyToQuoteArgs, 'body' | 'id'>>;
  retryJob?: Resolver<ResolversTypes['AdminJobPayload'], ParentType, ContextType, RequireFields<AdminMutationRetryJobArgs, 'id' | 'queue'>>;
  reversePayment?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<AdminMutationReversePaymentArgs, 'entryId' | 'id' | 'reason'>>;
  setCreditLimit?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<AdminMutationSetCreditLimitArgs, 'confirm' | 'creditLimit' | 'id'>>;
  setOrderDeliveryStatus?: Resolver<ResolversTypes['AdminOrderPayload'], ParentType, ContextType, RequireFields<AdminMutationSetOrderDeliveryStatusArgs, 'deliveryStatus' | 'id'>>;
  setPaymentTerms?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<AdminMutationSetPaymentTermsArgs, 'days' | 'id'>>;
  setVatNumber?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<AdminMutationSetVatNumberArgs, 'id' | 'vatNumber'>>;
  startOrdersCsvExport?: Resolver<ResolversTypes['AdminJobPayload'], ParentType, ContextType, RequireFields<AdminMutationStartOrdersCsvExportArgs, 'sortBy' | 'sortDirection'>>;
  startStatementsExport?: Resolver<ResolversTypes['AdminJobPayload'], ParentType, ContextType, RequireFields<AdminMutationStartStatementsExportArgs, 'input'>>;
  suspendCompanyUser?: Resolver<ResolversTypes['CompanyUserPayload'], ParentType, ContextType, RequireFields<AdminMutationSuspendCompanyUserArgs, 'userId'>>;
  unblockAccount?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<AdminMutationUnblockAccountArgs, 'id'>>;
  updateCallbackRequest?: Resolver<ResolversTypes['CallbackRequestAdminPayload'], ParentType, ContextType, RequireFields<AdminMutationUpdateCallbackRequestArgs, 'id' | 'input'>>;
  updateContactMessage?: Resolver<ResolversTypes['ContactMessageAdminPayload'], ParentType, ContextType, RequireFields<AdminMutationUpdateContactMessageArgs, 'id' | 'input'>>;
  updateNews?: Resolver<ResolversTypes['AdminNewsPayload'], ParentType, ContextType, RequireFields<AdminMutationUpdateNewsArgs, 'id' | 'input'>>;
  updatePriceList?: Resolver<ResolversTypes['AdminPriceListPayload'], ParentType, ContextType, RequireFields<AdminMutationUpdatePriceListArgs, 'id' | 'input'>>;
}>;

export type AdminNewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminNews'] = ResolversParentTypes['AdminNews']> = ResolversObject<{
  contentHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminNewsListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminNewsListPayload'] = ResolversParentTypes['AdminNewsListPayload']> = ResolversObject<{
  news?: Resolver<Array<ResolversTypes['AdminNews']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminNewsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminNewsPayload'] = ResolversParentTypes['AdminNewsPayload']> = ResolversObject<{
  news?: Resolver<Maybe<ResolversTypes['AdminNews']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrder'] = ResolversParentTypes['AdminOrder']> = ResolversObject<{
  allowedDeliveryStatuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  buyerPoNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['AdminCreditNote']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['AdminOrderCustomer'], ParentType, ContextType>;
  deliveryStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fabricColorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fabricName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siblings?: Resolver<Array<ResolversTypes['AdminOrderSibling']>, ParentType, ContextType>;
  sizeLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialQuoteFile?: Resolver<Maybe<ResolversTypes['AdminFile']>, ParentType, ContextType>;
  specialQuoteText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storageType?: Resolver<ResolversTypes['StorageType'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitVat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatRatePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminOrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderConnection'] = ResolversParentTypes['AdminOrderConnection']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['AdminOrder']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AdminPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminOrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderCustomer'] = ResolversParentTypes['AdminOrderCustomer']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AdminOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderPayload'] = ResolversParentTypes['AdminOrderPayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['AdminOrder']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminOrderSiblingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrderSibling'] = ResolversParentTypes['AdminOrderSibling']> = ResolversObject<{
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminOttomanPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOttomanPrice'] = ResolversParentTypes['AdminOttomanPrice']> = ResolversObject<{
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['AdminSize'], ParentType, ContextType>;
}>;

export type AdminPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPageInfo'] = ResolversParentTypes['AdminPageInfo']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminPaymentAllocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPaymentAllocation'] = ResolversParentTypes['AdminPaymentAllocation']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openAfter?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  openBefore?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type AdminPaymentOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPaymentOutcome'] = ResolversParentTypes['AdminPaymentOutcome']> = ResolversObject<{
  allocations?: Resolver<Array<ResolversTypes['AdminPaymentAllocation']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  availableCredit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unallocated?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type AdminPaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPaymentPayload'] = ResolversParentTypes['AdminPaymentPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['AdminAccount']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['AdminPaymentOutcome']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminPriceListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPriceList'] = ResolversParentTypes['AdminPriceList']> = ResolversObject<{
  accountCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['AdminPriceRule']>, ParentType, ContextType>;
}>;

export type AdminPriceListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPriceListPayload'] = ResolversParentTypes['AdminPriceListPayload']> = ResolversObject<{
  priceList?: Resolver<Maybe<ResolversTypes['AdminPriceList']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminPriceRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPriceRule'] = ResolversParentTypes['AdminPriceRule']> = ResolversObject<{
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AdminPriceRuleKind'], ParentType, ContextType>;
  percentOff?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AdminProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminProduct'] = ResolversParentTypes['AdminProduct']> = ResolversObject<{
  categoryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  descriptionHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fabricIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageAlts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mainImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sizeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminProductStatus'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storageTypes?: Resolver<Array<ResolversTypes['StorageType']>, ParentType, ContextType>;
  storefrontPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['AdminVariation']>, ParentType, ContextType>;
}>;

export type AdminProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminProductConnection'] = ResolversParentTypes['AdminProductConnection']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['AdminProductRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AdminPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminProductPayload'] = ResolversParentTypes['AdminProductPayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['AdminProduct']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminProductRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminProductRow'] = ResolversParentTypes['AdminProductRow']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mainImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminProductStatus'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminQuery'] = ResolversParentTypes['AdminQuery']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['AdminAccount']>, ParentType, ContextType, RequireFields<AdminQueryAccountArgs, 'id'>>;
  accounts?: Resolver<ResolversTypes['AdminAccountConnection'], ParentType, ContextType, RequireFields<AdminQueryAccountsArgs, 'page' | 'pageSize' | 'sortBy' | 'sortDirection'>>;
  auditLog?: Resolver<ResolversTypes['AuditEntryConnection'], ParentType, ContextType, RequireFields<AdminQueryAuditLogArgs, 'page' | 'pageSize'>>;
  auditLogCsv?: Resolver<ResolversTypes['AdminCsvFile'], ParentType, ContextType, Partial<AdminQueryAuditLogCsvArgs>>;
  callbackRequests?: Resolver<ResolversTypes['CallbackRequestConnection'], ParentType, ContextType, RequireFields<AdminQueryCallbackRequestsArgs, 'page' | 'pageSize' | 'state'>>;
  catalog?: Resolver<ResolversTypes['AdminCatalogQuery'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['AdminCompany']>, ParentType, ContextType, RequireFields<AdminQueryCompanyArgs, 'accountId'>>;
  companyUsers?: Resolver<Array<ResolversTypes['CompanyUser']>, ParentType, ContextType, RequireFields<AdminQueryCompanyUsersArgs, 'accountId'>>;
  contactMessages?: Resolver<ResolversTypes['ContactMessageConnection'], ParentType, ContextType, RequireFields<AdminQueryContactMessagesArgs, 'page' | 'pageSize' | 'state'>>;
  dashboard?: Resolver<ResolversTypes['AdminDashboard'], ParentType, ContextType>;
  deliveryStatuses?: Resolver<Array<ResolversTypes['AdminDeliveryStatus']>, ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['AdminJobList'], ParentType, ContextType, RequireFields<AdminQueryJobsArgs, 'limit'>>;
  news?: Resolver<Array<ResolversTypes['AdminNews']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['AdminOrder']>, ParentType, ContextType, RequireFields<AdminQueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['AdminOrderConnection'], ParentType, ContextType, RequireFields<AdminQueryOrdersArgs, 'page' | 'pageSize' | 'sortBy' | 'sortDirection'>>;
  ordersCsv?: Resolver<ResolversTypes['AdminCsvFile'], ParentType, ContextType, RequireFields<AdminQueryOrdersCsvArgs, 'sortBy' | 'sortDirection'>>;
  ordersCsvJob?: Resolver<Maybe<ResolversTypes['AdminJob']>, ParentType, ContextType, RequireFields<AdminQueryOrdersCsvJobArgs, 'id'>>;
  packingSlipsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<AdminQueryPackingSlipsUrlArgs, 'filter'>>;
  priceLists?: Resolver<Array<ResolversTypes['AdminPriceList']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<AdminQueryQuoteArgs, 'id'>>;
  quotes?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType, Partial<AdminQueryQuotesArgs>>;
  search?: Resolver<ResolversTypes['AdminSearchResult'], ParentType, ContextType, RequireFields<AdminQuerySearchArgs, 'query'>>;
  staff?: Resolver<Array<ResolversTypes['AdminStaffMember']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['AdminViewer'], ParentType, ContextType>;
  volumeBreaks?: Resolver<Array<ResolversTypes['AdminVolumeBreak']>, ParentType, ContextType>;
}>;

export type AdminSearchCompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSearchCompany'] = ResolversParentTypes['AdminSearchCompany']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminSearchCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSearchCustomer'] = ResolversParentTypes['AdminSearchCustomer']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AdminSearchOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSearchOrder'] = ResolversParentTypes['AdminSearchOrder']> = ResolversObject<{
  buyerPoNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purchaseOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSearchResult'] = ResolversParentTypes['AdminSearchResult']> = ResolversObject<{
  companies?: Resolver<Array<ResolversTypes['AdminSearchCompany']>, ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['AdminSearchCustomer']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['AdminSearchOrder']>, ParentType, ContextType>;
}>;

export type AdminSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSize'] = ResolversParentTypes['AdminSize']> = ResolversObject<{
  heightCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lengthCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  widthCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AdminStaffMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminStaffMember'] = ResolversParentTypes['AdminStaffMember']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminStaffStatus'], ParentType, ContextType>;
}>;

export type AdminStaffPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminStaffPayload'] = ResolversParentTypes['AdminStaffPayload']> = ResolversObject<{
  member?: Resolver<Maybe<ResolversTypes['AdminStaffMember']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AdminVariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminVariation'] = ResolversParentTypes['AdminVariation']> = ResolversObject<{
  fabricColorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fabricId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sizeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storefrontPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type AdminViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminViewer'] = ResolversParentTypes['AdminViewer']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  staffRole?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
}>;

export type AdminVolumeBreakResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminVolumeBreak'] = ResolversParentTypes['AdminVolumeBreak']> = ResolversObject<{
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentOff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AdminVolumeBreakPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminVolumeBreakPayload'] = ResolversParentTypes['AdminVolumeBreakPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  volumeBreak?: Resolver<Maybe<ResolversTypes['AdminVolumeBreak']>, ParentType, ContextType>;
}>;

export type ApprovalNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApprovalNotice'] = ResolversParentTypes['ApprovalNotice']> = ResolversObject<{
  approvalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ApprovalNoticeKind'], ParentType, ContextType>;
  placedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ApprovalPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApprovalPayload'] = ResolversParentTypes['ApprovalPayload']> = ResolversObject<{
  approval?: Resolver<Maybe<ResolversTypes['OrderApproval']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApprovalRulePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApprovalRulePayload'] = ResolversParentTypes['ApprovalRulePayload']> = ResolversObject<{
  approvalAbove?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AuditChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['AuditEntity'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryConnection'] = ResolversParentTypes['AuditEntryConnection']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AdminPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CallbackRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallbackRequest'] = ResolversParentTypes['CallbackRequest']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CallbackRequestAdminPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallbackRequestAdminPayload'] = ResolversParentTypes['CallbackRequestAdminPayload']> = ResolversObject<{
  callbackRequest?: Resolver<Maybe<ResolversTypes['CallbackRequest']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CallbackRequestConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallbackRequestConnection'] = ResolversParentTypes['CallbackRequestConnection']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['CallbackRequest']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AdminPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CallbackRequestPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CallbackRequestPayload'] = ResolversParentTypes['CallbackRequestPayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CancelOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelOrderPayload'] = ResolversParentTypes['CancelOrderPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CartQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartQuote'] = ResolversParentTypes['CartQuote']> = ResolversObject<{
  lines?: Resolver<Array<ResolversTypes['PriceQuote']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isBeds?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<CategoryProductsArgs, 'limit' | 'page'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CollectionsMenuResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionsMenu'] = ResolversParentTypes['CollectionsMenu']> = ResolversObject<{
  headboards?: Resolver<Array<ResolversTypes['MenuProduct']>, ParentType, ContextType>;
  mattresses?: Resolver<Array<ResolversTypes['MenuProduct']>, ParentType, ContextType>;
}>;

export type CompanyAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyAddress'] = ResolversParentTypes['CompanyAddress']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  county?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eircode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  town?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyAddressPayload'] = ResolversParentTypes['CompanyAddressPayload']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['CompanyAddress']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CompanyUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyUser'] = ResolversParentTypes['CompanyUser']> = ResolversObject<{
  accountHolder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monthLimit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  orderLimit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['CompanyRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CompanyUserStatus'], ParentType, ContextType>;
}>;

export type CompanyUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyUserPayload'] = ResolversParentTypes['CompanyUserPayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['CompanyUser']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ContactMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['AdminFile']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContactMessageAdminPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessageAdminPayload'] = ResolversParentTypes['ContactMessageAdminPayload']> = ResolversObject<{
  contactMessage?: Resolver<Maybe<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ContactMessageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessageConnection'] = ResolversParentTypes['ContactMessageConnection']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AdminPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContactMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessagePayload'] = ResolversParentTypes['ContactMessagePayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreditLedgerEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditLedgerEntry'] = ResolversParentTypes['CreditLedgerEntry']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerEntryKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderTrackingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reversed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reversesEntryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CreditNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = ResolversObject<{
  cancelledBy?: Resolver<ResolversTypes['CancelledBy'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type DeleteSavedListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteSavedListPayload'] = ResolversParentTypes['DeleteSavedListPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeliveryStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryStep'] = ResolversParentTypes['DeliveryStep']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DeliveryStepState'], ParentType, ContextType>;
}>;

export type FabricResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Fabric'] = ResolversParentTypes['Fabric']> = ResolversObject<{
  colors?: Resolver<Array<ResolversTypes['FabricColor']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FabricColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FabricColor'] = ResolversParentTypes['FabricColor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  credited?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvoiceState'], ParentType, ContextType>;
}>;

export type LoginPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type MenuProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuProduct'] = ResolversParentTypes['MenuProduct']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvitation?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'password' | 'token'>>;
  acceptQuote?: Resolver<ResolversTypes['AcceptQuotePayload'], ParentType, ContextType, RequireFields<MutationAcceptQuoteArgs, 'id' | 'input'>>;
  addToSavedList?: Resolver<ResolversTypes['SavedListPayload'], ParentType, ContextType, RequireFields<MutationAddToSavedListArgs, 'id' | 'lines'>>;
  admin?: Resolver<ResolversTypes['AdminMutation'], ParentType, ContextType>;
  approveOrder?: Resolver<ResolversTypes['ApprovalPayload'], ParentType, ContextType, RequireFields<MutationApproveOrderArgs, 'approvalId'>>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderPayload'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId'>>;
  createCompanyAddress?: Resolver<ResolversTypes['CompanyAddressPayload'], ParentType, ContextType, RequireFields<MutationCreateCompanyAddressArgs, 'input'>>;
  createSavedList?: Resolver<ResolversTypes['SavedListPayload'], ParentType, ContextType, RequireFields<MutationCreateSavedListArgs, 'input'>>;
  declineQuote?: Resolver<ResolversTypes['QuotePayload'], ParentType, ContextType, RequireFields<MutationDeclineQuoteArgs, 'id'>>;
  deleteCompanyAddress?: Resolver<ResolversTypes['CompanyAddressPayload'], ParentType, ContextType, RequireFields<MutationDeleteCompanyAddressArgs, 'addressId'>>;
  deleteSavedList?: Resolver<ResolversTypes['DeleteSavedListPayload'], ParentType, ContextType, RequireFields<MutationDeleteSavedListArgs, 'id'>>;
  inviteCompanyUser?: Resolver<ResolversTypes['CompanyUserPayload'], ParentType, ContextType, RequireFields<MutationInviteCompanyUserArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  reinstateCompanyUser?: Resolver<ResolversTypes['CompanyUserPayload'], ParentType, ContextType, RequireFields<MutationReinstateCompanyUserArgs, 'userId'>>;
  reinviteCompanyUser?: Resolver<ResolversTypes['CompanyUserPayload'], ParentType, ContextType, RequireFields<MutationReinviteCompanyUserArgs, 'userId'>>;
  rejectOrder?: Resolver<ResolversTypes['ApprovalPayload'], ParentType, ContextType, RequireFields<MutationRejectOrderArgs, 'approvalId'>>;
  removeCompanyUser?: Resolver<ResolversTypes['CompanyUserPayload'], ParentType, ContextType, RequireFields<MutationRemoveCompanyUserArgs, 'userId'>>;
  removeSavedListLine?: Resolver<ResolversTypes['SavedListPayload'], ParentType, ContextType, RequireFields<MutationRemoveSavedListLineArgs, 'id' | 'lineId'>>;
  reorder?: Resolver<ResolversTypes['ReorderPayload'], ParentType, ContextType, RequireFields<MutationReorderArgs, 'orderId' | 'quantity'>>;
  replyToQuote?: Resolver<ResolversTypes['QuotePayload'], ParentType, ContextType, RequireFields<MutationReplyToQuoteArgs, 'body' | 'id'>>;
  requestCallback?: Resolver<ResolversTypes['CallbackRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestCallbackArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestQuote?: Resolver<ResolversTypes['QuotePayload'], ParentType, ContextType, RequireFields<MutationRequestQuoteArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactMessagePayload'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  setApprovalRule?: Resolver<ResolversTypes['ApprovalRulePayload'], ParentType, ContextType, RequireFields<MutationSetApprovalRuleArgs, 'approvalAbove'>>;
  setDefaultCompanyAddress?: Resolver<ResolversTypes['CompanyAddressPayload'], ParentType, ContextType, RequireFields<MutationSetDefaultCompanyAddressArgs, 'addressId'>>;
  setNewsletterSubscription?: Resolver<ResolversTypes['NewsletterPayload'], ParentType, ContextType, RequireFields<MutationSetNewsletterSubscriptionArgs, 'subscribed'>>;
  setSavedListLineQuantity?: Resolver<ResolversTypes['SavedListPayload'], ParentType, ContextType, RequireFields<MutationSetSavedListLineQuantityArgs, 'id' | 'lineId' | 'quantity'>>;
  suspendCompanyUser?: Resolver<ResolversTypes['CompanyUserPayload'], ParentType, ContextType, RequireFields<MutationSuspendCompanyUserArgs, 'userId'>>;
  updateAccount?: Resolver<ResolversTypes['UpdateAccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'input'>>;
  updateCompanyAddress?: Resolver<ResolversTypes['CompanyAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateCompanyAddressArgs, 'addressId' | 'input'>>;
  updateCompanyUser?: Resolver<ResolversTypes['CompanyUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateCompanyUserArgs, 'input'>>;
  updatePassword?: Resolver<ResolversTypes['UpdatePasswordPayload'], ParentType, ContextType, RequireFields<MutationUpdatePasswordArgs, 'currentPassword' | 'newPassword'>>;
  updateSavedList?: Resolver<ResolversTypes['SavedListPayload'], ParentType, ContextType, RequireFields<MutationUpdateSavedListArgs, 'id' | 'input'>>;
  uploadSpecialQuoteFile?: Resolver<ResolversTypes['UploadPayload'], ParentType, ContextType, RequireFields<MutationUploadSpecialQuoteFileArgs, 'file'>>;
}>;

export type NewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['News'] = ResolversParentTypes['News']> = ResolversObject<{
  contentHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NewsletterPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterPayload'] = ResolversParentTypes['NewsletterPayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fabricColorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fabricName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialQuote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialQuoteFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storageType?: Resolver<ResolversTypes['StorageType'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitVat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderApprovalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderApproval'] = ResolversParentTypes['OrderApproval']> = ResolversObject<{
  buyerPoNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canDecide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderApprovalLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['ApprovalReason']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApprovalStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderApprovalLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderApprovalLine'] = ResolversParentTypes['OrderApprovalLine']> = ResolversObject<{
  fabricColorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fabricName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderUpdate'] = ResolversParentTypes['OrderUpdate']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderUpdateKind'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  previousStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlaceOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = ResolversObject<{
  approval?: Resolver<Maybe<ResolversTypes['OrderApproval']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  purchaseOrder?: Resolver<Maybe<ResolversTypes['PurchaseOrder']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PriceQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceQuote'] = ResolversParentTypes['PriceQuote']> = ResolversObject<{
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitVat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatRatePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fabrics?: Resolver<Array<ResolversTypes['Fabric']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageAlts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leadTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  purchasable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  relatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['Size']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storagePrices?: Resolver<ResolversTypes['StoragePrices'], ParentType, ContextType>;
  storageTypes?: Resolver<Array<ResolversTypes['StorageType']>, ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  volumePrices?: Resolver<Maybe<Array<ResolversTypes['VolumePrice']>>, ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PurchaseOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseOrder'] = ResolversParentTypes['PurchaseOrder']> = ResolversObject<{
  buyerPoNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  invoiceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatRates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  admin?: Resolver<ResolversTypes['AdminQuery'], ParentType, ContextType>;
  approvalRule?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  cartQuote?: Resolver<Maybe<ResolversTypes['CartQuote']>, ParentType, ContextType, RequireFields<QueryCartQuoteArgs, 'lines'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'name'>>;
  companyAddresses?: Resolver<Array<ResolversTypes['CompanyAddress']>, ParentType, ContextType>;
  companyUsers?: Resolver<Array<ResolversTypes['CompanyUser']>, ParentType, ContextType>;
  deliveryStatuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  menu?: Resolver<ResolversTypes['CollectionsMenu'], ParentType, ContextType>;
  news?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  orderApprovals?: Resolver<Array<ResolversTypes['OrderApproval']>, ParentType, ContextType>;
  priceQuote?: Resolver<Maybe<ResolversTypes['PriceQuote']>, ParentType, ContextType, RequireFields<QueryPriceQuoteArgs, 'input'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'limit' | 'page'>>;
  purchaseOrderReorder?: Resolver<Maybe<Array<ResolversTypes['QuickOrderLine']>>, ParentType, ContextType, RequireFields<QueryPurchaseOrderReorderArgs, 'number'>>;
  quickOrder?: Resolver<Maybe<Array<ResolversTypes['QuickOrderLine']>>, ParentType, ContextType, RequireFields<QueryQuickOrderArgs, 'lines'>>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<QueryQuoteArgs, 'id'>>;
  quotes?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
  savedList?: Resolver<Maybe<ResolversTypes['SavedList']>, ParentType, ContextType, RequireFields<QuerySavedListArgs, 'id'>>;
  savedLists?: Resolver<Array<ResolversTypes['SavedList']>, ParentType, ContextType>;
  searchProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QuerySearchProductsArgs, 'limit' | 'page' | 'query'>>;
  sizes?: Resolver<Array<ResolversTypes['Size']>, ParentType, ContextType>;
  trackOrder?: Resolver<Maybe<ResolversTypes['TrackedOrder']>, ParentType, ContextType, RequireFields<QueryTrackOrderArgs, 'trackingId'>>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type QuickOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuickOrderLine'] = ResolversParentTypes['QuickOrderLine']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fabricColorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fabricColorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fabricId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fabricName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['PriceQuote']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sizeLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storage?: Resolver<ResolversTypes['StorageType'], ParentType, ContextType>;
}>;

export type QuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['QuoteLine']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['QuoteMessage']>, ParentType, ContextType>;
  net?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pricedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['QuoteState'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuoteLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteLine'] = ResolversParentTypes['QuoteLine']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listUnitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotedTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  quotedUnitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  quotedUnitVat?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuoteMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteMessage'] = ResolversParentTypes['QuoteMessage']> = ResolversObject<{
  author?: Resolver<ResolversTypes['QuoteAuthor'], ParentType, ContextType>;
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QuotePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuotePayload'] = ResolversParentTypes['QuotePayload']> = ResolversObject<{
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RegisterPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ReorderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReorderPayload'] = ResolversParentTypes['ReorderPayload']> = ResolversObject<{
  approval?: Resolver<Maybe<ResolversTypes['OrderApproval']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RequestPasswordResetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SavedListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedList'] = ResolversParentTypes['SavedList']> = ResolversObject<{
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SavedListLine']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SavedListLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedListLine'] = ResolversParentTypes['SavedListLine']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fabricColorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fabricColorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fabricId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fabricName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['PriceQuote']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sizeLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storage?: Resolver<ResolversTypes['StorageType'], ParentType, ContextType>;
  unavailable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SavedListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedListPayload'] = ResolversParentTypes['SavedListPayload']> = ResolversObject<{
  savedList?: Resolver<Maybe<ResolversTypes['SavedList']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Size'] = ResolversParentTypes['Size']> = ResolversObject<{
  heightCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lengthCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  widthCm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type SizePriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SizePrice'] = ResolversParentTypes['SizePrice']> = ResolversObject<{
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  sizeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StatementMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatementMonth'] = ResolversParentTypes['StatementMonth']> = ResolversObject<{
  csvUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoragePricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoragePrices'] = ResolversParentTypes['StoragePrices']> = ResolversObject<{
  cloudBase?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  ottoman?: Resolver<Array<ResolversTypes['SizePrice']>, ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  approvalUpdated?: SubscriptionResolver<ResolversTypes['ApprovalNotice'], "approvalUpdated", ParentType, ContextType>;
  orderUpdated?: SubscriptionResolver<ResolversTypes['OrderUpdate'], "orderUpdated", ParentType, ContextType>;
}>;

export type TrackedOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrackedOrder'] = ResolversParentTypes['TrackedOrder']> = ResolversObject<{
  deliveryStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliverySteps?: Resolver<Array<ResolversTypes['DeliveryStep']>, ParentType, ContextType>;
  fabricColorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fabricName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UpdateAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateAccountPayload'] = ResolversParentTypes['UpdateAccountPayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdatePasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdatePasswordPayload'] = ResolversParentTypes['UpdatePasswordPayload']> = ResolversObject<{
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadPayload'] = ResolversParentTypes['UploadPayload']> = ResolversObject<{
  file?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UploadedFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadedFile'] = ResolversParentTypes['UploadedFile']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  availableCredit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyRole?: Resolver<Maybe<ResolversTypes['CompanyRole']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditLimit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryEircode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  officeAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeEircode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<UserOrderArgs, 'trackingId'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseOrders?: Resolver<Array<ResolversTypes['PurchaseOrder']>, ParentType, ContextType>;
  statements?: Resolver<Array<ResolversTypes['StatementMonth']>, ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = ResolversObject<{
  fabricColorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fabricId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  sizeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type VolumePriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VolumePrice'] = ResolversParentTypes['VolumePrice']> = ResolversObject<{
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentOff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AcceptQuotePayload?: AcceptQuotePayloadResolvers<ContextType>;
  AdminAccount?: AdminAccountResolvers<ContextType>;
  AdminAccountConnection?: AdminAccountConnectionResolvers<ContextType>;
  AdminAccountNote?: AdminAccountNoteResolvers<ContextType>;
  AdminAccountNotePayload?: AdminAccountNotePayloadResolvers<ContextType>;
  AdminAccountPayload?: AdminAccountPayloadResolvers<ContextType>;
  AdminAssignPriceListPayload?: AdminAssignPriceListPayloadResolvers<ContextType>;
  AdminBulkOrderPayload?: AdminBulkOrderPayloadResolvers<ContextType>;
  AdminBulkOrderResult?: AdminBulkOrderResultResolvers<ContextType>;
  AdminCatalogCounts?: AdminCatalogCountsResolvers<ContextType>;
  AdminCatalogImportChange?: AdminCatalogImportChangeResolvers<ContextType>;
  AdminCatalogImportPayload?: AdminCatalogImportPayloadResolvers<ContextType>;
  AdminCatalogImportProblem?: AdminCatalogImportProblemResolvers<ContextType>;
  AdminCatalogImportReport?: AdminCatalogImportReportResolvers<ContextType>;
  AdminCatalogMutation?: AdminCatalogMutationResolvers<ContextType>;
  AdminCatalogQuery?: AdminCatalogQueryResolvers<ContextType>;
  AdminCategory?: AdminCategoryResolvers<ContextType>;
  AdminCategoryPayload?: AdminCategoryPayloadResolvers<ContextType>;
  AdminCompany?: AdminCompanyResolvers<ContextType>;
  AdminCreditNote?: AdminCreditNoteResolvers<ContextType>;
  AdminCsvFile?: AdminCsvFileResolvers<ContextType>;
  AdminDashboard?: AdminDashboardResolvers<ContextType>;
  AdminDeletePayload?: AdminDeletePayloadResolvers<ContextType>;
  AdminDeliveryStatus?: AdminDeliveryStatusResolvers<ContextType>;
  AdminDeliveryStatusesPayload?: AdminDeliveryStatusesPayloadResolvers<ContextType>;
  AdminFabric?: AdminFabricResolvers<ContextType>;
  AdminFabricColor?: AdminFabricColorResolvers<ContextType>;
  AdminFile?: AdminFileResolvers<ContextType>;
  AdminInvoice?: AdminInvoiceResolvers<ContextType>;
  AdminJob?: AdminJobResolvers<ContextType>;
  AdminJobCounts?: AdminJobCountsResolvers<ContextType>;
  AdminJobFailedItem?: AdminJobFailedItemResolvers<ContextType>;
  AdminJobList?: AdminJobListResolvers<ContextType>;
  AdminJobPayload?: AdminJobPayloadResolvers<ContextType>;
  AdminJobProgress?: AdminJobProgressResolvers<ContextType>;
  AdminMutation?: AdminMutationResolvers<ContextType>;
  AdminNews?: AdminNewsResolvers<ContextType>;
  AdminNewsListPayload?: AdminNewsListPayloadResolvers<ContextType>;
  AdminNewsPayload?: AdminNewsPayloadResolvers<ContextType>;
  AdminOrder?: AdminOrderResolvers<ContextType>;
  AdminOrderConnection?: AdminOrderConnectionResolvers<ContextType>;
  AdminOrderCustomer?: AdminOrderCustomerResolvers<ContextType>;
  AdminOrderPayload?: AdminOrderPayloadResolvers<ContextType>;
  AdminOrderSibling?: AdminOrderSiblingResolvers<ContextType>;
  AdminOttomanPrice?: AdminOttomanPriceResolvers<ContextType>;
  AdminPageInfo?: AdminPageInfoResolvers<ContextType>;
  AdminPaymentAllocation?: AdminPaymentAllocationResolvers<ContextType>;
  AdminPaymentOutcome?: AdminPaymentOutcomeResolvers<ContextType>;
  AdminPaymentPayload?: AdminPaymentPayloadResolvers<ContextType>;
  AdminPriceList?: AdminPriceListResolvers<ContextType>;
  AdminPriceListPayload?: AdminPriceListPayloadResolvers<ContextType>;
  AdminPriceRule?: AdminPriceRuleResolvers<ContextType>;
  AdminProduct?: AdminProductResolvers<ContextType>;
  AdminProductConnection?: AdminProductConnectionResolvers<ContextType>;
  AdminProductPayload?: AdminProductPayloadResolvers<ContextType>;
  AdminProductRow?: AdminProductRowResolvers<ContextType>;
  AdminQuery?: AdminQueryResolvers<ContextType>;
  AdminSearchCompany?: AdminSearchCompanyResolvers<ContextType>;
  AdminSearchCustomer?: AdminSearchCustomerResolvers<ContextType>;
  AdminSearchOrder?: AdminSearchOrderResolvers<ContextType>;
  AdminSearchResult?: AdminSearchResultResolvers<ContextType>;
  AdminSize?: AdminSizeResolvers<ContextType>;
  AdminStaffMember?: AdminStaffMemberResolvers<ContextType>;
  AdminStaffPayload?: AdminStaffPayloadResolvers<ContextType>;
  AdminVariation?: AdminVariationResolvers<ContextType>;
  AdminViewer?: AdminViewerResolvers<ContextType>;
  AdminVolumeBreak?: AdminVolumeBreakResolvers<ContextType>;
  AdminVolumeBreakPayload?: AdminVolumeBreakPayloadResolvers<ContextType>;
  ApprovalNotice?: ApprovalNoticeResolvers<ContextType>;
  ApprovalPayload?: ApprovalPayloadResolvers<ContextType>;
  ApprovalRulePayload?: ApprovalRulePayloadResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryConnection?: AuditEntryConnectionResolvers<ContextType>;
  CallbackRequest?: CallbackRequestResolvers<ContextType>;
  CallbackRequestAdminPayload?: CallbackRequestAdminPayloadResolvers<ContextType>;
  CallbackRequestConnection?: CallbackRequestConnectionResolvers<ContextType>;
  CallbackRequestPayload?: CallbackRequestPayloadResolvers<ContextType>;
  CancelOrderPayload?: CancelOrderPayloadResolvers<ContextType>;
  CartQuote?: CartQuoteResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CollectionsMenu?: CollectionsMenuResolvers<ContextType>;
  CompanyAddress?: CompanyAddressResolvers<ContextType>;
  CompanyAddressPayload?: CompanyAddressPayloadResolvers<ContextType>;
  CompanyUser?: CompanyUserResolvers<ContextType>;
  CompanyUserPayload?: CompanyUserPayloadResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessageAdminPayload?: ContactMessageAdminPayloadResolvers<ContextType>;
  ContactMessageConnection?: ContactMessageConnectionResolvers<ContextType>;
  ContactMessagePayload?: ContactMessagePayloadResolvers<ContextType>;
  CreditLedgerEntry?: CreditLedgerEntryResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  DeleteSavedListPayload?: DeleteSavedListPayloadResolvers<ContextType>;
  DeliveryStep?: DeliveryStepResolvers<ContextType>;
  Fabric?: FabricResolvers<ContextType>;
  FabricColor?: FabricColorResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MenuProduct?: MenuProductResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  News?: NewsResolvers<ContextType>;
  NewsletterPayload?: NewsletterPayloadResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderApproval?: OrderApprovalResolvers<ContextType>;
  OrderApprovalLine?: OrderApprovalLineResolvers<ContextType>;
  OrderUpdate?: OrderUpdateResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  PriceQuote?: PriceQuoteResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  PurchaseOrder?: PurchaseOrderResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuickOrderLine?: QuickOrderLineResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteLine?: QuoteLineResolvers<ContextType>;
  QuoteMessage?: QuoteMessageResolvers<ContextType>;
  QuotePayload?: QuotePayloadResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  ReorderPayload?: ReorderPayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  SavedList?: SavedListResolvers<ContextType>;
  SavedListLine?: SavedListLineResolvers<ContextType>;
  SavedListPayload?: SavedListPayloadResolvers<ContextType>;
  Size?: SizeResolvers<ContextType>;
  SizePrice?: SizePriceResolvers<ContextType>;
  StatementMonth?: StatementMonthResolvers<ContextType>;
  StoragePrices?: StoragePricesResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TrackedOrder?: TrackedOrderResolvers<ContextType>;
  UpdateAccountPayload?: UpdateAccountPayloadResolvers<ContextType>;
  UpdatePasswordPayload?: UpdatePasswordPayloadResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadPayload?: UploadPayloadResolvers<ContextType>;
  UploadedFile?: UploadedFileResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VolumePrice?: VolumePriceResolvers<ContextType>;
}>;

