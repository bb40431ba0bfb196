/**
 * Test harness of the catalog api: the shared {@link buildTestApp} on a fresh database seeded with
 * the demo catalog (unless `seed` is false) and the demo accounts, plus a customer bearer token.
 */
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../src/db/seed/accounts.js';
import { findUserByEmail } from '../src/accounts/service.js';
import { bearerFor, buildTestApp, type Backend, type TestApp } from './harness.js';

/** The backends the suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export { backends } from './harness.js';

/** A running catalog app with its database, config and a customer bearer token. */
export interface CatalogTestApp extends TestApp {
  /** A valid customer bearer token (live session of the demo customer), signed with the config's secret. */
  token: string;
}

/** Builds the app on a fresh database of `backend`, seeded unless `seed` is false. */
export async function buildCatalogApp(backend: Backend, seed = true): Promise<CatalogTestApp> {
  const t = await buildTestApp({
    backend,
    seedCatalog: seed,
    env: { JWT_SECRET: 'test-secret-test-secret-test-secret-0123' },
  });
  await seedDemoAccounts(t.db.db);
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
  const user = await findUserByEmail(t.db.db, customer.email);
  const token = await bearerFor(t.db.db, user!.id, 'customer', t.config.jwtSecret);
  return { ...t, token };
}
