// `npm test`: every check the project has — formatting, typed lint, import cycles, type checks,
// codegen freshness, the build, then each workspace's test suite (api, bff, web, e2e browser
// journeys, cluster); `TEST_LANES=2` runs two steps at a time.
// Suites run with a JSON reporter too, so the last line counts every test: "N passed, N failed".
// Run one suite alone with `npm run test:api` (or test:bff, test:web, test:e2e, test:cluster).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { connect } from 'node:net';
import { basename, join, relative } from 'node:path';
import { splitJourneys } from './e2e-split.mjs';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/**
 * Runs a command; resolves to its exit code. With `prefix`, every output line is written with the
 * step's label in front, so two lanes running at once stay readable.
 */
function run(label, cmd, args, cwd = root, prefix = false, env = process.env) {
  const started = Date.now();
  const say = (line) => console.log(prefix ? `${label} | ${line}` : line);
  say(`=== ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', say);
      }
    }
    child.on('close', (code, signal) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      say(`=== ${label}: ${code === 0 ? 'ok' : `FAILED (${code ?? signal})`} in ${secs} s`);
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

/**
 * The browser journeys as `groups` Vitest processes side by side, each with its own stack and its
 * own port range, the files split by expected time (scripts/e2e-split.mjs). A step whose command
 * is a list runs its parts at once, output prefixed, and fails when one part fails.
 */
function journeyGroups(groups) {
  const [from, to] = (process.env.E2E_PORTS ?? '4700-4799').split('-').map(Number);
  const size = Math.floor((to - from + 1) / groups);
  const parts = splitJourneys(join(root, 'e2e'), groups).map(({ files, secs }, i) => {
    const [, cmd, args, cwd] = suite('e2e', `e2e-${i + 1}`, files);
    const ports = `${from + i * size}-${from + (i + 1) * size - 1}`;
    const label = `e2e ${i + 1}/${groups} (~${Math.round(secs)} s expected)`;
    return { label, cmd, args, cwd, env: { ...process.env, E2E_PORTS: ports } };
  });
  return ['test e2e', parts];
}

/** Runs a step's parts at once (output prefixed); resolves to the first non-zero exit code, or 0. */
async function runParts(parts) {
  const codes = await Promise.all(
    parts.map(({ label, cmd, args, cwd, env }) => run(label, cmd, args, cwd, true, env)),
  );
  for (const { label, args } of parts) slowest(label, args);
  return codes.find((code) => code !== 0) ?? 0;
}

// The cluster suite (nginx, 2 bff, 2 api on PostgreSQL and Redis) runs when both answer locally.
const clusterReady = (await answers(5432)) && (await answers(6379));
if (!clusterReady)
  console.log('No PostgreSQL on :5432 or Redis on :6379: test:cluster is skipped.');

const step = {
  prettier: ['prettier', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  eslint: ['eslint', 'npx', ['eslint', '--max-warnings=0', '.']],
  cycles: ['cycles', 'node', ['scripts/cycles-check.mjs']],
  typecheck: ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  codegen: ['codegen', 'node', ['scripts/codegen-check.mjs']],
  // The api and bff builds emit without type checks (`tsc --noCheck`: 25 s against 60 s for the
  // api); the typecheck step checks every workspace, tests included.
  build: ['build', 'npm', ['run', '--silent', 'build']],
  openapi: ['openapi', 'node', ['scripts/openapi-lint.mjs']],
  domain: suite('packages/domain', 'domain'),
  api: suite('api'),
  bff: suite('bff'),
  web: suite('web'),
  e2e: journeyGroups(2),
  cluster: suite('e2e', 'cluster', ['--config', 'vitest.cluster.config.ts']),
};

/**
 * The checks, which read the sources and write nothing, and the build, which writes only dist/
 * folders (ignored by all of them; the checks read @serena/domain and server-kit from src/), run
 * at once as one step. Each is one thread, so one after the other they left a core idle: eslint
 * alone took 201 s of the checks' 201 s, with typecheck done after about 90 s, and the build 59 s
 * after them (stop 51's run).
 */
function together(label, names) {
  const parts = names.map((name) => {
    const [partLabel, cmd, args, cwd = root] = step[name];
    return { label: partLabel, cmd, args, cwd, env: process.env };
  });
  return [label, parts];
}
step.checks = together('checks and build', [
  'eslint',
  'typecheck',
  'build',
  'prettier',
  'openapi',
  'cycles',
]);

// On Node 24 (`.ci/run`) the machine's older Node (MACHINE_NODE) runs the domain suite too, and
// the e2e deploy test starts `npm start` with it: the README's commands keep working on it.
const machineNode = process.env.MACHINE_NODE;
if (machineNode && machineNode !== process.execPath) {
  const [label, , args, cwd] = suite('packages/domain', 'domain-machine-node');
  step.domainMachine = [
    `${label} (${machineNode})`,
    machineNode,
    [join(root, 'node_modules/vitest/vitest.mjs'), ...args.slice(1)],
    cwd,
  ];
}

/**
 * What each step needs finished first: the codegen check rewrites the generated files in place, so
 * nothing that reads them runs beside it. The build is part of the checks step: the api suite runs
 * the built entry points, the bff suite server-renders the built web app, the web suite weighs its
 * bundles, the browser journeys and the cluster run it.
 */
const needs = {
  checks: ['codegen'],
  api: ['checks'],
  bff: ['checks'],
  web: ['checks'],
  e2e: ['checks'],
  cluster: ['checks', 'e2e'],
};

/**
 * Steps are taken from one queue, in this order, each when what it needs is done. One runner by
 * default: on the 2-core machines two runners side by side were slower, not faster (each suite
 * already keeps both cores busy: api suite 1,193 s and journeys 1,448 s side by side, against
 * 480 s and 797 s one after the other). `TEST_LANES=2` runs two at a time, for bigger machines.
 */
const queue = [
  'codegen',
  'checks',
  'e2e',
  'api',
  'bff',
  'web',
  'domain',
  ...(step.domainMachine ? ['domainMachine'] : []),
  ...(clusterReady ? ['cluster'] : []),
];
const runners = Math.max(1, Number.parseInt(process.env.TEST_LANES ?? '1', 10) || 1);

// Browser journeys take their ports from a range below the system's ephemeral ports, so a port
// they picked cannot be taken meanwhile by a suite of the other runner listening on port 0.
if (runners > 1 && !process.env.E2E_PORTS) process.env.E2E_PORTS = '4700-4799';

const failed = [];
const done = new Set();
const started = Date.now();
let finished = Promise.resolve();
let signal = () => {};
const nextFinish = () => (finished = new Promise((resolve) => (signal = resolve)));
nextFinish();

/**
 * After a suite: its five slowest test files (from the JSON report), so a run that grows slower
 * says where the time went.
 */
function slowest(label, args) {
  const file = args.find((a) => a.startsWith('--outputFile.json='))?.split('=')[1];
  if (!file || !existsSync(file)) return;
  const { testResults = [] } = JSON.parse(readFileSync(file, 'utf8'));
  const files = testResults
    .map((r) => ({ name: r.name.slice(root.length), secs: (r.endTime - r.startTime) / 1000 }))
    .sort((a, b) => b.secs - a.secs)
    .slice(0, 5);
  if (files.length === 0) return;
  console.log(
    `=== ${label}: slowest files: ${files.map((f) => `${f.name} ${f.secs.toFixed(1)} s`).join(', ')}`,
  );
}

/** Takes ready steps from the queue until it is empty (a failed step still counts as done). */
async function runner() {
  while (queue.length > 0) {
    const index = queue.findIndex((name) => (needs[name] ?? []).every((n) => done.has(n)));
    if (index === -1) {
      await finished;
      continue;
    }
    const [name] = queue.splice(index, 1);
    const [label, cmd, args, cwd] = step[name];
    if (Array.isArray(cmd)) {
      if ((await runParts(cmd)) !== 0) failed.push(label);
    } else {
      if ((await run(label, cmd, args, cwd, runners > 1)) !== 0) failed.push(label);
      slowest(label, args);
    }
    done.add(name);
    const wake = signal;
    nextFinish();
    wake();
  }
}
await Promise.all(Array.from({ length: runners }, runner));

/**
 * The failed tests of one JSON report, one line each: file, test name and the first line of the
 * message, so the last lines of a CI log say what failed (the log's middle may be cut).
 */
function failedTestLines(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = stripVTControlCharacters(test.failureMessages?.[0] ?? '');
      lines.push(`${name} > ${test.fullName}: ${message.split('\n')[0].slice(0, 300)}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      lines.push(`${name}: ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  return lines;
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
for (const file of readdirSync(resultsDir).map((name) => join(resultsDir, name))) {
  const ws = basename(file, '.json');
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failedTests += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(`${ws}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const line of failedTestLines(report)) console.log(`  ✗ ${line}`);
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failed.length > 0) console.log(`\nFailed steps: ${failed.join(', ')}`);
console.log(`\nnpm test finished in ${minutes} min`);
console.log(`${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length > 0 || failedTests > 0 ? 1 : 0);
