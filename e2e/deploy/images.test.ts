/**
 * Issue 27 "Production images carry only what production runs": the runtime stage of
 * docker/api.Dockerfile and docker/bff.Dockerfile installs production dependencies only
 * (`npm ci --omit=dev`), copies only build output (`dist`) from the build stage, and what npm
 * still installs that production never runs (TypeScript and @types as optional peers; PGlite in
 * the api image, which runs on PostgreSQL) is removed in the same layer. The installed set is
 * computed from package-lock.json the way npm resolves it (`node_modules` lookup upwards), so the
 * test needs no registry. (`node scripts/image-size.mjs` measures the images' sizes.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.js';

interface LockEntry {
  dev?: boolean;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where `name` resolves from the package at lock path `from` (node_modules lookup upwards). */
function resolveFrom(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (dir === '') return undefined;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at >= 0 ? dir.slice(0, at) : '';
  }
}

/**
 * The package names `npm ci --omit=dev --workspace <workspace>` installs: the workspace's
 * dependencies and optional dependencies, and peers present in the lock (npm installs those),
 * followed through the lock.
 */
function productionPackages(workspace: string): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const queue = [workspace];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const entry = lock.packages[path]!;
    if (entry.link && entry.resolved) {
      queue.push(entry.resolved);
      continue;
    }
    const deps = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
    };
    for (const name of Object.keys(deps)) {
      const target = resolveFrom(path, name);
      if (!target) continue;
      names.add(name);
      queue.push(target);
    }
  }
  return names;
}

/** The runtime (last) stage of a Dockerfile, continuation lines joined. */
function runtimeStage(file: string): string[] {
  const text = readFileSync(join(repoRoot, 'docker', file), 'utf8');
  return text
    .slice(text.lastIndexOf('\nFROM '))
    .replace(/\\\n\s*/g, ' ')
    .split('\n');
}

/** What production never runs: build and test tools, types. */
const DEV_ONLY = /^(typescript|tsx|esbuild|@esbuild\/.*|vitest|drizzle-kit|vite|@types\/.*)$/;

describe.each([
  { file: 'api.Dockerfile', workspace: 'api', alsoRemoved: ['@electric-sql/pglite'] },
  { file: 'bff.Dockerfile', workspace: 'bff', alsoRemoved: [] },
])('$file ships production files only', ({ file, workspace, alsoRemoved }) => {
  const stage = runtimeStage(file);
  const install = stage.find((line) => line.startsWith('RUN ') && line.includes('npm ci'))!;

  it('installs production dependencies only and copies only build output', () => {
    expect(install).toMatch(new RegExp(`npm ci --omit=dev --workspace ${workspace}\\b`));
    const fromBuild = stage.filter((line) => line.startsWith('COPY --from=build'));
    expect(fromBuild.length).toBeGreaterThan(0);
    for (const line of fromBuild) expect(line).toMatch(/^COPY --from=build \/app\/\S+\/dist \S+$/);
    for (const line of stage.filter((l) => l.startsWith('COPY '))) {
      expect(line).not.toMatch(/node_modules|\/src\b|tsconfig/);
    }
  });

  it('removes, in the install layer, what npm installs and production never runs', () => {
    const installed = productionPackages(workspace);
    // The walk finds the real dependencies (sanity), and the clean-up names every dev-only one.
    expect(installed.has('fastify')).toBe(true);
    const removed = [...install.matchAll(/node_modules\/(\S+)/g)].map((m) => m[1]!);
    const isRemoved = (name: string) => removed.some((r) => name === r || name.startsWith(`${r}/`));
    const shipped = [...installed].filter((name) => DEV_ONLY.test(name) && !isRemoved(name));
    expect(shipped).toEqual([]);
    for (const name of alsoRemoved) expect(isRemoved(name), name).toBe(true);
  });
});
