/**
 * The admin's price lists and volume breaks (issue 25): create, change and delete price lists and
 * their rules, add and remove volume breaks, and assign a price list to a trade account. Every
 * write goes through {@link audited} (entity 'price_list', 'volume_break' or 'account'), in one
 * transaction with its audit row. Refusals are {@link AdminError}s with a field: 400 for bad input
 * (unknown category, product or variation; a price that is not euros; dates in the wrong order),
 * 404 for an unknown list, rule, break or account, 409 for a duplicate list name.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Tx } from '../books/ledger.js';
import { users } from '../db/schema/accounts.js';
import { categories, products, variations } from '../db/schema/catalog.js';
import { priceListRules, priceLists, volumeBreaks } from '../db/schema/pricing.js';
import { audited, type AdminActor } from '../admin/audit.js';
import { AdminError } from '../admin/errors.js';
import { parseEuroAmount } from '../accounts/user-validation.js';
import { ruleDto, volumeBreakDto } from './customer.js';
import type { PriceListDto, VolumeBreakDto } from './schemas.js';
import type { z } from 'zod';
import type { priceListBody, priceListPatch, priceRuleBody, volumeBreakBody } from './schemas.js';

/** The price lists with their rules and account counts, by name. */
export async function listPriceLists(db: Db | Tx, ids?: number[]): Promise<PriceListDto[]> {
  const lists = await db
    .select()
    .from(priceLists)
    .where(ids ? inArray(priceLists.id, ids) : undefined)
    .orderBy(asc(priceLists.name));
  if (!lists.length) return [];
  const listIds = lists.map((l) => l.id);
  const [rules, counts] = await Promise.all([
    db
      .select()
      .from(priceListRules)
      .where(inArray(priceListRules.priceListId, listIds))
      .orderBy(asc(priceListRules.id)),
    db
      .select({ id: users.priceListId, n: count() })
      .from(users)
      .where(inArray(users.priceListId, listIds))
      .groupBy(users.priceListId),
  ]);
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    active: l.active,
    accountCount: counts.find((c) => c.id === l.id)?.n ?? 0,
    rules: rules.filter((r) => r.priceListId === l.id).map(ruleDto),
  }));
}

/** One price list, or AdminError 404. */
export async function getPriceList(db: Db | Tx, id: number): Promise<PriceListDto> {
  const [list] = await listPriceLists(db, [id]);
  if (!list) throw new AdminError(404, 'NOT_FOUND', `Price list ${id} not found.`);
  return list;
}

