/**
 * Helpers of the company tests (issue 24): JSON calls with any method, the invitation link read
 * from the newest .eml in the DATA_DIR outbox, and a company user invited and signed in.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './harness.js';

/** A JSON answer: status and body. */
export interface Json {
  status: number;
  body: Record<string, unknown> & { message?: string; errors?: { field: string }[] };
}

/** Sends `method url` with an optional bearer and JSON body; returns status and parsed body. */
export async function send(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
): Promise<Json> {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Decodes quoted-printable soft breaks and escapes so a link reads as sent. */
function decodeQp(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest outbox e-mail to `to` as decoded text. @throws when there is none */
export function lastMailTo(t: TestApp, to: string): string {
  const dir = path.join(t.dataDir, 'mail');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  const mails = files.map((f) => decodeQp(readFileSync(f, 'utf8'))).filter((m) => m.includes(to));
  const last = mails.at(-1);
  if (!last) throw new Error(`no e-mail to ${to} in the outbox`);
  return last;
}

/** The invitation token of the newest invitation e-mail to `to`. @throws when there is none */
export function invitationToken(t: TestApp, to: string): string {
  const match = /\/accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(lastMailTo(t, to));
  if (!match) throw new Error(`no invitation link in the e-mail to ${to}`);
  return match[1]!;
}

/** The password invited users choose in these tests (the sign-up rule). */
export const MEMBER_PASSWORD = 'Member#Pass2026';

/** A company user invited by `adminToken` with `role`, accepted and signed in. */
export async function member(
  t: TestApp,
  adminToken: string,
  role: string,
  fullName = `Member ${role}`,
): Promise<{ id: number; email: string; token: string }> {
  const email = `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@example.ie`;
  const invited = await send(t, 'POST', '/api/company/users', adminToken, {
    email,
    full_name: fullName,
    role,
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const accepted = await send(t, 'POST', '/api/auth/user/accept-invitation', undefined, {
    token: invitationToken(t, email),
    password: MEMBER_PASSWORD,
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  const id = (invited.body.user as { id: number }).id;
  return { id, email, token: accepted.body.token as string };
}
