/**
 * What a money document says about its parties and lines (issue 22), taken once when it is issued:
 * the customer's particulars from the account, an order line's description.
 */
import type { UserRow } from '../db/schema/accounts.js';
import type { DeliveryAddressSnapshot } from '../db/schema/addresses.js';
import { savedAddressText } from '../companies/address-dto.js';
import type { CustomerParticulars } from '../db/schema/books.js';
import type { OrderRow } from '../db/schema/orders.js';

/** The customer block of an invoice or credit note: company, name, office address, VAT number, e-mail. */
export function customerParticulars(user: UserRow): CustomerParticulars {
  return {
    companyName: user.companyName.trim() || null,
    fullName: user.fullName,
    addressLines: [
      user.officeAddress,
      [user.officeCity, user.officeEirCode].filter((p) => p.trim()).join(' '),
      user.country,
    ]
      .map((l) => l.trim())
      .filter(Boolean),
    vatNumber: user.vatNumber,
    email: user.invoiceEmail.trim() || user.email,
  };
}

/**
 * The customer's block as printed on invoices, credit notes and statements: company, name, address,
 * VAT number (when given), e-mail; one string per line.
 */
export function customerBlock(c: CustomerParticulars): string[] {
  return [
    c.companyName,
    c.fullName,
    ...c.addressLines,
    c.vatNumber ? `VAT No. ${c.vatNumber}` : null,
    c.email,
  ].filter((l): l is string => Boolean(l));
}

/** The options of a line as one text: size, fabric, colour, storage ('' when none). */
export function lineOptions(
  line: Pick<OrderRow, 'sizeLabel' | 'fabricName' | 'fabricColorName' | 'storageType'>,
): string {
  const storage = line.storageType === 'Non Ottoman' ? null : line.storageType;
  return [line.sizeLabel, line.fabricName, line.fabricColorName, storage]
    .filter(Boolean)
    .join(', ');
}

/** An order line as a document describes it: 'Product (size, fabric, colour, storage)'. */
export function lineDescription(line: OrderRow): string {
  const options = lineOptions(line);
  return options ? `${line.productName} (${options})` : line.productName;
}

/**
 * Where the goods go, as printed under "Ship to": the company, the person to ask for (the checkout's
 * first name, else the account holder) and the address, one per line. A checkout to a saved
 * address (issue 24) prints its snapshot in full: recipient, company, lines, town, county, Eircode,
 * phone and delivery notes.
 */
export function shipToText(
  po: {
    shippingName: string | null;
    shippingAddress: string;
    deliveryAddress?: DeliveryAddressSnapshot | null;
  },
  user: Pick<UserRow, 'fullName' | 'companyName'>,
): string {
  if (po.deliveryAddress) return savedAddressText(po.deliveryAddress, user.companyName);
  const attention = po.shippingName?.trim() ? `Attn: ${po.shippingName.trim()}` : user.fullName;
  return [user.companyName.trim(), attention, po.shippingAddress.trim()].filter(Boolean).join('\n');
}
