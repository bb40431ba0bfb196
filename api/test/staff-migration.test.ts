/**
 * Migration 0017_staff_roles (issue 26) on a database with every migration before it and today's
 * accounts: the shop's admin becomes an OWNER (and still reaches the console with every
 * permission), a trade customer gets no staff role.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS } from '@serena/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrationsFolder, openDb, type DbHandle } from '../src/db/client.js';
import { createAccountsDeps } from '../src/accounts/auth-deps.js';
import { hashPassword } from '../src/accounts/passwords.js';

/** A copy of api/drizzle holding only the migrations before `tag`. */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'serena-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

describe('migration 0017_staff_roles', () => {
  let handle: DbHandle | undefined;
  const old = foldersBefore('0017_staff_roles');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-api-'));
  afterAll(async () => {
    await handle?.close();
    rmSync(old, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes every existing admin an OWNER and leaves customers without a staff role', async () => {
    handle = await openDb({ kind: 'pglite' });
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: old });
    const hash = await hashPassword('Staff#Pass2026');
    const row = (id: number, email: string, role: string) =>
      `(${id}, 'User ${id}', '${email}', '${email}', '', '', '', '', '', '', '', '', '', '${hash}', '${role}', 'approved')`;
    await handle.db.execute(
      sql.raw(`insert into users (id, full_name, email, invoice_email, phone_number, country,
        office_address, office_city, office_eir_code, delivery_address, delivery_city,
        delivery_eir_code, company_name, password_hash, role, status)
        values ${row(1, 'boss@example.ie', 'admin')}, ${row(2, 'shop@example.ie', 'customer')}`),
    );
    await handle.migrate();
    const rows = await handle.db.execute(sql.raw('select id, staff_role from users order by id'));
    expect((rows as { rows: unknown[] }).rows).toEqual([
      { id: 1, staff_role: 'OWNER' },
      { id: 2, staff_role: null },
    ]);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const app = await buildApp({ config, db: handle, accounts: createAccountsDeps(config) });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { email: 'boss@example.ie', password: 'Staff#Pass2026' },
      });
      const token = login.json<{ token: string }>().token;
      const me = await app.inject({
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json()).toMatchObject({
        admin: { staffRole: 'OWNER', permissions: [...STAFF_PERMISSIONS] },
      });
    } finally {
      await app.close();
    }
  }, 120_000);
});
