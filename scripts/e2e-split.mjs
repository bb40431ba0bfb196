// Splits the browser journeys (e2e/journeys, e2e/deploy) into groups of about equal run time, so
// `npm test` can run each group in its own Vitest process with its own stack (api + bff + built
// web + Chromium) side by side. A journey drives one page at a time, so one group kept about one
// of the 2 cores busy: Chromium's renderer took 253 s of the 318 s of CPU in the accessibility
// file, the api 18 s and the bff 19 s.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Seconds each file took in CI (stop 35's run, the a11y file with the route checks it took over);
 * a file not listed weighs its line count / 5 (a 200-line journey: 40 s).
 */
const MEASURED_SECONDS = {
  'journeys/a11y.test.ts': 400,
  'journeys/admin-catalog.test.ts': 150,
  'journeys/admin.test.ts': 107,
  'journeys/quotes.test.ts': 83,
};

/** The e2e test files, relative to e2e/ (what vitest.config.ts includes). */
export function journeyFiles(e2eDir) {
  return ['journeys', 'deploy'].flatMap((dir) =>
    readdirSync(join(e2eDir, dir))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `${dir}/${name}`),
  );
}

/** Seconds a file is expected to take: {@link MEASURED_SECONDS}, else its line count / 5. */
function weightOf(e2eDir, file) {
  const lines = readFileSync(join(e2eDir, file), 'utf8').split('\n').length;
  return MEASURED_SECONDS[file] ?? lines / 5;
}

/**
 * Splits the e2e files into `groups` lists of about equal expected time (longest first, each to
 * the lightest group). Each list holds paths relative to e2e/, as Vitest filters
 * (`journeys/orders.test.ts` is not part of `journeys/purchase-orders.test.ts`).
 */
export function splitJourneys(e2eDir, groups) {
  const bins = Array.from({ length: groups }, () => ({ secs: 0, files: [] }));
  const weighted = journeyFiles(e2eDir)
    .map((file) => ({ file, secs: weightOf(e2eDir, file) }))
    .sort((a, b) => b.secs - a.secs);
  for (const { file, secs } of weighted) {
    const bin = bins.reduce((low, b) => (b.secs < low.secs ? b : low));
    bin.secs += secs;
    bin.files.push(file);
  }
  return bins;
}
