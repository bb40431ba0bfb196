/**
 * The company address book (issue 24 "Address book"): list, create, change, delete and set the
 * default of a company's delivery addresses, each scoped to the company account (another company's
 * address is 404) and audited on the account entity. One default per company: the first address
 * becomes the default, making another the default clears the old one in the same transaction, and
 * deleting the default passes it to the oldest address left.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { audited } from '../admin/audit.js';
import type { DbOrTx } from '../books/ledger.js';
import type { Db } from '../db/client.js';
import { companyAddresses, type CompanyAddressRow } from '../db/schema/addresses.js';
import { NotFoundError } from '../plugins/errors.js';
import type { AddressInput } from './address-dto.js';
import type { CompanyActor } from './users.js';

/** Messages of the address book. */
export const ADDRESS_MESSAGES = {
  notFound: 'Address not found',
  created: 'Address saved',
  updated: 'Address updated',
  deleted: 'Address deleted',
  defaulted: 'Default address set',
} as const;

/** The company's addresses, the default first, then oldest first. */
export async function listCompanyAddresses(
  db: DbOrTx,
  accountId: number,
): Promise<CompanyAddressRow[]> {
  return db
    .select()
    .from(companyAddresses)
    .where(eq(companyAddresses.accountId, accountId))
    .orderBy(desc(companyAddresses.isDefault), asc(companyAddresses.id));
}

/**
 * One address of the company.
 * @throws NotFoundError for an address of another company or none.
 */
export async function findCompanyAddress(
  db: DbOrTx,
  accountId: number,
  addressId: number,
): Promise<CompanyAddressRow> {
  const [row] = await db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.accountId, accountId), eq(companyAddresses.id, addressId)));
  if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
  return row;
}

/** The columns of an address body. */
function columnsOf(input: AddressInput) {
  return {
    recipientName: input.recipient_name,
    companyName: input.company_name,
    line1: input.line1,
    line2: input.line2,
    town: input.town,
    county: input.county,
    eircode: input.eircode,
    phone: input.phone,
    deliveryNotes: input.delivery_notes,
  };
}

/** Clears the company's default (before another address becomes it). */
async function clearDefault(tx: DbOrTx, accountId: number): Promise<void> {
  await tx
    .update(companyAddresses)
    .set({ isDefault: false })
    .where(and(eq(companyAddresses.accountId, accountId), eq(companyAddresses.isDefault, true)));
}

const subject = (actor: CompanyActor, action: string) => ({
  entity: 'account' as const,
  entityId: actor.accountId,
  action,
});

/** Saves a new address; the company's first address, or one sent `is_default`, is the default. */
export async function createCompanyAddress(
  db: Db,
  actor: CompanyActor,
  input: AddressInput,
): Promise<CompanyAddressRow> {
  return audited(db, actor.audit, subject(actor, 'company_address_create'), async (tx) => {
    const existing = await listCompanyAddresses(tx, actor.accountId);
    const isDefault = existing.length === 0 || input.is_default === true;
    if (isDefault) await clearDefault(tx, actor.accountId);
    const [row] = await tx
      .insert(companyAddresses)
      .values({ accountId: actor.accountId, ...columnsOf(input), isDefault })
      .returning();
    return { before: null, after: row!, result: row! };
  });
}

/**
 * Replaces an address's fields (`is_default: true` also makes it the default; the default cannot
 * be unset this way, only by making another address the default).
 * @throws NotFoundError for an address not of the company.
 */
export async function updateCompanyAddress(
  db: Db,
  actor: CompanyActor,
  addressId: number,
  input: AddressInput,
): Promise<CompanyAddressRow> {
  return audited(db, actor.audit, subject(actor, 'company_address_update'), async (tx) => {
    const before = await findCompanyAddress(tx, actor.accountId, addressId);
    const makeDefault = input.is_default === true && !before.isDefault;
    if (makeDefault) await clearDefault(tx, actor.accountId);
    const [row] = await tx
      .update(companyAddresses)
      .set({
        ...columnsOf(input),
        isDefault: before.isDefault || makeDefault,
        updatedAt: new Date(),
      })
      .where(eq(companyAddresses.id, addressId))
      .returning();
    return { before, after: row!, result: row! };
  });
}

/** Makes an address the company's default. @throws NotFoundError for an address not of the company. */
export async function setDefaultCompanyAddress(
  db: Db,
  actor: CompanyActor,
  addressId: number,
): Promise<CompanyAddressRow> {
  return audited(db, actor.audit, subject(actor, 'company_address_default'), async (tx) => {
    const before = await findCompanyAddress(tx, actor.accountId, addressId);
    await clearDefault(tx, actor.accountId);
    const [row] = await tx
      .update(companyAddresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(companyAddresses.id, addressId))
      .returning();
    return { before, after: row!, result: row! };
  });
}

/**
 * Deletes an address (orders placed to it keep their snapshot); a deleted default passes to the
 * oldest address left. @throws NotFoundError for an address not of the company.
 */
export async function deleteCompanyAddress(
  db: Db,
  actor: CompanyActor,
  addressId: number,
): Promise<CompanyAddressRow> {
  return audited(db, actor.audit, subject(actor, 'company_address_delete'), async (tx) => {
    const before = await findCompanyAddress(tx, actor.accountId, addressId);
    await tx.delete(companyAddresses).where(eq(companyAddresses.id, addressId));
    if (before.isDefault) {
      const [next] = await tx
        .select({ id: companyAddresses.id })
        .from(companyAddresses)
        .where(
          and(eq(companyAddresses.accountId, actor.accountId), ne(companyAddresses.id, addressId)),
        )
        .orderBy(asc(companyAddresses.id))
        .limit(1);
      if (next) {
        await tx
          .update(companyAddresses)
          .set({ isDefault: true })
          .where(eq(companyAddresses.id, next.id));
      }
    }
    return { before, after: null, result: before };
  });
}
