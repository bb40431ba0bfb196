/**
 * The pure access rules of saved lists (issue 24 "Saved lists", saved-lists/access.ts) and the
 * line-configuration match (saved-lists/items.ts).
 */
import { describe, expect, it } from 'vitest';
import { canEditLines, canManageList, canSeeList } from '../src/saved-lists/access.js';
import { sameConfiguration, type NamedItem } from '../src/saved-lists/items.js';

const maker = { accountId: 1, userId: 10, companyRole: 'BUYER' as const };
const colleague = { accountId: 1, userId: 11, companyRole: 'BUYER' as const };
const companyAdmin = { accountId: 1, userId: 1, companyRole: 'COMPANY_ADMIN' as const };
const accounts = { accountId: 1, userId: 12, companyRole: 'ACCOUNTS' as const };
const stranger = { accountId: 2, userId: 20, companyRole: 'COMPANY_ADMIN' as const };
const privateList = { accountId: 1, createdByUserId: 10, shared: false };
const sharedList = { ...privateList, shared: true };

describe('saved list access', () => {
  it('shows a private list only to its maker, a shared one to its company only', () => {
    expect(
      [maker, colleague, companyAdmin, accounts, stranger].map((v) => canSeeList(v, privateList)),
    ).toEqual([true, false, false, false, false]);
    expect(
      [maker, colleague, companyAdmin, accounts, stranger].map((v) => canSeeList(v, sharedList)),
    ).toEqual([true, true, true, true, false]);
  });

  it('lets everyone but ACCOUNTS change lines, and only the maker or the company admin (shared) manage', () => {
    expect([maker, colleague, companyAdmin, accounts].map(canEditLines)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([maker, colleague, companyAdmin].map((v) => canManageList(v, sharedList))).toEqual([
      true,
      false,
      true,
    ]);
    expect(canManageList(companyAdmin, privateList)).toBe(false);
    expect(canManageList({ ...maker, companyRole: 'ACCOUNTS' }, privateList)).toBe(false);
  });

  it('matches lines by product, size, fabric, colour and storage', () => {
    const line: NamedItem = {
      productId: 1,
      productName: 'Bed',
      sku: 'B-1',
      sizeId: 2,
      sizeLabel: '5ft King',
      fabricId: 3,
      fabricName: 'Velvet',
      fabricColorId: 4,
      fabricColorName: 'Grey',
      storage: 'NONE',
      quantity: 1,
    };
    const more: NamedItem = { ...line, quantity: 5, productName: 'Renamed' };
    expect(sameConfiguration(line, more)).toBe(true);
    for (const change of [
      { sizeId: 9 },
      { fabricColorId: null },
      { storage: 'OTTOMAN' as const },
    ]) {
      expect(sameConfiguration(line, { ...line, ...change })).toBe(false);
    }
  });
});
