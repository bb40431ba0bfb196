/**
 * Reference data by migration (issue 10): a fresh database, without the demo seed, has the
 * delivery statuses and the standard bed sizes (spec ids 10-15); migrating again and then seeding
 * the demo catalog both succeed; catalog writes bump the catalog version.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryStatuses, sizes } from '../src/db/schema/index.js';
import { seedDemo } from '../src/db/seed/index.js';
import { DELIVERY_STATUSES, SIZES } from '../src/db/seed/data.js';
import {
  catalogVersion,
  onCatalogChange,
  publishCatalogChange,
} from '../src/catalog/catalog-events.js';
import { backends, openTestDb, type TestDb } from './harness.js';

describe.each(backends)('reference data (%s)', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => t?.close());

  it('creates the delivery statuses and the bed sizes without any seed', async () => {
    const db = t.handle.db;
    const statuses = await db
      .select()
      .from(deliveryStatuses)
      .orderBy(asc(deliveryStatuses.position));
    expect(statuses.map((s) => s.name)).toEqual([...DELIVERY_STATUSES]);
    const sizeRows = await db.select().from(sizes).orderBy(asc(sizes.id));
    expect(
      sizeRows.map((s) => ({ id: s.id, label: s.label, widthCm: s.widthCm, lengthCm: s.lengthCm })),
    ).toEqual(SIZES.map((s) => ({ ...s })));
  });

  it('is idempotent and the demo seed tolerates the rows already existing', async () => {
    await t.handle.migrate();
    const result = await seedDemo(t.handle.db);
    expect(result).toEqual({ skipped: false, products: 62 });
    expect(await t.handle.db.$count(sizes)).toBe(6);
    expect(await t.handle.db.$count(deliveryStatuses)).toBe(6);
    // A size created later gets a fresh id after 15 (the sequence was moved past the spec ids).
    const [added] = await t.handle.db
      .insert(sizes)
      .values({ label: '7ft Emperor' })
      .returning({ id: sizes.id });
    expect(added!.id).toBe(16);
  });

  it('bumps the catalog version and notifies subscribers on every catalog change', async () => {
    const db = t.handle.db;
    const before = await catalogVersion(db);
    const seen: number[] = [];
    const off = onCatalogChange((v) => seen.push(v));
    await publishCatalogChange(db);
    await publishCatalogChange(db);
    off();
    expect(await catalogVersion(db)).toBe(before + 2);
    expect(seen).toEqual([before + 1, before + 2]);
  });
});
