/**
 * The bff suite's global setup: the database its real stacks start from (helpers/real-stack.ts),
 * migrated with the demo catalog and the demo accounts, built once per run (api/test/db-snapshot.ts).
 */
import type { TestProject } from 'vitest/node';
import { provideSnapshots } from '../../api/test/db-snapshot.js';

export default (project: TestProject) => provideSnapshots(project, ['demo']);
