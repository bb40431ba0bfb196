/**
 * Helpers of the admin console tests (issue 9): an approved admin account with a live session,
 * and the mail outbox as parsed messages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { auditLog } from '../src/db/schema/audit.js';
import { users } from '../src/db/schema/accounts.js';
import type { StaffRole } from '@serena/domain';
import { outboxDir } from '../src/mail/mail.js';
import { createAdmin } from '../src/accounts/service.js';
import type { AuthTestApp } from './auth-app.js';
import { bearerFor } from './harness.js';

let admins = 0;

/** Creates an approved admin and returns its id, e-mail and a bearer token. */
export async function adminBearer(
  t: Pick<AuthTestApp, 'db' | 'config'>,
): Promise<{ id: number; email: string; token: string }> {
  admins += 1;
  const email = `staff${admins}-${Date.now()}@serenatrade.ie`;
  const created = await createAdmin(t.db.db, {
    email,
    password: 'Admin#Serena2026',
    full_name: 'Shop Admin',
  });
  if (!created.ok) throw new Error(`cannot create admin: ${JSON.stringify(created.errors)}`);
  const token = await bearerFor(t.db.db, created.value.id, 'admin', t.config.jwtSecret);
  return { id: created.value.id, email, token };
}

/** Every message in DATA_DIR/mail as raw text (headers and body), oldest first. */
export function outbox(dataDir: string): string[] {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** The newest audit rows about one entity (newest first). */
export async function auditOf(db: Db, entity: string, entityId: number | string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .orderBy(desc(auditLog.id));
  return rows.filter((r) => r.entity === entity);
}

/**
 * Creates a staff member with `role` (issue 26 staff roles) and returns its id, e-mail and a
 * bearer token; the role is set on the account as the owner's role change would set it.
 */
export async function staffBearer(
  t: Pick<AuthTestApp, 'db' | 'config'>,
  role: StaffRole,
): Promise<{ id: number; email: string; token: string }> {
  const staff = await adminBearer(t);
  await t.db.db.update(users).set({ staffRole: role }).where(eq(users.id, staff.id));
  return staff;
}
