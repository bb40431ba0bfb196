#!/usr/bin/env node
/**
 * Initial JavaScript per route of the web app (issue 9: the storefront's initial JS must not grow
 * when the admin console is added). Builds the app with a Vite manifest into a temporary folder
 * (the real `dist/` is left alone), then for every route of `src/app/routes.tsx` sums the chunks a
 * browser loads on a first visit to it: the entry chunk and its static imports, plus the route's
 * lazily loaded module and its static imports. Sizes in bytes: raw, gzip (level 9) and brotli
 * (quality 11). Admin chunks are listed apart and must never be part of a storefront route.
 *
 * Usage: `npm run size:routes -w web` (or `node scripts/route-js.mjs [--json] [--no-build]`).
 * `--no-build` reuses the last temporary build. Exits 1 when a storefront route loads an admin chunk.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(tmpdir(), 'serena-web-route-js');
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  execFileSync(
    'npx',
    ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: webDir, stdio: 'inherit' },
  );
}

/** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean, isDynamicEntry?: boolean, src?: string }>} */
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
const entryFiles = closure(entryKey);
const keyOf = (module) => Object.keys(manifest).find((k) => k.startsWith(`${module}.`));
const isAdmin = (file) => /admin/i.test(file);

const rows = routes.map(({ path, component }) => {
  const key = keyOf(modules.get(component));
  const files = new Set([...entryFiles, ...(key ? closure(key) : [])]);
  return {
    route: path,
    module: modules.get(component),
    chunks: files.size,
    ...total(files),
    files: [...files],
  };
});
const adminKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && isAdmin(k));
const admin = adminKeys.map((k) => ({ module: k, ...total(closure(k)) }));
const leaks = rows.filter((r) => r.files.some(isAdmin));

if (args.has('--json')) {
  console.log(JSON.stringify({ entry: total(entryFiles), routes: rows, admin }, null, 2));
} else {
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  const e = total(entryFiles);
  console.log(
    `entry (every route): ${entryFiles.size} chunks, raw ${kb(e.raw)} KiB, gzip ${kb(e.gzip)} KiB, brotli ${kb(e.brotli)} KiB\n`,
  );
  console.log('| route | chunks | raw KiB | gzip KiB | brotli KiB |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| \`${r.route}\` | ${r.chunks} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} |`,
    );
  if (admin.length > 0) {
    console.log('\nadmin route modules (loaded only under /admin):');
    for (const a of admin)
      console.log(
        `  ${a.module}: raw ${kb(a.raw)} KiB, gzip ${kb(a.gzip)} KiB, brotli ${kb(a.brotli)} KiB`,
      );
  }
}
if (leaks.length > 0) {
  console.error(`storefront routes loading admin chunks: ${leaks.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
