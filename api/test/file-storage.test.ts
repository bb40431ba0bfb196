/**
 * Uploaded files behind one interface (issue 11): the local folder and the database `files` table
 * store, read and remove the same way, a failed upload leaves nothing behind, and with
 * FILE_STORAGE=database a file uploaded to one api instance is served by another instance that
 * has its own DATA_DIR (with the local folder it is not).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  DatabaseFileStorage,
  LocalFileStorage,
  type FileStorage,
} from '../src/files/file-storage.js';
import { openTestDb, type TestDb } from './harness.js';
import { customer, multipartFile, PDF_BYTES } from './orders-helpers.js';

const temp: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serena-files-'));
  temp.push(dir);
  return dir;
};

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
}, 30_000);
afterAll(async () => {
  await testDb.close();
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

/** A stream that sends some bytes, then fails (as a multipart stream over its size limit). */
function failingStream(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.from('partial'));
      this.destroy(new Error('size limit reached'));
    },
  });
}

describe.each([
  ['local', () => new LocalFileStorage(path.join(tempDir(), 'uploads'))],
  ['database', () => new DatabaseFileStorage(testDb.handle.db)],
] as const)('%s file storage', (_kind, make: () => FileStorage) => {
  it('stores, reads back and removes a file under a random id', async () => {
    const storage = make();
    const saved = await storage.save('contact', Readable.from([Buffer.from('hello '), 'world']));
    expect(saved).toMatchObject({ area: 'contact', size: 11 });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await storage.read('contact', saved.id))?.toString()).toBe('hello world');
    expect(await storage.read('special-quotes', saved.id)).toBeUndefined();
    await storage.remove(saved);
    expect(await storage.read('contact', saved.id)).toBeUndefined();
    await storage.remove(saved); // a missing file is not an error
  });

  it('keeps nothing when the upload stream fails', async () => {
    const storage = make();
    await expect(storage.save('contact', failingStream())).rejects.toThrow('size limit reached');
    if (storage instanceof LocalFileStorage) {
      expect(readdirSync(path.join(storage.root, 'contact'))).toEqual([]);
    }
  });

  it('refuses an area or id that is not a plain name', async () => {
    const storage = make();
    await expect(storage.save('../etc', Readable.from(['x']))).rejects.toThrow('invalid area');
  });
});

describe('a special-instructions file uploaded to one instance', () => {
  const apps: FastifyInstance[] = [];
  const twoInstances = async (fileStorage: 'local' | 'database') => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 's'.repeat(40), FILE_STORAGE: fileStorage };
    // One after the other: each starts the job queue on the shared database (issue 27), and two
    // pg-boss start-ups at once on one PGlite connection would interleave their transactions.
    const build = (dir: string) =>
      buildApp({ config: loadConfig({ ...env, DATA_DIR: dir }), db: testDb.handle, redis: null });
    const a = await build(tempDir());
    const b = await build(tempDir());
    apps.push(a, b);
    return [a, b] as const;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('is served by the other instance with FILE_STORAGE=database, to its owner only', async () => {
    const [a, b] = await twoInstances('database');
    const secret = new TextEncoder().encode('s'.repeat(40));
    const owner = await customer(testDb.handle.db, secret, 100_000);
    const other = await customer(testDb.handle.db, secret, 100_000);
    const body = multipartFile('plan é.pdf', PDF_BYTES);
    const uploaded = await a.inject({
      method: 'POST',
      url: '/api/order/special-quote-files',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json<{ file: { id: string } }>().file.id;
    const url = `/api/order/special-quote-files/${id}`;
    const served = await b.inject({ url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''plan%20%C3%A9.pdf");
    const foreign = await b.inject({ url, headers: { authorization: `Bearer ${other.token}` } });
    expect(foreign.statusCode).toBe(404);
    expect((await b.inject({ url })).statusCode).toBe(401);
  });

  it('is missing on the other instance with the local folder (each has its own DATA_DIR)', async () => {
    const [a, b] = await twoInstances('local');
    const secret = new TextEncoder().encode('s'.repeat(40));
    const owner = await customer(testDb.handle.db, secret, 100_000);
    const body = multipartFile('plan.pdf', PDF_BYTES);
    const auth = { authorization: `Bearer ${owner.token}` };
    const uploaded = await a.inject({
      method: 'POST',
      url: '/api/order/special-quote-files',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    const url = `/api/order/special-quote-files/${uploaded.json<{ file: { id: string } }>().file.id}`;
    expect((await a.inject({ url, headers: auth })).statusCode).toBe(200);
    expect((await b.inject({ url, headers: auth })).statusCode).toBe(404);
  });
});
