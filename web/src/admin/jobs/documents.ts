import { graphql } from '@/admin/__generated__';

/** What a catalog import did or would do (issue 10), for the import page and the jobs page. */
export const AdminImportReportFields = graphql(`
  fragment AdminImportReportFields on AdminCatalogImportReport {
    dryRun
    products
    created {
      categories
      sizes
      fabrics
      fabricColors
      products
      storagePrices
    }
    changed {
      categories
      sizes
      fabrics
      fabricColors
      products
      storagePrices
    }
    removed {
      categories
      sizes
      fabrics
      fabricColors
      products
      storagePrices
    }
    createdSkus
    changedSkus
    removedSkus
    picturesAdded
    changes {
      entity
      key
      field
      before
      after
    }
    changesTotal
    message
  }
`);

/** A background job as the console shows it (issue 27). */
export const AdminJobFields = graphql(`
  fragment AdminJobFields on AdminJob {
    id
    queue
    state
    summary
    createdAt
    startedAt
    completedAt
    retryCount
    retryLimit
    progress {
      step
      percent
      unpackedBytes
      done
      total
    }
    error
    problems {
      file
      line
      column
      message
    }
    importReport {
      ...AdminImportReportFields @unmask
    }
    message
    failedItems {
      item
      message
    }
    resultFile {
      fileName
      contentType
      size
      downloadUrl
    }
  }
`);

/** The jobs list, newest first, with the counts by state (issue 27). */
export const AdminJobsQuery = graphql(`
  query AdminJobs($state: AdminJobState, $queue: AdminJobQueue) {
    admin {
      jobs(state: $state, queue: $queue, limit: 50) {
        counts {
          queued
          active
          failed
          completed
        }
        jobs {
          ...AdminJobFields @unmask
        }
      }
    }
  }
`);

/** What every job mutation answers (AdminJobPayload): the job, a message, or why it was refused. */
export const AdminJobPayloadFragment = graphql(`
  fragment AdminJobPayloadFields on AdminJobPayload {
    job {
      ...AdminJobFields @unmask
    }
    message
    userErrors {
      field
      message
      code
    }
  }
`);

/** Puts a failed job back in its queue. */
export const RetryJobMutation = graphql(`
  mutation AdminRetryJob($queue: AdminJobQueue!, $id: ID!) {
    admin {
      retryJob(queue: $queue, id: $id) {
        ...AdminJobPayloadFields @unmask
      }
    }
  }
`);

/** Queues a catalog import (multipart; dryRun only reports). */
export const StartCatalogImportMutation = graphql(`
  mutation AdminStartCatalogImport($file: Upload, $dryRun: Boolean!) {
    admin {
      catalog {
        startCatalogImport(file: $file, dryRun: $dryRun) {
          ...AdminJobPayloadFields @unmask
        }
      }
    }
  }
`);

/** One catalog import job, polled while it runs. */
export const CatalogImportJobQuery = graphql(`
  query AdminCatalogImportJob($id: ID!) {
    admin {
      catalog {
        importJob(id: $id) {
          ...AdminJobFields @unmask
        }
      }
    }
  }
`);

/** Queues an export of the whole catalog. */
export const StartCatalogExportMutation = graphql(`
  mutation AdminStartCatalogExport {
    admin {
      catalog {
        startCatalogExport {
          ...AdminJobPayloadFields @unmask
        }
      }
    }
  }
`);

/** One catalog export job, polled while it runs. */
export const CatalogExportJobQuery = graphql(`
  query AdminCatalogExportJob($id: ID!) {
    admin {
      catalog {
        exportJob(id: $id) {
          ...AdminJobFields @unmask
        }
      }
    }
  }
`);

/** Queues the filtered order list as a CSV written in the background. */
export const StartOrdersCsvMutation = graphql(`
  mutation AdminStartOrdersCsv(
    $filter: AdminOrderFilter
    $sortBy: AdminOrderSortField
    $sortDirection: SortDirection
  ) {
    admin {
      startOrdersCsvExport(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection) {
        ...AdminJobPayloadFields @unmask
      }
    }
  }
`);

/** One orders CSV job, polled while it runs. */
export const OrdersCsvJobQuery = graphql(`
  query AdminOrdersCsvJob($id: ID!) {
    admin {
      ordersCsvJob(id: $id) {
        ...AdminJobFields @unmask
      }
    }
  }
`);

/** Queues a month's statement PDFs for all (or the given) trade accounts, in one ZIP. */
export const StartStatementsExportMutation = graphql(`
  mutation AdminStartStatementsExport($input: AdminStatementsExportInput!) {
    admin {
      startStatementsExport(input: $input) {
        ...AdminJobPayloadFields @unmask
      }
    }
  }
`);
