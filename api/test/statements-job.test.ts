/**
 * Statements for a month as a background job (issue 27), on PGlite with the in-process worker:
 * an ACCOUNTS staff member (books) queues the month for three trade accounts with orders; the ZIP
 * it writes holds one PDF per account, named by account and company, each a PDF whose text names
 * the company; with no accounts named, every approved account of the month is in it. An account
 * that fails is recorded and the rest still written. A bad or future month is a clear 400; a
 * customer or a CONTENT staff member gets 403. The CLI queues it, waits and writes the ZIP.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type PgBoss from 'pg-boss';
import { users } from '../src/db/schema/accounts.js';
import { JOB_FILE_AREA } from '../src/catalog/io/export-job.js';
import { irishMonthOf, monthLabel, nextMonth } from '../src/books/statements/month.js';
import { runStatements, type StatementsJobData } from '../src/books/statements/job.js';
import { runAdminCli } from '../src/cli/admin.js';
import { adminBearer } from './admin-helpers.js';
import { buildCatalogApp, type CatalogTestApp } from './catalog-harness.js';
import { cashelVelvet, customer } from './orders-helpers.js';

type Job = { id: string; state: string; summary: string; output: Record<string, unknown> | null };

const COMPANIES = ['Ballina Beds Ltd', 'Cork Sleep Co', 'Dún Laoghaire Interiors'];

describe('statements jobs', () => {
  let t: CatalogTestApp;
  let accounts: string;
  let content: string;
  let buyerToken = '';
  const ids: number[] = [];
  let month = '';
  const dir = mkdtempSync(path.join(tmpdir(), 'statements-job-'));

  beforeAll(async () => {
    t = await buildCatalogApp('pglite');
    const role = async (staffRole: 'CONTENT' | 'ACCOUNTS') => {
      const staff = await adminBearer(t);
      await t.db.db.update(users).set({ staffRole }).where(eq(users.id, staff.id));
      return staff.token;
    };
    accounts = await role('ACCOUNTS');
    content = await role('CONTENT');
    month = irishMonthOf(new Date(t.deps.clock()));
    const bed = await cashelVelvet(t.db.db);
    for (const [i, companyName] of COMPANIES.entries()) {
      const buyer = await customer(t.db.db, t.config.jwtSecret, 10_000_000);
      await t.db.db.update(users).set({ companyName }).where(eq(users.id, buyer.id));
      ids.push(buyer.id);
      buyerToken = buyer.token;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/product',
        headers: { authorization: `Bearer ${buyer.token}` },
        payload: {
          idempotency_key: `statements-job-${i}`,
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
              referenceNumber: `PO-ST-${i}`,
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }, 180_000);
  afterAll(async () => t?.close());

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const start = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/statements/export-jobs',
      headers: auth(token),
      payload,
    });
  const finished = async (id: string) => {
    for (let i = 0; i < 600; i += 1) {
      const res = await t.app.inject({
        url: `/api/admin/statements/export-jobs/${id}`,
        headers: auth(accounts),
      });
      const job = res.json<{ job: Job }>().job;
      if (job.state === 'completed' || job.state === 'failed') return job;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the statements job did not finish');
  };
  const entriesOf = async (id: string) => {
    const file = await t.app.inject({
      url: `/api/admin/jobs/statements/${id}/file`,
      headers: auth(accounts),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    return unzipSync(file.rawPayload);
  };
  const pdfText = (pdf: Uint8Array) => {
    const at = path.join(dir, 'one.pdf');
    writeFileSync(at, pdf);
    return execFileSync('pdftotext', [at, '-'], { encoding: 'utf8' });
  };

  it('writes one PDF per selected account into one ZIP, with a download', async () => {
    const started = await start(accounts, { month, accountIds: ids });
    expect(started.statusCode, started.body).toBe(202);
    const { id, summary } = started.json<{ job: Job }>().job;
    expect(summary).toBe(`Statements ${monthLabel(month)} (3 accounts)`);
    const done = await finished(id);
    expect(done.state).toBe('completed');
    expect(done.output).toMatchObject({
      count: 3,
      total: 3,
      failures: [],
      message: `3 statements in statements-${month}.zip.`,
      file: { name: `statements-${month}.zip`, contentType: 'application/zip' },
    });
    const entries = await entriesOf(id);
    expect(Object.keys(entries)).toEqual([
      `statement-${ids[0]}-Ballina-Beds-Ltd-${month}.pdf`,
      `statement-${ids[1]}-Cork-Sleep-Co-${month}.pdf`,
      `statement-${ids[2]}-Dun-Laoghaire-Interiors-${month}.pdf`,
    ]);
    for (const [i, name] of Object.keys(entries).entries()) {
      const pdf = entries[name]!;
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain(COMPANIES[i]);
      expect(text).toContain(`Account ${ids[i]}`);
    }
    const list = await t.app.inject({
      url: '/api/admin/jobs?queue=statements',
      headers: auth((await adminBearer(t)).token),
    });
    expect(list.json<{ jobs: Job[] }>().jobs.map((j) => j.id)).toContain(id);
    expect(
      (await t.app.inject({ url: `/api/admin/jobs/statements/${id}/file`, headers: auth(content) }))
        .statusCode,
    ).toBe(403);
  }, 120_000);

  it('takes every approved account of the month by default', async () => {
    const started = await start(accounts, { month });
    expect(started.statusCode, started.body).toBe(202);
    const { id, summary } = started.json<{ job: Job }>().job;
    expect(summary).toBe(`Statements ${monthLabel(month)} (all accounts)`);
    const done = await finished(id);
    expect(done.state).toBe('completed');
    const names = Object.keys(await entriesOf(id));
    for (const accountId of ids) {
      expect(names.some((n) => n.startsWith(`statement-${accountId}-`))).toBe(true);
    }
    expect(done.output).toMatchObject({ count: names.length, total: names.length });
  }, 120_000);

  it('records an account that fails and writes the others', async () => {
    const progress: unknown[] = [];
    const sql = {
      executeSql: (_text: string, values: unknown[] = []) => {
        progress.push(JSON.parse(String(values[0])));
        return Promise.resolve({ rows: [] });
      },
    };
    const output = await runStatements(
      { db: t.db.db, sql, storage: t.app.fileStorage, log: t.app.log },
      {
        id: '00000000-0000-4000-8000-000000000001',
        data: {
          month,
          accountIds: [ids[0]!, 2_000_000_000],
          actor: { userId: null, label: 'test' },
        },
      } as PgBoss.Job<StatementsJobData>,
    );
    expect(output).toMatchObject({
      count: 1,
      total: 2,
      failures: [
        { accountId: 2_000_000_000, company: '', message: 'The account no longer exists.' },
      ],
      message: `1 statement in statements-${month}.zip. 1 account failed.`,
    });
    // Progress is written as accounts are done (at most every 0.5 s), the last one always.
    expect(progress.at(-1)).toEqual({
      progress: { step: 'statements', percent: 100, done: 2, total: 2 },
    });
    const zip = await t.app.fileStorage.read(JOB_FILE_AREA, output.file.id);
    expect(Object.keys(unzipSync(zip!))).toEqual([
      `statement-${ids[0]}-Ballina-Beds-Ltd-${month}.pdf`,
    ]);
  }, 60_000);

  it('refuses a bad or future month, unknown accounts, and anyone without books', async () => {
    const bad = await start(accounts, { month: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: "'2026-13' is not a month: use YYYY-MM, e.g. 2026-11.",
      code: 'INVALID',
    });
    const future = await start(accounts, { month: nextMonth(month) });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ message: string }>().message).toBe(
      `There is no statement for ${monthLabel(nextMonth(month))} yet.`,
    );
    const unknown = await start(accounts, { month, accountIds: [2_000_000_000] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(
      'No trade account with id 2000000000.',
    );
    expect((await start(accounts, { month: 202611 })).statusCode).toBe(400);
    expect((await start(content, { month })).statusCode).toBe(403);
    expect((await start(buyerToken, { month })).statusCode).toBe(403);
  });

  it('the CLI queues the month, waits for it and writes the ZIP', async () => {
    // A fixed port when the machine's ephemeral ones are shared (CLI_TEST_PORT), else any.
    const apiUrl = await t.app.listen({
      port: Number(process.env.CLI_TEST_PORT ?? 0),
      host: '127.0.0.1',
    });
    const out: string[] = [];
    const err: string[] = [];
    const file = path.join(dir, 'cli.zip');
    const code = await runAdminCli(['statements', month, '--out', file], {
      env: {
        NODE_ENV: 'test',
        DATA_DIR: t.config.dataDir,
        API_URL: apiUrl,
        JWT_SECRET: 'x'.repeat(40),
      },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out[0]).toMatch(/^Queued job [0-9a-f-]{36}: statements for \d{4}-\d{2}\.$/);
    expect(out).toContain(`Wrote ${file} (${readFileSync(file).byteLength} bytes).`);
    expect(out.some((l) => /^\d+ statements in statements-\d{4}-\d{2}\.zip\.$/.test(l))).toBe(true);
    expect(Object.keys(unzipSync(readFileSync(file))).length).toBeGreaterThanOrEqual(3);
    const refused: string[] = [];
    const bad = await runAdminCli(['statements', '2026-13'], {
      env: {
        NODE_ENV: 'test',
        DATA_DIR: t.config.dataDir,
        API_URL: apiUrl,
        JWT_SECRET: 'x'.repeat(40),
      },
      out: () => undefined,
      err: (l) => refused.push(l),
    });
    expect({ bad, refused }).toEqual({
      bad: 1,
      refused: ["'2026-13' is not a month: use YYYY-MM, e.g. 2026-11."],
    });
  }, 120_000);
});
