import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './stack.js';

/** Where the journeys' stack answers: the api's URL and its DATA_DIR (from `inject`). */
export interface StackTarget {
  /** The api's origin, e.g. http://127.0.0.1:43124 */
  apiUrl: string;
  /** The stack's data folder (admin-token, mail outbox). */
  dataDir: string;
}

/** What one admin CLI run printed and how it ended. */
export interface CliResult {
  /** The process exit code (0 done, 1 failed, 2 bad arguments). */
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the admin CLI as an operator would (`npm run admin -- <args>` at the repo root) against the
 * stack: API_URL and DATA_DIR point at the running api, so the CLI authenticates with the api's
 * generated DATA_DIR/admin-token (design "Admin CLI"); `options.env` overrides settings (e.g. a
 * production stack's ADMIN_TOKEN). Resolves even when the CLI fails; never
 * rejects except when npm cannot be started.
 */
export function runAdminCli(
  target: StackTarget,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    API_URL: target.apiUrl,
    DATA_DIR: target.dataDir,
  };
  delete env.ADMIN_TOKEN;
  delete env.DATABASE_URL;
  Object.assign(env, options.env);
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '--', ...args],
      { cwd: repoRoot, env, timeout: options.timeoutMs ?? 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : undefined) : 0;
        if (code === undefined) return reject(error ?? new Error('admin CLI did not finish'));
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Returns the admin credential the api generated into DATA_DIR/admin-token. */
export function adminToken(dataDir: string): string {
  return readFileSync(join(dataDir, 'admin-token'), 'utf8').trim();
}

/**
 * GETs an admin endpoint of the api (e.g. '/api/admin/contact-messages') with the X-Admin-Token
 * credential and returns the parsed JSON body. @throws when the api does not answer 200.
 */
export async function adminGet<T>(target: StackTarget, path: string): Promise<T> {
  const res = await fetch(`${target.apiUrl}${path}`, {
    headers: { 'x-admin-token': adminToken(target.dataDir) },
    signal: AbortSignal.timeout(10_000),
  });
  const body: unknown = await res.json();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body as T;
}

/** A complete spec §5 sign-up form in the api's REST shape (spec §7 register). */
export function registrationForm(email: string, password: string): Record<string, unknown> {
  return {
    full_name: 'Niamh Doyle',
    email,
    invoice_email: email,
    phone_number: '+353871234567',
    country: 'Ireland',
    office_address: '4 Mill Lane',
    office_city: 'Navan',
    office_eir_code: 'C15 AB12',
    delivery_address: '4 Mill Lane',
    delivery_city: 'Navan',
    delivery_eir_code: 'C15 AB12',
    company_name: 'Doyle Interiors',
    password,
    confirm_password: password,
    subscribe: false,
  };
}

/**
 * Registers a trade account through the api's REST register call and approves it with the admin
 * CLI, for journeys whose story starts with an existing account; `extra` adds or overrides form
 * fields (e.g. `vat_number`). @throws when either step fails.
 */
export async function approvedAccount(
  target: StackTarget,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const res = await fetch(`${target.apiUrl}/api/auth/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...registrationForm(email, password), ...extra }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  const approved = await runAdminCli(target, ['approve', email]);
  if (approved.code !== 0) throw new Error(`approve ${email}: ${approved.stderr}`);
}
