/**
 * Writes the api's OpenAPI document (JSON) to the path given as first argument (default
 * `openapi.json` in the current directory): boots the app in-process on PGlite in a temp DATA_DIR,
 * without Redis, and calls `app.swagger()`. Used by `npm test` (redocly lint) and `npm run api:types`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const out = path.resolve(process.argv[2] ?? 'openapi.json');
const dataDir = mkdtempSync(path.join(tmpdir(), 'serena-openapi-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'openapi-document-only-secret-0123456789abcdef',
  });
  const app = await buildApp({ config, redis: null });
  await app.ready();
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
