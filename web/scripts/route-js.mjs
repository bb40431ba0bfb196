#!/usr/bin/env node
/**
 * Initial JavaScript per route of the web app (issues 9 and 12). Builds the app with a Vite manifest
 * into a temporary folder (the real `dist/` is left alone) and prints, for every route of
 * `src/app/routes.tsx`, the chunks a browser loads on a first visit (see route-sizes.mjs). Admin
 * chunks are listed apart and must never be part of a storefront route.
 *
 * Usage: `npm run size:routes -w web` (or `node scripts/route-js.mjs [--json] [--no-build]`).
 * `--no-build` reuses the last temporary build. Exits 1 when a storefront route loads an admin chunk.
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeSizes } from './route-sizes.mjs';

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

const { entry, routes: rows, admin, leaks } = routeSizes(webDir, outDir);

if (args.has('--json')) {
  console.log(JSON.stringify({ entry, routes: rows, admin }, null, 2));
} else {
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  const e = entry;
  console.log(
    `entry (every route): ${e.chunks} chunks, raw ${kb(e.raw)} KiB, gzip ${kb(e.gzip)} KiB, brotli ${kb(e.brotli)} KiB\n`,
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
  console.error(`storefront routes loading admin chunks: ${leaks.join(', ')}`);
  process.exit(1);
}
