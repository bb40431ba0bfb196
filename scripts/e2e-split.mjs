// Splits the browser journeys (e2e/journeys, e2e/deploy) into groups of about equal run time, so
// `npm test` can run each group in its own Vitest process with its own stack (api + bff + built
// web + Chromium) side by side. A journey drives one page at a time, so one group kept about one
// of the 2 cores busy: Chromium's renderer took 253 s of the 318 s of CPU in the accessibility
// file, the api 18 s and the bff 19 s.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Seconds each file took in `npm test` (stop 52's run on the 2-core machine, two groups side by
 * side); a file not listed weighs its line count / 5 (a 200-line journey: 40 s).
 */
const MEASURED_SECONDS = {
  'journeys/a11y-customer.test.ts': 143,
  'journeys/a11y-visitor.test.ts': 116,
  'journeys/admin-catalog.test.ts': 113,
  'journeys/admin.test.ts': 97,
  'journeys/approvals.test.ts': 79,
  'journeys/quotes.test.ts': 65,
  'journeys/price-lists.test.ts': 62,
  'journeys/company-addresses.test.ts': 59,
  'journeys/admin-staff.test.ts': 57,
  'journeys/admin-content.test.ts': 48,
  'journeys/books.test.ts': 46,
  'journeys/ssr.test.ts': 45,
  'journeys/catalog-production.test.ts': 45,
  'journeys/accounts.test.ts': 43,
  'journeys/companies.test.ts': 37,
  'deploy/dev.test.ts': 36,
  'journeys/orders.test.ts': 33,
  'journeys/saved-lists.test.ts': 28,
  'journeys/early-input.test.ts': 22,
  'journeys/storefront.test.ts': 21,
  'deploy/start.test.ts': 20,
  'journeys/purchase-orders.test.ts': 18,
  'journeys/forms.test.ts': 16,
  'journeys/statements.test.ts': 16,
  'journeys/quick-order.test.ts': 12,
  'journeys/catalog.test.ts': 7,
  'deploy/compose.test.ts': 6,
  'deploy/images.test.ts': 0,
  'deploy/telemetry.test.ts': 0,
};

/**
 * Seconds a group spends per file outside the file's own tests (loading it and its helpers, and
 * the group's share of its stack's start): 53 s over 13 files and 133 s over 16 in stop 52's run.
 */
const PER_FILE_SECONDS = 5;

/** The e2e test files, relative to e2e/ (what vitest.config.ts includes). */
export function journeyFiles(e2eDir) {
  return ['journeys', 'deploy'].flatMap((dir) =>
    readdirSync(join(e2eDir, dir))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `${dir}/${name}`),
  );
}

/**
 * Seconds a file is expected to take: {@link MEASURED_SECONDS} (else its line count / 5) and
 * {@link PER_FILE_SECONDS}.
 */
function weightOf(e2eDir, file) {
  const lines = readFileSync(join(e2eDir, file), 'utf8').split('\n').length;
  return (MEASURED_SECONDS[file] ?? lines / 5) + PER_FILE_SECONDS;
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
