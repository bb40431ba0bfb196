// drizzle-kit configuration: `npm run db:generate -w api` writes SQL migrations to api/drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
