/**
 * importCatalog (issue 10): streams the uploaded ZIP to the api's all-or-nothing import and
 * shapes the report, or the problems (file, line, column, reason) of a refused file.
 */
import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../../context.js';
import type { CatalogImportReportDto } from '../../../upstream/admin-catalog.js';
import { refusalOf, type AdminUserError } from '../payload.js';

/** A problem of a refused import. */
export interface ImportProblem {
  file: string;
  line: number | null;
  column: string | null;
  message: string;
}

/** The AdminCatalogImportPayload as the resolver builds it. */
export interface ImportPayload {
  report: CatalogImportReportDto | null;
  problems: ImportProblem[];
  userErrors: AdminUserError[];
}

function problemsOf(error: unknown): ImportProblem[] {
  if (!(error instanceof GraphQLError) || !Array.isArray(error.extensions.problems)) return [];
  return (error.extensions.problems as Partial<ImportProblem>[]).map((p) => ({
    file: String(p.file ?? 'ZIP'),
    line: typeof p.line === 'number' ? p.line : null,
    column: typeof p.column === 'string' ? p.column : null,
    message: String(p.message ?? ''),
  }));
}

/**
 * Imports (or, with `dryRun`, checks) a catalog ZIP (`file` null: a userError). A refusal answers `problems` and a
 * userError; nothing is written then. @throws what is not a refusal (api down, 5xx).
 */
export async function importCatalog(
  context: GraphQLContext,
  token: string,
  file: Promise<FileUpload> | null | undefined,
  dryRun: boolean,
): Promise<ImportPayload> {
  if (!file) {
    return {
      report: null,
      problems: [],
      userErrors: [
        { field: 'file', message: 'Choose the catalog ZIP to import.', code: 'INVALID' },
      ],
    };
  }
  const upload = await file;
  const stream: Readable = upload.createReadStream();
  try {
    const report = await context.upstream.admin.catalog.importCatalog(stream, dryRun, token);
    return { report, problems: [], userErrors: [] };
  } catch (error) {
    if ((stream as Readable & { truncated?: boolean }).truncated) {
      stream.resume();
      return {
        report: null,
        problems: [],
        userErrors: [
          {
            field: 'file',
            message:
              'The ZIP is larger than 10 MB; import it with the CLI (npm run admin -- catalog-import FILE).',
            code: 'FILE_TOO_LARGE',
          },
        ],
      };
    }
    const userErrors = refusalOf(error, {});
    if (!userErrors) throw error;
    return { report: null, problems: problemsOf(error), userErrors };
  }
}
