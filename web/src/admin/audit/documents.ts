import { graphql } from '@/admin/__generated__';

/** One page of the audit log, newest first, optionally about one kind of entity (issue 9). */
export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($entity: AuditEntity, $entityId: ID, $page: Int, $pageSize: Int) {
    admin {
      auditLog(entity: $entity, entityId: $entityId, page: $page, pageSize: $pageSize) {
        totalCount
        pageInfo {
          page
          totalPages
        }
        nodes {
          id
          at
          actor
          entity
          entityId
          action
          before
          after
          reason
        }
      }
    }
  }
`);
