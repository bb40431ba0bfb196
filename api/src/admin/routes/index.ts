/**
 * The admin api (issue 9): every route group of the admin console, the spec §7 REST aliases
 * (legacy-users, legacy-orders, legacy-forms) included, registered inside an {@link adminScope}, so
 * each `/api/admin/...` route here is guarded by the admin role.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_PERMISSIONS, STAFF_ROLE_PERMISSIONS, STAFF_ROLES } from '@serena/domain';
import { adminAccountBooksRoutes, adminReconciliationRoutes } from './books.js';
import { adminAccountRoutes } from './accounts.js';
import { adminAccountNoteRoutes } from './account-notes.js';
import { adminAuditRoutes } from './audit.js';
import { adminBackupRoutes } from './backup.js';
import { adminCatalogBulkRoutes } from './catalog-bulk.js';
import { adminCatalogJobRoutes } from './catalog-jobs.js';
import { adminJobRoutes } from '../../jobs/routes.js';
import { adminCatalogReadRoutes } from './catalog-reads.js';
import { adminCatalogWriteRoutes } from './catalog.js';
import { actorOf, adminScope } from './guard.js';
import { adminContentRoutes } from './content.js';
import { adminInboxRoutes } from './inbox.js';
import { adminFormRoutes } from './legacy-forms.js';
import { adminOrderRoutes } from './legacy-orders.js';
import { adminUserRoutes } from './legacy-users.js';
import { adminOrderConsoleRoutes } from './orders.js';
import { adminOrdersCsvJobRoutes } from './orders-csv-jobs.js';
import { adminStatementsJobRoutes } from './statements-jobs.js';
import { adminFailures } from './shared.js';
import { adminStatementRoutes } from './statements.js';
import { adminPriceListRoutes } from '../../pricing/admin-routes.js';
import { adminCompanyRoutes } from '../../companies/admin-routes.js';
import { adminStaffRoutes } from '../../staff/routes.js';
import { adminOrderBulkRoutes } from '../../order-bulk/routes.js';
import { adminSearchRoutes } from '../../admin-search/routes.js';
import { adminQuoteRoutes } from '../../quotes/admin-routes.js';

/**
 * The spec §7 /api/admin/users aliases behind the admin guard; registered before the multipart and
 * rate-limit plugins, where they always were (same body parsers, same place in the OpenAPI document).
 */
export const adminUserAliasRoutes = adminScope(adminUserRoutes);

/** Registers every admin console route group behind the admin guard. */
export const adminConsoleRoutes = adminScope((app, opts) => {
  // The spec §7 REST aliases (the /api/admin/users ones: adminUserAliasRoutes), then the console's.
  adminOrderRoutes(app, opts);
  adminFormRoutes(app, opts);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin (the bff checks the admin role with it)',
        response: {
          200: z.object({
            success: z.literal(true),
            admin: z.object({
              id: z.number().int().nullable(),
              label: z.string(),
              staffRole: z.enum(STAFF_ROLES).describe('issue 26'),
              permissions: z.array(z.enum(STAFF_PERMISSIONS)).describe('what the role may do'),
            }),
          }),
          ...adminFailures,
        },
      },
    },
    (request) => {
      const actor = actorOf(request);
      return Promise.resolve({
        success: true as const,
        admin: {
          id: actor.userId,
          label: actor.label,
          staffRole: request.staffRole ?? 'OWNER',
          permissions: [...STAFF_ROLE_PERMISSIONS[request.staffRole ?? 'OWNER']],
        },
      });
    },
  );
  adminAccountRoutes(app, opts);
  adminAccountNoteRoutes(app, opts);
  adminAccountBooksRoutes(app, opts);
  adminStatementRoutes(app, opts);
  adminStatementsJobRoutes(app, opts);
  adminCompanyRoutes(app, opts);
  adminReconciliationRoutes(app, opts);
  adminOrderConsoleRoutes(app, { ...opts, storage: app.fileStorage });
  adminOrdersCsvJobRoutes(app, opts);
  adminInboxRoutes(app, { ...opts, storage: app.fileStorage });
  adminContentRoutes(app, opts);
  adminCatalogReadRoutes(app, opts);
  adminCatalogWriteRoutes(app, opts);
  adminCatalogBulkRoutes(app, opts);
  adminCatalogJobRoutes(app);
  adminJobRoutes(app);
  adminAuditRoutes(app, opts);
  adminBackupRoutes(app);
  adminPriceListRoutes(app, opts);
  adminStaffRoutes(app, opts);
  adminOrderBulkRoutes(app, opts);
  adminSearchRoutes(app, opts);
  adminQuoteRoutes(app, { ...opts, storage: app.fileStorage });
});
