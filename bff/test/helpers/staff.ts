/**
 * Staff members of a role over a real stack (issue 26): the owner invites them at the api, the
 * invitation link is read from the api's mail outbox (DATA_DIR/mail), and they accept it, which
 * signs them in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Stack } from './real-stack.js';

let invited = 0;

/** The token of the newest invitation mail sent to `email`. @throws when there is none. */
export function invitationToken(stack: Stack, email: string): string {
  const dir = path.join(stack.dataDir, 'mail');
  const mails = readdirSync(dir)
    .sort()
    .map((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((m) => m.includes(`To: ${email}`));
  const found = /accept-invitation\?token=([\w%-]+)/.exec(mails.at(-1) ?? '');
  if (!found) throw new Error(`no invitation mail to ${email}`);
  return decodeURIComponent(found[1]!);
}

/**
 * Invites a staff member holding `role` with the owner's bearer `ownerToken`, accepts the
 * invitation and returns their bearer token. @throws when a step does not answer as it should.
 */
export async function staffToken(stack: Stack, ownerToken: string, role: string): Promise<string> {
  invited += 1;
  const email = `staff-${role.toLowerCase()}-${invited}-${Date.now()}@serenatrade.ie`;
  const invite = await fetch(`${stack.apiUrl}/api/admin/staff/invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
    body: JSON.stringify({ email, full_name: `Staff ${role}`, role }),
  });
  if (invite.status !== 201) throw new Error(`invite failed: ${invite.status}`);
  const accept = await fetch(`${stack.apiUrl}/api/auth/user/accept-invitation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: invitationToken(stack, email), password: 'Staff#Serena2026' }),
  });
  const body = (await accept.json()) as { token?: string };
  if (accept.status !== 200 || !body.token) throw new Error(`accept failed: ${accept.status}`);
  return body.token;
}
