/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call -- GraphQL answers are read loosely; the assertions check their shapes */
/**
 * Background jobs over GraphQL (issue 27), real api (PGlite, its in-process worker) and bff: a
 * CONTENT staff member queues a catalog dry run with startCatalogImport and follows it with
 * catalog.importJob to its report; a broken ZIP fails with its error and problems; the owner
 * lists both with admin.jobs (counts, filters) and retries the failed one; a job that has not
 * failed is refused as a userError; CONTENT may not read the jobs list. A catalog export job's
 * file downloads through the bff's same-origin path, for CONTENT and the owner, not WAREHOUSE.
 * ACCOUNTS queues a month of statements with startStatementsExport and downloads its ZIP; a bad
 * month or account id comes back as a userError.
 */
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_ADMIN, tokenOf } from './helpers/admin-client.js';
import { staffToken } from './helpers/staff.js';
import { startStack, type Stack } from './helpers/real-stack.js';

/** A GraphQL answer read loosely: the assertions below check every shape they touch. */
type Loose = any;

const JOB = `id queue state summary createdAt startedAt completedAt retryCount retryLimit
  progress { step percent } error problems { file line column message }
  importReport { dryRun products message created { products } }
  message resultFile { fileName contentType size downloadUrl }`;

const START = `mutation($file: Upload, $dryRun: Boolean!) { admin { catalog {
  startCatalogImport(file: $file, dryRun: $dryRun) { job { ${JOB} } message userErrors { field message code } } } } }`;

