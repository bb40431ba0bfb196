// `npm test`: every check the project has, in order — formatting, typed lint, import cycles, type
// checks, codegen freshness, the build, then each workspace's test suite (api, bff, web, e2e browser
// journeys).
// Suites run with a JSON reporter too, so the last line counts every test: "N passed, N failed".
// Run one suite alone with `npm run test:api` (or test:bff, test:web, test:e2e, test:cluster).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** Runs a command from the repo root; resolves to its exit code. */
function run(label, cmd, args, cwd = root) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`=== ${label}: ${code === 0 ? 'ok' : `FAILED (${code ?? signal})`} in ${secs} s`);
      resolve(code ?? 1);
    });
  });
}

const suite = (ws, name = ws, extra = []) => [
  `test ${name}`,
  'npx',
  [
    'vitest',
    'run',
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, `${name}.json`)}`,
  ],
  join(root, ws),
];

/** Resolves true when something accepts TCP connections on 127.0.0.1:port within a second. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

// The cluster suite (nginx, 2 bff, 2 api on PostgreSQL and Redis) runs when both answer locally.
const clusterReady = (await answers(5432)) && (await answers(6379));
if (!clusterReady)
  console.log('No PostgreSQL on :5432 or Redis on :6379: test:cluster is skipped.');

const steps = [
  ['prettier', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['eslint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['cycles', 'node', ['scripts/cycles-check.mjs']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['codegen', 'node', ['scripts/codegen-check.mjs']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['openapi', 'node', ['scripts/openapi-lint.mjs']],
  suite('packages/domain', 'domain'),
  suite('api'),
  suite('bff'),
  suite('web'),
  suite('e2e'),
  ...(clusterReady ? [suite('e2e', 'cluster', ['--config', 'vitest.cluster.config.ts'])] : []),
];

const failed = [];
const started = Date.now();
for (const [label, cmd, args, cwd] of steps) {
  if ((await run(label, cmd, args, cwd)) !== 0) failed.push(label);
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
for (const ws of ['domain', 'api', 'bff', 'web', 'e2e', 'cluster']) {
  const file = join(resultsDir, `${ws}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failedTests += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(`${ws}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failed.length > 0) console.log(`\nFailed steps: ${failed.join(', ')}`);
console.log(`\nnpm test finished in ${minutes} min`);
console.log(`${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length > 0 || failedTests > 0 ? 1 : 0);
