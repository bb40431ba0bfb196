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
}

/** One credit ledger entry (cents). */
export interface LedgerEntryDto {
  id: number;
  kind: 'purchase' | 'reversal' | 'payment';
  amount: number;
  balance: number;
  orderTrackingId: string | null;
  note: string | null;
  createdAt: string;
}

/** Query of the account list. */
export interface AccountListParams {
  search?: string | null;
  status?: AccountStatusDto | null;
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
