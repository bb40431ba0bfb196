// Splits the browser journeys (e2e/journeys, e2e/deploy) into groups of about equal run time, so
// `npm test` can run each group in its own Vitest process with its own stack (api + bff + built
// web + Chromium) side by side. A journey drives one page at a time, so one group kept about one
// of the 2 cores busy: Chromium's renderer took 253 s of the 318 s of CPU in the accessibility
// file, the api 18 s and the bff 19 s.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Seconds each file took in `npm test` (stop 51's run on the 2-core machine, two groups side by
 * side); a file not listed weighs its line count / 5 (a 200-line journey: 40 s).
 */
const MEASURED_SECONDS = {
  // One file of 329 s until it was split by session state (support/a11y-suite.ts): 113 s and
  // 111 s one after the other on a quiet machine.
  'journeys/a11y-customer.test.ts': 165,
  'journeys/a11y-visitor.test.ts': 165,
  'journeys/admin-catalog.test.ts': 179,
  'journeys/admin.test.ts': 112,
  'journeys/quotes.test.ts': 87,
  'journeys/price-lists.test.ts': 70,
  'journeys/orders.test.ts': 63,
  'journeys/admin-staff.test.ts': 57,
  'journeys/ssr.test.ts': 56,
  'journeys/admin-content.test.ts': 54,
  'journeys/approvals.test.ts': 47,
  'journeys/books.test.ts': 42,
  'journeys/purchase-orders.test.ts': 36,
  'journeys/catalog-production.test.ts': 34,
  'journeys/accounts.test.ts': 32,
  'journeys/company-addresses.test.ts': 32,
  'deploy/dev.test.ts': 28,
  'journeys/saved-lists.test.ts': 27,
  'journeys/storefront.test.ts': 23,
  'journeys/companies.test.ts': 20,
  'journeys/early-input.test.ts': 20,
  'journeys/statements.test.ts': 14,
  'deploy/start.test.ts': 14,
  'journeys/forms.test.ts': 11,
  'journeys/quick-order.test.ts': 10,
  'journeys/catalog.test.ts': 5,
  'deploy/compose.test.ts': 3,
  'deploy/telemetry.test.ts': 1,
  'deploy/images.test.ts': 1,
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
