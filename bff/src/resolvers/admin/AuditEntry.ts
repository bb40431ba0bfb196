import type { AuditEntity, AuditEntryResolvers } from '../../__generated__/resolvers-types.js';
import type { AuditListParams } from '../../upstream/admin-types.js';

/** GraphQL AuditEntity to the api's entity name (ACCOUNT → 'account', CONTACT_MESSAGE → 'contact_message'). */
export const auditEntityName = (entity: AuditEntity) =>
  entity.toLowerCase() as NonNullable<AuditListParams['entity']>;

/** One admin write of the audit log (issue 9 Audit log). */
export const AuditEntry: AuditEntryResolvers = {
  id: (e) => String(e.id),
  entity: (e) => e.entity.toUpperCase() as AuditEntity,
};
