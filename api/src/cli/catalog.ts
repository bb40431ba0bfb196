/**
 * Catalog commands of the admin CLI (issue 10): `catalog-export FILE` writes the whole catalog
 * ZIP, `catalog-import FILE [--dry-run]` imports one (all or nothing) or only reports what would
 * change. Like the other commands they call the running api (`/api/admin/catalog/*`) and open
 * the database themselves only when no api answers.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { prepareDatabase } from '../db/migrations.js';
import { ImageStore } from '../catalog/images/store.js';
import { exportCatalogZip } from '../catalog/io/export.js';
import { importCatalogZip, importSummary, type ImportReport } from '../catalog/io/import.js';
import { CatalogImportError, formatProblem, type ImportProblem } from '../catalog/io/model.js';
import {
  adminTokenHeaders,
  apiBaseUrl,
  type CliIo,
  isConnectionRefused,
  openConfiguredDb,
} from './api-client.js';

/** A parsed catalog command. */
export type CatalogCommand =
  | { name: 'catalog-export'; file: string }
  | { name: 'catalog-import'; file: string; dryRun: boolean };

/** Usage lines of the catalog commands (part of the CLI usage). */
export const CATALOG_USAGE = `  catalog-export <file.zip>    write the whole catalog (CSV files and pictures) to a ZIP
  catalog-import <file.zip> [--dry-run]
                               import a catalog ZIP, all or nothing (--dry-run: only report)`;

/** Parses `catalog-export FILE` / `catalog-import FILE [--dry-run]`; null when not one of them. */
export function parseCatalogArgs(
  argv: readonly string[],
): CatalogCommand | { error: string } | null {
  const [name, ...rest] = argv;
  if (name !== 'catalog-export' && name !== 'catalog-import') return null;
  const dryRun = rest.includes('--dry-run');
  const files = rest.filter((a) => a !== '--dry-run');
  if (files.length !== 1 || (name === 'catalog-export' && dryRun)) {
    return {
      error: `Usage: npm run admin -- ${name} <file.zip>${name === 'catalog-import' ? ' [--dry-run]' : ''}`,
    };
  }
  const file = path.resolve(files[0]!);
  return name === 'catalog-export' ? { name, file } : { name, file, dryRun };
}

/** The lines printed for an import report: the summary and the counts per entity. */
export function reportLines(report: ImportReport): string[] {
  const lines = [importSummary(report)];
  const verb = report.dryRun ? 'would be ' : '';
  for (const outcome of ['created', 'changed', 'removed'] as const) {
    const counts = Object.entries(report[outcome])
      .filter(([, n]) => n > 0)
      .map(([entity, n]) => `${entity} ${n}`);
    if (counts.length > 0) lines.push(`  ${verb}${outcome}: ${counts.join(', ')}`);
  }
  if (report.picturesAdded > 0) lines.push(`  pictures ${verb}added: ${report.picturesAdded}`);
  for (const c of report.changes) {
    lines.push(`  ${c.key} · ${c.field}: ${c.before ?? '(none)'} → ${c.after ?? '(none)'}`);
  }
  const unlisted = report.changesTotal - report.changes.length;
  if (unlisted > 0) lines.push(`  … and ${unlisted} more changed fields`);
  return lines;
}

type Outcome = { ok: boolean; lines: string[] };

/** Runs the command through the running api; undefined when no api answers. */
async function viaApi(
  command: CatalogCommand,
  io: CliIo,
  config: Config,
): Promise<Outcome | undefined> {
  const headers = adminTokenHeaders(io, config);
  const base = apiBaseUrl(io.env);
  let response: Response;
  try {
    if (command.name === 'catalog-export') {
      response = await fetch(`${base}/api/admin/catalog/export`, {
        headers,
        signal: AbortSignal.timeout(600_000),
      });
    } else {
      const body = await readFile(command.file);
      response = await fetch(
        `${base}/api/admin/catalog/import${command.dryRun ? '?dryRun=1' : ''}`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/zip' },
          body,
          signal: AbortSignal.timeout(600_000),
        },
      );
    }
  } catch (err) {
    if (isConnectionRefused(err)) return undefined;
    return { ok: false, lines: [`Cannot reach the api at ${base}: ${String(err)}`] };
  }
  if (response.status === 401) {
    return {
      ok: false,
      lines: [
        'The api refused the admin credential: set ADMIN_TOKEN (or use the DATA_DIR of the running api).',
      ],
    };
  }
  if (command.name === 'catalog-export' && response.ok) {
    const zip = Buffer.from(await response.arrayBuffer());
    await writeFile(command.file, zip);
    return {
      ok: true,
      lines: [`Exported the catalog to ${command.file} (${zip.byteLength} bytes).`],
    };
  }
  const body = (await response.json().catch(() => null)) as
    (ImportReport & { message?: string; problems?: ImportProblem[] }) | null;
  if (response.ok && body) return { ok: true, lines: reportLines(body) };
  const problems = body?.problems?.map(formatProblem) ?? [];
  return {
    ok: false,
    lines: [body?.message?.split('\n')[0] ?? `The api answered ${response.status}`, ...problems],
  };
}

/** Runs the command on the database directly (no api running). */
async function viaDatabase(command: CatalogCommand, config: Config): Promise<Outcome> {
  const handle = await openConfiguredDb(config);
  try {
    await prepareDatabase(handle);
    const store = new ImageStore(path.join(config.dataDir, 'images'));
    if (command.name === 'catalog-export') {
      const { zip, summary } = await exportCatalogZip(handle.db, store);
      await writeFile(command.file, zip);
      return {
        ok: true,
        lines: [
          `Exported the catalog to ${command.file} (${summary.products} products, ${summary.bytes} bytes).`,
        ],
      };
    }
    const zip = await readFile(command.file);
    try {
      return {
        ok: true,
        lines: reportLines(
          await importCatalogZip(handle.db, zip, { dryRun: command.dryRun, store }),
        ),
      };
    } catch (err) {
      if (!(err instanceof CatalogImportError)) throw err;
      return {
        ok: false,
        lines: [
          'The catalog was not imported (nothing was written):',
          ...err.problems.map(formatProblem),
        ],
      };
    }
  } finally {
    await handle.close();
  }
}

/**
 * Runs a catalog command; returns the exit code (0 done, 1 failed: api error, invalid file with
 * every problem printed, unreadable file).
 */
export async function runCatalogCommand(
  command: CatalogCommand,
  io: CliIo,
  config: Config,
): Promise<number> {
  let outcome: Outcome;
  try {
    outcome = (await viaApi(command, io, config)) ?? (await viaDatabase(command, config));
  } catch (err) {
    outcome = { ok: false, lines: [(err as Error).message] };
  }
  for (const line of outcome.lines) (outcome.ok ? io.out : io.err)(line);
  return outcome.ok ? 0 : 1;
}