/** Sends startCatalogImport as a GraphQL multipart request with `zip` as the file. */
async function startImport(stack: Stack, token: string, zip: Uint8Array, name: string) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: START, variables: { file: null, dryRun: true } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), name);
  const response = await fetch(`${stack.bffUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body: Loose = await response.json();
  return body.data.admin.catalog.startCatalogImport;
}

describe('background jobs over GraphQL', () => {
  let stack: Stack;
  let owner: string;
  let content: string;
  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-admin-jobs-' });
    owner = await tokenOf(stack, DEMO_ADMIN);
    content = await staffToken(stack, owner, 'CONTENT');
  }, 120_000);
  afterAll(async () => stack?.close());

  /** Reads catalog.importJob until the job has finished. */
  const finished = async (id: string, token: string) => {
    for (let i = 0; i < 600; i += 1) {
      const answer: Loose = await adminGql(
        stack,
        `query($id: ID!) { admin { catalog { importJob(id: $id) { ${JOB} } } } }`,
        { id },
        token,
      );
      const job = answer.data.admin.catalog.importJob;
      if (job.state === 'COMPLETED' || job.state === 'FAILED') return job;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the import job did not finish');
  };

  let failedId = '';
  let completedId = '';

  it('queues a dry run (CONTENT may), follows it to its report; a broken ZIP fails with problems', async () => {
    const exported = await fetch(`${stack.apiUrl}/api/admin/catalog/export`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    const zip = new Uint8Array(await exported.arrayBuffer());
    const started = await startImport(stack, content, zip, 'shop.zip');
    expect(started.userErrors).toEqual([]);
    expect(started.job).toMatchObject({
      queue: 'CATALOG_IMPORT',
      state: 'QUEUED',
      summary: 'Import shop.zip (dry run)',
      importReport: null,
    });
    const done = await finished(started.job.id, content);
    expect(done).toMatchObject({ state: 'COMPLETED', error: null, problems: [], progress: null });
    expect(done.importReport).toMatchObject({ dryRun: true, created: { products: 0 } });
    expect(done.importReport.message).toBe(
      'Dry run, nothing written: products 0 created, 0 changed, 0 removed.',
    );
    completedId = started.job.id;

    const broken = zipSync({ 'categories.csv': strToU8('category_name\nBeds\n') });
    const refused = await startImport(stack, content, broken, 'broken.zip');
    const failed = await finished(refused.job.id, content);
    expect(failed.state).toBe('FAILED');
    expect(failed.error).toMatch(/^The catalog was not imported \(nothing was written\)/);
    expect(failed.problems).toContainEqual({
      file: 'products.csv',
      line: null,
      column: null,
      message: 'missing from the ZIP',
    });
    expect(failed.importReport).toBeNull();
    failedId = refused.job.id;

    const missing: Loose = await adminGql(
      stack,
      `{ admin { catalog { importJob(id: "00000000-0000-4000-8000-000000000000") { id } } } }`,
      {},
      content,
    );
    expect(missing.data.admin.catalog.importJob).toBeNull();
  }, 180_000);

  it('lists the jobs with counts and filters for the owner, and retries only a failed one', async () => {
    const list: Loose = await adminGql(
      stack,
      `query($state: AdminJobState, $queue: AdminJobQueue) { admin { jobs(state: $state, queue: $queue) {
        counts { queued active failed completed } jobs { ${JOB} } } } }`,
      { queue: 'CATALOG_IMPORT' },
      owner,
    );
    expect(list.errors).toBeUndefined();
    const { counts, jobs } = list.data.admin.jobs;
    expect(counts).toMatchObject({ failed: 1, completed: 1 });
    expect(jobs.map((j: Loose) => j.summary)).toEqual([
      'Import broken.zip (dry run)',
      'Import shop.zip (dry run)',
    ]);
    const failedOnly: Loose = await adminGql(
      stack,
      `{ admin { jobs(state: FAILED) { jobs { id state error } } } }`,
      {},
      owner,
    );
    expect(failedOnly.data.admin.jobs.jobs.map((j: Loose) => j.id)).toContain(failedId);
    expect(failedOnly.data.admin.jobs.jobs.every((j: Loose) => j.state === 'FAILED')).toBe(true);

    const retry = (id: string, token = owner): Promise<Loose> =>
      adminGql(
        stack,
        `mutation($id: ID!) { admin { retryJob(queue: CATALOG_IMPORT, id: $id) {
          job { id state } message userErrors { field message code } } } }`,
        { id },
        token,
      );
    const again = (await retry(failedId)).data.admin.retryJob;
    expect(again).toMatchObject({ message: 'The job is queued again', userErrors: [] });
    expect(again.job.id).toBe(failedId);
    expect((await finished(failedId, owner)).state).toBe('FAILED');

    const notFailed = (await retry(completedId)).data.admin.retryJob;
    expect(notFailed).toMatchObject({ job: null, userErrors: [{ code: 'INVALID_STATE' }] });
    expect(notFailed.userErrors[0].message).toBe('Only a failed job can be retried');
    const bogus = (await retry('nope')).data.admin.retryJob;
    expect(bogus.userErrors).toEqual([
      { field: 'id', message: 'No job with id nope', code: 'NOT_FOUND' },
    ]);
    const tooMany: Loose = await adminGql(
      stack,
      `{ admin { jobs(limit: 500) { jobs { id } } } }`,
      {},
      owner,
    );
    expect(tooMany.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const byContent: Loose = await adminGql(
      stack,
      `{ admin { jobs { jobs { id } } } }`,
      {},
      content,
    );
    expect(byContent.errors[0].extensions.code).toBe('FORBIDDEN');
  }, 120_000);

  it('exports the catalog as a job (CONTENT may) and downloads its file through the bff', async () => {
    const started: Loose = await adminGql(
      stack,
      `mutation { admin { catalog { startCatalogExport { job { ${JOB} } message userErrors { code } } } } }`,
      {},
      content,
    );
    const payload = started.data.admin.catalog.startCatalogExport;
    expect(payload).toMatchObject({ message: 'The export is queued', userErrors: [] });
    expect(payload.job).toMatchObject({
      queue: 'CATALOG_EXPORT',
      summary: 'Export the catalog',
      resultFile: null,
    });
    let job: Loose;
    for (let i = 0; i < 600; i += 1) {
      const answer: Loose = await adminGql(
        stack,
        `query($id: ID!) { admin { catalog { exportJob(id: $id) { ${JOB} } } } }`,
        { id: payload.job.id },
        content,
      );
      job = answer.data.admin.catalog.exportJob;
      if (job.state === 'COMPLETED' || job.state === 'FAILED') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(job.state).toBe('COMPLETED');
    expect(job.message).toMatch(/^Exported \d+ products and \d+ pictures\.$/);
    const day = new Date().toISOString().slice(0, 10);
    expect(job.resultFile).toMatchObject({
      fileName: `serena-catalog-${day}.zip`,
      contentType: 'application/zip',
      downloadUrl: `/admin-files/jobs/catalog-export/${payload.job.id}/file`,
    });
    const fetchFile = (token?: string) =>
      fetch(`${stack.bffUrl}${job.resultFile.downloadUrl}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const file = await fetchFile(content);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="serena-catalog-${day}.zip"`,
    );
    expect((await file.arrayBuffer()).byteLength).toBe(job.resultFile.size);
    expect((await fetchFile(owner)).status).toBe(200);
    const warehouse = await staffToken(stack, owner, 'WAREHOUSE');
    expect((await fetchFile(warehouse)).status).toBe(403);
    expect((await fetchFile()).status).toBe(401);
    const unknown = await fetch(
      `${stack.bffUrl}/admin-files/jobs/catalog-export/00000000-0000-4000-8000-000000000000/file`,
      { headers: { authorization: `Bearer ${owner}` } },
    );
    expect(unknown.status).toBe(404);
  }, 120_000);

  it('writes the orders CSV as a job (WAREHOUSE may) with the same rows as ordersCsv', async () => {
    const warehouse = await staffToken(stack, owner, 'WAREHOUSE');
    const started: Loose = await adminGql(
      stack,
      `mutation { admin { startOrdersCsvExport(sortDirection: ASC) { job { ${JOB} } message userErrors { code } } } }`,
      {},
      warehouse,
    );
    const payload = started.data.admin.startOrdersCsvExport;
    expect(payload).toMatchObject({ message: 'The CSV is being written', userErrors: [] });
    expect(payload.job.queue).toBe('ORDERS_CSV');
    let job: Loose;
    for (let i = 0; i < 300; i += 1) {
      const answer: Loose = await adminGql(
        stack,
        `query($id: ID!) { admin { ordersCsvJob(id: $id) { ${JOB} } } }`,
        { id: payload.job.id },
        warehouse,
      );
      job = answer.data.admin.ordersCsvJob;
      if (job.state === 'COMPLETED' || job.state === 'FAILED') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(job.state).toBe('COMPLETED');
    expect(job.message).toMatch(/^\d+ orders? in the CSV\.$/);
    expect(job.resultFile.downloadUrl).toBe(`/admin-files/jobs/orders-csv/${payload.job.id}/file`);
    const file = await fetch(`${stack.bffUrl}${job.resultFile.downloadUrl}`, {
      headers: { authorization: `Bearer ${warehouse}` },
    });
    expect(file.status).toBe(200);
    const direct: Loose = await adminGql(
      stack,
      `{ admin { ordersCsv(sortDirection: ASC) { content } } }`,
      {},
      warehouse,
    );
    expect(await file.text()).toBe(direct.data.admin.ordersCsv.content);
    const byContent: Loose = await adminGql(
      stack,
      `mutation { admin { startOrdersCsvExport { message } } }`,
      {},
      content,
    );
    expect(byContent.errors[0].extensions.code).toBe('FORBIDDEN');
  }, 120_000);

  it('writes a month of statements as a job (ACCOUNTS may); a bad month or id is a userError', async () => {
    const accounts = await staffToken(stack, owner, 'ACCOUNTS');
    const start = (input: Record<string, unknown>, token = accounts): Promise<Loose> =>
      adminGql(
        stack,
        `mutation($input: AdminStatementsExportInput!) { admin { startStatementsExport(input: $input) {
          job { ${JOB} failedItems { item message } } message userErrors { field message code } } } }`,
        { input },
        token,
      );
    const month = new Date().toISOString().slice(0, 7);
    const started = await start({ month });
    const payload = started.data.admin.startStatementsExport;
    expect(payload).toMatchObject({ message: 'The statements are being written', userErrors: [] });
    expect(payload.job).toMatchObject({ queue: 'STATEMENTS', failedItems: [], resultFile: null });
    expect(payload.job.summary).toMatch(/^Statements \w+ \d{4} \(all accounts\)$/);
    let job: Loose;
    for (let i = 0; i < 600; i += 1) {
      const answer: Loose = await adminGql(
        stack,
        `{ admin { jobs(queue: STATEMENTS) { jobs { ${JOB} failedItems { item message } } } } }`,
        {},
        owner,
      );
      job = answer.data.admin.jobs.jobs.find((j: Loose) => j.id === payload.job.id);
      if (job.state === 'COMPLETED' || job.state === 'FAILED') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(job.state).toBe('COMPLETED');
    expect(job.message).toMatch(new RegExp(`^\\d+ statements? in statements-${month}\\.zip\\.$`));
    expect(job.failedItems).toEqual([]);
    expect(job.resultFile).toMatchObject({
      fileName: `statements-${month}.zip`,
      contentType: 'application/zip',
      downloadUrl: `/admin-files/jobs/statements/${payload.job.id}/file`,
    });
    const file = await fetch(`${stack.bffUrl}${job.resultFile.downloadUrl}`, {
      headers: { authorization: `Bearer ${accounts}` },
    });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');

    const bad = (await start({ month: 'November' })).data.admin.startStatementsExport;
    expect(bad).toEqual({
      job: null,
      message: null,
      userErrors: [
        {
          field: 'month',
          message: "'November' is not a month: use YYYY-MM, e.g. 2026-11.",
          code: 'INVALID',
        },
      ],
    });
    const badId = (await start({ month, accountIds: ['x'] })).data.admin.startStatementsExport;
    expect(badId.userErrors).toEqual([
      { field: 'accountIds', message: 'An account id is not a number.', code: 'INVALID' },
    ]);
    const unknown = (await start({ month, accountIds: ['2000000000'] })).data.admin
      .startStatementsExport;
    expect(unknown.userErrors).toEqual([
      { field: 'accountIds', message: 'No trade account with id 2000000000.', code: 'INVALID' },
    ]);
    const byContent = await start({ month }, content);
    expect(byContent.errors[0].extensions.code).toBe('FORBIDDEN');
  }, 120_000);
});
