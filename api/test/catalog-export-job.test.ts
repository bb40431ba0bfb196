/**
 * The catalog export as a background job (issue 27), on PGlite with the in-process worker, for
 * both file storages: a CONTENT staff member queues it, the worker writes the ZIP into the file
 * storage and the job's output names it; the download is the same bytes as the direct export;
 * a role without `catalog` or `jobs` gets 403, an unknown job or one without a file 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { users } from '../src/db/schema/accounts.js';
import { buildTestApp, type TestApp } from './harness.js';
import { adminBearer } from './admin-helpers.js';

type Job = { id: string; state: string; summary: string; output: Record<string, unknown> | null };

describe.each(['local', 'database'] as const)(
  'catalog export jobs (FILE_STORAGE=%s)',
  (storage) => {
    let t: TestApp;
    let owner: string;
    let content: string;
    let warehouse: string;

    beforeAll(async () => {
      t = await buildTestApp({ seedCatalog: true, env: { FILE_STORAGE: storage } });
      owner = (await adminBearer(t)).token;
      const role = async (staffRole: 'CONTENT' | 'WAREHOUSE') => {
        const staff = await adminBearer(t);
        await t.db.db.update(users).set({ staffRole }).where(eq(users.id, staff.id));
        return staff.token;
      };
      content = await role('CONTENT');
      warehouse = await role('WAREHOUSE');
    }, 180_000);
    afterAll(async () => t?.close());

    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const job = async (id: string, token = content) =>
      (
        await t.app.inject({ url: `/api/admin/catalog/export-jobs/${id}`, headers: auth(token) })
      ).json<{ job: Job }>().job;
    const finished = async (id: string) => {
      for (let i = 0; i < 600; i += 1) {
        const j = await job(id);
        if (j.state === 'completed' || j.state === 'failed') return j;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('the export job did not finish');
    };
    const download = (id: string, token: string, queue = 'catalog-export') =>
      t.app.inject({ url: `/api/admin/jobs/${queue}/${id}/file`, headers: auth(token) });

    it('writes the ZIP to the file storage; its download is the direct export, byte for byte', async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/admin/catalog/export-jobs',
        headers: auth(content),
      });
      expect(started.statusCode).toBe(202);
      const { id, state, summary } = started.json<{ job: Job }>().job;
      expect({ state, summary }).toEqual({ state: 'queued', summary: 'Export the catalog' });
      const done = await finished(id);
      expect(done.state).toBe('completed');
      const day = new Date().toISOString().slice(0, 10);
      expect(done.output).toMatchObject({
        products: 62,
        message: expect.stringMatching(/^Exported 62 products and \d+ pictures\.$/) as string,
        file: { name: `serena-catalog-${day}.zip`, contentType: 'application/zip' },
      });

      const file = await download(id, content);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/zip');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="serena-catalog-${day}.zip"`,
      );
      expect(file.rawPayload.byteLength).toBe((done.output!.file as { size: number }).size);
      expect(Object.keys(unzipSync(file.rawPayload))).toContain('products.csv');
      const direct = await t.app.inject({ url: '/api/admin/catalog/export', headers: auth(owner) });
      expect(Buffer.compare(file.rawPayload, direct.rawPayload)).toBe(0);
      // The owner (`jobs`) downloads it too; the jobs list names it.
      expect((await download(id, owner)).statusCode).toBe(200);
      const list = await t.app.inject({
        url: '/api/admin/jobs?queue=catalog-export',
        headers: auth(owner),
      });
      expect(list.json<{ jobs: Job[] }>().jobs.map((j) => j.summary)).toEqual([
        'Export the catalog',
      ]);

      // Others: 403 for a role without `catalog` or `jobs`, 401 signed out, 404 for what has no file.
      expect((await download(id, warehouse)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ url: `/api/admin/jobs/catalog-export/${id}/file` })).statusCode,
      ).toBe(401);
      expect((await download(id, content, 'mail')).statusCode).toBe(403);
      expect((await download(id, owner, 'catalog-import')).statusCode).toBe(404);
      expect((await download('00000000-0000-4000-8000-000000000000', content)).statusCode).toBe(
        404,
      );
      expect((await download('nope', content)).statusCode).toBe(400);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/catalog/export-jobs',
            headers: auth(warehouse),
          })
        ).statusCode,
      ).toBe(403);
    }, 150_000);
  },
);
