import { useQuery } from '@apollo/client/react';
import { staffMay, type StaffPermission, type StaffRole } from '@serena/domain/staff-roles';
import { AdminViewerQuery } from './documents';

/** What the signed-in staff member may do (issue 26), from the one role table. */
export interface StaffAccess {
  /** Their role; null while loading. */
  role: StaffRole | null;
  /** Their e-mail; null while loading. */
  label: string | null;
  /** True while the role is being read. */
  loading: boolean;
  /** True when the role holds `need` (any of a list); false while loading. */
  may(need: StaffPermission | readonly StaffPermission[]): boolean;
}

/**
 * The signed-in staff member's role and a permission check (issue 26): the console shows only what
 * the role may do; the bff and the api refuse the rest anyway.
 */
export function useStaffAccess(): StaffAccess {
  const { data, loading } = useQuery(AdminViewerQuery, { fetchPolicy: 'cache-first' });
  const role = data?.admin.viewer.staffRole ?? null;
  return {
    role,
    label: data?.admin.viewer.label ?? null,
    loading: loading && !data,
    may: (need) => role !== null && staffMay(role, need),
  };
}
