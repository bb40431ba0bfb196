/** Where the SQL migrations are (api/drizzle), for client.ts and pglite.ts. */
import { fileURLToPath } from 'node:url';

/** Absolute path of the drizzle-kit migrations folder; valid from src/db and dist/db alike. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
