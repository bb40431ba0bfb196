import { readFileSync } from 'node:fs';
import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';

/**
 * One GraphQL document per module (issue 29, JavaScript on every page).
 *
 * The client preset's babel optimizer (vite.config.ts) turns each `graphql(...)` call into an import
 * of its document from the generated `graphql.ts`. That file is one module, and a bundler places a
 * module whole in one chunk: every document any route uses (94 for the storefront, 140 KB minified)
 * sat in the chunk every page loads. Here each import of a document (`…Document`, `…FragmentDoc`)
 * from a generated `__generated__/graphql` file is an import of a module holding that document
 * alone ({@link DOCUMENT_PREFIX}), so a document travels with the route that uses it. The document
 * is the generated one, read from the file: one line `export const NAME = {…} as unknown as …;`
 * whose object is JSON. The build fails when a document is not found in that form.
 */
export function graphqlDocuments(): Plugin {
  // Each generated file is read once per build, not once per document.
  const sources = new Map<string, string>();
  return {
    name: 'serena:graphql-documents',
    apply: 'build',
    // After the babel optimizer (plugin-react) and the TypeScript transform: plain imports.
    enforce: 'post',
    buildStart() {
      sources.clear();
    },
    resolveId(source) {
      return source.startsWith(DOCUMENT_PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_PREFIX}`)) return null;
      const { file, name } = parseDocumentId(id.slice(1));
      let source = sources.get(file);
      if (source === undefined) sources.set(file, (source = readFileSync(file, 'utf8')));
      return `export const ${name} = ${documentJson(source, name, file)};\n`;
    },
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !code.includes('__generated__')) {
        return null;
      }
      const edited = await rewriteDocumentImports(code, async (specifier) => {
        const resolved = await this.resolve(specifier, id);
        return resolved && GENERATED_FILE.test(resolved.id) ? resolved.id : null;
      });
      return edited === null ? null : { code: edited, map: null };
    },
  };
}

/** The ids of the one-document modules: `gql-document:FILE#NAME` (FILE the generated graphql.ts). */
export const DOCUMENT_PREFIX = 'gql-document:';

/** A generated documents file (the client preset's `graphql.ts`). */
const GENERATED_FILE = /[\\/]__generated__[\\/]graphql\.ts$/;

/** An import specifier that can name a generated documents file (relative, or the `@/` alias). */
const GENERATED_SPECIFIER = /(?:^|\/)__generated__\/graphql(?:\.ts)?$/;

/** The name of a generated document: an operation's `…Document` or a fragment's `…FragmentDoc`. */
const DOCUMENT_NAME = /^[A-Za-z_$][\w$]*(?:Document|FragmentDoc)$/;

/** `import { a, b as c } from '…'`: the braces' content (no default or namespace import). */
const NAMED_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(["'])[^"']*\2\s*;?$/;

/** The file and document name of a `gql-document:FILE#NAME` id. */
function parseDocumentId(id: string): { file: string; name: string } {
  const rest = id.slice(DOCUMENT_PREFIX.length);
  const hash = rest.lastIndexOf('#');
  return { file: rest.slice(0, hash), name: rest.slice(hash + 1) };
}

/**
 * The JSON text of the document `name` in the generated file's `source` (a line
 * `export const NAME = {…} as unknown as DocumentNode<…>;`). Throws when there is no such line or
 * its object is not JSON (another codegen output: the plugin must then be checked against it).
 */
export function documentJson(source: string, name: string, file = 'graphql.ts'): string {
  const start = `export const ${name} = `;
  const line = source.split('\n').find((text) => text.startsWith(start));
  const end = line?.lastIndexOf(' as unknown as ') ?? -1;
  if (!line || end < 0) throw new Error(`graphql-documents: no document ${name} in ${file}`);
  const json = line.slice(start.length, end);
  try {
    JSON.parse(json);
  } catch {
    throw new Error(`graphql-documents: ${name} in ${file} is not a JSON document`);
  }
  return json;
}

/**
 * `code` with each named import of documents from a generated documents file split off into
 * imports of their one-document modules; other names stay imported from the file. `resolveFile`
 * gives the generated file a specifier names (null: not one). Null when nothing changed.
 */
export async function rewriteDocumentImports(
  code: string,
  resolveFile: (specifier: string) => Promise<string | null>,
): Promise<string | null> {
  await init;
  const [imports] = parse(code);
  let edited = code;
  // From the last import to the first: earlier offsets stay valid.
  for (const entry of [...imports].reverse()) {
    if (entry.d !== -1 || !entry.n || !GENERATED_SPECIFIER.test(entry.n)) continue;
    const statement = code.slice(entry.ss, entry.se);
    const clause = NAMED_IMPORT.exec(statement)?.[1];
    if (clause === undefined) continue;
    const file = await resolveFile(entry.n);
    if (!file) continue;
    const names = clause
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const documents = names.filter((part) => DOCUMENT_NAME.test(part.split(/\s+as\s+/)[0]!));
    if (documents.length === 0) continue;
    const others = names.filter((part) => !documents.includes(part));
    const replacement = [
      ...documents.map((part) => {
        const name = part.split(/\s+as\s+/)[0]!;
        return `import { ${part} } from ${JSON.stringify(`${DOCUMENT_PREFIX}${file}#${name}`)}`;
      }),
      ...(others.length ? [`import { ${others.join(', ')} } from ${JSON.stringify(entry.n)}`] : []),
      // The statement's own semicolon, if any, follows it (outside `ss`..`se`).
    ].join(';\n');
    edited = edited.slice(0, entry.ss) + replacement + edited.slice(entry.se);
  }
  return edited === code ? null : edited;
}
