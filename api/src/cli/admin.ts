/**
 * Admin CLI (design "Admin CLI"): `npm run admin -- approve <email>`, `reject <email>`,
 * `set-credit <email> <euros>`, `create-admin <email>`, `payment <email> <euros>`,
 * `advance <trackingId>`, `reconcile` (issue 22, cli/reconcile.ts), `backup <file>` and
 * `restore <file>` (issue 27, cli/backup.ts).
 *
 * PGlite is single-process, so the CLI calls the running api's admin console endpoints over HTTP
 * (API_URL, default http://127.0.0.1:$API_PORT; issue 9: /api/admin/accounts..., /api/admin/orders...)
 * with the admin credential (ADMIN_TOKEN, or the DATA_DIR/admin-token file the api generates
 * outside production); each write is in the audit log with the actor 'admin token'. Only when no
 * api answers (connection refused) does it open the database itself, with the same configuration,
 * and run the same audited service functions (actor 'admin CLI (database)').
 */
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config.js';
import type { DbHandle } from '../db/client.js';
import { prepareDatabase } from '../db/migrations.js';
import { apiBaseUrl, isConnectionRefused, openConfiguredDb, type CliIo } from './api-client.js';
import { BACKUP_USAGE, parseBackupArgs, runBackupCommand } from './backup.js';
import { CATALOG_USAGE, parseCatalogArgs, runCatalogCommand } from './catalog.js';
import { RECONCILE_USAGE, runReconcileCommand } from './reconcile.js';
import { parseStatementsArgs, runStatementsCommand, STATEMENTS_USAGE } from './statements.js';
import { readAdminTokenFile } from '../admin/admin-token.js';
import { changeAccountStatus, changeCreditLimit, createAdminAccount } from '../admin/accounts.js';
import { recordAccountPayment } from '../admin/account-books.js';
import type { AdminActor } from '../admin/audit.js';
import { AdminError } from '../admin/errors.js';
import { advanceOrder } from '../admin/order-advance.js';
import {
  CliFailure,
  NoApi,
  allocationLines,
  runOnConsole,
  type AdminCommand,
  type ApiCall,
} from './admin-console.js';

export type { AdminCommand } from './admin-console.js';
import { creditPosition } from '../books/ledger.js';
import { normalizeTrackingId } from '../orders/tracking-id.js';
import { ADMIN_ORDER_MESSAGES } from '../admin/order-advance.js';
import { PASSWORD_RULE_MESSAGE, isStrongPassword } from '../accounts/passwords.js';
import { ADMIN_MESSAGES, MESSAGES, findUserByEmail, parseEuroAmount } from '../accounts/service.js';

export { apiBaseUrl, isConnectionRefused, openConfiguredDb, type CliIo };

/** The usage text printed for bad arguments. */
export const USAGE = `Usage: npm run admin -- <command>

Commands:
  approve <email>              approve a trade account application
  reject <email>               reject a trade account application
  set-credit <email> <euros> [--confirm]
                               set the credit limit in euros, e.g. 5000 or 5000.00; below what
                               the customer owes only with --confirm
  payment <email> <euros>      record a payment in euros, allocated to the oldest invoices due
                               first; prints the allocations
  advance <trackingId>         move an order to its next delivery status
  create-admin <email>         create an admin account; the password comes from ADMIN_PASSWORD
                               or a hidden prompt, the name from ADMIN_FULL_NAME
${CATALOG_USAGE}
${STATEMENTS_USAGE}
${RECONCILE_USAGE}
${BACKUP_USAGE}

Settings: API_URL (default http://127.0.0.1:$API_PORT), ADMIN_TOKEN (default DATA_DIR/admin-token).`;

