/** Delivery status call (spec §7 GET /api/order/delivery/status): statuses in order. */
import { deliveryStatusesResponse } from '../schemas/dto.js';
import { listDeliveryStatuses } from '../catalog/categories.js';
import { dbRoutes, simpleGet } from '../plugins/route-shared.js';

/** Registers GET /api/order/delivery/status. */
export const deliveryRoutes = dbRoutes((app, db) =>
  simpleGet(
    app,
    '/api/order/delivery/status',
    { tags: ['orders'], summary: 'Delivery statuses ordered by position' },
    deliveryStatusesResponse,
    async () => ({ success: true as const, deliveryStatuses: await listDeliveryStatuses(db) }),
  ),
);
