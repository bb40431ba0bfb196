// Fails when the committed GraphQL Code Generator output does not match schema.graphql and the
// web documents: regenerates and compares file by file (the fresh output is left in place).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dirs = ['bff/src/__generated__', 'web/src/__generated__', 'web/src/admin/__generated__'].map(
  (d) => join(root, d),
);

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), readFileSync(path, 'utf8'));
    }
  };
  dirs.forEach(walk);
  return files;
}

const before = snapshot();
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
  cwd: root,
  stdio: 'inherit',
});
const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (stale.length > 0) {
  console.error(
    `Generated GraphQL files were stale (now regenerated, commit them):\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`codegen: ${after.size} generated files match schema.graphql`);