/** Returns the parsed command, or an error line (usage problems) for bad arguments. */
export function parseArgs(argv: readonly string[]): AdminCommand | { error: string } {
  const [name, email, extra, ...rest] = argv;
  const isEmail = (s: string | undefined): s is string =>
    !!s && /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(s);
  if (name === 'approve' || name === 'reject' || name === 'create-admin') {
    if (!isEmail(email) || extra !== undefined) {
      return { error: email && !isEmail(email) ? MESSAGES.invalidEmail : USAGE };
    }
    return { name, email };
  }
  if (name === 'advance') {
    if (!email || extra !== undefined) return { error: USAGE };
    const trackingId = normalizeTrackingId(email);
    return trackingId ? { name, trackingId } : { error: `Not a tracking ID: ${email}` };
  }
  if (name === 'payment') {
    if (!isEmail(email) || extra === undefined || rest.length > 0) {
      return { error: email && !isEmail(email) ? MESSAGES.invalidEmail : USAGE };
    }
    const cents = parseEuroAmount(extra);
    if (cents === null || cents <= 0) return { error: ADMIN_ORDER_MESSAGES.invalidAmount };
    return { name, email, cents };
  }
  if (name === 'set-credit') {
    const confirm = rest.length === 1 && rest[0] === '--confirm';
    if (!isEmail(email) || extra === undefined || (rest.length > 0 && !confirm)) {
      return { error: email && !isEmail(email) ? MESSAGES.invalidEmail : USAGE };
    }
    const cents = parseEuroAmount(extra);
    if (cents === null) return { error: MESSAGES.invalidCredit };
    return { name, email, cents, confirm };
  }
  return { error: USAGE };
}

/** The outcome of one command: the line to print and whether it succeeded. */
interface Outcome {
  ok: boolean;
  message: string;
}

/** The message lines of an api error body (`errors[].message`, else `message`). */
function errorLines(body: unknown, status: number): string {
  const b = (body ?? {}) as { message?: unknown; errors?: { message?: unknown }[] };
  const lines = (b.errors ?? []).map((e) => String(e.message));
  if (lines.length > 0) return lines.join('\n');
  if (typeof b.message === 'string') return b.message;
  return `The api answered ${status}`;
}

/** Runs the command through the running api; returns undefined when no api answers. */
async function viaApi(
  command: AdminCommand,
  io: CliIo,
  config: Config | undefined,
  password: string | undefined,
  fullName: string,
): Promise<Outcome | undefined> {
  const token =
    io.env.ADMIN_TOKEN?.trim() || (config ? readAdminTokenFile(config.dataDir) : undefined);
  const baseUrl = apiBaseUrl(io.env);
  const call: ApiCall = async (method, path, body) => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { 'x-admin-token': token } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      if (isConnectionRefused(err)) throw new NoApi(baseUrl);
      throw new CliFailure(`Cannot reach the api at ${baseUrl}: ${String(err)}`);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return (answer ?? {}) as Record<string, unknown>;
    if (response.status === 401) {
      throw new CliFailure(
        'The api refused the admin credential: set ADMIN_TOKEN (or use the DATA_DIR of the running api).',
      );
    }
    throw new CliFailure(errorLines(answer, response.status));
  };
  try {
    return { ok: true, message: await runOnConsole(command, call, password, fullName) };
  } catch (error) {
    if (error instanceof NoApi) return undefined;
    if (error instanceof CliFailure) return { ok: false, message: error.message };
    throw error;
  }
}

/** The audit log's actor of a CLI command run on the database itself (no api answered). */
export const CLI_DATABASE_ACTOR: AdminActor = { userId: null, label: 'admin CLI (database)' };

/**
 * Runs the command on the database directly (no api running) with the same audited services the
 * console endpoints use, so the write is in the audit log too.
 */
