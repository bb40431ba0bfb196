/**
 * `npm run admin -- reconcile` (issue 22): checks the books of every account (books/reconcile.ts)
 * and prints each discrepancy — account, check, document and the amounts — exiting 1 when there is
 * any, 0 when the books agree. Like the other commands it asks the running api
 * (GET /api/admin/books/reconciliation) and opens the database itself only when no api answers.
 */
import type { Config } from '../config.js';
import { prepareDatabase } from '../db/migrations.js';
import { reconcile, reconciliationReport, type Reconciliation } from '../books/reconcile.js';
import {
  adminTokenHeaders,
  apiBaseUrl,
  type CliIo,
  isConnectionRefused,
  openConfiguredDb,
} from './api-client.js';

/** The usage line of the command (part of the CLI usage). */
export const RECONCILE_USAGE = `  reconcile                    check the books of every account; exit 1 on any discrepancy`;

/** The api's answer, or undefined when no api answers (connection refused). */
async function viaApi(io: CliIo, config: Config): Promise<Reconciliation | undefined> {
  const base = apiBaseUrl(io.env);
  let response: Response;
  try {
    response = await fetch(`${base}/api/admin/books/reconciliation`, {
      headers: adminTokenHeaders(io, config),
      signal: AbortSignal.timeout(300_000),
    });
  } catch (err) {
    if (isConnectionRefused(err)) return undefined;
    throw new Error(`Cannot reach the api at ${base}: ${String(err)}`);
  }
  const body = (await response.json().catch(() => null)) as {
    accounts?: number;
    discrepancies?: Reconciliation['discrepancies'];
    message?: string;
  } | null;
  if (response.status === 401) {
    throw new Error(
      'The api refused the admin credential: set ADMIN_TOKEN (or use the DATA_DIR of the running api).',
    );
  }
  if (!response.ok || !body?.discrepancies) {
    throw new Error(body?.message ?? `The api answered ${response.status}`);
  }
  return { accountsChecked: body.accounts ?? 0, discrepancies: body.discrepancies };
}

/** Reconciles on the database directly (no api running). */
async function viaDatabase(config: Config): Promise<Reconciliation> {
  const handle = await openConfiguredDb(config);
  try {
    await prepareDatabase(handle);
    return await reconcile(handle.db);
  } finally {
    await handle.close();
  }
}

/** Runs `reconcile`; returns the exit code: 0 the books agree, 1 discrepancies (or no answer). */
export async function runReconcileCommand(io: CliIo, config: Config): Promise<number> {
  let result: Reconciliation;
  try {
    result = (await viaApi(io, config)) ?? (await viaDatabase(config));
  } catch (err) {
    io.err((err as Error).message);
    return 1;
  }
  const lines = reconciliationReport(result);
  const ok = result.discrepancies.length === 0;
  for (const line of lines) (ok ? io.out : io.err)(line);
  return ok ? 0 : 1;
}
