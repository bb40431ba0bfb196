/**
 * The company address book as the storefront reads it (issue 24 "Address book"): the query of the
 * saved addresses (the account area manages them, checkout picks one) and how an address reads.
 */
import { graphql } from '@/__generated__';

/** The company's saved delivery addresses, the default first (any company user). */
export const CompanyAddressesQuery = graphql(`
  query CompanyAddresses {
    companyAddresses {
      id
      recipientName
      companyName
      line1
      line2
      town
      county
      eircode
      phone
      deliveryNotes
      isDefault
    }
  }
`);

/** The parts of a saved address that {@link addressLines} prints. */
export interface AddressParts {
  recipientName: string;
  companyName: string;
  line1: string;
  line2: string;
  town: string;
  county: string;
  eircode: string;
}

/** The address as printed lines: recipient, company, lines, town, county and Eircode (blanks left out). */
export function addressLines(a: AddressParts): string[] {
  return [a.recipientName, a.companyName, a.line1, a.line2, a.town, a.county, a.eircode].filter(
    (part) => part.trim() !== '',
  );
}
