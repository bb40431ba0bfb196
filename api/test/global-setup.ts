/**
 * The api suite's global setup: the databases its files start from, built once per run
 * (db-snapshot.ts): migrated and empty, and migrated with the demo catalog (harness.ts
 * `openTestDb`), as PGlite snapshots and, with TEST_DATABASE_URL, PostgreSQL templates.
 */
import type { TestProject } from 'vitest/node';
import { provideSnapshots } from './db-snapshot.js';

export default (project: TestProject) =>
  provideSnapshots(project, ['migrated', 'catalog'], ['migrated', 'catalog']);
