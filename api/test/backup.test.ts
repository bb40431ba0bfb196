/**
 * Issue 27 "Backups": `npm run admin -- backup FILE` / `restore FILE` on the embedded PGlite
 * database (taken by the running api) and on PostgreSQL (pg_dump / pg_restore, skipped with a
 * printed reason when no PostgreSQL answers). Each: an order is placed and pictures stored (a
 * catalog picture and, with FILE_STORAGE=database, an uploaded file), the backup taken while the
 * api runs, the data altered (another order, the pictures deleted), the backup restored, and the
 * orders, purchase orders, invoices, invoice lines, credit ledger and pictures come back identical;
 * the api starts on the restored database and serves the same picture bytes.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { runAdminCli, type CliIo } from '../src/cli/admin.js';
import { loadConfig } from '../src/config.js';
import { openDb, type Db, type DbHandle } from '../src/db/client.js';
import {
  catalogImages,
  creditLedger,
  invoiceLines,
  invoices,
  orders,
  purchaseOrders,
  storedFiles,
} from '../src/db/schema/index.js';
import { DatabaseFileStorage } from '../src/files/file-storage.js';
import { seedDemo } from '../src/db/seed/index.js';
import { backupKindOf } from '../src/admin/backup.js';
import { adminBearer } from './admin-helpers.js';
import { cashelVelvet, customer, placeCheckout } from './orders-helpers.js';
import { createDatabase, dropDatabase, postgresAnswers } from './pg-server.js';

const postgres = await postgresAnswers('the PostgreSQL backup/restore tests');

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A new temporary folder, removed after the file. */
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A loopback URL where nothing listens (a port the system gave and took back). */
async function deadApiUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Runs the admin CLI with `env`; returns the exit code and what it printed. */
async function admin(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const io: CliIo = {
    env: { NODE_ENV: 'test', ...env },
    out: (line) => out.push(line),
    err: (line) => out.push(line),
  };
  const code = await runAdminCli(argv, io);
  return { code, text: out.join('\n') };
}

/** Every row of the books' tables, by id: what a restore must bring back unchanged. */
async function books(db: Db) {
  return {
    purchaseOrders: await db.select().from(purchaseOrders).orderBy(purchaseOrders.id),
    orders: await db.select().from(orders).orderBy(orders.id),
    invoices: await db.select().from(invoices).orderBy(invoices.id),
    invoiceLines: await db.select().from(invoiceLines).orderBy(invoiceLines.id),
    creditLedger: await db.select().from(creditLedger).orderBy(creditLedger.id),
    catalogImages: await db.select().from(catalogImages).orderBy(catalogImages.key),
    files: await db.select().from(storedFiles).orderBy(storedFiles.area, storedFiles.id),
  };
}

/** A 1×1 PNG (the smallest valid picture) with one varying byte of text, so each call differs. */
function png(label: string): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([base, Buffer.from(label)]);
}

/** The pictures of a test: one catalog picture and one uploaded file kept in the database. */
interface Pictures {
  key: string;
  picture: Buffer;
  fileId: string;
  file: Buffer;
}

/** Stores a catalog picture and (FILE_STORAGE=database) an uploaded special-quote file. */
async function storePictures(db: Db, label: string): Promise<Pictures> {
  const picture = png(label);
  const key = createHash('sha256').update(picture).digest('hex');
  await db.insert(catalogImages).values({ key, contentType: 'image/png', data: picture });
  const file = Buffer.from(`%PDF-1.4 drawing ${label}\n%%EOF\n`);
  const saved = await new DatabaseFileStorage(db).save('special-quotes', Readable.from([file]));
  return { key, picture, fileId: saved.id, file };
}

/** Deletes every stored picture and file: what the restore has to bring back. */
async function destroyPictures(db: Db): Promise<void> {
  await db.delete(catalogImages);
  await db.delete(storedFiles);
}

/** Starts the api on `handle` with `env`, listening on a loopback port; returns it and its URL. */
async function startApi(handle: DbHandle, env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, db: handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url, config };
}

/** Places one checkout of the demo bed for a new customer; returns the customer's bearer token. */
async function placeOrder(app: FastifyInstance, db: Db, secret: Uint8Array, key: string) {
  const buyer = await customer(db, secret, 500_000);
  const bed = await cashelVelvet(db);
  const item = { ...bed, sizeId: 14, storageType: 'Cloud Storage', quantity: 1, price: '1296.42' };
  const placed = await placeCheckout(app, buyer.token, key, [{ ...item, referenceNumber: key }]);
  expect(placed.statusCode).toBe(201);
  return buyer.token;
}

/**
 * The api on the restored database answers and serves the buyer's purchase order and invoice, the
 * catalog picture and the stored file, byte for byte.
 */
