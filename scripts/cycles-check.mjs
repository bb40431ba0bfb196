// `npm run cycles`: import cycles in each workspace's source, found by madge. Type imports count
// too: a type-only cycle still ties two modules together. Prints every cycle; exits 1 if any.
import madge from 'madge';
import ts from 'typescript';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The workspaces whose `src/` must stay free of import cycles. */
const WORKSPACES = ['api', 'bff', 'web'];

/**
 * The workspace's tsconfig parsed by TypeScript itself: madge re-serialises a tsconfig given by path
 * and loses `paths` without `baseUrl` (web's `@/…`), so such imports would silently go unresolved.
 */
function compilerOptions(workspace) {
  const file = join(root, workspace, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  return { options: parsed.options };
}

let total = 0;
for (const workspace of WORKSPACES) {
  const result = await madge(join(root, workspace, 'src'), {
    tsConfig: compilerOptions(workspace),
    fileExtensions: ['ts', 'tsx'],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  const unresolved = result.warnings().skipped;
  const cycles = result.circular();
  total += cycles.length + unresolved.length;
  console.log(`${workspace}: ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}`);
  for (const cycle of cycles) console.log(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  // An import madge cannot resolve hides its edges, so the count above would be too low.
  for (const name of unresolved) console.log(`  unresolved import: ${name}`);
}
process.exit(total > 0 ? 1 : 0);
