/**
 * The trade company steps the issue 24 journeys share: the demo company admin (the seeded
 * customer) inviting a user from Company users, the invitee accepting from the e-mailed link, and
 * room on the demo company's credit (other journeys spend it).
 */
import type { Page } from 'playwright-core';
import { runAdminCli, type StackTarget } from './admin.js';
import { linkIn, waitForMail } from './mail.js';
import { field, signOut, waitForText } from './session.js';

/** The demo company's admin: the seeded trade customer. */
export const DEMO_COMPANY_ADMIN = {
  email: 'demo@serenatrade.ie',
  password: 'Serena#2026',
} as const;

/**
 * Raises the demo company's credit limit to `euros` with the admin CLI, so a journey that buys as
 * the demo company does not depend on what other journeys spent.
 * @throws when the CLI refuses
 */
export async function roomOnDemoCredit(target: StackTarget, euros = 250_000): Promise<void> {
  const result = await runAdminCli(target, ['set-credit', DEMO_COMPANY_ADMIN.email, String(euros)]);
  if (result.code !== 0) throw new Error(`set-credit: ${result.stderr}`);
}

/** Invites `fullName` as `role` from the open Company users page and waits for the answer. */
export async function inviteCompanyUser(
  page: Page,
  fullName: string,
  email: string,
  role: string,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Invite a user' });
  await field(form, 'Full name').fill(fullName);
  await field(form, 'Email').fill(email);
  await form.getByRole('combobox').selectOption(role);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await waitForText(page, `Invitation sent to ${email}.`);
}

/**
 * Accepts the invitation e-mailed to `email` with `password` (accepting signs in as `name`),
 * then signs out.
 */
export async function acceptInvitation(
  page: Page,
  target: StackTarget,
  invitee: { email: string; password: string; name: string },
): Promise<void> {
  const mail = await waitForMail(target.dataDir, invitee.email, (m) =>
    m.text.includes('/accept-invitation?token='),
  );
  await page.goto(linkIn(mail.text, '/accept-invitation?token=')!);
  await field(page, 'New Password').fill(invitee.password);
  await field(page, 'Confirm Password').fill(invitee.password);
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await page.getByRole('button', { name: `Account menu of ${invitee.name}` }).waitFor();
  await signOut(page);
}

/**
 * Deletes the demo company's saved addresses for `recipient` through the api as the demo admin,
 * so journeys that type a one-off address at checkout as the demo customer find an empty book
 * (the picker would otherwise preselect the saved default).
 * @throws when signing in or a delete fails
 */
export async function removeDemoAddresses(target: StackTarget, recipient: string): Promise<void> {
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${target.apiUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const signedIn = await call('POST', '/api/auth/user/login', undefined, DEMO_COMPANY_ADMIN);
  const token = signedIn.token as string;
  const book = await call('GET', '/api/company/addresses', token);
  for (const address of book.addresses as { id: number; recipient_name: string }[]) {
    if (address.recipient_name !== recipient) continue;
    await call('DELETE', `/api/company/addresses/${address.id}`, token);
  }
}
