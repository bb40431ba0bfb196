/**
 * The admin orders CSV as a background job (issue 27), on PGlite with the in-process worker: a
 * WAREHOUSE staff member (orders.print) queues it with the list's filter; the worker writes the
 * CSV into the file storage a page at a time and the job's output names it; its download is the
 * direct export's CSV, byte for byte — also when written two orders a page. CONTENT (no orders
 * permission, no jobs) gets 403; the owner (jobs) downloads it too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { users } from '../src/db/schema/accounts.js';
import { JOB_FILE_AREA } from '../src/catalog/io/export-job.js';
import { runOrdersCsv, type OrdersCsvJobData } from '../src/admin/orders-csv-job.js';
import { adminBearer } from './admin-helpers.js';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';

type Job = { id: string; state: string; summary: string; output: Record<string, unknown> | null };

describe('orders CSV jobs', () => {
  let t: CatalogTestApp;
  let owner: string;
  let warehouse: string;
  let content: string;
  let buyerId = 0;

  beforeAll(async () => {
    t = await buildCatalogApp('pglite');
    owner = (await adminBearer(t)).token;
    const role = async (staffRole: 'CONTENT' | 'WAREHOUSE') => {
      const staff = await adminBearer(t);
      await t.db.db.update(users).set({ staffRole }).where(eq(users.id, staff.id));
      return staff.token;
    };
    warehouse = await role('WAREHOUSE');
    content = await role('CONTENT');
    const bed = await cashelVelvet(t.db.db);
    const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
    buyerId = buyer.id;
    for (let i = 1; i <= 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/product',
        headers: { authorization: `Bearer ${buyer.token}` },
        payload: {
          idempotency_key: `csv-job-${i}`,
          shipping: {
            firstName: 'Aoife',
            address: '1 Quay St',
            city: 'Galway',
            country: 'Ireland',
          },
          items: [
            {
              ...bed,
              sizeId: 14,
              storageType: 'Cloud Storage',
              price: '1296.42',
              quantity: 1,
              referenceNumber: `PO-CSV-${i}`,
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }, 180_000);
  afterAll(async () => t?.close());

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const finished = async (id: string) => {
    for (let i = 0; i < 600; i += 1) {
      const res = await t.app.inject({
        url: `/api/admin/orders-csv-jobs/${id}`,
        headers: auth(warehouse),
      });
      const job = res.json<{ job: Job }>().job;
      if (job.state === 'completed' || job.state === 'failed') return job;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the CSV job did not finish');
  };

  it('writes the filtered list as the direct CSV; only staff with orders.print/manage or jobs download it', async () => {
    const query = `customerId=${buyerId}&sortDirection=asc`;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders-csv-jobs?${query}`,
      headers: auth(warehouse),
    });
    expect(started.statusCode, started.body).toBe(202);
    const { id, summary } = started.json<{ job: Job }>().job;
    const day = new Date(t.deps.clock()).toISOString().slice(0, 10);
    expect(summary).toBe(`Orders CSV ${day}`);
    const done = await finished(id);
    expect(done.state).toBe('completed');
    expect(done.output).toMatchObject({
      rowCount: 5,
      message: '5 orders in the CSV.',
      file: { name: `orders-${day}.csv`, contentType: 'text/csv; charset=utf-8' },
    });
    const file = await t.app.inject({
      url: `/api/admin/jobs/orders-csv/${id}/file`,
      headers: auth(warehouse),
    });
    expect(file.statusCode).toBe(200);
    const direct = await t.app.inject({
      url: `/api/admin/orders/export.csv?${query}`,
      headers: auth(warehouse),
    });
    expect(file.body).toBe(direct.body);
    expect(file.body.split('\r\n').filter(Boolean)).toHaveLength(6);
    expect(
      (await t.app.inject({ url: `/api/admin/jobs/orders-csv/${id}/file`, headers: auth(owner) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/admin/jobs/orders-csv/${id}/file`, headers: auth(content) }))
        .statusCode,
    ).toBe(403);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders-csv-jobs',
      headers: auth(content),
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders-csv-jobs?dateFrom=yesterday',
      headers: auth(warehouse),
    });
    expect(bad.statusCode).toBe(400);

    // Written two orders a page (header once), the file is the same CSV.
    const paged = await runOrdersCsv(
      { ...t.app.jobs, db: t.db.db, storage: t.app.fileStorage, log: t.app.log, pageSize: 2 },
      {
        id,
        data: {
          query: { customerId: buyerId, sortBy: 'orderDate', sortDirection: 'asc' },
          day,
          actor: { userId: null, label: 'test' },
        },
      } as PgBoss.Job<OrdersCsvJobData>,
    );
    expect(paged.rowCount).toBe(5);
    const bytes = await t.app.fileStorage.read(JOB_FILE_AREA, paged.file.id);
    expect(bytes?.toString('utf8')).toBe(direct.body);
  }, 120_000);
});
