/**
 * The books' settings (issue 22): the seller's particulars printed on every VAT invoice and credit
 * note (Revenue's required particulars: legal name, address, VAT number; bank details for payment)
 * and the VAT rate charged on new orders. Read from the environment, validated at start, required
 * in production; outside production demo values stand in.
 */
import {
  checkVatNumber,
  parseVatRatePercent,
  STANDARD_VAT_RATE_BP,
  type VatRateBp,
} from '@serena/domain';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import type { SellerParticulars } from '../db/schema/books.js';
import { SHOP } from '../mail/format.js';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The environment variables of the books, as zod fields of the api's settings schema. */
export const booksEnvFields = {
  SHOP_LEGAL_NAME: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  SHOP_ADDRESS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(500)
      .refine((v) => splitAddress(v).length >= 2, 'must be at least two lines separated by commas')
      .optional(),
  ),
  SHOP_VAT_NUMBER: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => checkVatNumber(v).ok, 'must be a valid VAT number, e.g. IE1234567T')
      .optional(),
  ),
  SHOP_IBAN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => isValidIBAN(electronicFormatIBAN(v) ?? ''), 'must be a valid IBAN')
      .optional(),
  ),
  SHOP_BIC: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => isValidBIC(v.replace(/\s/g, '').toUpperCase()), 'must be a valid BIC')
      .optional(),
  ),
  VAT_RATE_PERCENT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => {
        try {
          parseVatRatePercent(v);
          return true;
        } catch {
          return false;
        }
      }, 'must be a percentage from 0 to 100 with at most two decimals, e.g. 23 or 13.5')
      .optional(),
  ),
};

/** The seller settings a production api cannot run without (VAT invoices need them). */
export const BOOKS_PRODUCTION_REQUIRED = [
  'SHOP_LEGAL_NAME',
  'SHOP_ADDRESS',
  'SHOP_VAT_NUMBER',
  'SHOP_IBAN',
  'SHOP_BIC',
] as const;

/** The demo seller outside production (an example IBAN and a well-formed, made-up VAT number). */
export const DEMO_SELLER: SellerParticulars = {
  legalName: 'Serena Home Furnishings Limited',
  tradingName: SHOP.name,
  addressLines: [...SHOP.addressLines],
  vatNumber: 'IE1234567T',
  email: SHOP.email,
  phone: SHOP.phone,
  iban: 'IE29AIBK93115212345678',
  bic: 'AIBKIE2D',
};

/** What the books need at run time: who sells, and the VAT rate of new orders. */
export interface BooksSettings {
  seller: SellerParticulars;
  /** The VAT rate charged on new orders, basis points (VAT_RATE_PERCENT; default 2300 = 23 %). */
  vatRateBp: VatRateBp;
}

/** 'Unit 4, Ashbourne, Co Meath' -> ['Unit 4', 'Ashbourne', 'Co Meath'] (trimmed, no blanks). */
function splitAddress(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The books' settings from validated environment values (demo seller parts where unset). */
export function booksSettingsOf(e: {
  SHOP_LEGAL_NAME?: string;
  SHOP_ADDRESS?: string;
  SHOP_VAT_NUMBER?: string;
  SHOP_IBAN?: string;
  SHOP_BIC?: string;
  VAT_RATE_PERCENT?: string;
  shopEmail: string;
}): BooksSettings {
  const vat = e.SHOP_VAT_NUMBER ? checkVatNumber(e.SHOP_VAT_NUMBER) : null;
  return {
    seller: {
      ...DEMO_SELLER,
      legalName: e.SHOP_LEGAL_NAME?.trim() ?? DEMO_SELLER.legalName,
      addressLines: e.SHOP_ADDRESS ? splitAddress(e.SHOP_ADDRESS) : DEMO_SELLER.addressLines,
      vatNumber: vat?.ok ? vat.value : DEMO_SELLER.vatNumber,
      email: e.shopEmail,
      iban: e.SHOP_IBAN ? (electronicFormatIBAN(e.SHOP_IBAN) ?? e.SHOP_IBAN) : DEMO_SELLER.iban,
      bic: e.SHOP_BIC ? e.SHOP_BIC.replace(/\s/g, '').toUpperCase() : DEMO_SELLER.bic,
    },
    vatRateBp: e.VAT_RATE_PERCENT ? parseVatRatePercent(e.VAT_RATE_PERCENT) : STANDARD_VAT_RATE_BP,
  };
}
