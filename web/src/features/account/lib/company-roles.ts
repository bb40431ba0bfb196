import type { CompanyRole, CompanyUserStatus } from '@/__generated__/graphql';

/** How each company role reads on the Company users page (issue 24). */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  COMPANY_ADMIN: 'Company admin',
  BUYER: 'Buyer',
  APPROVER: 'Approver',
  ACCOUNTS: 'Accounts',
};

/** The roles in the order the role pickers list them. */
export const COMPANY_ROLES = Object.keys(COMPANY_ROLE_LABELS) as CompanyRole[];

/** How each company-user status reads, with its badge colour. */
export const COMPANY_STATUS: Record<CompanyUserStatus, { label: string; palette: string }> = {
  ACTIVE: { label: 'Active', palette: 'green' },
  INVITED: { label: 'Invited', palette: 'blue' },
  SUSPENDED: { label: 'Suspended', palette: 'red' },
  PENDING: { label: 'Awaiting approval', palette: 'orange' },
  REJECTED: { label: 'Rejected', palette: 'gray' },
};

/** Shown when a non-admin opens the page (the api answers FORBIDDEN). */
export const COMPANY_ADMINS_ONLY = 'Only your company administrator can manage company users.';
