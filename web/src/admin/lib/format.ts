import type { AccountStatus } from '@/admin/__generated__/graphql';

const dateTime = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IE', { dateStyle: 'medium' });

/** An ISO 8601 timestamp as an Irish date and time ('22 Nov 2026, 14:05'); '' when invalid. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dateTime.format(date) : '';
}

/** An ISO 8601 timestamp as an Irish date ('22 Nov 2026'); '' when invalid. */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dateOnly.format(date) : '';
}

/** The words and badge colour of each account status (issue 9). */
export const ACCOUNT_STATUS: Record<AccountStatus, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'orange' },
  APPROVED: { label: 'Approved', palette: 'green' },
  REJECTED: { label: 'Rejected', palette: 'gray' },
  BLOCKED: { label: 'Blocked', palette: 'red' },
};
