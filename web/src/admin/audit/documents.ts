import { graphql } from '@/admin/__generated__';

/** One page of the audit log with its filters (issue 9; issue 26 readable changes). */
export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog(
    $entity: AuditEntity
    $entityId: ID
    $filter: AuditLogFilter
    $page: Int
    $pageSize: Int
  ) {
    admin {
      auditLog(
        entity: $entity
        entityId: $entityId
        filter: $filter
        page: $page
        pageSize: $pageSize
      ) {
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
          reason
          changes {
            field
            label
            before
            after
          }
        }
      }
    }
  }
`);

/** The filtered audit log as a CSV file (every match). */
export const AdminAuditLogCsvQuery = graphql(`
  query AdminAuditLogCsv($entity: AuditEntity, $entityId: ID, $filter: AuditLogFilter) {
    admin {
      auditLogCsv(entity: $entity, entityId: $entityId, filter: $filter) {
        fileName
        contentType
        content
        rowCount
      }
    }
  }
`);