async function expectApiServes(
  handle: DbHandle,
  env: Record<string, string>,
  token: string,
  pictures: Pictures,
) {
  const { app } = await startApi(handle, env);
  try {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const picture = await app.inject({ url: `/images/catalog/${pictures.key}.png` });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(pictures.picture)).toBe(true);
    const file = await new DatabaseFileStorage(handle.db).read('special-quotes', pictures.fileId);
    expect(file?.equals(pictures.file)).toBe(true);
    const list = await app.inject({
      url: '/api/order/purchase-orders',
      headers: { authorization: `Bearer ${token}` },
    });
    const [po] = list.json<{ purchase_orders: { number: string }[] }>().purchase_orders;
    expect(po).toBeDefined();
    const invoice = await app.inject({
      url: `/api/order/purchase-orders/${po!.number}/invoice`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toContain('application/pdf');
  } finally {
    await app.close();
  }
}

describe('backup and restore of the embedded PGlite database', () => {
  it('backs up while the api runs, restores over altered data, and the books come back', async () => {
    const dataDir = tempDir('serena-backup-pglite-');
    const dir = path.join(dataDir, 'pglite');
    const file = path.join(tempDir('serena-backup-file-'), 'shop.tar.gz');
    const env = { DATA_DIR: dataDir, FILE_STORAGE: 'database' };

    let handle = await openDb({ kind: 'pglite', dir });
    await handle.migrate();
    await seedDemo(handle.db);
    const running = await startApi(handle, env);
    const token = await placeOrder(running.app, handle.db, running.config.jwtSecret, 'bk-1');
    const pictures = await storePictures(handle.db, 'pglite');
    const before = await books(handle.db);
    expect(before.invoices).toHaveLength(1);
    expect(before.files).toHaveLength(1);

    // A signed-in admin's session may not take the database away: only the CLI's credential.
    const staff = await adminBearer({ db: handle, config: running.config });
    const session = await running.app.inject({
      url: '/api/admin/backup',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(session.statusCode).toBe(403);
    expect(session.json<{ message: string }>().message).toContain('admin token');

    const taken = await admin(['backup', file], { ...env, API_URL: running.url });
    expect(taken.text).toContain('taken by the running api');
    expect(taken.code).toBe(0);
    expect(await backupKindOf(file)).toBe('pglite');

    // Altered after the backup: a second order, the pictures gone; and no restore while the api runs.
    await placeOrder(running.app, handle.db, running.config.jwtSecret, 'bk-2');
    await destroyPictures(handle.db);
    expect((await books(handle.db)).invoices).toHaveLength(2);
    const refused = await admin(['restore', file], { ...env, API_URL: running.url });
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.text).toContain('stop the api');
    await running.app.close();
    await handle.close();

    const apiUrl = await deadApiUrl();
    const restored = await admin(['restore', file], { ...env, API_URL: apiUrl });
    expect(restored.text).toContain('The data it replaced is kept in');
    expect(restored.code).toBe(0);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(
      true,
    );

    handle = await openDb({ kind: 'pglite', dir });
    try {
      expect(await books(handle.db)).toEqual(before);
      await expectApiServes(handle, env, token, pictures);
    } finally {
      await handle.close();
    }

    // With no api running the CLI opens the data directory itself.
    const offline = path.join(path.dirname(file), 'offline.tar.gz');
    const direct = await admin(['backup', offline], { ...env, API_URL: apiUrl });
    expect(direct.code).toBe(0);
    expect(existsSync(offline)).toBe(true);
  }, 120_000);

  it('refuses a file that is no backup, with one line', async () => {
    const dataDir = tempDir('serena-backup-bad-');
    const bogus = path.join(dataDir, 'not-a-backup.txt');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(bogus, 'hello');
    const result = await admin(['restore', bogus], {
      DATA_DIR: dataDir,
      API_URL: await deadApiUrl(),
    });
    expect(result).toEqual({
      code: 1,
      text: `${bogus} is not a backup of this shop (neither PGlite nor pg_dump).`,
    });
    expect((await admin(['backup'], { DATA_DIR: dataDir })).code).toBe(2);
  });
});

describe.skipIf(!postgres)('backup and restore of a PostgreSQL database', () => {
  const databases: string[] = [];
  afterAll(async () => {
    for (const name of databases) await dropDatabase(name);
  });

  it('pg_dump while the api runs, pg_restore into a fresh and an altered database', async () => {
    const source = await createDatabase('serena_backup_src_');
    databases.push(source.name);
    const dataDir = tempDir('serena-backup-pg-');
    const file = path.join(dataDir, 'shop.dump');
    const sourceEnv = { DATA_DIR: dataDir, DATABASE_URL: source.url, FILE_STORAGE: 'database' };

    const handle = await openDb({ kind: 'postgres', url: source.url }, { onPoolError: () => {} });
    await handle.migrate();
    await seedDemo(handle.db);
    const running = await startApi(handle, sourceEnv);
    const token = await placeOrder(running.app, handle.db, running.config.jwtSecret, 'bk-1');
    const pictures = await storePictures(handle.db, 'postgres');
    const before = await books(handle.db);

    const taken = await admin(['backup', file], sourceEnv);
    expect(taken.text).toContain('pg_dump');
    expect(taken.code).toBe(0);
    expect(await backupKindOf(file)).toBe('postgres');
    await placeOrder(running.app, handle.db, running.config.jwtSecret, 'bk-2');
    await destroyPictures(handle.db);
    await running.app.close();
    await handle.close();

    const apiUrl = await deadApiUrl();
    const fresh = await createDatabase('serena_backup_dst_');
    databases.push(fresh.name);
    for (const url of [fresh.url, source.url]) {
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        API_URL: apiUrl,
        FILE_STORAGE: 'database',
      };
      const restored = await admin(['restore', file], env);
      expect(restored.text).toContain('Restored');
      expect(restored.code).toBe(0);
      const check = await openDb({ kind: 'postgres', url }, { onPoolError: () => {} });
      try {
        expect(await books(check.db)).toEqual(before);
        await expectApiServes(check, env, token, pictures);
      } finally {
        await check.close();
      }
    }
  }, 120_000);
});
