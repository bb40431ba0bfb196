/**
 * Initial JavaScript per storefront route, read from a Vite build's manifest (issues 9 and 12). For
 * every route of `src/app/routes.tsx` it sums the chunks a browser loads on a first visit: the entry
 * chunk, its static imports and the start-up stages (src/main.tsx, src/app/boot/: each stage imports
 * the next dynamically), plus the route's lazily loaded module and its static imports. Sizes in bytes: raw, gzip (level 9) and brotli (quality 11), the way the bff serves them. Used by
 * `npm run size:routes -w web` and by the budget test (src/app/js-budget.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Issue 12's budgets for the initial JavaScript, brotli bytes: the home page, every other route.
 */
export const ISSUE_TARGET = { home: 150 * 1024, other: 200 * 1024 };

/**
 * Sizes of the initial JavaScript of every storefront route of the build in `outDir` (which must
 * have been built with `build.manifest`).
 * @param {string} webDir the web workspace folder (holds src/app/routes.tsx, src/config/paths.ts)
 * @param {string} outDir the build output folder (holds .vite/manifest.json)
 * @returns {import('./route-sizes.d.mts').RouteSizeReport}
 * @throws when the manifest is missing or has no entry chunk.
 */
export function routeSizes(webDir, outDir) {
  /** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} */
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

  /** Every chunk file a manifest key loads statically (itself and its static imports). */
  function closure(key, seen = new Set()) {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    if (entry.file.endsWith('.js')) seen.add(entry.file);
    for (const dep of entry.imports ?? []) closure(dep, seen);
    return seen;
  }

  const sizes = new Map();
  function size(file) {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(outDir, file));
      sizes.set(file, {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      });
    }
    return sizes.get(file);
  }
  function total(files) {
    const sum = { raw: 0, gzip: 0, brotli: 0 };
    for (const f of files) for (const k of Object.keys(sum)) sum[k] += size(f)[k];
    return sum;
  }

  // Route table: lazy component -> module, and route pattern -> component.
  const routesSource = readFileSync(join(webDir, 'src/app/routes.tsx'), 'utf8');
  const pathsSource = readFileSync(join(webDir, 'src/config/paths.ts'), 'utf8');
  const modules = new Map(
    [...routesSource.matchAll(/const (\w+) = lazy\(\(\) => import\('([^']+)'\)\)/g)].map((m) => [
      m[1],
      m[2].replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/'),
    ]),
  );
  const patterns = new Map(
    [...pathsSource.matchAll(/(\w+): \{\s*pattern: '([^']+)'/g)].map((m) => [m[1], m[2]]),
  );
  const routes = [
    ...routesSource.matchAll(/page\(\s*(?:paths\.(\w+)\.pattern|'([^']+)'),[^<]*<(\w+)/g),
  ]
    .map((m) => ({ path: m[1] ? patterns.get(m[1]) : m[2], component: m[3] }))
    .filter((r) => modules.has(r.component) && r.path);

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error(`no entry chunk in ${outDir}/.vite/manifest.json`);
  // The entry (src/main.tsx) loads the app in stages (src/app/boot/<N>-<what>.ts), each imported
  // dynamically by the one before: they are all part of every route's initial JavaScript.
  const entryFiles = closure(entryKey);
  const isStage = (key) => /^\d+-/.test(manifest[key]?.name ?? '');
  const stages = (manifest[entryKey].dynamicImports ?? []).filter(isStage);
  for (const stage of stages) {
    closure(stage, entryFiles);
    for (const next of manifest[stage]?.dynamicImports ?? [])
      if (isStage(next) && !stages.includes(next)) stages.push(next);
  }
  const keyOf = (module) => Object.keys(manifest).find((k) => k.startsWith(`${module}.`));
  const isAdmin = (file) => /admin/i.test(file);

  const rows = routes.map(({ path, component }) => {
    const key = keyOf(modules.get(component));
    const files = new Set([...entryFiles, ...(key ? closure(key) : [])]);
    return {
      route: path,
      module: modules.get(component),
      found: Boolean(key),
      chunks: files.size,
      ...total(files),
      files: [...files],
    };
  });
  const adminKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && isAdmin(k));
  const admin = adminKeys.map((k) => ({ module: k, ...total(closure(k)) }));
  const leaks = rows.filter((r) => r.files.some(isAdmin)).map((r) => r.route);
  return { entry: { chunks: entryFiles.size, ...total(entryFiles) }, routes: rows, admin, leaks };
}
