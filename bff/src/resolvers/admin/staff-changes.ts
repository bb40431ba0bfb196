/**
 * The staff and bulk writes of the admin console (issue 26): inviting, re-roling and removing staff
 * (OWNER), and moving many orders' delivery status at once. A refusal of the api (400/404, e.g.
 * a taken e-mail, the last owner, an empty selection) becomes userErrors; 403 stays FORBIDDEN.
 */
import type {
  AdminMutationResolvers,
  AdminOrderFilter,
} from '../../__generated__/resolvers-types.js';
import type {
  AdminStaffChangeDto,
  AdminStaffMemberDto,
  BulkMoveBody,
  BulkResultDto,
} from '../../upstream/admin-staff.js';
import { attempt, invalid, numericId, type AdminUserError } from './payload.js';

const STAFF_FIELDS = { full_name: 'fullName', email: 'email', role: 'role' };

/** A staff change's payload: the member, or the userErrors. */
interface StaffPayload {
  member: AdminStaffMemberDto | null;
  userErrors: AdminUserError[];
}

/** A bulk move's payload. */
interface BulkPayload {
  moved: number;
  results: BulkResultDto[];
  userErrors: AdminUserError[];
}

function staffChange(run: () => Promise<AdminStaffChangeDto>): Promise<StaffPayload> {
  return attempt<StaffPayload>(
    async () => ({ member: (await run()).member, userErrors: [] }),
    (userErrors) => ({ member: null, userErrors }),
    STAFF_FIELDS,
  );
}

const unknownStaff = (id: string) => ({
  member: null,
  userErrors: [{ field: 'id', message: `No staff member with id ${id}`, code: 'NOT_FOUND' }],
});

/**
 * The api's selection of a bulk request from the list filter: the picked `ids`, else the filter.
 * @returns null when an id is not an order id.
 */
export function bulkSelection(
  filter: AdminOrderFilter,
): Pick<BulkMoveBody, 'ids' | 'filter'> | null {
  if (filter.ids != null) {
    const ids = filter.ids.map(numericId);
    return ids.every((id) => id !== null) ? { ids: ids } : null;
  }
  const text = (value: string | null | undefined) => value?.trim() || undefined;
  const customerId = filter.customerId == null ? undefined : numericId(filter.customerId);
  if (customerId === null) return null;
  return {
    filter: {
      deliveryStatus: text(filter.deliveryStatus),
      cancelled: filter.cancelled ?? undefined,
      customerId,
      dateFrom: text(filter.dateFrom),
      dateTo: text(filter.dateTo),
      search: text(filter.search),
    },
  };
}

/** The staff and bulk mutations of AdminMutation. */
export const staffMutations: Pick<
  AdminMutationResolvers,
  'inviteStaff' | 'changeStaffRole' | 'removeStaff' | 'bulkSetOrderDeliveryStatus'
> = {
  inviteStaff: (scope, { input }, { upstream }) =>
    staffChange(() =>
      upstream.admin.staff.invite(
        { email: input.email, full_name: input.fullName, role: input.role },
        scope.token,
      ),
    ),

  changeStaffRole: (scope, { id, role }, { upstream }) => {
    const staffId = numericId(id);
    if (staffId === null) return unknownStaff(id);
    return staffChange(() => upstream.admin.staff.changeRole(staffId, role, scope.token));
  },

  removeStaff: (scope, { id }, { upstream }) => {
    const staffId = numericId(id);
    if (staffId === null) return unknownStaff(id);
    return staffChange(() => upstream.admin.staff.remove(staffId, scope.token));
  },

  bulkSetOrderDeliveryStatus: (scope, { filter, deliveryStatus, reason }, { upstream }) => {
    const selection = bulkSelection(filter);
    const failed = (userErrors: AdminUserError[]): BulkPayload => ({
      moved: 0,
      results: [],
      userErrors,
    });
    if (selection === null) return failed(invalid('filter', 'Every id must be an order id'));
    return attempt<BulkPayload>(async () => {
      const answer = await upstream.admin.staff.bulkMove(
        { ...selection, deliveryStatus, reason: reason ?? null },
        scope.token,
      );
      return { moved: answer.moved, results: answer.results, userErrors: [] };
    }, failed);
  },
};