/** Refuses a name another list has (case-insensitive) with 409 DUPLICATE on `name`. */
async function assertFreeName(tx: Tx, name: string, exceptId: number | null): Promise<void> {
  const rows = await tx.select({ id: priceLists.id, name: priceLists.name }).from(priceLists);
  if (rows.some((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase())) {
    throw new AdminError(409, 'DUPLICATE', `A price list named '${name}' already exists.`, 'name');
  }
}

/** Creates a price list (no rules yet). @throws AdminError 409 DUPLICATE name. */
export async function createPriceList(
  db: Db,
  actor: AdminActor,
  body: z.infer<typeof priceListBody>,
): Promise<PriceListDto> {
  return audited(
    db,
    actor,
    (list: PriceListDto) => ({ entity: 'price_list', entityId: list.id, action: 'create' }),
    async (tx) => {
      await assertFreeName(tx, body.name, null);
      const [row] = await tx.insert(priceLists).values(body).returning();
      const list = await getPriceList(tx, row!.id);
      return { before: null, after: list, result: list };
    },
  );
}

/** Renames and/or (de)activates a price list. @throws AdminError 404, 409 DUPLICATE name. */
export async function updatePriceList(
  db: Db,
  actor: AdminActor,
  id: number,
  patch: z.infer<typeof priceListPatch>,
): Promise<PriceListDto> {
  return audited(
    db,
    actor,
    { entity: 'price_list', entityId: id, action: 'update' },
    async (tx) => {
      const before = await getPriceList(tx, id);
      if (patch.name !== undefined) await assertFreeName(tx, patch.name, id);
      await tx.update(priceLists).set(patch).where(eq(priceLists.id, id));
      const after = await getPriceList(tx, id);
      return { before, after, result: after };
    },
  );
}

/** Deletes a price list; its accounts go back to the trade price. @throws AdminError 404. */
export async function deletePriceList(db: Db, actor: AdminActor, id: number): Promise<void> {
  await audited(db, actor, { entity: 'price_list', entityId: id, action: 'delete' }, async (tx) => {
    const before = await getPriceList(tx, id);
    await tx.delete(priceLists).where(eq(priceLists.id, id));
    return { before, after: null, result: undefined };
  });
}

/** True when `text` (YYYY-MM-DD) is a real calendar date. */
function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Refuses dates that are not real days or in the wrong order (400 on validFrom/validTo). */
function checkDates(validFrom: string | null, validTo: string | null): void {
  for (const [field, value] of [
    ['validFrom', validFrom],
    ['validTo', validTo],
  ] as const) {
    if (value !== null && !isRealDate(value)) {
      throw new AdminError(400, 'INVALID', `${field} is not a real date: ${value}`, field);
    }
  }
  if (validFrom !== null && validTo !== null && validFrom > validTo) {
    throw new AdminError(400, 'INVALID', 'validTo must not be before validFrom.', 'validTo');
  }
}

/** Refuses an unknown category (400 on categoryId). */
async function assertCategory(tx: Tx, id: number | null): Promise<void> {
  if (id === null) return;
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  if (!row) throw new AdminError(400, 'INVALID', `Category ${id} does not exist.`, 'categoryId');
}

/** Refuses an unknown product, or a variation that is not the product's (400 on the field). */
async function assertProduct(tx: Tx, productId: number, variationId: number | null) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!row)
    throw new AdminError(400, 'INVALID', `Product ${productId} does not exist.`, 'productId');
  if (variationId === null) return;
  const [variation] = await tx
    .select({ id: variations.id })
    .from(variations)
    .where(and(eq(variations.id, variationId), eq(variations.productId, productId)));
  if (!variation) {
    throw new AdminError(
      400,
      'INVALID',
      `Variation ${variationId} is not a variation of product ${productId}.`,
      'variationId',
    );
  }
}

/** The rule row values of a checked rule body. @throws AdminError 400 on the bad field. */
async function ruleValues(tx: Tx, listId: number, body: z.infer<typeof priceRuleBody>) {
  checkDates(body.validFrom, body.validTo);
  const dates = { validFrom: body.validFrom, validTo: body.validTo };
  if (body.kind === 'percent') {
    await assertCategory(tx, body.categoryId);
    return {
      priceListId: listId,
      kind: body.kind,
      categoryId: body.categoryId,
      percentBp: body.percentBp,
      ...dates,
    };
  }
  const priceCents = parseEuroAmount(body.price);
  if (priceCents === null) {
    throw new AdminError(
      400,
      'INVALID',
      'price must be a euro amount of 0 or more, e.g. 450 or 450.00',
      'price',
    );
  }
  await assertProduct(tx, body.productId, body.variationId);
  return {
    priceListId: listId,
    kind: body.kind,
    productId: body.productId,
    variationId: body.variationId,
    priceCents,
    ...dates,
  };
}

/** Adds a rule to a price list. @throws AdminError 404 list, 400 bad rule. */
export async function addPriceRule(
  db: Db,
  actor: AdminActor,
  listId: number,
  body: z.infer<typeof priceRuleBody>,
): Promise<PriceListDto> {
  return audited(
    db,
    actor,
    { entity: 'price_list', entityId: listId, action: 'add-rule' },
    async (tx) => {
      const before = await getPriceList(tx, listId);
      await tx.insert(priceListRules).values(await ruleValues(tx, listId, body));
      const after = await getPriceList(tx, listId);
      return { before, after, result: after };
    },
  );
}

