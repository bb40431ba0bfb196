/**
 * The schema as a product (issue 28): `schema.graphql` may grow, and a field may be deprecated, but
 * nothing other clients rely on may break unless it went through `@deprecated` first. The last
 * released schema is committed as `bff/schema.baseline.graphql`; test/schema-evolution.test.ts
 * fails on every breaking change against it (graphql-inspector's diff). To release an intended
 * breaking change, or a removal after its deprecation, run `npm run schema:accept -w @serena/bff`
 * and commit the new baseline.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff, DiffRule, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

const bffDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The committed last released schema. */
export const BASELINE_FILE = path.join(bffDir, 'schema.baseline.graphql');

/** The current contract at the repo root. */
export const SCHEMA_FILE = path.join(bffDir, '../schema.graphql');

/**
 * The breaking changes from `baselineSdl` to `currentSdl` (SDL text): removed or retyped fields,
 * arguments, types and enum values, new required arguments... A field or enum value removed after it
 * was `@deprecated` in the baseline counts as dangerous, not breaking (`DiffRule`
 * `suppressRemovalOfDeprecatedField`). @throws when either text is not a valid schema.
 */
export async function breakingChanges(baselineSdl: string, currentSdl: string): Promise<Change[]> {
  const changes = await diff(buildSchema(baselineSdl), buildSchema(currentSdl), [
    DiffRule.suppressRemovalOfDeprecatedField,
  ]);
  return changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
}

/** One line per change: its path and graphql-inspector's message. */
export function describeChanges(changes: readonly Change[]): string {
  return changes.map((change) => `  ${change.path ?? '(schema)'}: ${change.message}`).join('\n');
}

/** The breaking changes of the committed `schema.graphql` against the committed baseline. */
export function currentBreakingChanges(): Promise<Change[]> {
  return breakingChanges(readFileSync(BASELINE_FILE, 'utf8'), readFileSync(SCHEMA_FILE, 'utf8'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const breaking = await currentBreakingChanges();
  if (breaking.length > 0) {
    console.log(`accepting ${breaking.length} breaking change(s):\n${describeChanges(breaking)}`);
  }
  copyFileSync(SCHEMA_FILE, BASELINE_FILE);
  console.log(`wrote ${path.relative(process.cwd(), BASELINE_FILE)} (commit it with the change)`);
}
