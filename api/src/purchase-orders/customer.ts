import type { Db } from '../db/client.js';
import type { InvoiceCustomer } from '../documents/invoice-pdf.js';
import { findUserById } from '../services/users.js';

/** The invoice's customer block for user `userId`, or null when the account is gone. */
export async function invoiceCustomer(db: Db, userId: number): Promise<InvoiceCustomer | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
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
