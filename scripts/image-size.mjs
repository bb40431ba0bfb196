// `node scripts/image-size.mjs [api|bff]` (issue 27 "Production images carry only what production
// runs, target ≤ 250 MB each"): what each production image (docker/api.Dockerfile,
// docker/bff.Dockerfile) would weigh, measured without a Docker daemon and the same way every time:
//
//   base    node:24-bookworm-slim as published (BASE_IMAGE_MB, default below: the image's
//           uncompressed size for linux/amd64, what `docker images` shows once pulled);
//   install the runtime stage's `RUN npm ci …` line run as written (plus --prefer-offline) in a
//           temporary folder holding the files the stage copies from the context before it, then
//           its `rm -rf` clean-ups; the sum of the file sizes left (what the layer's tar holds);
//   copied  the runtime stage's other COPY lines: `--from=build` ones from this repository's build
//           output (`npm run build` first), the others from the repository;
//
// and prints each part in MB (10^6 bytes) and the total, and the largest packages. Needs the npm
// registry or a warm npm cache.
import { execSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

const root = process.env.IMAGE_SIZE_ROOT ?? new URL('..', import.meta.url).pathname;
/** node:24-bookworm-slim, linux/amd64, uncompressed (MB); override with BASE_IMAGE_MB. */
const BASE_IMAGE_MB = Number(process.env.BASE_IMAGE_MB ?? 233);

/** Bytes of the files below `path` (symbolic links count as their own size). */
function bytesOf(path) {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of readdirSync(path)) total += bytesOf(join(path, name));
  return total;
}

const mb = (bytes) => (bytes / 1e6).toFixed(1);

/** The runtime (last) stage of a Dockerfile: its COPY lines and its RUN commands. */
export function runtimeStage(text) {
  const stage = text.slice(text.lastIndexOf('\nFROM '));
  const lines = stage.replace(/\\\n\s*/g, ' ').split('\n');
  const copies = lines
    .filter((l) => l.startsWith('COPY '))
    .map((l) => {
      const parts = l.split(/\s+/).slice(1);
      const from = parts[0]?.startsWith('--from=') ? parts.shift().slice(7) : null;
      const to = parts.pop();
      return { from, sources: parts, to };
    });
  const runs = lines.filter((l) => l.startsWith('RUN ')).map((l) => l.slice(4));
  return { copies, runs };
}

/** Measures one image (`api` or `bff`); returns its parts in bytes. */
function measure(name) {
  const { copies, runs } = runtimeStage(
    readFileSync(join(root, `docker/${name}.Dockerfile`), 'utf8'),
  );
  const install = runs.find((r) => r.includes('npm ci'));
  if (!install) throw new Error(`docker/${name}.Dockerfile: no npm ci in the runtime stage`);
  const dir = mkdtempSync(join(tmpdir(), `serena-image-${name}-`));
  try {
    let copied = 0;
    for (const copy of copies) {
      for (const source of copy.sources) {
        const from = join(root, copy.from === 'build' ? source.replace(/^\/app\//, '') : source);
        if (!existsSync(from)) throw new Error(`${source}: missing (run npm run build first)`);
        if (copy.from === null && /(^|\/)package(-lock)?\.json$/.test(source)) {
          // The manifests npm ci installs from, placed as the stage places them.
          const to = copy.to.endsWith('/')
            ? join(dir, copy.to, basename(source))
            : join(dir, copy.to);
          mkdirSync(dirname(to), { recursive: true });
          cpSync(from, to);
        } else copied += bytesOf(realpathSync(from));
      }
    }
    const npm = install.replace(/npm ci/, 'npm ci --prefer-offline').split('&&')[0];
    execSync(npm, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const cleanup = install
      .split('&&')
      .map((c) => c.trim())
      .filter((c) => c.startsWith('rm -rf '));
    for (const c of cleanup) execSync(c, { cwd: dir });
    const modules = bytesOf(join(dir, 'node_modules'));
    const nested = readdirSync(join(dir, 'packages'))
      .map((p) => join(dir, 'packages', p, 'node_modules'))
      .concat([join(dir, name, 'node_modules')])
      .filter(existsSync)
      .reduce((sum, p) => sum + bytesOf(p), 0);
    const largest = readdirSync(join(dir, 'node_modules'))
      .flatMap((n) =>
        n.startsWith('@') ? readdirSync(join(dir, 'node_modules', n)).map((m) => `${n}/${m}`) : [n],
      )
      .map((n) => [n, bytesOf(join(dir, 'node_modules', n))])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12);
    return { install: modules + nested, copied, largest };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['api', 'bff'];
  for (const name of names) {
    const { install, copied, largest } = measure(name);
    const total = BASE_IMAGE_MB * 1e6 + install + copied;
    console.log(
      `${name}: base ${BASE_IMAGE_MB} MB + npm ci ${mb(install)} MB + copied ${mb(copied)} MB = ${mb(total)} MB`,
    );
    console.log(`  largest packages: ${largest.map(([n, b]) => `${n} ${mb(b)}`).join(', ')}`);
  }
}
