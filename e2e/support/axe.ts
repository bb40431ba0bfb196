import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { SessionState } from './routes.js';

/** The WCAG 2.0 / 2.1 A and AA rule tags every page is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** Impacts that fail the check; minor and moderate ones are reported but do not fail. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** One element failing one axe rule. */
export interface AxeFinding {
  /** axe rule id, e.g. "color-contrast". */
  rule: string;
  /** minor | moderate | serious | critical. */
  impact: string;
  /** The element's CSS selector as axe reports it (frames joined with " >> "). */
  target: string;
  /** Start of the element's HTML, for the report. */
  html: string;
  /** axe's one-line summary of what fails. */
  summary: string;
}

/**
 * A known serious/critical finding in a file this issue may not edit (its feature is still being
 * written by another helper). It is tolerated only on the listed routes and states, for exactly
 * this rule and selector: any new violation still fails the check. Remove the entry once fixed.
 */
export interface KnownViolation {
  rule: string;
  /** The exact selector axe reports. */
  target: string;
  /** Routes (paths as in ROUTES) where it shows. */
  routes: readonly string[];
  /** Session states where it shows; both when absent. */
  states?: readonly SessionState[];
  /** The source file and element to fix. */
  file: string;
  /** What is wrong and how to fix it. */
  note: string;
}

/**
 * Allow-list of serious/critical axe findings that are known and tracked (issue "Quality gates").
 * Empty: every finding so far was fixed in the components. An entry needs the rule, the stable
 * selector, the routes, the file to fix and why it cannot be fixed yet.
 */
export const KNOWN_VIOLATIONS_IN_OTHER_FEATURES: readonly KnownViolation[] = [];

/** True when `finding` on `path` as `state` is one of the known, allow-listed findings. */
export function isKnownViolation(finding: AxeFinding, path: string, state: SessionState): boolean {
  return KNOWN_VIOLATIONS_IN_OTHER_FEATURES.some(
    (known) =>
      known.rule === finding.rule &&
      known.target === finding.target &&
      known.routes.includes(path) &&
      (known.states === undefined || known.states.includes(state)),
  );
}

/**
 * `selector` with React's generated ids (useId: `_r_a_`, `:r1:`) replaced by `_r_*_`, so an
 * allow-list entry names the same element on every run.
 */
export function stableSelector(selector: string): string {
  return selector.replace(/_r_[0-9a-z]+_/g, '_r_*_').replace(/\\:r[0-9a-z]+\\:/g, '\\:r*\\:');
}

/** The result of one axe run: every finding, and the blocking ones not on the allow-list. */
export interface AxeReport {
  findings: AxeFinding[];
  /** Serious or critical and not allow-listed: these fail the check. */
  blocking: AxeFinding[];
  /** Serious or critical but allow-listed. */
  known: AxeFinding[];
}

/**
 * Runs axe-core with the WCAG 2.0/2.1 A + AA tags on `page` as it is now and sorts the findings
 * (one per failing element) into blocking, known (allow-listed) and the rest. Throws when axe
 * cannot run.
 */
export async function checkAccessibility(
  page: Page,
  path: string,
  state: SessionState,
): Promise<AxeReport> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_TAGS]).analyze();
  const findings: AxeFinding[] = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: stableSelector(
        node.target.map((t) => (Array.isArray(t) ? t.join(' ') : t)).join(' >> '),
      ),
      html: node.html.slice(0, 200),
      summary: node.failureSummary?.split('\n').slice(0, 3).join(' ') ?? violation.help,
    })),
  );
  const serious = findings.filter((f) => BLOCKING_IMPACTS.includes(f.impact));
  return {
    findings,
    blocking: serious.filter((f) => !isKnownViolation(f, path, state)),
    known: serious.filter((f) => isKnownViolation(f, path, state)),
  };
}

/** One line per finding for an assertion message or the summary. */
export function describeFinding(finding: AxeFinding): string {
  return `[${finding.impact}] ${finding.rule} at ${finding.target}: ${finding.html} — ${finding.summary}`;
}
