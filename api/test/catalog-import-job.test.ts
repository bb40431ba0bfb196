/**
 * The catalog import as a background job and the admin's jobs view (issue 27), on PGlite with the
 * in-process worker: the export imports as a dry-run job with its report; a broken ZIP fails with
 * its problems (file, line, column) and can be retried; the jobs list counts by state; only the
 * `jobs` permission (OWNER) sees and retries jobs, `catalog` starts imports. The streaming unpack
 * keeps a CSV file over 32 MB out of memory and names it, and writes products.csv (any size under
 * the 512 MB cap) to a spool file instead of memory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { users } from '../src/db/schema/accounts.js';
import { unzipStreaming, MAX_CSV_BYTES } from '../src/catalog/io/unzip-stream.js';
import { CatalogImportError } from '../src/catalog/io/model.js';
import { buildTestApp, type TestApp } from './harness.js';
import { adminBearer } from './admin-helpers.js';

describe('catalog import jobs and the jobs view', () => {
  let t: TestApp;
  let owner: string;
  let content: string;

  beforeAll(async () => {
    t = await buildTestApp({ seedCatalog: true });
    owner = (await adminBearer(t)).token;
    const editor = await adminBearer(t);
    await t.db.db.update(users).set({ staffRole: 'CONTENT' }).where(eq(users.id, editor.id));
    content = editor.token;
  }, 180_000);
  afterAll(async () => t?.close());

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const startImport = (zip: Uint8Array, token: string, query = 'dryRun=1&fileName=c.zip') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/catalog/import-jobs?${query}`,
      headers: { ...auth(token), 'content-type': 'application/zip' },
      payload: Buffer.from(zip),
    });
  type Job = { id: string; state: string; output: Record<string, unknown> | null };
  const job = async (id: string) =>
    (
      await t.app.inject({ url: `/api/admin/catalog/import-jobs/${id}`, headers: auth(owner) })
    ).json<{ job: Job & { dryRun: boolean; fileName: string } }>().job;
  const finished = async (id: string) => {
    for (let i = 0; i < 600; i += 1) {
      const j = await job(id);
      if (j.state === 'completed' || j.state === 'failed') return j;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the import job did not finish');
  };

  it('imports the export as a dry-run job (CONTENT may) and answers its report', async () => {
    const exported = await t.app.inject({ url: '/api/admin/catalog/export', headers: auth(owner) });
    expect(exported.statusCode).toBe(200);
    const started = await startImport(exported.rawPayload, content);
    expect(started.statusCode).toBe(202);
    const { id, state } = started.json<{ job: Job }>().job;
    expect(state).toBe('queued');
    const done = await finished(id);
    expect(done).toMatchObject({ state: 'completed', dryRun: true, fileName: 'c.zip' });
    expect(done.output).toMatchObject({ success: true, dryRun: true, products: 62 });
    expect(done.output!.message).toBe(
      'Dry run, nothing written: products 0 created, 0 changed, 0 removed.',
    );
  }, 150_000);

  it('fails a broken ZIP with its problems, lists it, and retries it only when failed', async () => {
    const broken = zipSync({ 'categories.csv': strToU8('category_name\nBeds\n') });
    const started = await startImport(broken, owner, 'fileName=broken.zip');
    const { id } = started.json<{ job: Job }>().job;
    const failed = await finished(id);
    expect(failed.state).toBe('failed');
    expect(failed.output!.message).toMatch(/^The catalog was not imported \(nothing was written\)/);
    expect(failed.output!.problems).toContainEqual({
      file: 'products.csv',
      message: 'missing from the ZIP',
    });

    const list = await t.app.inject({
      url: '/api/admin/jobs?queue=catalog-import',
      headers: auth(owner),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      counts: Record<string, number>;
      jobs: (Job & { summary: string })[];
    }>();
    expect(body.counts).toMatchObject({ failed: 1, completed: 1 });
    expect(body.jobs.map((j) => j.summary)).toEqual([
      'Import broken.zip',
      'Import c.zip (dry run)',
    ]);
    const failedOnly = await t.app.inject({
      url: '/api/admin/jobs?state=failed',
      headers: auth(owner),
    });
    expect(failedOnly.json<{ jobs: Job[] }>().jobs.map((j) => j.id)).toEqual([id]);

    const retry = (jobId: string, token = owner) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/catalog-import/${jobId}/retry`,
        headers: auth(token),
      });
    expect((await retry(id, content)).statusCode).toBe(403);
    expect((await retry(id)).json()).toMatchObject({ success: true });
    expect((await finished(id)).state).toBe('failed');
    const completedId = body.jobs[1]!.id;
    expect((await retry(completedId)).statusCode).toBe(409);
    const unknown = await retry('not-a-uuid');
    expect(unknown.statusCode).toBe(400);
  }, 150_000);

  it('keeps the jobs view to the jobs permission and imports to catalog', async () => {
    expect(
      (await t.app.inject({ url: '/api/admin/jobs', headers: auth(content) })).statusCode,
    ).toBe(403);
    const customer = await t.app.inject({ url: '/api/admin/jobs' });
    expect(customer.statusCode).toBe(401);
    const empty = await startImport(new Uint8Array(), owner);
    expect(empty.statusCode).toBe(400);
  });

  it('unpacks as a stream: a CSV over 32 MB is named with its size and never kept', async () => {
    const row = `${'x'.repeat(1023)}\n`;
    const big = strToU8(row.repeat(MAX_CSV_BYTES / 1024 + 2048));
    const zip = zipSync({ 'categories.csv': big, 'sizes.csv': strToU8('size\n') });
    const progress: number[] = [];
    const error = await unzipStreaming(zip, (p) => void progress.push(p.unpackedBytes), 1024).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CatalogImportError);
    expect((error as CatalogImportError).problems).toEqual([
      {
        file: 'categories.csv',
        message:
          'the file is larger than 32 MB (34 MB unpacked); a catalog file may hold at most 32 MB',
      },
    ]);
    expect(progress.at(-1)).toBeGreaterThan(MAX_CSV_BYTES);
  });

  it('spools products.csv over 32 MB to a file, whole, and keeps the other files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serena-spool-test-'));
    try {
      const row = `${'y'.repeat(1023)}\n`;
      const big = strToU8(row.repeat(MAX_CSV_BYTES / 1024 + 2048));
      const zip = zipSync({ 'products.csv': big, 'categories.csv': strToU8('category_name\n') });
      const { entries, spooled } = await unzipStreaming(zip, undefined, undefined, {
        dir,
        names: new Set(['products.csv']),
      });
      expect(Object.keys(entries)).toEqual(['categories.csv']);
      const file = spooled.get('products.csv')!;
      expect(Buffer.from(readFileSync(file)).equals(Buffer.from(big))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