/** Removes a rule from a price list. @throws AdminError 404 list or rule. */
export async function deletePriceRule(
  db: Db,
  actor: AdminActor,
  listId: number,
  ruleId: number,
): Promise<PriceListDto> {
  return audited(
    db,
    actor,
    { entity: 'price_list', entityId: listId, action: 'remove-rule' },
    async (tx) => {
      const before = await getPriceList(tx, listId);
      const removed = await tx
        .delete(priceListRules)
        .where(and(eq(priceListRules.id, ruleId), eq(priceListRules.priceListId, listId)))
        .returning();
      if (!removed.length) {
        throw new AdminError(404, 'NOT_FOUND', `Rule ${ruleId} of price list ${listId} not found.`);
      }
      const after = await getPriceList(tx, listId);
      return { before, after, result: after };
    },
  );
}

/** Every volume break, product tiers and category defaults, by target and minimum quantity. */
export async function listVolumeBreaks(db: Db | Tx): Promise<VolumeBreakDto[]> {
  const rows = await db
    .select()
    .from(volumeBreaks)
    .orderBy(
      asc(volumeBreaks.productId),
      asc(volumeBreaks.categoryId),
      asc(volumeBreaks.minQuantity),
    );
  return rows.map(volumeBreakDto);
}

/**
 * Adds a volume break for a product or a category (exactly one).
 * @throws AdminError 400 (neither or both targets, unknown product or category).
 */
export async function addVolumeBreak(
  db: Db,
  actor: AdminActor,
  body: z.infer<typeof volumeBreakBody>,
): Promise<VolumeBreakDto> {
  if ((body.productId === null) === (body.categoryId === null)) {
    throw new AdminError(
      400,
      'INVALID',
      'Give exactly one of productId and categoryId.',
      'productId',
    );
  }
  return audited(
    db,
    actor,
    (b: VolumeBreakDto) => ({ entity: 'volume_break', entityId: b.id, action: 'create' }),
    async (tx) => {
      if (body.productId !== null) await assertProduct(tx, body.productId, null);
      await assertCategory(tx, body.categoryId);
      const [row] = await tx.insert(volumeBreaks).values(body).returning();
      const after = volumeBreakDto(row!);
      return { before: null, after, result: after };
    },
  );
}

/** Removes a volume break. @throws AdminError 404. */
export async function deleteVolumeBreak(db: Db, actor: AdminActor, id: number): Promise<void> {
  await audited(
    db,
    actor,
    { entity: 'volume_break', entityId: id, action: 'delete' },
    async (tx) => {
      const [row] = await tx.delete(volumeBreaks).where(eq(volumeBreaks.id, id)).returning();
      if (!row) throw new AdminError(404, 'NOT_FOUND', `Volume break ${id} not found.`);
      return { before: volumeBreakDto(row), after: null, result: undefined };
    },
  );
}

/**
 * Assigns price list `priceListId` to account `userId` (null: back to the trade price).
 * @throws AdminError 404 (unknown account or price list).
 */
export async function assignPriceList(
  db: Db,
  actor: AdminActor,
  userId: number,
  priceListId: number | null,
): Promise<{ accountId: number; priceListId: number | null }> {
  return audited(
    db,
    actor,
    { entity: 'account', entityId: userId, action: 'assign-price-list' },
    async (tx) => {
      const [user] = await tx
        .select({ id: users.id, priceListId: users.priceListId })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw new AdminError(404, 'NOT_FOUND', `Account ${userId} not found.`);
      if (priceListId !== null) {
        const [list] = await tx
          .select({ id: priceLists.id })
          .from(priceLists)
          .where(eq(priceLists.id, priceListId));
        if (!list)
          throw new AdminError(
            404,
            'NOT_FOUND',
            `Price list ${priceListId} not found.`,
            'priceListId',
          );
      }
      await tx.update(users).set({ priceListId }).where(eq(users.id, userId));
      const result = { accountId: userId, priceListId };
      return { before: { priceListId: user.priceListId }, after: { priceListId }, result };
    },
  );
}
