/**
 * The one catalog-change hook (issue 10, shared with the bff cache): every catalog write calls
 * `publishCatalogChange` once, after it is committed. It bumps the catalog version row (so other
 * processes and instances see the change on their next read of `catalogVersion`) and notifies
 * in-process subscribers (`onCatalogChange`).
 */
import { EventEmitter } from 'node:events';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { catalogState } from '../db/schema/index.js';

const events = new EventEmitter<{ change: [version: number] }>();
let defaultDb: Db | undefined;

/** Sets the database `publishCatalogChange()` bumps when called without one (done by buildApp). */
export function useCatalogEventsDb(db: Db): void {
  defaultDb = db;
}

/**
 * Records that the catalog changed: increments `catalog_state.version` and emits the new version
 * to the subscribers. Call after the write has committed.
 * @throws when no database is given or configured, or on database errors.
 */
export async function publishCatalogChange(db: Db | undefined = defaultDb): Promise<void> {
  if (!db) throw new Error('publishCatalogChange: no database configured');
  const rows = await db
    .insert(catalogState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: catalogState.id,
      set: { version: sql`${catalogState.version} + 1`, changedAt: sql`now()` },
    })
    .returning({ version: catalogState.version });
  events.emit('change', rows[0]?.version ?? 0);
}

/** The current catalog version (0 before the first catalog write). */
export async function catalogVersion(db: Db): Promise<number> {
  const rows = await db
    .select({ version: catalogState.version })
    .from(catalogState)
    .where(eq(catalogState.id, 1));
  return rows[0]?.version ?? 0;
}

/** Subscribes to catalog changes in this process; returns the unsubscribe function. */
export function onCatalogChange(listener: (version: number) => void): () => void {
  events.on('change', listener);
  return () => events.off('change', listener);
}
