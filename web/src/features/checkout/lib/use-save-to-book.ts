import { checkEircode } from '@serena/domain/eircode';
import { useState } from 'react';
import type { CompanyAddressInput, CompanyRole } from '@/__generated__/graphql';
import type { ShippingData } from './checkout-schema';

/** The address book's extra fields asked at checkout (the typed form has the rest). */
export interface BookExtras {
  county: string;
  eircode: string;
}

/** Errors of the extras, and of the country (the book holds Irish addresses only). */
export type BookErrors = Partial<Record<keyof BookExtras | 'country', string>>;

/** The checkbox's label (issue 24: "Save this address to the book" at checkout). */
export const SAVE_TO_BOOK_LABEL = 'Save this address to the address book';
/** The message of a non-Irish address to be saved (the book needs an Eircode). */
export const IRISH_ONLY =
  'Only Irish addresses (with an Eircode) can be saved to the address book.';

/** What {@link useSaveToBook} returns. */
export interface SaveToBook {
  /** True when the viewer may save addresses (company admins; the api checks again). */
  allowed: boolean;
  checked: boolean;
  setChecked: (checked: boolean) => void;
  extras: BookExtras;
  setExtra: (field: keyof BookExtras, value: string) => void;
  errors: BookErrors;
  /**
   * The address book input of the typed address when the box is ticked (null when it is not);
   * `false` with the errors shown when county, Eircode or country are wrong.
   */
  check: (shipping: ShippingData) => CompanyAddressInput | null | false;
}

/**
 * "Save this address to the address book" at checkout (issue 24): offered to a company admin
 * typing a new address; asks the county and Eircode the book needs and checks them as the book's
 * form does (Eircode normalised by @serena/domain), so the order and the new address go together.
 */
export function useSaveToBook(companyRole: CompanyRole | null | undefined): SaveToBook {
  const allowed = companyRole === 'COMPANY_ADMIN';
  const [checked, setChecked] = useState(false);
  const [extras, setExtras] = useState<BookExtras>({ county: '', eircode: '' });
  const [errors, setErrors] = useState<BookErrors>({});
  return {
    allowed,
    checked: allowed && checked,
    setChecked,
    extras,
    setExtra: (field, value) => {
      setExtras((e) => ({ ...e, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    errors,
    check: (shipping) => {
      if (!allowed || !checked) return null;
      const found: BookErrors = {};
      const county = extras.county.trim();
      if (!county) found.county = 'County is required';
      else if (county.length > 100) found.county = 'County must be at most 100 characters';
      const eircode = checkEircode(extras.eircode);
      if (!extras.eircode.trim()) found.eircode = 'Eircode is required';
      else if (!eircode.ok) found.eircode = eircode.message;
      if (shipping.country.trim().toLowerCase() !== 'ireland') found.country = IRISH_ONLY;
      setErrors(found);
      if (Object.keys(found).length > 0 || !eircode.ok) return false;
      return {
        recipientName: shipping.firstName,
        line1: shipping.address,
        town: shipping.city,
        county,
        eircode: eircode.value,
      };
    },
  };
}
