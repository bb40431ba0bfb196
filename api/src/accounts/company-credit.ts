/**
 * The account a company user sees as their own (issue 24): their users row with the credit limit
 * of their company, since credit belongs to the company. The company's first user (the account
 * holder) and the shop's admins are their own company, so their row is unchanged.
 */
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/accounts.js';
import { findUserById } from './service.js';

/** `user` with their company's `creditLimitCents` (integer cents); the row itself when it is the company. */
export async function withCompanyCredit(db: Db, user: UserRow): Promise<UserRow> {
  if (user.companyId === null || user.companyId === user.id) return user;
  const company = await findUserById(db, user.companyId);
  return company ? { ...user, creditLimitCents: company.creditLimitCents } : user;
}
