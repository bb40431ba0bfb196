import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/accounts.js';
import type { InvoiceCustomer } from '../documents/pdf-layout.js';
import { findUserById } from '../services/users.js';

/** The customer block of invoices and statements for an account row. */
export function toInvoiceCustomer(user: UserRow): InvoiceCustomer {
  return {
    fullName: user.fullName,
    companyName: user.companyName,
    email: user.email,
    invoiceEmail: user.invoiceEmail,
    officeAddress: user.officeAddress,
    officeCity: user.officeCity,
    officeEircode: user.officeEirCode,
    country: user.country,
  };
}

/** The invoice's customer block for user `userId`, or null when the account is gone. */
export async function invoiceCustomer(db: Db, userId: number): Promise<InvoiceCustomer | null> {
  const user = await findUserById(db, userId);
  return user ? toInvoiceCustomer(user) : null;
}
