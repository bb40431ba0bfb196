// `npm test` step "openapi" (issue 13 "Headers"): writes the api's OpenAPI document (api/scripts/
// openapi.ts boots the app in-process on PGlite in a temp DATA_DIR) and lints it with
// `@redocly/cli lint` under redocly.yaml (the recommended rules). Exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'serena-openapi-lint-'));
const doc = join(dir, 'openapi.json');
const run = (args, cwd) => spawnSync('npx', args, { cwd, stdio: 'inherit' }).status ?? 1;
let code = run(['tsx', 'scripts/openapi.ts', doc], join(root, 'api'));
if (code === 0) code = run(['redocly', 'lint', doc, '--config', join(root, 'redocly.yaml')], root);
rmSync(dir, { recursive: true, force: true });
process.exit(code);