async function viaDatabase(
  command: AdminCommand,
  handle: DbHandle,
  password: string | undefined,
  fullName: string,
): Promise<Outcome> {
  const { db } = handle;
  const actor = CLI_DATABASE_ACTOR;
  if (command.name === 'create-admin') {
    const input = { email: command.email, password, full_name: fullName };
    const created = await createAdminAccount(db, actor, input);
    return created.ok
      ? { ok: true, message: ADMIN_MESSAGES.adminCreated(created.value.email) }
      : { ok: false, message: created.errors.map((e) => e.message).join('\n') };
  }
  try {
    if (command.name === 'advance') {
      const { row } = await advanceOrder(db, actor, command.trackingId);
      return {
        ok: true,
        message: ADMIN_ORDER_MESSAGES.advanced(row.trackingId, row.deliveryStatus),
      };
    }
    const user = await findUserByEmail(db, command.email);
    if (!user) return { ok: false, message: ADMIN_MESSAGES.noEmail(command.email) };
    if (command.name === 'payment') {
      const { payment } = await recordAccountPayment(db, actor, user.id, command.cents, null);
      const position = await creditPosition(db, user.id);
      const available = position?.availableCents ?? 0;
      const line = ADMIN_ORDER_MESSAGES.payment(user.email, command.cents, available);
      return { ok: true, message: [line, ...allocationLines(payment)].join('\n') };
    }
    if (command.name === 'set-credit') {
      await changeCreditLimit(db, actor, user.id, command.cents, command.confirm);
      return {
        ok: true,
        message: ADMIN_MESSAGES.creditSet(user.email, command.cents),
      };
    }
    await changeAccountStatus(db, actor, user.id, command.name, new Date());
    const message = command.name === 'approve' ? ADMIN_MESSAGES.approved : ADMIN_MESSAGES.rejected;
    return { ok: true, message: message(user.email) };
  } catch (error) {
    if (error instanceof AdminError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Reads the create-admin password: ADMIN_PASSWORD, else a hidden prompt asked twice. */
async function readPassword(io: CliIo): Promise<string | { error: string }> {
  const fromEnv = io.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!io.promptHidden) {
    return { error: 'Set ADMIN_PASSWORD or run in a terminal to type the password.' };
  }
  const first = await io.promptHidden('Password: ');
  if (!isStrongPassword(first)) return first;
  const second = await io.promptHidden('Repeat password: ');
  return first === second ? first : { error: MESSAGES.passwordsDiffer };
}

/**
 * Runs a parsed sub-command (backup, catalog) with the configuration of `io.env`: 2 after printing
 * an argument error, 1 after printing a configuration error, else the command's exit code.
 */
async function runSubcommand<T extends object>(
  parsed: T | { error: string },
  io: CliIo,
  run: (command: T, io: CliIo, config: Config) => Promise<number>,
): Promise<number> {
  if ('error' in parsed && typeof parsed.error === 'string') {
    io.err(parsed.error);
    return 2;
  }
  try {
    return await run(parsed as T, io, loadConfig(io.env));
  } catch (err) {
    io.err((err as Error).message);
    return 1;
  }
}

/**
 * Runs the admin CLI with `argv` (the words after `npm run admin --`) and returns the exit code:
 * 0 done, 1 failed (e.g. 'No account with e-mail x@y.z'), 2 bad arguments (usage printed).
 */
export async function runAdminCli(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv[0] === 'reconcile') {
    if (argv.length > 1) {
      io.err('Usage: npm run admin -- reconcile');
      return 2;
    }
    try {
      return await runReconcileCommand(io, loadConfig(io.env));
    } catch (err) {
      io.err((err as Error).message);
      return 1;
    }
  }
  const backupCommand = parseBackupArgs(argv);
  if (backupCommand) return runSubcommand(backupCommand, io, runBackupCommand);
  const catalogCommand = parseCatalogArgs(argv);
  if (catalogCommand) return runSubcommand(catalogCommand, io, runCatalogCommand);
  const statementsCommand = parseStatementsArgs(argv);
  if (statementsCommand) return runSubcommand(statementsCommand, io, runStatementsCommand);
  const command = parseArgs(argv);
  if ('error' in command) {
    io.err(command.error);
    return command.error === USAGE ? 2 : 1;
  }
  let password: string | undefined;
  if (command.name === 'create-admin') {
    const read = await readPassword(io);
    if (typeof read !== 'string') {
      io.err(read.error);
      return 1;
    }
    if (!isStrongPassword(read)) {
      io.err(PASSWORD_RULE_MESSAGE);
      return 1;
    }
    password = read;
  }
  const fullName = io.env.ADMIN_FULL_NAME?.trim() || 'Administrator';
  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (err) {
    io.err((err as Error).message);
    return 1;
  }
  let outcome = await viaApi(command, io, config, password, fullName);
  if (!outcome) {
    let handle: DbHandle;
    try {
      handle = await openConfiguredDb(config);
    } catch (err) {
      io.err(
        `No api answers at ${apiBaseUrl(io.env)} and the database cannot be opened: ${String(err)}`,
      );
      return 1;
    }
    try {
      await prepareDatabase(handle);
      outcome = await viaDatabase(command, handle, password, fullName);
    } finally {
      await handle.close();
    }
  }
  (outcome.ok ? io.out : io.err)(outcome.message);
  return outcome.ok ? 0 : 1;
}

/** Reads a line from the terminal without echoing it (raw mode). */
function terminalPrompt(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    process.stdout.write(question);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return done();
        if (ch === '\u0003') return done(new Error('Cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    input.on('data', onData);
  });
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (invokedDirectly) {
  const code = await runAdminCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    promptHidden: process.stdin.isTTY ? terminalPrompt : undefined,
  });
  process.exitCode = code;
}
